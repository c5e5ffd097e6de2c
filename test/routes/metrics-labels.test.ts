import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** The label sets of veracheck_http_requests_total, each with its value. */
async function requestSeries(): Promise<
  { method: string; route: string; status: string; n: number }[]
> {
  const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
  return [
    ...text.matchAll(
      /^veracheck_http_requests_total\{method="([^"]*)",route="([^"]*)",status="(\d+)"\} (\d+)$/gm,
    ),
  ].map(([, method = '', route = '', status = '', n = '0']) => ({
    method,
    route,
    status,
    n: Number(n),
  }));
}

describe('request metrics labels', () => {
  it('count a /v1/v1 request under its /v1 route: both prefixes serve the same operation', async () => {
    const authorization = ctx.alice.authorization;
    for (const url of ['/v1/checks/one', '/v1/v1/checks/two', '/v1/v1/checks/three']) {
      expect(
        (await ctx.app.inject({ method: 'GET', url, headers: { authorization } })).statusCode,
      ).toBe(404);
    }
    const search = await ctx.app.inject({
      method: 'POST',
      url: '/v1/v1/address-search',
      headers: { authorization },
      payload: { address: { zip_code: '1012AB', house_number: '1' } },
    });
    const series = await requestSeries();
    expect(series).toContainEqual({ method: 'GET', route: '/v1/checks/:id', status: '404', n: 3 });
    expect(series).toContainEqual({
      method: 'POST',
      route: '/v1/address-search',
      status: String(search.statusCode),
      n: 1,
    });
    expect(series.filter((s) => s.route.startsWith('/v1/v1'))).toEqual([]);
  });

  it('count requests to paths that name nothing under one label, whatever the path', async () => {
    const before = (await requestSeries()).length;
    const urls = Array.from(
      { length: 30 },
      (_, i) => [`/nothing-${i}`, `/v1/nothing/${i}`, `/v1/v1/nothing-${i}?q=${i}`][i % 3] ?? '',
    );
    urls.push('/%zz', `/v1/checks/${'x'.repeat(300)}`);
    for (const url of urls) {
      const status = (await ctx.app.inject({ method: 'GET', url })).statusCode;
      expect([400, 401, 404, 414], url).toContain(status);
    }
    const series = await requestSeries();
    for (const s of series) expect(s.route, JSON.stringify(s)).not.toMatch(/nothing|%zz|xxxx/);
    // 400, 404 and 414 under `unmatched`, 401 under the /v1/checks/:id template: a few series at most.
    expect(series.length - before).toBeLessThanOrEqual(3);
    const unmatched = series.filter((s) => s.route === 'unmatched' && s.method === 'GET');
    expect(unmatched.reduce((sum, s) => sum + s.n, 0)).toBeGreaterThanOrEqual(30);
  });

  it('count a method a route does not take (405) under that route', async () => {
    for (const url of ['/v1/company-checks', '/v1/v1/company-checks']) {
      expect((await ctx.app.inject({ method: 'DELETE', url })).statusCode).toBe(405);
    }
    expect(await requestSeries()).toContainEqual({
      method: 'DELETE',
      route: '/v1/company-checks',
      status: '405',
      n: 2,
    });
  });
});
