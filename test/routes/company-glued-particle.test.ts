/**
 * A company name with a single "van" glued to the family name ("Vanleeuwen Transport" for Van
 * Leeuwen Transport B.V.) on a small fictitious register: a check and a search by it find the
 * company, and a name that only begins with those letters ("Vanessa Mode") is not read so; nor
 * is the word after a glued "van" a name of its own ("City Credit Union" is not Vancity).
 */
import { describe, expect, it } from 'vitest';
import type { CompanyRecord } from '../../src/contract/company-record.js';
import { dutchCompany } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const company = (id: string, number: string, name: string) => dutchCompany(id, number, name);

const { post } = useRegister('company-glued-particle', [
  company('co-1', '95000001', 'Van Leeuwen Transport B.V. (fictitious)'),
  company('co-2', '95000002', 'Leeuwenhart Transport B.V. (fictitious)'),
  company('co-3', '95000003', 'Essa Mode B.V. (fictitious)'),
  company('co-4', '95000004', 'Vanessa Mode B.V. (fictitious)'),
  // Longer names, which a search finds by their distinctive words (company-name-words.ts).
  company('co-5', '95000005', 'Vandijk Koeltransport en Internationale Logistiek B.V.'),
  company('co-6', '95000006', 'Groothandel in Bouwmaterialen Van Schaik en Zonen B.V.'),
  company('co-7', '95000007', 'Vancity Credit Union B.V. (fictitious)'),
]);

async function search(name: string): Promise<CompanyRecord[]> {
  const response = await post('/v1/company-search', { request_type: 2, company: { name } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ companies: CompanyRecord[] }>().companies;
}

async function checked(name: string): Promise<string | undefined> {
  const response = await post('/v1/company-checks', { type: 'basic', company: { name } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ company?: { chamber_of_commerce_number?: string } }>().company
    ?.chamber_of_commerce_number;
}

describe('a single glued "van" in a company name', () => {
  it('finds Van Leeuwen Transport by "Vanleeuwen Transport", as by its name written apart', async () => {
    for (const name of [
      'Vanleeuwen Transport (fictitious)',
      'Van Leeuwen Transport (fictitious)',
    ]) {
      const [first] = await search(name);
      expect(first?.chamber_of_commerce_number, name).toBe('95000001');
      expect(await checked(name), name).toBe('95000001');
    }
  });

  it('lists a longer name by its family name, glued in the name or in the words asked', async () => {
    for (const name of ['Van Dijk', 'Vandijk']) {
      const found = (await search(name)).map((c) => c.chamber_of_commerce_number);
      expect(found, name).toContain('95000005');
    }
    // Without "van", the family name alone is not a word of the name that glues it on.
    expect((await search('Dijk')).map((c) => c.chamber_of_commerce_number)).not.toContain(
      '95000005',
    );
    for (const name of ['Vanschaik', 'Van Schaik']) {
      const found = (await search(name)).map((c) => c.chamber_of_commerce_number);
      expect(found, name).toContain('95000006');
    }
  });

  it('does not take a name without "van" for the one that glues it on', async () => {
    expect(await checked('City Credit Union (fictitious)')).toBeUndefined();
    expect(await checked('Vancity Credit Union (fictitious)')).toBe('95000007');
    expect(await checked('Van City Credit Union (fictitious)')).toBe('95000007');
  });

  it('says a name without "van" given with the number is not the name that glues it on', async () => {
    const remarksOf = async (name: string) => {
      const response = await post('/v1/company-checks', {
        type: 'basic',
        chamber_of_commerce_number: '95000007',
        company: { name },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { backend_data } = response.json<{ backend_data: string }>();
      return (JSON.parse(backend_data) as { lookups: { company: { remarks?: string[] } } }).lookups
        .company.remarks;
    };
    expect(await remarksOf('City Credit Union B.V. (fictitious)')).toEqual([
      'the name given, "City Credit Union B.V. (fictitious)", is not the company\'s name (Vancity Credit Union B.V. (fictitious) (95000007))',
    ]);
    expect(await remarksOf('Van City Credit Union B.V. (fictitious)')).toBeUndefined();
  });

  it('does not take Vanessa for "van Essa"', async () => {
    const [first] = await search('Vanessa Mode (fictitious)');
    expect(first?.chamber_of_commerce_number).toBe('95000004');
    expect(await checked('Vanessa Mode (fictitious)')).toBe('95000004');
    expect(await checked('Essa Mode (fictitious)')).toBe('95000003');
  });
});
