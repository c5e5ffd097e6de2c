/**
 * A company known only from GLEIF, whose house number sits in the first address line
 * ("Keizersgracht 1", AddressNumber empty, as GLEIF mostly writes Dutch addresses): a check and
 * a search find it by street and number and by postcode and number, and a wrong number given is
 * remarked on, as for a register's own address.
 */
import { describe, expect, it } from 'vitest';
import type { CompanyRecord } from '../../src/contract/company-record.js';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

/** GLEIF's columns are found by name: a row needs only those it fills. */
const LEI_CSV = [
  [
    'LEI',
    'Entity.LegalName',
    'Entity.LegalAddress.FirstAddressLine',
    'Entity.LegalAddress.AddressNumber',
    'Entity.LegalAddress.PostalCode',
    'Entity.LegalAddress.City',
    'Entity.LegalAddress.Country',
    'Entity.RegistrationAuthority.RegistrationAuthorityID',
    'Entity.RegistrationAuthority.RegistrationAuthorityEntityID',
    'Entity.EntityStatus',
  ],
  [
    '724500LEIKIND0000053',
    'Lei Kind B.V.',
    'Keizersgracht 1',
    '',
    '1015AA',
    'Amsterdam',
    'NL',
    'RA000463',
    '91111111',
    'ACTIVE',
  ],
]
  .map((row) => row.map((field) => `"${field}"`).join(','))
  .join('\n');

const { post } = useRegister(
  'gleif-address',
  // A register company next door, so the postcode holds more than the one asked about.
  [
    ftmEntity('kvk-92222222', 'Company', {
      name: ['Buurman Handel B.V. (fictitious)'],
      registrationNumber: ['92222222'],
      country: ['nl'],
      addressEntity: ['kvk-92222222-address'],
    }),
    ftmEntity('kvk-92222222-address', 'Address', {
      full: ['Keizersgracht 3, 1015AA Amsterdam'],
      street: ['Keizersgracht'],
      houseNumber: ['3'],
      postalCode: ['1015AA'],
      city: ['Amsterdam'],
      country: ['nl'],
    }),
  ],
  { records: [{ format: 'gleif-lei', csv: LEI_CSV }] },
);

interface CheckResult {
  company?: CompanyRecord;
  backend_data: string;
}

async function companyCheck(body: object): Promise<CheckResult> {
  const response = await post('/v1/company-checks', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CheckResult>();
}

const remarksOf = (result: CheckResult): string[] =>
  (JSON.parse(result.backend_data) as { lookups: { company?: { remarks?: string[] } } }).lookups
    .company?.remarks ?? [];

const address = { street: 'Keizersgracht', house_number: '1', city: 'Amsterdam' };

describe('a GLEIF company with its house number in the first address line', () => {
  it('is found by name at its street and number, and shows them apart', async () => {
    const result = await companyCheck({
      type: 'basic',
      company: { name: 'Lei Kind B.V.', address },
    });
    expect(result.company?.chamber_of_commerce_number).toBe('91111111');
    expect(result.company?.address).toEqual({
      street: 'Keizersgracht',
      house_number: '1',
      zip_code: '1015AA',
      city: 'Amsterdam',
      country: 'NL',
    });
    expect(remarksOf(result)).toEqual([]);
  });

  it('is found by postcode and house number', async () => {
    const response = await post('/v1/company-search', {
      request_type: 3,
      company: { address: { zip_code: '1015AA', house_number: '1' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { companies } = response.json<{ companies: CompanyRecord[] }>();
    expect(companies.map((c) => c.chamber_of_commerce_number)).toEqual(['91111111']);
  });

  it('is not taken at another number, and a wrong number given is remarked on', async () => {
    const elsewhere = await companyCheck({
      type: 'basic',
      company: { name: 'Lei Kind B.V.', address: { ...address, house_number: '99' } },
    });
    expect(elsewhere.company).toBeUndefined();
    const byNumber = await companyCheck({
      type: 'basic',
      chamber_of_commerce_number: '91111111',
      company: { address: { ...address, house_number: '99' } },
    });
    expect(byNumber.company?.name).toBe('Lei Kind B.V.');
    expect(remarksOf(byNumber)).toEqual([
      "the address given is not the company's registered address (Keizersgracht 1, 1015 AA Amsterdam, NL): another house number",
    ]);
  });
});
