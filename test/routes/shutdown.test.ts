/**
 * Requests that reach the server while it shuts down get a problem, not Fastify's own answer.
 */
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.js';

describe('shutting down', () => {
  it('answers new requests with 503 SHUTTING_DOWN as problem+json, with Retry-After', async () => {
    const logLines: string[] = [];
    const ctx = await createTestContext({ logLines });
    try {
      ctx.app.refuseNewRequests();
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/v1/checks/some-check',
        headers: { authorization: ctx.alice.authorization },
      });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.headers['x-request-id']).toBeTruthy();
      expect(response.json()).toMatchObject({ status: 503, code: 'SHUTTING_DOWN' });
      const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      // An answer the service means, not a failure: no error line with a stack.
      expect(logLines.filter((line) => line.includes('request failed'))).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
