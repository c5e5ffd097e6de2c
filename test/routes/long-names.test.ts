import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, postAsAlice, type TestContext } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

interface Problem {
  code: string;
  detail: string;
  errors: { path: string; message: string }[];
}

/** A name far longer than any the contract has. */
const LONG = 'k'.repeat(500_000);
/** The first 100 characters of LONG and an ellipsis: how a problem echoes it. */
const CUT = `${'k'.repeat(100)}...`;

function refused(response: { statusCode: number; body: string }): Problem {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
  // An answer of a few kilobytes whatever the name's length.
  expect(response.body.length).toBeLessThan(4000);
  const problem = JSON.parse(response.body) as Problem;
  expect(problem.code).toBe('VALIDATION_FAILED');
  return problem;
}

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: ctx.alice.authorization } });

describe('names a problem repeats are cut to 100 characters', () => {
  it('cuts an unknown field name in detail, path and message', async () => {
    const problem = refused(
      await postAsAlice(ctx, '/v1/company-checks', {
        type: 'basic',
        chamber_of_commerce_number: '12345678',
        [LONG]: 1,
      }),
    );
    expect(problem.errors).toEqual([{ path: `/${CUT}`, message: `unknown field "${CUT}"` }]);
    expect(problem.detail).toBe(`/${CUT}: unknown field "${CUT}"`);
    const nested = refused(
      await postAsAlice(ctx, '/v1/company-search', { company: { name: 'Acme', [LONG]: 'x' } }),
    );
    expect(nested.errors).toEqual([{ path: `/company/${CUT}`, message: `unknown field "${CUT}"` }]);
  });

  it('names each of two unknown fields that share their first 100 characters', async () => {
    const problem = refused(
      await postAsAlice(ctx, '/v1/company-checks', {
        type: 'basic',
        chamber_of_commerce_number: '12345678',
        [`${LONG.slice(0, 5000)}a`]: 1,
        [`${LONG.slice(0, 5000)}b`]: 2,
        [`${LONG.slice(0, 5000)}c`]: 3,
      }),
    );
    expect(problem.errors).toEqual([
      { path: `/${CUT}`, message: `unknown field "${CUT}"` },
      { path: `/${CUT}`, message: `unknown field "${CUT}" (the 2nd name that starts so)` },
      { path: `/${CUT}`, message: `unknown field "${CUT}" (the 3rd name that starts so)` },
    ]);
  });

  it('cuts an unknown query parameter name', async () => {
    const name = LONG.slice(0, 20_000);
    const problem = refused(
      await postAsAlice(ctx, `/v1/company-search?${name}=1`, {
        chamber_of_commerce_number: '12345678',
      }),
    );
    expect(problem.errors).toEqual([
      { path: `/${CUT}`, message: `unknown query parameter "${CUT}"` },
    ]);
    const read = refused(await get(`/v1/checks/abc?${name}=1`));
    expect(read.errors[0]?.message).toBe(`unknown query parameter "${CUT}"`);
  });

  it('cuts a long name in the path of a member the body reader refuses', async () => {
    const repeated = refused(
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/company-checks',
        headers: { authorization: ctx.alice.authorization, 'content-type': 'application/json' },
        payload: `{"type":"basic","${LONG}":1,"${LONG}":2}`,
      }),
    );
    expect(repeated.errors).toEqual([{ path: `/${CUT}`, message: 'is given more than once' }]);
    const control = refused(
      await postAsAlice(ctx, '/v1/person-checks', { type: 'basic', [LONG]: { a: '\u0000' } }),
    );
    expect(control.errors).toEqual([
      { path: `/${CUT}/a`, message: 'contains a control character (U+0000)' },
    ]);
  });

  it('cuts a path that nests deeper than any the contract has', async () => {
    // Deeper than the contract, within the 64 levels a body may nest (deeper is refused whole).
    const depth = 40;
    const member = `"${'k'.repeat(20)}":`;
    const problem = refused(
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/company-checks',
        headers: { authorization: ctx.alice.authorization, 'content-type': 'application/json' },
        payload: `${`{${member}`.repeat(depth)}"\\u0000"${'}'.repeat(depth)}`,
      }),
    );
    const path = problem.errors[0]?.path ?? '';
    expect(path).toBe(`${`/${'k'.repeat(20)}`.repeat(depth).slice(0, 200)}...`);
  });

  it('keeps a cut name whole in UTF-16: no half of a surrogate pair', async () => {
    const problem = refused(
      await postAsAlice(ctx, '/v1/company-search', {
        chamber_of_commerce_number: '12345678',
        [`${'k'.repeat(99)}${'😀'.repeat(1000)}`]: 1,
      }),
    );
    expect(problem.errors[0]?.path).toBe(`/${'k'.repeat(99)}😀...`);
  });
});
