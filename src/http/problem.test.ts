import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../store/store-unavailable.js';
import { CHECK_IDENTIFIER_PATTERN, CHECK_IDENTIFIER_RULE } from '../contract/check-common.js';
import { toProblem } from './problem.js';

describe('toProblem', () => {
  it('answers a file server refusal (403, 404) with NOT_FOUND, not a validation failure', () => {
    for (const statusCode of [403, 404]) {
      const error = Object.assign(new Error('Forbidden'), { statusCode });
      expect(toProblem(error)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    }
  });

  it('answers a database held, unreachable or too slow with 503 and Retry-After, blaming no cause', () => {
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const pool = new Error('timeout exceeded when trying to connect');
    for (const error of [busy, refused, pool]) {
      expect(toProblem(new StoreUnavailableError(error)), error.message).toMatchObject({
        status: 503,
        body: {
          code: 'STORE_UNAVAILABLE',
          title: 'The data could not be read or written in time',
          detail:
            'The data could not be read or written within the time limit; send the request again.',
        },
        headers: { 'retry-after': '1' },
      });
    }
    expect(toProblem(Object.assign(new Error('x'), { code: 'SQLITE_CORRUPT' })).status).toBe(500);
  });

  it('answers connection errors that the store did not raise with 500, not STORE_UNAVAILABLE', () => {
    // The same codes come from any socket: an upstream service, a client gone mid-request.
    for (const code of ['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'SQLITE_BUSY']) {
      const error = Object.assign(new Error(`failed: ${code}`), { code });
      expect(toProblem(error), code).toMatchObject({ status: 500, body: { code: 'INTERNAL' } });
    }
  });

  it('escapes the names in field paths as JSON Pointer tokens', () => {
    const error = Object.assign(new Error('bad'), {
      validation: [
        {
          instancePath: '',
          keyword: 'additionalProperties',
          params: { additionalProperty: 'a/b~c' },
        },
        { instancePath: '/x', keyword: 'required', params: { missingProperty: 'd/e' } },
      ],
    });
    expect(toProblem(error).body.errors?.map((e) => e.path)).toEqual(['/a~1b~0c', '/x/d~1e']);
  });

  it('says one sentence per field where a format, pattern or list of values says what is wanted', () => {
    const error = Object.assign(new Error('bad'), {
      validation: [
        { instancePath: '/id', keyword: 'minLength', params: { limit: 1 } },
        { instancePath: '/id', keyword: 'pattern', params: { pattern: CHECK_IDENTIFIER_PATTERN } },
        {
          instancePath: '/n',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        },
        { instancePath: '/n', keyword: 'format', params: { format: 'int32' } },
        { instancePath: '/n', keyword: 'enum', params: { allowedValues: [0, 1] } },
        { instancePath: '/other', keyword: 'type', params: {}, message: 'must be boolean' },
      ],
    });
    expect(toProblem(error).body.errors).toEqual([
      { path: '/id', message: CHECK_IDENTIFIER_RULE },
      { path: '/n', message: 'must be one of 0, 1' },
      { path: '/other', message: 'must be boolean' },
    ]);
  });
});
