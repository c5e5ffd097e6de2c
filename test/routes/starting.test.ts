/**
 * A server that listens while its first indexes are being built: alive at /healthz, not ready at
 * /readyz, checks and searches refused with 503 NOT_READY and Retry-After; what needs no index
 * (reading a stored check or its report, replaying a check_identifier) is answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, servingARegister, type TestContext } from '../helpers.js';

const BUILDING =
  'The server is starting: its indexes are being built (still under way: addresses; 12 s so far).';

let starting: string | undefined;
let ctx: TestContext;
const logLines: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext({
    registry: servingARegister,
    starting: () => starting,
    logLines,
  });
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: ctx.alice.authorization },
  });
const get = (url: string, accept?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: ctx.alice.authorization, ...(accept && { accept }) },
  });
const stored = { type: 'basic', chamber_of_commerce_number: '12345678', check_identifier: 'kept' };

describe('a server still building its first indexes', () => {
  it('refuses checks and searches with 503 NOT_READY and Retry-After, naming what is built', async () => {
    starting = undefined;
    const before = await post('/v1/company-checks', stored);
    expect(before.statusCode, before.body).toBe(200);
    starting = BUILDING;
    for (const [url, payload] of [
      ['/v1/company-checks', { type: 'basic', chamber_of_commerce_number: '87654321' }],
      ['/v1/person-checks', { type: 'basic', person: { first_name: 'Jan', last_name: 'Jansen' } }],
      ['/v1/company-search', { chamber_of_commerce_number: '12345678' }],
      ['/v1/address-search', { address: { zip_code: '1234AB', house_number: '1' } }],
      ['/v1/v1/company-search', { chamber_of_commerce_number: '12345678' }],
    ] as const) {
      const refused = await post(url, payload);
      expect(refused.statusCode, `${url}: ${refused.body}`).toBe(503);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.headers['retry-after']).toBe('10');
      expect(refused.json()).toMatchObject({ status: 503, code: 'NOT_READY', detail: BUILDING });
    }
    // An answer the service means, not a failure: no error line with a stack.
    expect(logLines.filter((line) => line.includes('request failed'))).toEqual([]);
    // Credentials are still asked for first: nothing is said of the server to a stranger.
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/v1/company-search',
      payload: { chamber_of_commerce_number: '12345678' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers what needs no index: a stored check, its report, a replay', async () => {
    starting = BUILDING;
    const replay = await post('/v1/company-checks', stored);
    expect(replay.statusCode, replay.body).toBe(200);
    const { report_identifier: report } = replay.json<{ report_identifier: string }>();
    for (const url of ['/v1/checks/kept', '/v1/company-checks/kept']) {
      const read = await get(url);
      expect(read.statusCode, `${url}: ${read.body}`).toBe(200);
      expect(read.json()).toMatchObject({ check_identifier: 'kept' });
    }
    const html = await get(`/v1/reports/${report}`, 'text/html');
    expect(html.statusCode, html.body).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
  });

  it('is alive at /healthz, saying it is starting, and not ready at /readyz', async () => {
    starting = BUILDING;
    const health = await ctx.app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'starting' });
    const ready = await ctx.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'NOT_READY', detail: BUILDING });

    starting = undefined;
    expect((await ctx.app.inject('/healthz')).json()).toMatchObject({ status: 'ok' });
    expect((await ctx.app.inject('/readyz')).statusCode).toBe(200);
    const check = await post('/v1/company-checks', {
      type: 'basic',
      chamber_of_commerce_number: '87654321',
    });
    expect(check.statusCode, check.body).toBe(200);
  });
});
