/**
 * Where a record is registered, and how a number given as a KvK number is read. A registration
 * number is unique only within its register: UK Companies House numbers have eight digits like
 * KvK numbers, so a KvK number can also be a British or German company's number.
 */
import type { Entity } from '../entities/entity.js';
import { subdivisionCountry } from '../sources/subdivisions.js';
import { isLei } from '../validators/lei.js';
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

/** Another reading of a number that found nothing as given, and why. */
export interface KvkReading {
  number: string;
  remark: string;
}

/**
 * A KvK number given with the leading zero spreadsheets drop: seven digits are read with it
 * restored ("1234567" is 01234567). Undefined for anything else: nine digits are no KvK number
 * with a zero typed before it but most often an RSIN, and dropping a digit of one would find
 * an unrelated company. A check and a search try it only where the number as given found
 * nothing, and a check says it did.
 */
export function otherKvkReading(normalised: string): KvkReading | undefined {
  if (!/^\d{7}$/.test(normalised)) return undefined;
  const number = `0${normalised}`;
  return { number, remark: `has seven digits: read as ${number}, its leading zero restored` };
}

/** What a number given as a KvK number is looked up as: an LEI in the field is read as one. */
export type KvkNumberKind = 'lei' | 'registrationNumber';

/** What the lookup of a number given as a KvK number found. */
export interface KvkNumberLookup<T> {
  /** The number as given, normalised and without a KvK label. */
  number: string;
  kind: KvkNumberKind;
  found: T[];
  /** The other reading (otherKvkReading), looked up where the number as given found nothing. */
  other?: KvkReading & { found: T[] };
}

/**
 * Looks up a number given as a KvK number (in a company check or a company search): read
 * without its label, as an LEI where it is one, and where it found nothing in its other
 * reading. `lookUp` decides what counts as found, so the other reading is tried on that.
 */
export async function lookUpKvkNumber<T>(
  given: string,
  lookUp: (kind: KvkNumberKind, value: string) => Promise<T[]>,
): Promise<KvkNumberLookup<T>> {
  const number = withoutKvkLabel(normaliseIdentifier(given));
  const kind: KvkNumberKind = isLei(number) ? 'lei' : 'registrationNumber';
  const found = await lookUp(kind, number);
  const reading = found.length === 0 ? otherKvkReading(number) : undefined;
  if (!reading) return { number, kind, found };
  // The other reading has eight digits: a KvK number, never an LEI.
  const other = { ...reading, found: await lookUp('registrationNumber', reading.number) };
  return { number, kind, found, other };
}
