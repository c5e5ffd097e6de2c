import { describe, expect, it } from 'vitest';
import type { CompanyStatus } from '../../contract/codes.js';
import type { CompanyRecord } from '../../contract/company-record.js';
import type { PersonCheckRequest } from '../../contract/person-check.js';
import type { AddressPropertiesData } from '../../entities/records.js';
import {
  registryWithoutReferenceData,
  type CompanySearchQuery,
  type Registry,
} from '../../registry/registry.js';
import type { ReferenceRecord } from '../../sources/source.js';
import {
  addressInformationSection,
  COMPANIES_NAMED,
  describeAddress,
  describeCompanies,
} from './address-information.js';
import type { AddressValidationContext } from './address-validation.js';
import { contradictedLookup } from './address-lookup.test-data.js';

const PROPERTIES: AddressPropertiesData = {
  postcode: '1017GA',
  house_number: 10,
  addition: 'A',
  ownership_code: 'H',
  parceltype_code: 'A',
  parcel: 'ASD04 F 1234 A0002',
  woz_value: 312000,
  usage: ['woonfunctie', 'winkelfunctie'],
};

const company = (name: string, kvk: string, extension?: string, status: CompanyStatus = 'active') =>
  ({
    name,
    status,
    chamber_of_commerce_number: kvk,
    address: {
      zip_code: '1017GA',
      house_number: '10',
      ...(extension && { house_number_extension: extension }),
    },
  }) satisfies CompanyRecord;

interface World {
  /** The address lookup finds postcode and number elsewhere than the street and city given. */
  contradicted?: boolean;
  formats?: string[];
  /** Whether the served data has companies with addresses. */
  companyAddresses?: boolean;
  records?: ReferenceRecord[];
  companies?: CompanyRecord[];
}

function contextFor(request: Omit<PersonCheckRequest, 'type'>, world: World = {}) {
  const searched: CompanySearchQuery[] = [];
  const registry: Registry = {
    ...registryWithoutReferenceData,
    servesFormat: (format) => (world.formats ?? []).includes(format),
    knowsCompanyAddresses: () => Promise.resolve(world.companyAddresses ?? false),
    ...(world.contradicted && {
      lookupAddress: contradictedLookup,
    }),
    records: (type, key) =>
      Promise.resolve((world.records ?? []).filter((r) => r.type === type && r.key === key)),
    searchCompanies: (query) => {
      searched.push(query);
      return Promise.resolve((world.companies ?? []).slice(0, query.limit));
    },
  };
  const context: AddressValidationContext = {
    request: { type: 'standard', ...request },
    registry,
    shared: new Map(),
    lookups: {},
  };
  return { context, searched };
}

const AT_10A = {
  address: { zip_code: '1017 ga', house_number: '10', house_number_extension: 'a' },
};
const resident = (key: string): ReferenceRecord => ({
  type: 'residents',
  key,
  data: { postcode: '1017GA', house_number: 10, last_name: 'Berg' },
});

describe('address_information', () => {
  it('gives ownership, parcel type, the companies and a description of the address', async () => {
    const { context, searched } = contextFor(AT_10A, {
      formats: ['residents', 'gleif-lei'],
      companyAddresses: true,
      records: [
        { type: 'address-properties', key: '1017GA|10|A', data: PROPERTIES },
        resident('1017GA|10|A'),
        resident('1017GA|10|A'),
        resident('1017GA|10|'),
      ],
      companies: [
        company('Bakkerij Berg B.V.', '12345678', 'a'),
        company('Berg Holding B.V.', '87654321', 'A', 'dissolved'),
        company('Elders B.V.', '11223344'),
        // A register that writes the address as one line: read for its letter too.
        {
          name: 'Regel Elders B.V.',
          status: 'active',
          chamber_of_commerce_number: '55667788',
          address: { address_line_1: 'Kerkstraat 10, 1017 GA Amsterdam', country: 'NL' },
        },
        {
          name: 'Regel Hier B.V.',
          status: 'active',
          chamber_of_commerce_number: '55667799',
          address: { address_line_1: 'Kerkstraat 10A, 1017 GA Amsterdam', country: 'NL' },
        },
      ],
    });
    const part = await addressInformationSection.compute(context);
    expect(part?.address_information).toEqual({
      ownership_code: 'H',
      ownership_description: 'Rented',
      parceltype_code: 'A',
      parceltype_description: 'Apartment right, part of a divided building (Kadaster index A)',
      companies:
        '3 companies: Bakkerij Berg B.V. (KvK 12345678), Berg Holding B.V. (KvK 87654321, dissolved), Regel Hier B.V. (KvK 55667799)',
      description:
        'Use (BAG): residential (woonfunctie), retail (winkelfunctie); WOZ value EUR 312,000; cadastral parcel ASD04 F 1234 A0002; fewer than 8 persons known at the address.',
    });
    expect(searched[0]).toMatchObject({
      kind: 3,
      address: { zip_code: '1017GA', house_number: '10', house_number_extension: 'A' },
    });
    expect(context.lookups.address_information).toMatchObject({
      address_key: '1017GA|10|A',
      // backend_data says no more than the answer: a household's size is not told.
      residents: '1-7',
      companies: 3,
    });
  });

  it('describes nothing where street and city contradict postcode and number (P04)', async () => {
    const world: World = {
      formats: ['residents'],
      records: [
        { type: 'address-properties', key: '1017GA|10|A', data: PROPERTIES },
        resident('1017GA|10|A'),
      ],
    };
    const asked = { address: { ...AT_10A.address, street: 'Bloemenweg', city: 'Zwolle' } };
    expect(
      (await addressInformationSection.compute(contextFor(asked, world).context))
        ?.address_information,
    ).toBeDefined();
    const { context } = contextFor(asked, { ...world, contradicted: true });
    expect(await addressInformationSection.compute(context)).toBeUndefined();
    expect(JSON.stringify(context.lookups.address_information ?? {})).not.toContain('312000');
  });

  it('says "no companies" only where the data has companies with addresses', async () => {
    const records = [{ type: 'address-properties', key: '1017GA|10|A', data: PROPERTIES }];
    const withRegister = contextFor(AT_10A, { formats: ['ftm'], companyAddresses: true, records });
    const served = await addressInformationSection.compute(withRegister.context);
    expect(served?.address_information?.companies).toBe('No companies registered at the address');
    // Without residents data the number of persons is not known, so not described.
    expect(served?.address_information?.description).not.toContain('persons');
    const none = await addressInformationSection.compute(contextFor(AT_10A, { records }).context);
    expect(none?.address_information?.companies).toBeUndefined();
    expect(none?.address_information?.ownership_code).toBe('H');
    // A sanctions list in FollowTheMoney form has entities but no company register.
    const sanctionsOnly = contextFor(AT_10A, {
      formats: ['ftm'],
      companyAddresses: false,
      records,
    });
    const listed = await addressInformationSection.compute(sanctionsOnly.context);
    expect(listed?.address_information?.companies).toBeUndefined();
  });

  it('reports companies and residents without address properties, with no invented codes', async () => {
    const { context } = contextFor(AT_10A, {
      formats: ['residents'],
      records: [resident('1017GA|10|A')],
      companies: [company('Bakkerij Berg B.V.', '12345678', 'A')],
    });
    const part = await addressInformationSection.compute(context);
    expect(part?.address_information).toEqual({
      companies: '1 company: Bakkerij Berg B.V. (KvK 12345678)',
      description: 'Fewer than 8 persons known at the address.',
    });
  });

  it('is left out without a Dutch address, or when nothing is known about it', async () => {
    const abroad = { address: { zip_code: '10115', house_number: '1', country: 'DE' } };
    expect(await addressInformationSection.compute(contextFor(abroad).context)).toBeUndefined();
    expect(await addressInformationSection.compute(contextFor({}).context)).toBeUndefined();
    const empty = contextFor(AT_10A, { formats: ['residents', 'gleif-lei'] });
    expect(await addressInformationSection.compute(empty.context)).toBeUndefined();
  });
});

describe('describing companies and addresses', () => {
  it('names the first companies and says when the lookup was cut off', () => {
    const many = Array.from({ length: COMPANIES_NAMED + 2 }, (_, i) =>
      company(`Company ${i + 1}`, String(10000000 + i)),
    );
    expect(describeCompanies(many, true)).toBe(
      'at least 7 companies, among them: Company 1 (KvK 10000000), Company 2 (KvK 10000001), Company 3 (KvK 10000002), Company 4 (KvK 10000003), Company 5 (KvK 10000004)',
    );
  });

  it('describes only what is known', () => {
    expect(describeAddress(undefined, undefined)).toBeUndefined();
    expect(describeAddress(undefined, 0)).toBe('No persons known at the address.');
    expect(describeAddress(undefined, 1)).toBe('Fewer than 8 persons known at the address.');
    expect(describeAddress(undefined, 9)).toBe('8 or more persons known at the address.');
    expect(describeAddress(undefined, 40)).toBe('15 or more persons known at the address.');
    expect(describeAddress({ ...PROPERTIES, usage: undefined, parcel: undefined }, undefined)).toBe(
      'WOZ value EUR 312,000.',
    );
  });
});
