import { describe, expect, it } from 'vitest';
import { interpretResponse } from './protocol.js';

describe('interpretResponse', () => {
  it('reads a definite answer, trimming values and dropping empty ones', () => {
    expect(
      interpretResponse(
        200,
        JSON.stringify({ valid: true, name: ' ACME BV ', address: '', requestDate: '2025-03-01' }),
      ),
    ).toEqual({ kind: 'answer', valid: true, name: 'ACME BV', requestDate: '2025-03-01' });
  });

  it('takes the code of the first error wrapper, whatever the status', () => {
    const body = JSON.stringify({
      actionSucceed: false,
      errorWrappers: [{ error: 'MS_UNAVAILABLE' }, { error: 'TIMEOUT' }],
    });
    for (const status of [200, 400, 500]) {
      expect(interpretResponse(status, body)).toEqual({
        kind: 'error',
        error: 'MS_UNAVAILABLE',
        source: 'vies',
      });
    }
  });

  it('does not trust odd error wrappers or answers', () => {
    for (const body of [
      { errorWrappers: [{ error: 'not a code <script>' }] },
      { errorWrappers: [{ message: 'no code' }] },
      { errorWrappers: ['MS_UNAVAILABLE'] },
      { actionSucceed: false },
      { valid: 'true' },
      [true],
      null,
    ]) {
      expect(interpretResponse(200, JSON.stringify(body))).toEqual({
        kind: 'error',
        error: 'BAD_RESPONSE',
        source: 'local',
      });
    }
  });

  it('names the HTTP status when an error status carries no VIES code', () => {
    expect(interpretResponse(502, '{"valid": true}')).toMatchObject({ error: 'HTTP_502' });
    expect(interpretResponse(429, 'Too Many Requests')).toMatchObject({ error: 'HTTP_429' });
  });
});
