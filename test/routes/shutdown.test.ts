/**
 * Requests that reach the server while it shuts down get a problem, not Fastify's own answer.
 */
import { describe, expect, it } from 'vitest';
import { createTestContext, servingARegister } from '../helpers.js';

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

  it('answers a request that arrived before the shutdown with Connection: close', async () => {
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived = (): void => undefined;
    const searching = new Promise<void>((resolve) => (arrived = resolve));
    const registry = {
      ...servingARegister,
      searchCompanies: async () => {
        arrived();
        await gate;
        return [];
      },
    };
    const ctx = await createTestContext({ registry });
    try {
      const answer = ctx.app.inject({
        method: 'POST',
        url: '/v1/company-search',
        headers: { authorization: ctx.alice.authorization },
        payload: { chamber_of_commerce_number: '12345678' },
      });
      await searching;
      ctx.app.refuseNewRequests();
      release();
      const response = await answer;
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers.connection).toBe('close');
    } finally {
      await ctx.close();
    }
  });

  it('leaves the connection to the client while the service runs', async () => {
    const ctx = await createTestContext();
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers.connection).not.toBe('close');
    } finally {
      await ctx.close();
    }
  });
});
