/**
 * Identifiers over HTTP: a report identifier (a server-made UUID) reads its check and report in
 * any case (RFC 9562 reads UUID hex either way), and a key that is one upper-cased is taken; a
 * caller's own check_identifier stays case-sensitive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, postAsAlice, type TestContext } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const companyBody = { type: 'basic', chamber_of_commerce_number: '12345678' };
const personBody = { type: 'basic', person: { first_name: 'Jan', last_name: 'Jansen' } };

const get = (url: string, accept?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: ctx.alice.authorization, ...(accept && { accept }) },
  });

describe('report identifiers in another case', () => {
  let first: { body: string; report_identifier: string };
  let upper: string;

  beforeAll(async () => {
    const created = await postAsAlice(ctx, '/v1/company-checks', companyBody);
    expect(created.statusCode).toBe(200);
    first = { body: created.body, ...created.json<{ report_identifier: string }>() };
    upper = first.report_identifier.toUpperCase();
    expect(upper).not.toBe(first.report_identifier);
  });

  it('read the check at both GET routes', async () => {
    for (const path of ['/v1/checks/', '/v1/company-checks/']) {
      const read = await get(path + upper);
      expect(read.statusCode, path).toBe(200);
      expect(read.body, path).toBe(first.body);
    }
  });

  it('read the report', async () => {
    const report = await get(`/v1/reports/${upper}`, 'text/html');
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/html');
  });

  it('are taken as a new check_identifier, as the identifier in its own case is', async () => {
    for (const [path, body] of [
      ['/v1/company-checks', companyBody],
      ['/v1/person-checks', personBody],
    ] as const) {
      const taken = await postAsAlice(ctx, path, { ...body, check_identifier: upper });
      expect(taken.statusCode, path).toBe(409);
      expect(taken.json(), path).toMatchObject({ code: 'CHECK_IDENTIFIER_TAKEN' });
    }
    expect((await get(`/v1/checks/${upper}`)).body).toBe(first.body);
  });
});

describe("a caller's check_identifier", () => {
  it('reads its check in its own case only, and another case is another key', async () => {
    const created = await postAsAlice(ctx, '/v1/company-checks', {
      ...companyBody,
      check_identifier: 'Order-7',
    });
    expect(created.statusCode).toBe(200);
    expect((await get('/v1/checks/Order-7')).body).toBe(created.body);
    expect((await get('/v1/checks/order-7')).statusCode).toBe(404);
    const other = await postAsAlice(ctx, '/v1/company-checks', {
      ...companyBody,
      check_identifier: 'order-7',
    });
    expect(other.statusCode).toBe(200);
    expect(other.json<{ report_identifier: string }>().report_identifier).not.toBe(
      created.json<{ report_identifier: string }>().report_identifier,
    );
  });
});
