/**
 * address_information of person checks: what is known about the Dutch address given. Ownership
 * and parcel type from the address properties (`address-properties`), the companies registered
 * there from the company register, and a description of the address: its BAG use, WOZ value,
 * cadastral parcel and how many persons the residents data knows there, as far as the address
 * risk needs it (none, fewer than 8, 8 or more, 15 or more): never a household's size.
 */
import type { PersonCheckResult } from '../../contract/person-check.js';
import type { CompanyRecord } from '../../contract/company-record.js';
import { houseNumberAddition } from '../../registry/address-input.js';
import { withAddressLines } from '../../registry/address-lines.js';
import type { AddressPropertiesData, BAG_USES, OWNERSHIP_CODES } from '../../entities/records.js';
import type { CodeOf } from '../../entities/record-fields.js';
import type { SectionModule } from '../pipeline.js';
import { ADDRESSES_FORMAT, ADDRESS_PROPERTIES_FORMAT, ENTITY_FORMATS } from '../dataset-formats.js';
import type { AddressValidationContext } from './address-validation.js';
import { givenDutchAddress, type GivenDutchAddress } from './given-address.js';
import { RESIDENTS_FORMAT, residentsAt } from './resident-records.js';
import { personsKnown, residentsKnown } from './risk-signals.js';
import { anyFormatServed } from '../data-served.js';
import { lookupTable } from '../../entities/lookup-table.js';

/** ownership_code (DESIGN.md): K owner-occupied, H rented, U unknown. */
export const OWNERSHIP_DESCRIPTIONS: Record<CodeOf<typeof OWNERSHIP_CODES>, string> = {
  K: 'Owner-occupied',
  H: 'Rented',
  U: 'Unknown whether owner-occupied or rented',
};

/** parceltype_code: the Kadaster index letter. */
export const PARCEL_TYPE_DESCRIPTIONS: Record<string, string> = lookupTable({
  G: 'Whole parcel (Kadaster index G)',
  A: 'Apartment right, part of a divided building (Kadaster index A)',
});

/** The uses of a BAG verblijfsobject in English, with the BAG term. */
export const BAG_USE_NAMES: Record<CodeOf<typeof BAG_USES>, string> = {
  woonfunctie: 'residential',
  bijeenkomstfunctie: 'assembly',
  celfunctie: 'detention',
  gezondheidszorgfunctie: 'healthcare',
  industriefunctie: 'industrial',
  kantoorfunctie: 'office',
  logiesfunctie: 'lodging',
  onderwijsfunctie: 'education',
  sportfunctie: 'sport',
  winkelfunctie: 'retail',
  'overige gebruiksfunctie': 'other use',
};

/** Companies looked up at an address, and named in `companies`. */
export const COMPANIES_LOOKED_UP = 50;
export const COMPANIES_NAMED = 5;

/**
 * The letter and addition of a company's address; one known only as a line of text
 * ("Merelstraat 1B, 1020 AA Amsterdam") is read as address lines are.
 */
function extensionOfCompany(company: CompanyRecord): string {
  if (!company.address) return '';
  const read = withAddressLines(company.address);
  return houseNumberAddition(read.house_number, read.house_number_extension);
}

/** The companies registered at the address itself (the same letter and addition). */
async function companiesAt(
  context: AddressValidationContext,
  given: GivenDutchAddress,
): Promise<{ companies: CompanyRecord[]; more: boolean }> {
  const found = await context.registry.searchCompanies({
    kind: 3,
    address: {
      zip_code: given.postcode,
      house_number: String(given.houseNumber),
      ...(given.extension && { house_number_extension: given.extension }),
    },
    limit: COMPANIES_LOOKED_UP,
  });
  return {
    companies: found.filter((c) => extensionOfCompany(c) === given.extension),
    more: found.length >= COMPANIES_LOOKED_UP,
  };
}

const companyLabel = (company: CompanyRecord): string => {
  const facts = [
    company.chamber_of_commerce_number && `KvK ${company.chamber_of_commerce_number}`,
    company.status && company.status !== 'active' && company.status,
  ].filter((fact): fact is string => typeof fact === 'string' && fact !== '');
  const name = company.name ?? 'unnamed';
  return facts.length > 0 ? `${name} (${facts.join(', ')})` : name;
};

/**
 * "2 companies: A B.V. (KvK 12345678), B (KvK 87654321, dissolved)"; past COMPANIES_NAMED the
 * first are named; where the lookup was cut off, "at least".
 */
export function describeCompanies(companies: readonly CompanyRecord[], more: boolean): string {
  if (companies.length === 0) return 'No companies registered at the address';
  const count = `${more ? 'at least ' : ''}${companies.length} ${companies.length === 1 ? 'company' : 'companies'}`;
  const named = companies.slice(0, COMPANIES_NAMED).map(companyLabel).join(', ');
  return companies.length > COMPANIES_NAMED
    ? `${count}, among them: ${named}`
    : `${count}: ${named}`;
}

/**
 * "Use (BAG): residential (woonfunctie); WOZ value EUR 312,000; cadastral parcel ASD04 F 1234
 * A0002; fewer than 8 persons known at the address." Each part only where it is known.
 */
export function describeAddress(
  properties: AddressPropertiesData | undefined,
  residents: number | undefined,
): string | undefined {
  const parts = [
    properties?.usage &&
      `Use (BAG): ${properties.usage.map((use) => `${BAG_USE_NAMES[use]} (${use})`).join(', ')}`,
    properties?.woz_value !== undefined &&
      `WOZ value EUR ${properties.woz_value.toLocaleString('en-GB')}`,
    properties?.parcel && `cadastral parcel ${properties.parcel}`,
    residents !== undefined && `${personsKnown(residents)} known at the address`,
  ].filter((part): part is string => typeof part === 'string' && part !== '');
  if (parts.length === 0) return undefined;
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export async function addressInformationOf(
  context: AddressValidationContext,
): Promise<PersonCheckResult['address_information']> {
  const given = await givenDutchAddress(context);
  if (!given) return undefined;
  const { registry } = context;
  // Without companies that have addresses, "no companies" would be no finding.
  const [propertyRecords, atAddress, companies, registerServed] = await Promise.all([
    registry.records(ADDRESS_PROPERTIES_FORMAT, given.key),
    registry.servesFormat(RESIDENTS_FORMAT) ? residentsAt(registry, given.key) : undefined,
    companiesAt(context, given),
    registry.knowsCompanyAddresses(),
  ]);
  const properties = propertyRecords[0]?.data as AddressPropertiesData | undefined;
  const residents = atAddress?.length;
  context.lookups.address_information = {
    address_key: given.key,
    properties: properties ?? null,
    // As the answer tells it: backend_data is no way round what the answer withholds.
    residents: residents === undefined ? null : residentsKnown(residents),
    companies: companies.companies.length,
  };
  const anythingKnown =
    properties !== undefined || companies.companies.length > 0 || (residents ?? 0) > 0;
  if (!anythingKnown) return undefined;
  const description = describeAddress(properties, residents);
  const listCompanies = companies.companies.length > 0 || registerServed;
  return {
    ...(properties && {
      ownership_code: properties.ownership_code,
      ownership_description: OWNERSHIP_DESCRIPTIONS[properties.ownership_code],
      parceltype_code: properties.parceltype_code,
      parceltype_description:
        PARCEL_TYPE_DESCRIPTIONS[properties.parceltype_code] ??
        `Kadaster index ${properties.parceltype_code}`,
    }),
    ...(listCompanies && { companies: describeCompanies(companies.companies, companies.more) }),
    ...(description && { description }),
  };
}

/** address_information: ownership, parcel type, companies and a description of the address. */
export const addressInformationSection: SectionModule<AddressValidationContext, PersonCheckResult> =
  {
    reads: [ADDRESSES_FORMAT, ADDRESS_PROPERTIES_FORMAT, RESIDENTS_FORMAT, ...ENTITY_FORMATS],
    // The address is keyed by its postcode and number without address data too: what it looks
    // in is the address properties, the residents and the companies' addresses.
    async dataServed(context) {
      return (
        anyFormatServed(ADDRESS_PROPERTIES_FORMAT, RESIDENTS_FORMAT)(context) ||
        (await context.registry.knowsCompanyAddresses())
      );
    },
    async compute(context) {
      const address_information = await addressInformationOf(context);
      return address_information && { address_information };
    },
  };
