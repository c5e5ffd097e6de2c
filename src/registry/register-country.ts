/**
 * Where a record is registered, and how a number given as a KvK number is read. A registration
 * number is unique only within its register: UK Companies House numbers have eight digits like
 * KvK numbers, so a KvK number can also be a British or German company's number.
 */
import type { Entity } from '../entities/entity.js';
import { subdivisionCountry } from '../sources/subdivisions.js';
import { isLei } from '../validators/lei.js';
import { checkVatNumber } from '../validators/vat/index.js';
import { normaliseIdentifier } from './keys.js';

const lowered = (values: readonly string[] | undefined): string[] =>
  (values ?? []).map((v) => v.trim().toLowerCase()).filter(Boolean);

/**
 * The ISO 3166-1 country of a jurisdiction or country code, as the GLEIF import reads a
 * jurisdiction: "us" for "us-de", but "cw" for "nl-cw", a subdivision that ISO 3166-1 also
 * lists as a territory with a register of its own (Curaçao's, not the KvK). A code that is no
 * listed subdivision is read by its first two letters, as before.
 */
export const countryOfCode = (code: string): string => subdivisionCountry(code) ?? code.slice(0, 2);

/**
 * The countries whose register holds a record: those of its jurisdictions ("us-de" is the US,
 * "nl-cw" is Curaçao), else its countries. GLEIF's records of KvK companies (RA000463) carry
 * jurisdiction nl.
 */
export function registerCountriesOf(entity: Entity): Set<string> {
  const jurisdictions = lowered(entity.properties.jurisdiction);
  const codes = jurisdictions.length > 0 ? jurisdictions : lowered(entity.properties.country);
  return new Set(codes.map(countryOfCode));
}

/**
 * Whether a record is of a company the KvK registers: `yes` where its register countries are
 * the Netherlands alone, `no` where they do not include it, `unknown` where the record names
 * none, or the Netherlands among others (FtM's country also holds countries a company is
 * associated with).
 */
export function registeredInNetherlands(entity: Entity): 'yes' | 'no' | 'unknown' {
  const countries = registerCountriesOf(entity);
  if (countries.size === 0) return 'unknown';
  if (!countries.has('nl')) return 'no';
  return countries.size === 1 ? 'yes' : 'unknown';
}

/** Whether the record is certainly of a company registered in the Netherlands (by the KvK). */
export const isRegisteredInNetherlands = (entity: Entity): boolean =>
  registeredInNetherlands(entity) === 'yes';

/** Whether a normalised number has the form of a KvK number: eight digits. */
export const hasKvkForm = (normalised: string): boolean => /^\d{8}$/.test(normalised);

/** A label written before the number ("KvK 12345678", "KvK-nummer: 12345678"), normalised. */
const KVK_LABEL = /^KVK(?:NUMMER|NR|NUMBER|NO)?(?=\d{7,9}$)/;

/**
 * A number given as a KvK number, normalised (normaliseIdentifier), without a KvK label before
 * it: "KVK12345678" is 12345678.
 */
export const withoutKvkLabel = (normalised: string): string => normalised.replace(KVK_LABEL, '');

const GIVEN = 'the chamber_of_commerce_number given';

/** Another reading of a number that found nothing as given, and why (a remark of the check). */
export interface KvkReading {
  /** What the reading looks the number up as: a KvK number, a VAT number, an RSIN. */
  kind: KvkNumberKind;
  number: string;
  remark: string;
}

/**
 * The other readings of a number given as a KvK number that found nothing as given, in the
 * order they are tried:
 * - seven digits are a KvK number with the leading zero spreadsheets drop ("1234567" is
 *   01234567);
 * - a VAT number with its country prefix ("NL800047114B01", a mix-up of the two fields on a
 *   form) is looked up as one, and a Dutch one then by its RSIN, as a check's vat_number is;
 * - nine digits are no KvK number with a zero typed before it but most often an RSIN, looked
 *   up as one: dropping a digit would find an unrelated company.
 * Anything else has none. A check and a search try them only where the number as given found
 * nothing, and a check says which one found the company.
 */
export function otherKvkReadings(normalised: string): KvkReading[] {
  if (/^\d{7}$/.test(normalised)) {
    const number = `0${normalised}`;
    const remark = `KvK number ${normalised} has seven digits: read as ${number}, its leading zero restored`;
    return [{ kind: 'registrationNumber', number, remark }];
  }
  if (/^\d{9}$/.test(normalised)) {
    const remark = `${GIVEN}, ${normalised}, has nine digits, which a KvK number never has: looked up as an RSIN`;
    return [{ kind: 'tax', number: normalised, remark }];
  }
  const vat = /^[A-Z]{2}/.test(normalised) ? checkVatNumber(normalised) : undefined;
  if (!vat?.ok) return [];
  const readings: KvkReading[] = [
    {
      kind: 'vat',
      number: vat.vatNumber,
      remark: `${GIVEN}, ${normalised}, is a VAT number, not a KvK number: looked up as the VAT number ${vat.vatNumber}`,
    },
  ];
  const rsin = /^NL(\d{9})B\d{2}$/.exec(vat.vatNumber)?.[1];
  if (rsin) {
    const remark = `${GIVEN}, ${normalised}, is a Dutch VAT number, not a KvK number: looked up by the RSIN in it, ${rsin}`;
    readings.push({ kind: 'tax', number: rsin, remark });
  }
  return readings;
}

/**
 * What a number given as a KvK number is looked up as: an LEI in the field is read as one; its
 * other readings (otherKvkReadings) are a KvK number, a VAT number or an RSIN.
 */
export type KvkNumberKind = 'lei' | 'registrationNumber' | 'vat' | 'tax';

/**
 * What a lookup of a number given as a KvK number, as `kind`, finds of `found`: an RSIN is the
 * KvK's, so by RSIN no record registered abroad, whose tax number (a US EIN) may have the same
 * nine digits.
 */
export const foundAsKvkReading = (kind: KvkNumberKind, found: Entity[]): Entity[] =>
  kind === 'tax' ? found.filter((e) => registeredInNetherlands(e) !== 'no') : found;

/** What the lookup of a number given as a KvK number found. */
export interface KvkNumberLookup<T> {
  /** The number as given, normalised and without a KvK label. */
  number: string;
  kind: KvkNumberKind;
  found: T[];
  /**
   * The other reading (otherKvkReadings) looked up where the number as given found nothing:
   * the first that found something, else the last tried.
   */
  other?: KvkReading & { found: T[] };
}

/**
 * Looks up a number given as a KvK number (in a company check or a company search): read
 * without its label, as an LEI where it is one, and where it found nothing in its other
 * readings. `lookUp` decides what counts as found, so the other readings are tried on that.
 */
export async function lookUpKvkNumber<T>(
  given: string,
  lookUp: (kind: KvkNumberKind, value: string) => Promise<T[]>,
): Promise<KvkNumberLookup<T>> {
  const number = withoutKvkLabel(normaliseIdentifier(given));
  const kind: KvkNumberKind = isLei(number) ? 'lei' : 'registrationNumber';
  const found = await lookUp(kind, number);
  if (found.length > 0) return { number, kind, found };
  let other: (KvkReading & { found: T[] }) | undefined;
  for (const reading of otherKvkReadings(number)) {
    other = { ...reading, found: await lookUp(reading.kind, reading.number) };
    if (other.found.length > 0) break;
  }
  return other ? { number, kind, found, other } : { number, kind, found };
}
