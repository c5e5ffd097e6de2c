import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('operations endpoints', () => {
  it('healthz says alive, readyz says the store is reachable and migrated', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', store: 'sqlite' });
  });

  it('metrics count requests per route template and checks per kind and type', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/person-checks',
      headers: { authorization: ctx.alice.authorization },
      payload: { type: 'standard', person: { last_name: 'Jansen' } },
    });
    await ctx.app.inject({
      method: 'GET',
      url: '/v1/checks/some-id',
      headers: { authorization: ctx.alice.authorization },
    });
    const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toContain(
      'veracheck_checks_created_total{kind="person",type="standard"} 1',
    );
    expect(metrics.body).toMatch(
      /veracheck_http_requests_total\{method="POST",route="\/v1\/person-checks",status="200"\} 1/,
    );
    expect(metrics.body).toMatch(
      /veracheck_http_requests_total\{method="GET",route="\/v1\/checks\/:id",status="404"\} 1/,
    );
    expect(metrics.body).toContain('veracheck_http_request_duration_seconds_bucket');
    expect(metrics.body).not.toContain('some-id');
  });
});

describe('readiness', () => {
  it('is 503 when the store is gone', async () => {
    const c = await createTestContext();
    await c.store.close();
    const response = await c.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ code: string }>().code).toBe('NOT_READY');
    await c.app.close();
  });

  it('is 503 within its deadline when the store does not answer at all', async () => {
    const c = await createTestContext();
    try {
      c.store.ping = () => new Promise<void>(() => undefined);
      const started = Date.now();
      const response = await c.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json<{ detail: string }>().detail).toContain('did not answer within');
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await c.close();
    }
  });
});
