/**
 * GLEIF's records shown as a register's are (audit finding 9): the legal form's name where
 * GLEIF's ELF code list is imported beside the records, a Dutch postcode as the KvK writes it,
 * and a foreign parent's LEI and register number named in backend_data. chamber_of_commerce_number
 * holds the number a check by that field finds the company by, whatever its register: an FtM
 * record's registrationNumber (HRB 4711) is both; GLEIF's other registers' numbers are neither.
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { gleifRelationship, leiCsvOf } from '../gleif-parties.js';
import { useRegister } from '../register-context.js';

const [CHILD, PARENT] = ['724500GLEIFKIND01096', '529900GLEIFTOP001006'] as const;

/** Two rows of GLEIF's ELF code list (ISO 20275), in its own columns. */
const ELF_LIST = leiCsvOf([
  {
    'ELF Code': '54M6',
    'Country Code (ISO 3166-1)': 'NL',
    'Entity Legal Form name Local name': 'besloten vennootschap met beperkte aansprakelijkheid',
    'Language Code (ISO 639-1)': 'nl',
  },
  {
    'ELF Code': '2HBR',
    'Country Code (ISO 3166-1)': 'DE',
    'Entity Legal Form name Local name': 'Gesellschaft mit beschränkter Haftung',
    'Language Code (ISO 639-1)': 'de',
  },
]);

const lei = (fields: Record<string, string>) => ({
  'Entity.LegalJurisdiction': fields['Entity.LegalAddress.Country'] ?? '',
  'Entity.EntityStatus': 'ACTIVE',
  ...fields,
});

const LEI_RECORDS = leiCsvOf([
  lei({
    LEI: CHILD,
    'Entity.LegalName': 'GLEIF KIND B.V. (FICTITIOUS)',
    'Entity.LegalAddress.FirstAddressLine': 'Merelstraat 6',
    'Entity.LegalAddress.PostalCode': '1020 aa',
    'Entity.LegalAddress.City': 'Amsterdam',
    'Entity.LegalAddress.Country': 'NL',
    'Entity.RegistrationAuthority.RegistrationAuthorityID': 'RA000463',
    'Entity.RegistrationAuthority.RegistrationAuthorityEntityID': '94200001',
    'Entity.LegalForm.EntityLegalFormCode': '54M6',
  }),
  lei({
    LEI: PARENT,
    'Entity.LegalName': 'GLEIF TOP GMBH (FICTITIOUS)',
    'Entity.LegalAddress.FirstAddressLine': 'Hauptstraße 1',
    'Entity.LegalAddress.PostalCode': '10115',
    'Entity.LegalAddress.City': 'Berlin',
    'Entity.LegalAddress.Country': 'DE',
    'Entity.RegistrationAuthority.RegistrationAuthorityID': 'RA000242',
    'Entity.RegistrationAuthority.RegistrationAuthorityEntityID': 'HRB 999',
    'Entity.LegalForm.EntityLegalFormCode': '2HBR',
  }),
]);

const { post } = useRegister(
  'gleif-display',
  [
    gleifRelationship('IS_DIRECTLY_CONSOLIDATED_BY', '2015-01-01T00:00:00Z', CHILD, PARENT),
    // A register's own record of a German company (an FtM export), its number as registered.
    ftmEntity('gd-ftm-de', 'Company', {
      name: ['Register Nord GmbH (fictitious)'],
      registrationNumber: ['HRB 4711'],
      jurisdiction: ['de'],
      country: ['de'],
      status: ['active'],
    }),
  ],
  { records: [{ format: 'gleif-lei', csv: [ELF_LIST, LEI_RECORDS] }] },
);

interface Shown {
  name?: string;
  business_entity_type?: string;
  chamber_of_commerce_number?: string;
  address?: { zip_code?: string };
}
interface Result {
  company?: Shown & { parents?: Shown[] };
  backend_data: string;
}

describe('a company and its foreign parent known from GLEIF', () => {
  it('shows legal forms by name, a Dutch postcode as the KvK writes it, and names the parent’s identifiers', async () => {
    const response = await post('/v1/company-checks', {
      type: 'extended',
      chamber_of_commerce_number: '94200001',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Result>();
    expect(result.company).toMatchObject({
      business_entity_type: 'besloten vennootschap met beperkte aansprakelijkheid',
      address: { zip_code: '1020AA' },
      chamber_of_commerce_number: '94200001',
    });
    const [parent] = result.company?.parents ?? [];
    expect(parent).toMatchObject({
      name: 'GLEIF TOP GMBH (FICTITIOUS)',
      business_entity_type: 'Gesellschaft mit beschränkter Haftung',
      address: { zip_code: '10115' },
    });
    // HRB 999 is no KvK number, and ambiguous without its register: not shown as one.
    expect(parent?.chamber_of_commerce_number).toBeUndefined();
    const lookups = (JSON.parse(result.backend_data) as { lookups: { parents?: unknown } }).lookups;
    expect(lookups.parents).toMatchObject({
      identified_by: [
        {
          name: 'GLEIF TOP GMBH (FICTITIOUS)',
          lei: PARENT,
          register_number: 'HRB 999',
          registration_authority: 'RA000242',
        },
      ],
    });
  });
});

describe('chamber_of_commerce_number: the number a check by it finds the company by', () => {
  const check = async (number: string) => {
    const response = await post('/v1/company-checks', {
      type: 'basic',
      chamber_of_commerce_number: number,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Result>();
  };

  it('shows a foreign register number an FtM record carries, which finds the company', async () => {
    const result = await check('HRB 4711');
    expect(result.company).toMatchObject({
      name: 'Register Nord GmbH (fictitious)',
      chamber_of_commerce_number: 'HRB 4711',
    });
  });

  it('neither shows nor finds by GLEIF’s number of another register', async () => {
    // HRB 999 is GLEIF's idNumber of the parent: no lookup reads it, so it is not shown either.
    expect((await check('HRB 999')).company).toBeUndefined();
    const byLei = await check(PARENT);
    expect(byLei.company?.name).toBe('GLEIF TOP GMBH (FICTITIOUS)');
    expect(byLei.company?.chamber_of_commerce_number).toBeUndefined();
  });

  it('names the register number and its authority of a company GLEIF alone knows, checked by its LEI', async () => {
    const byLei = await check(PARENT);
    const { company } = (
      JSON.parse(byLei.backend_data) as { lookups: { company: Record<string, unknown> } }
    ).lookups;
    expect(company).toMatchObject({
      matched_by: 'lei',
      register_number: 'HRB 999',
      registration_authority: 'RA000242',
    });
  });
});
