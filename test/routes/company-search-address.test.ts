/**
 * Company search by name narrowed by an address without a house number, on the fictitious demo
 * data: the street and city are read as address search reads them (typos, abbreviations, the
 * municipality), so a misspelt city narrows to the company rather than to nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRecord } from '../../src/contract/company-record.js';
import { first, type Entity } from '../../src/entities/entity.js';
import { isListEntry } from '../../src/registry/company-directory-data.js';
import { useDemoFixture } from '../demo-fixture.js';

interface Placed {
  name: string;
  number: string;
  street: string;
  city: string;
  municipality: string;
}

const demo = useDemoFixture({ countryRisk: false });
/** Register companies with an address the address data holds, and its municipality. */
const placed: Placed[] = [];

beforeAll(async () => {
  for await (const { entity } of demo.registry.entitiesOf(['Company'])) {
    const company: Entity = entity;
    if (isListEntry(company)) continue;
    const address = await demo.registry.addressOf(company);
    const zip_code = address && first(address, 'postalCode');
    const house_number = address && first(address, 'houseNumber');
    if (!zip_code || !house_number) continue;
    const { address: found } = await demo.registry.lookupAddress({ zip_code, house_number });
    if (!found) continue;
    placed.push({
      name: first(company, 'name') ?? '',
      number: first(company, 'registrationNumber') ?? '',
      street: found.street,
      city: found.city,
      municipality: found.municipality ?? '',
    });
  }
});

async function numbers(name: string, address: object): Promise<(string | undefined)[]> {
  const response = await demo.ctx.app.inject({
    method: 'POST',
    url: '/v1/company-search',
    payload: { request_type: 2, company: { name, address } },
    headers: { authorization: demo.ctx.alice.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ companies: CompanyRecord[] }>()
    .companies.map((c) => c.chamber_of_commerce_number);
}

/** "Leeuwarden" as "Leewarden": one letter of a long name left out. */
const typo = (name: string) => `${name.slice(0, 3)}${name.slice(4)}`;

describe('company search by name narrowed by an address without a house number', () => {
  it('reads a misspelt city as the city the address data writes', async () => {
    const company = placed.find((p) => p.city.length >= 6);
    if (!company) throw new Error('the demo data has no company in a city of 6 letters or more');
    expect(await numbers(company.name, { city: typo(company.city) })).toContain(company.number);
    expect(await numbers(company.name, { city: 'Nergenshuizen' })).toEqual([]);
  });

  it('reads an abbreviated or misspelt street in the city given', async () => {
    const company = placed.find((p) => /straat$/.test(p.street) && p.street.length > 9);
    if (!company) throw new Error('the demo data has no company in a ...straat');
    const abbreviated = company.street.replace(/straat$/, 'str');
    for (const street of [abbreviated, `${abbreviated}.`, typo(company.street)]) {
      expect(await numbers(company.name, { street, city: company.city }), street).toContain(
        company.number,
      );
    }
    expect(await numbers(company.name, { street: 'Qwertyuiopstraat', city: company.city })).toEqual(
      [],
    );
  });

  it('takes a municipality given as the city for its woonplaatsen', async () => {
    const company = placed.find((p) => p.municipality !== '' && p.municipality !== p.city);
    if (!company) throw new Error('the demo data has no company outside its municipality name');
    expect(await numbers(company.name, { city: company.municipality })).toContain(company.number);
  });
});
