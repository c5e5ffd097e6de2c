/** The demo registry, context and company-check helpers the company-identify-*.test.ts share. */
import { afterAll, beforeAll, expect } from 'vitest';
import { first, type Entity } from '../../src/entities/entity.js';
import {
  listEntriesOfRegisterCompanies,
  openDemoRegistry,
  SMALL_DEMO,
  type DemoRegistry,
} from '../demo-registry.js';
import { createTestContext, type TestContext } from '../helpers.js';

export let ctx: TestContext;
export let demo: DemoRegistry;
/** The demo list's entries for register companies (same KvK number), with those companies. */
export let listed: { entry: Entity; registered: Entity }[] = [];

export const value = (entity: Entity, property: string) => first(entity, property) ?? '';

/** Registers hooks that open the demo registry and context, and close them after the tests. */
export function useCompanyIdentifyContext(): void {
  beforeAll(async () => {
    demo = await openDemoRegistry('company-identify', SMALL_DEMO);
    ctx = await createTestContext({ registry: demo.registry });
    listed = (await listEntriesOfRegisterCompanies(demo.registry)).filter(
      ({ entry }) => value(entry, 'topics') === 'sanction',
    );
  });

  afterAll(async () => {
    await ctx.close();
    await demo.close();
  });
}

export interface CompanyResult {
  vat_validation?: { vat_number?: string };
  company?: {
    name?: string;
    status?: string;
    chamber_of_commerce_number?: string;
    address?: { city?: string; street?: string; house_number?: string };
  };
  registrations?: { source?: string; match?: string }[];
  backend_data: string;
}

export async function post(body: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/company-checks',
    payload: body,
    headers: { authorization: ctx.alice.authorization },
  });
}

export async function companyCheck(body: object): Promise<CompanyResult> {
  const response = await post(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompanyResult>();
}

export const lookup = (result: CompanyResult) =>
  (
    JSON.parse(result.backend_data) as {
      lookups: { company?: { entity_id?: string; looked_up?: unknown[] } };
    }
  ).lookups.company;
