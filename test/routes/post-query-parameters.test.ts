import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIXES } from '../../src/http/app.js';
import type { Registry } from '../../src/registry/registry.js';
import {
  createTestContext,
  expectUnknownQueryParameter,
  postAsAlice,
  servingARegister,
  type TestContext,
} from '../helpers.js';
import { lookupAddressIn, oneAddressIndex } from '../one-address.js';

/** One fictitious address, so that address search has something to complete. */
const addressIndex = oneAddressIndex();
const registry: Registry = {
  ...servingARegister,
  lookupAddress: lookupAddressIn(addressIndex),
};

/** A body each POST route answers 200 to. */
const BODIES: Record<string, () => object> = {
  '/company-checks': () => ({
    type: 'basic',
    chamber_of_commerce_number: '12345678',
    check_identifier: `q-${Math.random().toString(36).slice(2)}`,
  }),
  '/person-checks': () => ({
    type: 'basic',
    person: { last_name: 'Example' },
    check_identifier: `q-${Math.random().toString(36).slice(2)}`,
  }),
  '/company-search': () => ({ chamber_of_commerce_number: '12345678' }),
  '/address-search': () => ({ address: { zip_code: '1234AB', house_number: '1' } }),
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ registry });
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: object) => postAsAlice(ctx, url, payload);

describe('POST routes and query parameters', () => {
  it('covers every POST operation of the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const posts = Object.entries(document.paths)
      .filter(([, operations]) => 'post' in operations)
      .map(([path]) => path.replace(/^\/v1/, ''));
    expect(posts.sort()).toEqual(Object.keys(BODIES).sort());
  });

  it('reads the body first: a faulty body with a query parameter is answered for the body', async () => {
    const response = await post('/v1/company-checks?foo=1', { type: 'basic', bogus: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: '/bogus', message: 'unknown field "bogus"' }],
    });
  });

  describe.each(API_PREFIXES.flatMap((prefix) => Object.keys(BODIES).map((r) => `${prefix}${r}`)))(
    'POST %s',
    (url) => {
      const body = BODIES[url.replace(/^(\/v1)+/, '')] ?? (() => ({}));

      it('answers without a query, and with an empty one', async () => {
        for (const target of [url, `${url}?`]) {
          const response = await post(target, body());
          expect(response.statusCode, `${target}: ${response.body}`).toBe(200);
        }
      });

      it('answers 400 naming a query parameter, which it does not take, and runs nothing', async () => {
        for (const [query, name] of [
          ['foo=1', 'foo'],
          ['type=full', 'type'],
          ['a=1&a=2', 'a'],
        ] as const) {
          const payload = body();
          const response = await post(`${url}?${query}`, payload);
          expectUnknownQueryParameter(response, name, url);
          // A check refused for its query is not stored: its identifier reads nothing.
          if ('check_identifier' in payload) {
            const read = await ctx.app.inject({
              method: 'GET',
              url: `/v1/checks/${String(payload.check_identifier)}`,
              headers: { authorization: ctx.alice.authorization },
            });
            expect(read.statusCode, query).toBe(404);
          }
        }
      });
    },
  );
});
