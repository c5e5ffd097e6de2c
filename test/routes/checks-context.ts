/** The test context, request bodies and request helpers the checks-*.test.ts files share. */
import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';

/** The context of the running test file, set by useChecksContext's beforeAll. */
export let ctx: TestContext;

/** Registers the hooks that create the context before the file's tests and close it after. */
export function useChecksContext(): void {
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });
}

export const companyBody = { type: 'basic', chamber_of_commerce_number: '12345678' };
export const personBody = { type: 'basic', person: { first_name: 'Jan', last_name: 'Jansen' } };

export async function post(url: string, payload: unknown, authorization = ctx.alice.authorization) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { authorization },
  });
}

export async function get(url: string, authorization = ctx.alice.authorization) {
  return ctx.app.inject({ method: 'GET', url, headers: { authorization } });
}

export interface ResultBody {
  check_identifier: string;
  report_identifier: string;
  backend_data: string;
  request_parameters: Record<string, unknown>;
  vat_validation?: { vat_number?: string };
}
