/**
 * Parsers for the fields of Veracheck's own record formats (docs/formats.md). Each takes the
 * raw text of one field and returns its value, or throws a FieldError saying what is wrong;
 * the record checks name the column.
 */
import { foldTokens } from '../screening/normalise/fold.js';
import type { ReferenceRecord } from '../sources/source.js';

export class FieldError extends Error {}

const fail = (message: string): never => {
  throw new FieldError(message);
};

/** A field that must have a value. */
export function required(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') fail('is empty');
  return trimmed;
}

/** A field that may be empty: undefined when it is. */
export const optional = <T>(value: string, parse: (value: string) => T): T | undefined =>
  value.trim() === '' ? undefined : parse(value.trim());

/** Free text of at most `max` characters. */
export function text(value: string, max = 200): string {
  const trimmed = required(value);
  if (trimmed.length > max) fail(`is longer than ${max} characters`);
  return trimmed;
}

/** One of a fixed set of values, exactly as written. */
export function oneOf<T extends string>(allowed: readonly T[]) {
  return (value: string): T => {
    const trimmed = required(value);
    if (!(allowed as readonly string[]).includes(trimmed)) {
      fail(`"${trimmed}" is not one of ${allowed.join(', ')}`);
    }
    return trimmed as T;
  };
}

/** A calendar date, YYYY-MM-DD. */
export function isoDate(value: string): string {
  const trimmed = required(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (!match) return fail(`"${trimmed}" is not a date (YYYY-MM-DD)`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    fail(`"${trimmed}" is not a date in the calendar`);
  }
  return trimmed;
}

/** A date known to the year or month only (YYYY, YYYY-MM) or to the day (YYYY-MM-DD). */
export function partialDate(value: string): string {
  const trimmed = required(value);
  if (/^\d{4}$/.test(trimmed)) return trimmed;
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(trimmed)) return trimmed;
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return isoDate(trimmed);
  return fail(`"${trimmed}" is not a date (YYYY, YYYY-MM or YYYY-MM-DD)`);
}

/** A whole number from `min` to `max`. */
export function integer(min = 0, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    const trimmed = required(value);
    if (!/^-?\d+$/.test(trimmed)) fail(`"${trimmed}" is not a whole number`);
    const number = Number(trimmed);
    if (number < min || number > max) fail(`${trimmed} is not between ${min} and ${max}`);
    return number;
  };
}

/**
 * An amount in euros as a decimal string: digits, an optional minus sign and at most two
 * decimals after a dot. Kept as text so that no amount is rounded on its way through.
 */
export function amount(value: string): string {
  const trimmed = required(value);
  if (!/^-?\d{1,15}(\.\d{1,2})?$/.test(trimmed)) {
    fail(`"${trimmed}" is not an amount in euros (such as 1250000 or -310.50)`);
  }
  return trimmed;
}

/** true or false, spelled so. */
export function boolean(value: string): boolean {
  const trimmed = required(value);
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  return fail(`"${trimmed}" is not true or false`);
}

/** A KvK (Dutch Chamber of Commerce) number: eight digits. */
export function kvkNumber(value: string): string {
  const trimmed = required(value);
  if (!/^\d{8}$/.test(trimmed)) fail(`"${trimmed}" is not a KvK number (eight digits)`);
  return trimmed;
}

/** A Dutch postcode, normalised to 1012AB. The letter pairs SA, SD and SS are not issued. */
export function postcode(value: string): string {
  const normalised = required(value).toUpperCase().replace(/\s+/g, '');
  if (!/^[1-9]\d{3}[A-Z]{2}$/.test(normalised) || /^\d{4}(SA|SD|SS)$/.test(normalised)) {
    fail(`"${value.trim()}" is not a Dutch postcode (such as 1012 AB)`);
  }
  return normalised;
}

/** A house number: a whole number from 1 to 99999. */
export const houseNumber = integer(1, 99_999);

/**
 * A house letter and addition as one normalised text: upper case, without spaces or
 * hyphens ("a" and "- 2" become "A" and "2"; letter A with addition 2 is "A2").
 */
export function addition(value: string): string {
  const normalised = value.toUpperCase().replace(/[\s-]+/g, '');
  if (!/^[0-9A-Z]{0,10}$/.test(normalised)) {
    fail(`"${value.trim()}" is not a house letter or addition (letters and digits)`);
  }
  return normalised;
}

/** The key of a Dutch address: postcode, house number and addition, as `1012AB|1|A`. */
export const addressKey = (code: string, number: number, extra = ''): string =>
  `${code}|${number}|${extra}`;

/**
 * How a person is looked up among residents: the family name without prefix, folded as the
 * screening folds names (no accents, case, punctuation or invisible characters; ı, ø, ł, ß
 * spelled out: "Yılmaz" is "yilmaz"), and the date of birth, which may be unknown.
 */
export const personKey = (lastName: string, dateOfBirth = ''): string =>
  `${foldTokens(lastName)
    .join('')
    .replace(/[^a-z]+/g, '')}|${dateOfBirth}`;

/**
 * The key residents imported before `personKey` spelled letters out had ("Yılmaz" was
 * "ylmaz"): looked up as well until such data is imported again. The same as `personKey` for
 * every name without such a letter.
 */
export const legacyPersonKey = (lastName: string, dateOfBirth = ''): string =>
  `${lastName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '')}|${dateOfBirth}`;

// ISO 3166-1 alpha-2 codes officially assigned, plus XK (Kosovo), which registers use.
const COUNTRIES = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ ' +
    'BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM ' +
    'DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS ' +
    'GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
    'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ ' +
    'MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
    'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
    'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI ' +
    'VN VU WF WS YE YT ZA ZM ZW XK'
  ).split(' '),
);

/** An ISO 3166-1 alpha-2 country code, normalised to upper case. */
export function country(value: string): string {
  const code = required(value).toUpperCase();
  if (!COUNTRIES.has(code)) fail(`"${value.trim()}" is not an ISO 3166-1 alpha-2 country code`);
  return code;
}

/**
 * A telephone number in E.164 form (+31201234567). Spaces, dots, hyphens, slashes and
 * brackets are dropped, and a bracketed (0); 00 becomes +; a national Dutch number (0 and nine
 * digits) gets +31.
 * Dutch numbers must have nine digits after +31, except the 0800 and 090x service numbers.
 */
export function phoneNumber(value: string): string {
  const raw = required(value);
  // "+31 (0)20 ..." writes the national trunk 0 in brackets: it is not dialled.
  const compact = raw.replace(/\(0\)/g, '').replace(/[\s.\-/()]/g, '');
  let e164: string;
  if (/^\+\d+$/.test(compact)) e164 = compact;
  else if (/^00\d+$/.test(compact)) e164 = `+${compact.slice(2)}`;
  else if (/^0[1-9]\d+$/.test(compact)) e164 = `+31${compact.slice(1)}`;
  else return fail(`"${raw}" is not a telephone number`);
  const digits = e164.slice(1);
  if (!/^[1-9]\d{6,14}$/.test(digits)) return fail(`"${raw}" is not a telephone number`);
  if (digits.startsWith('31')) {
    const national = digits.slice(2);
    const service = /^(800|90[069])\d{4,7}$/.test(national);
    if (!service && !/^[1-9]\d{8}$/.test(national)) {
      fail(`"${raw}" is not a Dutch telephone number (nine digits after 0 or +31)`);
    }
  }
  return e164;
}

/* Record types: each names its columns and checks one row of raw text. */

/** The union of the codes in a list of allowed codes. */
export type CodeOf<T extends readonly string[]> = T[number];

/** A ReferenceRecord whose `data` has the shape of its type. */
export interface TypedRecord<D extends Record<string, unknown>> extends ReferenceRecord {
  data: D;
}

export type RecordCheck<D extends Record<string, unknown> = Record<string, unknown>> =
  { ok: true; record: TypedRecord<D> } | { ok: false; column: string; reason: string };

export interface RecordType<D extends Record<string, unknown> = Record<string, unknown>> {
  name: string;
  /** The columns of a file of the type, in the order our own files have them. */
  columns: readonly string[];
  /**
   * Those of `columns` a file may leave out of its header (added to a format later, or only
   * meaningful for some rows): a file without one reads it as empty in every row.
   */
  optionalColumns?: readonly string[];
  check(row: Readonly<Record<string, string>>): RecordCheck<D>;
  /**
   * Further keys a record is also found under, each as a record type of its own (for example
   * residents by person as well as by address): every one is one more index hit, no scan.
   */
  alsoKeyed?(data: D): { type: string; key: string }[];
  /**
   * For a type a file holds once per some columns (financials per company and date, say): an
   * import rejects a second record with the same values in them. Absent where a file may hold
   * several alike (claims).
   */
  once?: HeldOnce<D>;
}

/** The columns a record type's file holds once per (RecordType.once). */
export interface HeldOnce<D> {
  /**
   * A short letter of the type, which starts its keys: no two types of RECORD_TYPES share one.
   */
  tag: string;
  /**
   * Those columns of a record as a compact key, each value apart (ONCE_SEPARATOR between
   * values, which no imported value holds): made for every row an import reads.
   */
  key(data: D): string;
  /** The same columns in words (`KvK 12345678 as of 2026-06-30`): made for a rejection only. */
  words(data: D): string;
}

/**
 * Stands between the values of a key of `HeldOnce`: a control character, which an import
 * rejects in any value (forbidden-text.ts), so values never run into each other.
 */
export const ONCE_SEPARATOR = '\u0000';

/**
 * The key of what an import holds once of a record of `type` (its tag and `HeldOnce.key`), or
 * undefined where the type may hold it more than once.
 */
export function onceKey<D extends Record<string, unknown>>(
  type: RecordType<D>,
  data: D,
): string | undefined {
  const once = type.once;
  return once === undefined ? undefined : once.tag + once.key(data);
}

/**
 * What an import holds once of a record of `type`, in words (`the financials row of KvK
 * 12345678 as of 2026-06-30`), or undefined where the type may hold it more than once.
 */
export function heldOnce<D extends Record<string, unknown>>(
  type: RecordType<D>,
  data: D,
): string | undefined {
  const once = type.once;
  return once === undefined ? undefined : `the ${type.name} row of ${once.words(data)}`;
}

/** `type`, held once per some columns (see RecordType.once). */
export function withOnce<D extends Record<string, unknown>>(
  type: RecordType<D>,
  once: HeldOnce<D>,
): RecordType<D> {
  return { ...type, once };
}

class ColumnError extends Error {
  constructor(
    readonly column: string,
    message: string,
  ) {
    super(message);
  }
}

/** Reads a column with a parser; `opt` leaves an empty column undefined. */
export type Get = <T>(column: string, parse: (value: string) => T) => T;
export type Opt = <T>(column: string, parse: (value: string) => T) => T | undefined;

/** Drops undefined members, so optional columns left empty are absent from `data`. */
function compact<T extends Record<string, unknown>>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(value)) {
    if (member === undefined) continue;
    out[name] =
      typeof member === 'object' && member !== null && !Array.isArray(member)
        ? compact(member as Record<string, unknown>)
        : member;
  }
  return out as T;
}

export function defineRecord<D extends Record<string, unknown>>(
  name: string,
  columns: readonly string[],
  build: (get: Get, opt: Opt) => { key: string; data: D },
  alsoKeyed?: (data: D) => { type: string; key: string }[],
  optionalColumns?: readonly string[],
): RecordType<D> {
  return {
    name,
    columns,
    ...(optionalColumns && { optionalColumns }),
    ...(alsoKeyed && { alsoKeyed }),
    check(row) {
      const get: Get = (column, parse) => {
        try {
          return parse(row[column] ?? '');
        } catch (error) {
          if (error instanceof FieldError) throw new ColumnError(column, error.message);
          throw error;
        }
      };
      const opt: Opt = (column, parse) => get(column, (value) => optional(value, parse));
      try {
        const { key, data } = build(get, opt);
        return { ok: true, record: { type: name, key, data: compact(data) } };
      } catch (error) {
        if (error instanceof ColumnError) {
          return { ok: false, column: error.column, reason: error.message };
        }
        throw error;
      }
    },
  };
}

/** A check across two columns: fails naming `column`. */
export function ensure(condition: boolean, column: string, message: string): void {
  if (!condition) throw new ColumnError(column, message);
}
