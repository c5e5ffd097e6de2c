import { describe, expect, it } from 'vitest';
import type { Entity } from '../entities/entity.js';
import {
  addressEntitiesOf,
  companyRecordOf,
  dateTimeOf,
  partyTypeOf,
  splitHouseNumber,
} from './company-record.js';

const entity = (
  id: string,
  schema: Entity['schema'],
  properties: Record<string, string[]>,
): Entity => ({ id, schema, properties });

const company = entity('demo-co-12345678', 'Company', {
  name: ['Pinas Makelaars B.V.'],
  legalForm: ['Besloten Vennootschap'],
  registrationNumber: ['12345678'],
  status: ['active'],
  incorporationDate: ['2005-01-13'],
  classification: ['6831'],
  sector: ['Bemiddeling bij handel in onroerend goed'],
  country: ['nl'],
  address: ['Merelstraat 6A-2, 1060 AB Amsterdam'],
  addressEntity: ['demo-addr-12345678'],
  phone: ['+31204716067'],
  email: ['info@pinas-makelaars.example'],
});
const address = entity('demo-addr-12345678', 'Address', {
  full: ['Merelstraat 6A-2, 1060 AB Amsterdam'],
  street: ['Merelstraat'],
  houseNumber: ['6A-2'],
  postalCode: ['1060AB'],
  city: ['Amsterdam'],
  region: ['Noord-Holland'],
  country: ['nl'],
});

describe('companyRecordOf', () => {
  it('makes a record once per entity and address, shared and frozen', () => {
    const record = companyRecordOf(company, address);
    expect(companyRecordOf(company, address)).toBe(record);
    expect(Object.isFrozen(record)).toBe(true);
    expect(Object.isFrozen(record.address)).toBe(true);
    // Another address entity (another data version) makes another record.
    const moved = entity('demo-addr-12345678', 'Address', { full: ['Kerkstraat 1, Utrecht'] });
    expect(companyRecordOf(company, moved)).not.toBe(record);
    expect(companyRecordOf(company, moved).address).toEqual({
      address_line_1: 'Kerkstraat 1, Utrecht',
      country: 'NL',
    });
  });

  it('gives every identity field of a register company with its Address entity', () => {
    expect(companyRecordOf(company, address)).toEqual({
      status: 'active',
      name: 'Pinas Makelaars B.V.',
      type: 'company',
      address: {
        street: 'Merelstraat',
        house_number: '6',
        house_number_extension: 'A-2',
        zip_code: '1060AB',
        city: 'Amsterdam',
        country: 'NL',
        state: 'Noord-Holland',
      },
      mail_address: 'info@pinas-makelaars.example',
      phone_number: '+31204716067',
      industry: '6831',
      industry_description: 'Bemiddeling bij handel in onroerend goed',
      business_entity_type: 'Besloten Vennootschap',
      incorporation_date: '2005-01-13T00:00:00.000Z',
      incorporation_year: '2005',
      chamber_of_commerce_number: '12345678',
    });
  });

  it('falls back to the one-line address and leaves out what the entity does not say', () => {
    const listed = entity('demo-sanc-2', 'Company', {
      name: ['Khalil Capital S.A.'],
      country: ['lu'],
      address: ['1 Rue Fictive, L-1234 Luxembourg'],
      incorporationDate: ['1999'],
      classification: ['general'],
      status: ['Something unheard of'],
    });
    expect(companyRecordOf(listed)).toEqual({
      name: 'Khalil Capital S.A.',
      type: 'company',
      address: { address_line_1: '1 Rue Fictive, L-1234 Luxembourg', country: 'LU' },
      incorporation_year: '1999',
    });
  });

  it('gives the country alone when the register knows no more of the address', () => {
    const tehran = entity('co-ir', 'Company', { name: ['Tehran Trading Co'], country: ['ir'] });
    expect(companyRecordOf(tehran).address).toEqual({ country: 'IR' });
    const seated = entity('co-de', 'Company', { name: ['Seat GmbH'], jurisdiction: ['de'] });
    expect(companyRecordOf(seated).address).toEqual({ country: 'DE' });
    // A state's register: the country is the state's country, as risk_country counts it.
    const delaware = entity('co-us', 'Company', { name: ['Acme Inc.'], jurisdiction: ['us-de'] });
    expect(companyRecordOf(delaware).address).toEqual({ country: 'US' });
    // A subdivision that is a territory of its own is that territory, as its register is.
    const curacao = entity('co-cw', 'Company', { name: ['Kas B.V.'], jurisdiction: ['nl-cw'] });
    expect(companyRecordOf(curacao).address).toEqual({ country: 'CW' });
    const blank = entity('co-b', 'Company', { name: ['B'], country: [' '], jurisdiction: ['be'] });
    expect(companyRecordOf(blank).address).toEqual({ country: 'BE' });
    expect(companyRecordOf(entity('co-x', 'Company', { name: ['Nowhere B.V.'] })).address).toBe(
      undefined,
    );
  });

  it('takes the country of the company when the Address entity has none', () => {
    const bare = entity('a', 'Address', { street: ['Hoofdweg'], houseNumber: ['1'] });
    expect(companyRecordOf(company, bare).address).toEqual({
      street: 'Hoofdweg',
      house_number: '1',
      country: 'NL',
    });
  });
});

describe('the parts of the record', () => {
  it.each([
    ['Company', 'company'],
    ['Organization', 'organization'],
    ['LegalEntity', 'legal_entity'],
    ['PublicBody', 'public_body'],
  ] as const)('type of a %s is %s', (schema, type) => {
    expect(partyTypeOf(entity('x', schema, {}))).toBe(type);
  });

  it.each([
    ['12', { number: '12' }],
    ['12A-3', { number: '12', extension: 'A-3' }],
    ['14-BIS', { number: '14', extension: 'BIS' }],
    ['11-3', { number: '11', extension: '3' }],
    ['2 b', { number: '2', extension: 'b' }],
    ['Postbus', undefined],
    [undefined, undefined],
  ])('house number %s splits into %j', (value, expected) => {
    expect(splitHouseNumber(value)).toEqual(expected);
  });

  it.each([
    ['2001-04-03', '2001-04-03T00:00:00.000Z'],
    // The register's calendar date as written, whatever time and offset follow it.
    ['2001-04-03T10:20:30Z', '2001-04-03T00:00:00.000Z'],
    ['2001-02-03T23:30:00-05:00', '2001-02-03T00:00:00.000Z'],
    ['2001-02-03T00:30:00+02:00', '2001-02-03T00:00:00.000Z'],
    ['2001-04', undefined],
    ['2001-13-45', undefined],
    [undefined, undefined],
  ])('date %s is date-time %s', (value, expected) => {
    expect(dateTimeOf(value)).toBe(expected);
  });
});

describe('addressEntitiesOf', () => {
  it('reads the Address entities of companies in one lookup, each address once', async () => {
    const asked: string[][] = [];
    const all = [
      entity('a-1', 'Address', { postalCode: ['1060AB'] }),
      entity('a-2', 'Address', { postalCode: ['3511AA'] }),
      entity('p-1', 'Person', { name: ['Not an address'] }),
    ];
    const source = {
      entities(ids: readonly string[]) {
        asked.push([...ids]);
        return Promise.resolve(all.filter((e) => ids.includes(e.id)));
      },
    };
    const companies = [
      entity('c-1', 'Company', { addressEntity: ['a-1'] }),
      entity('c-2', 'Company', { addressEntity: ['a-1'] }),
      entity('c-3', 'Company', { addressEntity: ['p-1'] }),
      entity('c-4', 'Company', { addressEntity: ['a-2'] }),
      entity('c-5', 'Company', {}),
    ];
    const found = await addressEntitiesOf(source, companies);
    expect(asked).toEqual([['a-1', 'p-1', 'a-2']]);
    expect([...found.keys()]).toEqual(['a-1', 'a-2']);
    expect(await addressEntitiesOf(source, [companies[4] as Entity])).toEqual(new Map());
    expect(asked).toHaveLength(1);
  });
});
