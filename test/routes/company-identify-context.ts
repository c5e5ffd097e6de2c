/** The demo fixture and company-check helpers the company-identify-*.test.ts share. */
import { beforeAll, expect } from 'vitest';
import { first, type Entity } from '../../src/entities/entity.js';
import { useDemoFixture, type DemoFixture } from '../demo-fixture.js';
import { listEntriesOfRegisterCompanies } from '../demo-registry.js';

export let demo: DemoFixture;
/** The demo list's entries for register companies (same KvK number), with those companies. */
export let listed: { entry: Entity; registered: Entity }[] = [];

export const value = (entity: Entity, property: string) => first(entity, property) ?? '';

/** Registers hooks that open the demo fixture before the tests and close it after them. */
export function useCompanyIdentifyContext(): void {
  demo = useDemoFixture();
  beforeAll(async () => {
    listed = (await listEntriesOfRegisterCompanies(demo.registry)).filter(
      ({ entry }) => value(entry, 'topics') === 'sanction',
    );
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
  return demo.post('/v1/company-checks', body);
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
