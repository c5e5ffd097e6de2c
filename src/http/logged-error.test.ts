import { describe, expect, it } from 'vitest';
import { loggedError } from './logged-error.js';

describe('loggedError', () => {
  it('keeps the type, message, code and stack, and drops what else hangs on the error', () => {
    const error = Object.assign(new TypeError('cannot read the check'), {
      code: 'SQLITE_CORRUPT',
      body: { person: { last_name: 'Jansen' } },
    });
    expect(loggedError(error)).toEqual({
      type: 'TypeError',
      message: 'cannot read the check',
      code: 'SQLITE_CORRUPT',
      stack: error.stack,
    });
  });

  it('follows causes, a few deep, logging each the same way', () => {
    const root = Object.assign(new Error('connection reset'), {
      code: 'ECONNRESET',
      detail: 'Jansen',
    });
    const looped = new Error('outer', { cause: new Error('middle', { cause: root }) });
    expect(loggedError(looped).cause?.cause).toEqual({
      type: 'Error',
      message: 'connection reset',
      code: 'ECONNRESET',
      stack: root.stack,
    });
    const cycle = new Error('cycle');
    cycle.cause = cycle;
    expect(loggedError(cycle).cause?.cause?.cause?.cause).toBeUndefined();
  });

  it('logs no value that is not an Error, nor a code that is free text', () => {
    expect(loggedError({ last_name: 'Jansen' })).toEqual({
      type: 'object',
      message: 'a value that is not an Error was thrown',
      stack: 'a value that is not an Error was thrown',
    });
    const error = Object.assign(new Error('refused'), { code: 'Jan Jansen, 12 April 1980' });
    expect(loggedError(error)).not.toHaveProperty('code');
  });
});
