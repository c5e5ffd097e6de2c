/**
 * Checks in an installation without reference data: a section that could not look is named
 * under `unavailable` in backend_data, never under `not_found`, which would claim a search made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx.close();
});

interface Sections {
  returned: string[];
  not_found: string[];
  unavailable: string[];
}

async function sectionsOf(path: string, payload: object): Promise<Sections> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { authorization: ctx.alice.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<{ backend_data: string }>();
  return (JSON.parse(result.backend_data) as { sections: Sections }).sections;
}

describe('checks without reference data', () => {
  it('names the country section unavailable without country lists, for an address abroad', async () => {
    const sections = await sectionsOf('/v1/person-checks', {
      type: 'compliance',
      person: { first_name: 'Jan', last_name: 'Jansen', date_of_birth: '1980-01-01' },
      address: { city: 'Tehran', country: 'IR' },
    });
    expect(sections.unavailable).toEqual(
      expect.arrayContaining(['risk_country', 'registrations', 'registrations_extended']),
    );
    expect(sections.not_found).toEqual([]);
  });

  it('names the address sections of a full person check unavailable without address data', async () => {
    const sections = await sectionsOf('/v1/person-checks', {
      type: 'full',
      person: { last_name: 'Jansen', date_of_birth: '1980-01-01' },
      address: { zip_code: '1020AA', house_number: '3', country: 'NL' },
    });
    expect(sections.unavailable).toEqual(
      expect.arrayContaining([
        'address_validation',
        'address_match',
        'address_information',
        'risk_country',
      ]),
    );
    expect(sections.not_found).not.toEqual(
      expect.arrayContaining(['address_validation', 'address_match', 'risk_country']),
    );
  });

  it('still answers an address that contradicts itself, which needs no address data', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/person-checks',
      payload: {
        type: 'basic',
        person: { last_name: 'Jansen', date_of_birth: '1980-01-01' },
        address: { zip_code: '1020AA', house_number: '10A', house_number_extension: 'B' },
      },
      headers: { authorization: ctx.alice.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json<{ address_validation?: { code: string } }>().address_validation?.code,
    ).toBe('P05');
  });

  it('names the parts of the company record unavailable where no company is served', async () => {
    const sections = await sectionsOf('/v1/company-checks', {
      type: 'extended',
      chamber_of_commerce_number: '12345678',
    });
    expect(sections.unavailable).toEqual(
      expect.arrayContaining([
        'company',
        'directors',
        'parents',
        'ubo',
        'financial_info',
        'company_balance_sheet',
        'risk_country',
      ]),
    );
    expect(sections.not_found).toEqual([]);
  });
});
