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

  it("keeps an AggregateError's first errors, as a refused connection to several addresses has", () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}:5432`), {
        code: 'ECONNREFUSED',
        address,
      });
    const errors = ['::1', '127.0.0.1', '10.0.0.1', '10.0.0.2'].map(refused);
    const error = Object.assign(new AggregateError(errors, ''), { code: 'ECONNREFUSED' });
    const logged = loggedError(error);
    expect(logged).toMatchObject({ type: 'AggregateError', message: '', code: 'ECONNREFUSED' });
    expect(logged.errors?.map((e) => e.message)).toEqual([
      'connect ECONNREFUSED ::1:5432',
      'connect ECONNREFUSED 127.0.0.1:5432',
      'connect ECONNREFUSED 10.0.0.1:5432',
    ]);
    expect(logged.errors?.[0]).toEqual({
      type: 'Error',
      message: 'connect ECONNREFUSED ::1:5432',
      code: 'ECONNREFUSED',
      stack: errors[0]?.stack,
    });
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
