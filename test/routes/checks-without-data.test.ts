/**
 * Checks in an installation without reference data: a section that could not look is named
 * under `unavailable` in backend_data, never under `not_found`, which would claim a search made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESIDENTS_FORMAT } from '../../src/checks/person/resident-records.js';
import { registryWithoutReferenceData } from '../../src/registry/registry.js';
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
    for (const section of ['address_validation', 'address_match', 'risk_country']) {
      expect(sections.not_found).not.toContain(section);
    }
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

describe('checks with part of the data imported', () => {
  it('names address_information not found where residents are served and none live there', async () => {
    // Residents imported, address data not: the address is keyed by its postcode and number
    // all the same, and the residents there were looked for.
    const partial = await createTestContext({
      registry: {
        ...registryWithoutReferenceData,
        servesFormat: (format) => format === RESIDENTS_FORMAT,
      },
    });
    try {
      const response = await partial.app.inject({
        method: 'POST',
        url: '/v1/person-checks',
        payload: {
          type: 'full',
          person: { last_name: 'Jansen', date_of_birth: '1980-01-01' },
          address: { zip_code: '1020AA', house_number: '3', country: 'NL' },
        },
        headers: { authorization: partial.alice.authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      const backend = JSON.parse(response.json<{ backend_data: string }>().backend_data) as {
        sections: Sections;
        lookups: { address_information?: { residents: string | null } };
      };
      expect(backend.lookups.address_information?.residents).toBe('0');
      expect(backend.sections.not_found).toContain('address_information');
      expect(backend.sections.unavailable).not.toContain('address_information');
      // Without address data, address_validation still could not look.
      expect(backend.sections.unavailable).toContain('address_validation');
    } finally {
      await partial.close();
    }
  });
});
