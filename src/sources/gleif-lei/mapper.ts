import { checkEntity, type Entity } from '../../entities/entity.js';
import { lookupTable } from '../../entities/lookup-table.js';
import type { SchemaName } from '../../entities/schemata.js';
import type { ImportItem } from '../source.js';
import { isTerritoryCode, unknownCountryReason } from '../countries.js';
import { streetAndNumberOf } from './first-line.js';
import { jurisdictionOf } from './jurisdiction.js';
import type { LeiAddress, LeiRecord } from './reader.js';
import { Properties } from '../properties.js';

/** `dropped`: values left out of the items, each with why (SourceEvent's `dropped`). */
export type MapResult =
  { items: ImportItem[]; dropped?: string[] } | { rejected: string } | { skipped: string };

/** The entity id of the legal entity an LEI identifies; gleif-rr refers to parents by it. */
export const leiEntityId = (lei: string): string => `lei-${lei}`;

/** The registration authority code of the Dutch Chamber of Commerce (KvK) in GLEIF's RA list. */
export const KVK_AUTHORITY = 'RA000463';

/** Whether `lei` is a well-formed ISO 17442 LEI: 20 characters whose MOD 97-10 check is 1. */
export function isValidLei(lei: string): boolean {
  if (lei.length !== 20) return false;
  let remainder = 0;
  for (let i = 0; i < 20; i++) {
    const c = lei.charCodeAt(i);
    if (c >= 48 && c <= 57) remainder = (remainder * 10 + (c - 48)) % 97;
    else if (c >= 65 && c <= 90) remainder = (remainder * 100 + (c - 55)) % 97;
    else return false;
  }
  return remainder === 1;
}

/**
 * The country of a legal or headquarters address, where GLEIF writes an ISO 3166-1 alpha-2
 * code: one that names no territory (the EU, XX) is left out and its reason added to
 * `leftOut`, as the UN, EU and OFAC readers do. The jurisdiction is read by `jurisdictionOf`.
 */
function addressCountry(
  id: string,
  code: string | undefined,
  leftOut: string[],
): string | undefined {
  const lower = code?.trim().toLowerCase();
  if (!lower) return undefined;
  if (isTerritoryCode(lower)) return lower;
  const reason = unknownCountryReason(id, 'country', code);
  if (reason !== undefined && !leftOut.includes(reason)) leftOut.push(reason);
  return undefined;
}

/** The date of a GLEIF timestamp ("2012-06-06T15:52:00.000+02:00"), or undefined. */
export const leiDate = (value: string | undefined): string | undefined =>
  value !== undefined && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;

// Records GLEIF marks as issued in error or as duplicates of another LEI identify nobody.
const NOT_AN_IDENTITY = new Set(['ANNULLED', 'DUPLICATE']);

// The ELF code GLEIF uses for "not in the ELF list"; OtherLegalForm then names the form.
const OTHER_LEGAL_FORM = '8888';

// Without a prototype: any other category, "constructor" too, is a Company.
const SCHEMA_BY_CATEGORY: Readonly<Record<string, SchemaName>> = lookupTable({
  RESIDENT_GOVERNMENT_ENTITY: 'PublicBody',
  INTERNATIONAL_ORGANIZATION: 'Organization',
});

const DUTCH_POSTCODE = /^(\d{4})\s*([a-z]{2})$/i;

/**
 * A postcode as its country's register writes it: a Dutch one as "1020AA" (GLEIF often writes
 * "1020 AA"), so it compares with the KvK's and the address data's; others as written.
 */
const postcodeOf = (address: LeiAddress): string | undefined => {
  const dutch =
    address.country?.toUpperCase() === 'NL' && DUTCH_POSTCODE.exec(address.postalCode ?? '');
  return dutch ? `${dutch[1]}${dutch[2]?.toUpperCase()}` : address.postalCode;
};

function addressEntity(
  id: string,
  address: LeiAddress,
  countryCode: string | undefined,
): Entity | undefined {
  const postalCode = postcodeOf(address);
  const street = [address.firstLine, address.number].filter((p) => p !== undefined).join(' ');
  const place = [postalCode, address.city].filter((p) => p !== undefined).join(' ');
  const full = [street, ...address.additionalLines, place, address.region, address.country]
    .filter((part) => part !== undefined && part.length > 0)
    .join(', ');
  if (full.length === 0) return undefined;
  // GLEIF mostly leaves AddressNumber empty and writes the number into the first line.
  const split =
    address.number === undefined && address.firstLine !== undefined
      ? streetAndNumberOf(address.firstLine)
      : undefined;
  const number = address.number ?? split?.number;
  const props = new Properties()
    .add('full', full)
    .add('street', split?.street ?? address.firstLine)
    .add(
      'houseNumber',
      [number, address.numberWithinBuilding].filter((p) => p !== undefined).join(' '),
    )
    .add('street2', address.additionalLines.join(', '))
    .add('postOfficeBox', address.mailRouting)
    .add('postalCode', postalCode)
    .add('city', address.city)
    .add('region', address.region)
    .add('country', countryCode);
  return { id, schema: 'Address', properties: props.values };
}

/**
 * The KvK number when the Dutch Chamber of Commerce registered the entity: eight digits, or the
 * older twelve of the number and its main subfile `0000` (`34108167 0000`), which older LEI
 * records still hold. Another subfile is not the company's own number.
 */
function kvkNumber(record: LeiRecord): string | undefined {
  if (record.registrationAuthorityId !== KVK_AUTHORITY) return undefined;
  const digits = record.registrationAuthorityEntityId?.replace(/\D/g, '');
  if (digits?.length === 12 && digits.endsWith('0000')) return digits.slice(0, 8);
  return digits?.length === 8 ? digits : undefined;
}

/** GLEIF's code for an authority its list does not hold, named in OtherRegistrationAuthorityID. */
const OTHER_AUTHORITY = 'RA888888';

/** The register a number is of: GLEIF's RA code, or the name it gives one outside its list. */
const registrationAuthorityOf = (record: LeiRecord): string | undefined =>
  record.registrationAuthorityId === OTHER_AUTHORITY
    ? (record.otherRegistrationAuthorityId ?? record.registrationAuthorityId)
    : record.registrationAuthorityId;

/**
 * Maps one LEI record to a Company (an Organization for international organisations, a
 * PublicBody for government entities) with its legal and, when different, headquarters
 * Address entities. A KvK number becomes `registrationNumber`; another register's number
 * becomes `idNumber`, so that a lookup by KvK number cannot hit a foreign register's number,
 * with its authority as `registrationAuthority` (no FtM property says which register).
 */
export function mapLei(
  record: LeiRecord,
  legalFormNames: ReadonlyMap<string, string> = new Map(),
): MapResult {
  const { lei } = record;
  if (!isValidLei(lei)) return { rejected: `"${lei}" is not a valid LEI` };
  if (record.legalName === undefined) return { rejected: `${lei}: Entity.LegalName is empty` };
  if (record.registrationStatus !== undefined && NOT_AN_IDENTITY.has(record.registrationStatus)) {
    return { skipped: `${lei}: registration status ${record.registrationStatus}` };
  }
  const id = leiEntityId(lei);
  const schema = SCHEMA_BY_CATEGORY[record.entityCategory ?? ''] ?? 'Company';
  const props = new Properties().add('name', record.legalName).add('leiCode', lei);
  for (const other of record.otherNames) {
    props.add(other.type === 'PREVIOUS_LEGAL_NAME' ? 'previousName' : 'alias', other.name);
  }
  props.add('alias', ...record.transliteratedNames);
  const kvk = kvkNumber(record);
  if (kvk !== undefined) props.add('registrationNumber', kvk);
  else if (record.registrationAuthorityEntityId !== undefined) {
    props.add('idNumber', record.registrationAuthorityEntityId);
    // Which register the number is of: "HRB 999" alone does not say which Amtsgericht.
    props.add('registrationAuthority', registrationAuthorityOf(record));
  }
  const leftOut: string[] = [];
  const jurisdiction = jurisdictionOf(id, record.legalJurisdiction, leftOut);
  props.add('jurisdiction', jurisdiction?.code);
  const legalCountry = addressCountry(id, record.legalAddress.country, leftOut);
  const hqCountry = addressCountry(id, record.headquartersAddress.country, leftOut);
  // A jurisdiction's country is one of the company's: US-DE counts as the US where countries
  // are compared (screening, country risk), which the subdivision's code alone does not.
  props.add('country', legalCountry, hqCountry, jurisdiction?.country);
  props.add('incorporationDate', leiDate(record.creationDate));
  props.add('dissolutionDate', leiDate(record.expirationDate));
  props.add('status', record.entityStatus?.toLowerCase());
  props.add('classification', record.entityCategory?.toLowerCase());
  const code = record.legalFormCode;
  // The form's name where the ELF list names it; an unknown code stays as the code.
  props.add(
    'legalForm',
    code === OTHER_LEGAL_FORM || code === undefined
      ? record.otherLegalForm
      : (legalFormNames.get(code) ?? code),
  );
  props.add('sourceUrl', `https://search.gleif.org/#/record/${lei}`);

  const related: Entity[] = [];
  const legal = addressEntity(`${id}-legal-address`, record.legalAddress, legalCountry);
  const hq = addressEntity(`${id}-hq-address`, record.headquartersAddress, hqCountry);
  for (const address of [legal, hq]) {
    if (address === undefined) continue;
    // The headquarters is often the legal address again; it is then not repeated.
    const full = address.properties.full?.[0];
    if (address === hq && full === legal?.properties.full?.[0]) continue;
    props.add('addressEntity', address.id).add('address', full);
    related.push(address);
  }

  const items: ImportItem[] = [];
  const dropped = leftOut;
  for (const entity of [{ id, schema, properties: props.values }, ...related]) {
    const checked = checkEntity(entity);
    if (!checked.ok) return { rejected: checked.reason };
    items.push({ kind: 'entity', entity: checked.entity });
    dropped.push(...(checked.dropped ?? []));
  }
  return dropped.length > 0 ? { items, dropped } : { items };
}
