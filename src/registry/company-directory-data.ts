/**
 * What the company directory keeps of each company, and how: ids and names as packed strings,
 * every address and contact detail as a 32-bit hash of its normalised form in one Int32Array
 * per detail. Equality is all the directory asks of them, and 3 million companies then cost a
 * few large objects instead of millions of small ones.
 */
import { first, type Entity } from '../entities/entity.js';
import { isListEntry, ORGANISATION_SCHEMATA } from '../entities/indexed-as.js';
import { countryOfCompany } from './company-record.js';
import { GrowableInt32 } from '../screening/index/growable.js';
import { PackedStrings } from '../screening/index/packed-strings.js';
import { screeningRecordOf } from '../screening/records.js';
import { officialCityKey } from './address-index-text.js';
import { comparablePostcode, readAddressText } from './address-lines.js';
import { companyStatusOf } from './company-status.js';
import { provinceKey } from './provinces.js';
import { normaliseIdentifier, normaliseName } from './keys.js';
import { hasKvkForm, registeredInNetherlands } from './register-country.js';
import { plainForms } from '../validators/text-forms.js';

/** The schemata a directory holds: the organisations a register lists (indexed-as.ts). */
export const DIRECTORY_SCHEMATA = ORGANISATION_SCHEMATA;

export const isDirectorySchema = (schema: string): boolean =>
  (DIRECTORY_SCHEMATA as readonly string[]).includes(schema);

/**
 * A list entry: lists name companies too, often with a register's KvK number, but what they
 * hold is the listing, not the company: screening finds them.
 */
export { isListEntry };

/**
 * Register order, lower first, where several entities answer one lookup (docs/checks.md): register
 * data before list entries, companies before other legal entities, active before the rest. A
 * company check picks among namesakes by it, and company search orders equal scores by it, so
 * that a search's first result is the company a check by that name takes.
 */
export const registerRankOf = (
  schema: string,
  /** The Company record's status code (companyStatusOf). */
  status: string | undefined,
  listEntry: boolean,
): number =>
  (listEntry ? 100 : 0) +
  (schema === 'Company' ? 0 : schema === 'Organization' ? 1 : 2) * 10 +
  (status === 'active' ? 0 : 1);

/** The register order of an entity (registerRankOf), its status read as the Company record reads it. */
export const registerRank = (entity: Entity): number =>
  registerRankOf(entity.schema, companyStatusOf(entity), isListEntry(entity));

/**
 * Register data before list entries (a sanctions list may carry a KvK number too), companies
 * before other legal entities, active before the rest (registerRank); then by id so the order
 * is stable. A company check takes the first; company search lists them so.
 */
export function byRegisterOrder(a: Entity, b: Entity): number {
  return registerRank(a) - registerRank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Added to the register rank of a record where a number of a KvK number's form was looked up:
 * one registered abroad after every register record of the Netherlands, before list entries;
 * one whose register is not certain (no country, or the Netherlands among others) between them.
 */
const FOR_KVK = { yes: 0, unknown: 25, no: 50 } as const;

/**
 * The register order of a record found by a number (normalised): for a number of the KvK's
 * form the Dutch records first, since the field is the KvK number and a British or German
 * company can have the same eight digits; the foreign ones stay candidates, and are found
 * where no Dutch record has the number (the field takes foreign register numbers too).
 */
export const numberRank = (entity: Entity, number: string): number =>
  registerRank(entity) + (hasKvkForm(number) ? FOR_KVK[registeredInNetherlands(entity)] : 0);

/** byRegisterOrder for records found by a number: numberRank, then by id. */
export const byNumberOrder =
  (number: string) =>
  (a: Entity, b: Entity): number =>
    numberRank(a, number) - numberRank(b, number) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** What the directory keeps of one company, as read from its entities (or generated). */
export interface DirectoryEntry {
  id: string;
  /** Its FtM schema; Company where not given. */
  schema?: string;
  /** Every name it is known by (name, alias, previous names). */
  names: readonly string[];
  postcode?: string;
  /** As written: "12", "12A-3". */
  houseNumber?: string;
  street?: string;
  city?: string;
  /** The province or region as the register writes it ("Noord-Holland", "NL-NH"). */
  region?: string;
  /** ISO 3166 alpha-2, any case. */
  country?: string;
  phone?: string;
  mail?: string;
  status?: string;
}

/** Mail domains shared by unrelated people: the same domain says nothing. */
const SHARED_MAIL_DOMAINS = new Set([
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'live.nl',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'ziggo.nl',
  'kpnmail.nl',
  'hetnet.nl',
  'planet.nl',
  'home.nl',
  'xs4all.nl',
]);
export const STATUSES = ['active', 'inactive', 'in_liquidation', 'bankrupt', 'dissolved'];
export const NAME_SEPARATOR = '\u0001';
/** House numbers from here on are kept as this (a postcode hash × 2^20 + number fits a double). */
export const NUMBER_SPAN = 2 ** 20;

/** FNV-1a of a key as a signed 32-bit integer (as Int32Array keeps it), never 0 ("not known"). */
function hashKey(key: string): number {
  if (key === '') return 0;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0 || 1;
}

/** The province of a company abroad: none a Dutch province given hashes to. */
const ABROAD = hashKey('abroad');

/** How the directory compares each detail: normalised, then hashed; 0 when not given. */
export const directoryKeys = {
  /** "L-4010", "L4010" and "4010" are one postcode: the country letters before it are dropped. */
  postcode: (v?: string) => hashKey(comparablePostcode(v ?? '')),
  /**
   * The number without letter or addition; -1 when there is none. Full-width digits ("６") are
   * read as plain ones (NFKC), here and in the postcode and extension, as address search reads them.
   */
  houseNumber: (v?: string): number => {
    const digits = /^\s*(\d{1,7})/.exec(plainForms(v ?? ''))?.[1];
    return digits === undefined ? -1 : Math.min(Number(digits), NUMBER_SPAN - 1);
  },
  /** The letter and addition after the number: "12A-3" and "12 a3" have the same. */
  extension: (v?: string) =>
    hashKey(normaliseIdentifier(plainForms(v ?? '').replace(/^\s*\d+/, ''))),
  place: (v?: string) => hashKey(normaliseName(v ?? '')),
  /** A city under the name the address data uses ("Den Bosch" is 's-Hertogenbosch). */
  city: (v?: string) => hashKey(officialCityKey(v ?? '')),
  /** A Dutch province by any of its names or codes; 0 for any other region. */
  province: (v?: string) => hashKey(provinceKey(v) ?? ''),
  /** The last nine digits: +31 20 471 6067 and 020-4716067 are one number. */
  phone: (v?: string) => {
    const digits = (v ?? '').replace(/\D/g, '');
    return digits.length < 6 ? 0 : hashKey(digits.slice(-9));
  },
  mail: (v?: string) => hashKey((v ?? '').trim().toLowerCase()),
  mailDomain: (v?: string) => {
    const domain = /@([^@\s]+)$/.exec((v ?? '').trim().toLowerCase())?.[1] ?? '';
    return SHARED_MAIL_DOMAINS.has(domain) ? 0 : hashKey(domain);
  },
};

/**
 * The directory entry of a company and its Address entity; undefined without a name, and for
 * list entries: the directory holds register data, so that a company search or a check by name
 * finds the company itself, never a listing of it.
 */
export function directoryEntryOf(company: Entity, address?: Entity): DirectoryEntry | undefined {
  if (!isDirectorySchema(company.schema) || isListEntry(company)) return undefined;
  // The names the screening engine knows the entity by: name, alias, weakAlias, previousName.
  const record = screeningRecordOf(company);
  const names = [...(record?.names ?? []), ...(record?.weakNames ?? [])];
  if (names.length === 0) return undefined;
  const of = (property: string) => (address ? first(address, property) : undefined);
  const country = of('country') ?? countryOfCompany(company);
  // Without an Address entity, the address text read as its country writes addresses.
  const text = address ? undefined : first(company, 'address');
  const written = text ? readAddressText(text, country) : undefined;
  return {
    id: company.id,
    schema: company.schema,
    names,
    postcode: of('postalCode') ?? written?.zip_code,
    houseNumber: of('houseNumber') ?? written?.house_number,
    street: of('street') ?? written?.street,
    city: of('city') ?? written?.city,
    region: of('region'),
    country,
    phone: first(company, 'phone'),
    mail: first(company, 'email'),
    status: companyStatusOf(company),
  };
}

export const COLUMNS = [
  'postcode',
  'houseNumber',
  'extension',
  'street',
  'city',
  'province',
  'phone',
  'mail',
  'mailDomain',
  'status',
  'country',
  'rank',
] as const;
export type Column = (typeof COLUMNS)[number];

/** The companies of a directory: packed ids and names, one Int32Array per detail. */
export interface DirectoryData {
  ids: PackedStrings;
  /** Each company's names joined by NAME_SEPARATOR. */
  names: PackedStrings;
  columns: Record<Column, Int32Array>;
  /** `columns.country` holds positions in this list (-1: none). */
  countries: readonly string[];
}

/** Collects entries in packed form, one at a time. */
export class DirectoryDataBuilder {
  private readonly ids = new PackedStrings();
  private readonly names = new PackedStrings();
  private readonly columns = Object.fromEntries(
    COLUMNS.map((c) => [c, new GrowableInt32()]),
  ) as Record<Column, GrowableInt32>;
  private readonly countries: string[] = [];

  get size(): number {
    return this.ids.size;
  }

  add(entry: DirectoryEntry): void {
    const names = entry.names.filter((n) => n.trim() !== '');
    if (names.length === 0) return;
    const k = directoryKeys;
    const c = this.columns;
    this.ids.push(entry.id);
    this.names.push(names.join(NAME_SEPARATOR));
    c.postcode.push(k.postcode(entry.postcode));
    c.houseNumber.push(k.houseNumber(entry.houseNumber));
    c.extension.push(k.extension(entry.houseNumber));
    c.street.push(k.place(entry.street));
    c.city.push(k.city(entry.city));
    const country = entry.country?.trim().toLowerCase();
    // Only a Dutch company's region is a province: Belgian Limburg and Utah's UT are none. A
    // company abroad is in no Dutch province, known: it differs from any province given.
    c.province.push(!country || country === 'nl' ? k.province(entry.region) : ABROAD);
    c.phone.push(k.phone(entry.phone));
    c.mail.push(k.mail(entry.mail));
    c.mailDomain.push(k.mailDomain(entry.mail));
    c.status.push(STATUSES.indexOf(entry.status ?? ''));
    // Register data only: a list entry is never in a directory.
    c.rank.push(registerRankOf(entry.schema ?? 'Company', entry.status, false));
    let code = country ? this.countries.indexOf(country) : -1;
    if (country && code < 0) code = this.countries.push(country) - 1;
    c.country.push(code);
  }

  /** The packed data; call once, after the last `add`. */
  finish(): DirectoryData {
    this.ids.finish();
    this.names.finish();
    const columns = Object.fromEntries(COLUMNS.map((c) => [c, this.columns[c].toArray()]));
    return {
      ids: this.ids,
      names: this.names,
      columns: columns as Record<Column, Int32Array>,
      countries: this.countries,
    };
  }
}
