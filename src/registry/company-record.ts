/**
 * The identity part of the contract's Company record, read from the FtM entities of the
 * reference data. Company search answers it for every company found, and a company check
 * answers it as the company's identity section, so both show a company the same way.
 */
import type { Address } from '../contract/address.js';
import type { CompanyRecord } from '../contract/company-record.js';
import { first, type Entity } from '../entities/entity.js';
import { companyStatusOf } from './company-status.js';
import { countryOfCode } from './register-country.js';

/**
 * `type` of the Company record: the kind of party the register lists, from its FtM schema in
 * snake case (`company`, `organization`, `legal_entity`, `public_body`). The contract leaves
 * the field's values open; this is what every source states for every entity, whereas the
 * legal form has a field of its own (`business_entity_type`).
 */
export const partyTypeOf = (entity: Entity): string =>
  entity.schema.replace(/(?<=[a-z])(?=[A-Z])/g, '_').toLowerCase();

/** "12A-3" -> number "12", extension "A-3"; "14 bis" -> "14", "bis"; no digits first: none. */
export function splitHouseNumber(
  value: string | undefined,
): { number: string; extension?: string } | undefined {
  const match = /^\s*(\d+)\s*[-/ ]?\s*(.*?)\s*$/.exec(value ?? '');
  if (!match) return undefined;
  const extension = match[2] ?? '';
  return extension ? { number: match[1] ?? '', extension } : { number: match[1] ?? '' };
}

const present = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** Leaves out the keys whose value is undefined (the record is serialised as given). */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The contract Address of an FtM Address entity. An address known only as one line of text
 * (no street, postcode or city) is given as `address_line_1`.
 */
export function contractAddressOf(address: Entity, fallbackCountry?: string): Address {
  const street = present(first(address, 'street'));
  const zip = present(first(address, 'postalCode'));
  const city = present(first(address, 'city'));
  const country = present(first(address, 'country') ?? fallbackCountry)?.toUpperCase();
  if (!street && !zip && !city) {
    return compact({ address_line_1: present(first(address, 'full')), country });
  }
  const house = splitHouseNumber(first(address, 'houseNumber'));
  return compact({
    street,
    house_number: house?.number,
    house_number_extension: house?.extension,
    zip_code: zip,
    city,
    country,
    state: present(first(address, 'region')),
  });
}

/**
 * YYYY-MM-DD as the contract's date-time, at midnight UTC; partial dates give none. A register
 * date written with a time and offset is its calendar date as written (`2001-02-03T23:30-05:00`
 * is 3 February, as `function_date` and the screening read it), not the next day in UTC.
 */
export function dateTimeOf(value: string | undefined): string | undefined {
  const day = value && /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (!day) return undefined;
  const time = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/** SBI (and NACE) activity codes are digits, possibly dotted; GLEIF's categories are not. */
const ACTIVITY_CODE = /^\d{2}(\.?\d){0,4}$/;

/** The records made, per company entity and the address entity they were made with. */
const madeRecords = new WeakMap<Entity, { address: Entity | undefined; record: CompanyRecord }>();

/**
 * The Address entities of these companies (their addressEntity), by id: one lookup, each
 * address asked once; a company without one, or whose reference is no Address, has none.
 */
export async function addressEntitiesOf(
  source: { entities(ids: readonly string[]): Promise<Entity[]> },
  companies: readonly Entity[],
): Promise<Map<string, Entity>> {
  const addressIds = [...new Set(companies.map((c) => first(c, 'addressEntity') ?? ''))].filter(
    (id) => id !== '',
  );
  return new Map(
    (addressIds.length === 0 ? [] : await source.entities(addressIds))
      .filter((e) => e.schema === 'Address')
      .map((e) => [e.id, e]),
  );
}

/**
 * The identity fields of the Company record of a Company (Organization, LegalEntity) entity
 * and, when it has one, its Address entity (`addressEntity`). Without an Address entity the
 * company's own one-line `address` is used, and without that its country alone. Pure: no
 * lookups, the caller brings both.
 *
 * Made once per entity object and shared, frozen: the registry's read cache hands the same
 * entities to every check while its datasets are current, and a company is checked again and
 * again, and is the parent of others.
 */
export function companyRecordOf(company: Entity, address?: Entity): CompanyRecord {
  const made = madeRecords.get(company);
  if (made && made.address === address) return made.record;
  const record = makeCompanyRecord(company, address);
  if (record.address) Object.freeze(record.address);
  Object.freeze(record);
  madeRecords.set(company, { address, record });
  return record;
}

/**
 * The country of a company: its own, else that of its jurisdiction, a state's ("us-de") as its
 * country's ("us"), a subdivision that is a territory of its own as that territory ("nl-cw" as
 * Curaçao's "cw"), as its register counts it: the Address carries an ISO 3166 country, as
 * risk_country counts it.
 */
export function countryOfCompany(company: Entity): string | undefined {
  const own = present(first(company, 'country'));
  if (own) return own;
  const jurisdiction = present(first(company, 'jurisdiction'));
  return jurisdiction && /^[a-z]{2}-/i.test(jurisdiction)
    ? countryOfCode(jurisdiction.toLowerCase())
    : jurisdiction;
}

function makeCompanyRecord(company: Entity, address: Entity | undefined): CompanyRecord {
  const country = countryOfCompany(company);
  const line = present(first(company, 'address'));
  // A register that knows only the country still says where the company is: risk_country
  // counts that country, and the address shows it.
  const contractAddress = address
    ? contractAddressOf(address, country)
    : line || country
      ? compact({ address_line_1: line, country: country?.toUpperCase() })
      : undefined;
  const incorporated = first(company, 'incorporationDate');
  const industry = (company.properties.classification ?? []).find((c) => ACTIVITY_CODE.test(c));
  return compact({
    status: companyStatusOf(company),
    name: present(first(company, 'name')),
    type: partyTypeOf(company),
    address: contractAddress,
    mail_address: present(first(company, 'email')),
    phone_number: present(first(company, 'phone')),
    industry,
    // The sector text describes the activity code; without the code it still says what it does.
    industry_description: present(first(company, 'sector')),
    business_entity_type: present(first(company, 'legalForm')),
    incorporation_date: dateTimeOf(incorporated),
    incorporation_year: /^\d{4}/.test(incorporated ?? '') ? incorporated?.slice(0, 4) : undefined,
    // The company's number in its own trade register: the KvK number of a Dutch company.
    chamber_of_commerce_number: present(first(company, 'registrationNumber')),
  });
}

/** A register number no lookup by `chamber_of_commerce_number` finds, with its authority. */
export interface OtherRegisterNumber {
  register_number: string;
  registration_authority: string;
}

/**
 * The register number of a record that has no `registrationNumber`: GLEIF's number of a register
 * other than the KvK (`HRB 999`), kept as `idNumber` so that a number typed into the KvK field
 * never finds it, and so not shown as `chamber_of_commerce_number` (docs/checks.md). Named in
 * backend_data instead, with its registration authority. Only with it: FtM's `idNumber` is any
 * identifier (a DUNS number, a tax id), and only `registrationAuthority` (which the GLEIF mapper
 * sets beside the number) says it is a register's number, and which register's.
 */
export function otherRegisterNumberOf(entity: Entity): OtherRegisterNumber | undefined {
  if (present(first(entity, 'registrationNumber'))) return undefined;
  const number = present(first(entity, 'idNumber'));
  const authority = present(first(entity, 'registrationAuthority'));
  if (!number || !authority) return undefined;
  return { register_number: number, registration_authority: authority };
}
