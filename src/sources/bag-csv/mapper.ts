import type { AddressRecord } from '../source.js';

/** The NLExtract bagadres.csv columns, in the order NLExtract writes them. */
export const BAG_COLUMNS = [
  'openbareruimte',
  'huisnummer',
  'huisletter',
  'huisnummertoevoeging',
  'postcode',
  'woonplaats',
  'gemeente',
  'provincie',
  'object_id',
  'object_type',
  'nevenadres',
  'x',
  'y',
  'lon',
  'lat',
] as const;

type BagColumn = (typeof BAG_COLUMNS)[number];
const REQUIRED: readonly BagColumn[] = ['openbareruimte', 'huisnummer', 'postcode', 'woonplaats'];

/** Where each column is, by header name (-1 when absent); `count` is the header's length. */
export type BagColumns = Record<BagColumn, number> & { count: number };

/** The column positions a header gives; throws when a required column is missing. */
export function bagColumns(header: string[]): BagColumns {
  const names = header.map((name) => name.trim().toLowerCase());
  const columns = { count: header.length } as BagColumns;
  for (const name of BAG_COLUMNS) columns[name] = names.indexOf(name);
  // Which of two columns of one name holds the value cannot be known.
  const repeated = BAG_COLUMNS.filter((name) => names.lastIndexOf(name) !== columns[name]);
  if (repeated.length > 0) throw new Error(`the header names ${repeated.join(', ')} twice`);
  const missing = REQUIRED.filter((name) => columns[name] < 0);
  if (missing.length > 0) {
    throw new Error(`not an NLExtract bagadres.csv: the header has no ${missing.join(', ')}`);
  }
  // A position needs both: with one column alone every address would have half of one.
  if (columns.lon < 0 !== columns.lat < 0) {
    const [has, lacks] = columns.lon < 0 ? ['lat', 'lon'] : ['lon', 'lat'];
    throw new Error(`the header has ${has} but no ${lacks}: a position needs both`);
  }
  return columns;
}

// This runs for every one of the ~10 million BAG addresses, so it checks characters by code
// rather than with regular expressions, and builds every record with the same shape.

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isUpper = (c: number): boolean => c >= 65 && c <= 90;
const isLower = (c: number): boolean => c >= 97 && c <= 122;

/** "1012 ab" as "1012AB"; undefined unless four digits (the first not 0) and two letters. */
export function normalisePostcode(raw: string): string | undefined {
  let text = raw;
  if (text.length !== 6) {
    text = text.trim();
    if (text.length === 7 && text.charCodeAt(4) === 32) text = text.slice(0, 4) + text.slice(5);
    if (text.length !== 6) return undefined;
  }
  const first = text.charCodeAt(0);
  if (first === 48 || !isDigit(first)) return undefined;
  if (!isDigit(text.charCodeAt(1)) || !isDigit(text.charCodeAt(2))) return undefined;
  if (!isDigit(text.charCodeAt(3))) return undefined;
  const a = text.charCodeAt(4);
  const b = text.charCodeAt(5);
  if (isUpper(a) && isUpper(b)) return text;
  if ((isUpper(a) || isLower(a)) && (isUpper(b) || isLower(b))) return text.toUpperCase();
  return undefined;
}

/** A house number of 1 to 5 digits (BAG numbers run to 99999), or undefined. */
export function houseNumber(raw: string): number | undefined {
  const n = raw.length;
  if (n === 0 || n > 5) return undefined;
  let value = 0;
  for (let i = 0; i < n; i++) {
    const c = raw.charCodeAt(i);
    if (!isDigit(c)) return undefined;
    value = value * 10 + (c - 48);
  }
  return value === 0 ? undefined : value;
}

const isLetter = (c: number): boolean => isUpper(c) || isLower(c);

/** The BAG's house letter: one letter. */
const isHouseLetter = (text: string): boolean => text.length === 1 && isLetter(text.charCodeAt(0));

/** The BAG's huisnummertoevoeging: one to four letters and digits. */
function isAddition(text: string): boolean {
  if (text.length > 4) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!isLetter(c) && !isDigit(c)) return false;
  }
  return true;
}

/** The letter pairs SA, SD and SS, which are not issued (as in our own formats). */
function notIssued(postcode: string): boolean {
  if (postcode.charCodeAt(4) !== 83) return false;
  const second = postcode.charCodeAt(5);
  return second === 65 || second === 68 || second === 83;
}

/**
 * The BAG's addressable objects: verblijfsobject, ligplaats (a mooring) and standplaats (a
 * pitch). Another value is not BAG data, and each one would take a slot of the address index's
 * small table of object types.
 */
const OBJECT_TYPES = new Set(['VBO', 'LIG', 'STA']);
/** The object types written out, as some exports do. */
const OBJECT_TYPE_NAMES: Readonly<Record<string, string>> = {
  VERBLIJFSOBJECT: 'VBO',
  LIGPLAATS: 'LIG',
  STANDPLAATS: 'STA',
};

/** object_type as its code, undefined when absent, null when not a BAG object type. */
function objectType(raw: string | undefined): string | undefined | null {
  if (raw === undefined || OBJECT_TYPES.has(raw)) return raw;
  const upper = raw.toUpperCase();
  if (OBJECT_TYPES.has(upper)) return upper;
  return Object.hasOwn(OBJECT_TYPE_NAMES, upper) ? (OBJECT_TYPE_NAMES[upper] ?? null) : null;
}

/** nevenadres as NLExtract writes it (PostgreSQL's t/f) or spelled out; null when neither. */
function secondary(raw: string | undefined): boolean | null {
  switch (raw) {
    case undefined:
    case '':
    case 'f':
    case 'false':
    case 'F':
    case 'FALSE':
      return false;
    case 't':
    case 'true':
    case 'T':
    case 'TRUE':
      return true;
    default:
      return null;
  }
}

/**
 * A coordinate, undefined when empty or blank (objects without geometry), NaN when not a number.
 * Blank is checked apart: Number(' ') is 0, which would put the address off the coast of Ghana.
 */
function coordinate(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.length === 0) return undefined;
  const text = raw.trim();
  if (text.length === 0) return undefined;
  return Number(text.includes(',') ? text.replace(',', '.') : text);
}

/**
 * The WGS84 box the BAG's addresses lie in: the European Netherlands (the Caribbean islands are
 * not in the BAG), with a margin around its land (lat 50.75 to 53.56, lon 3.36 to 7.23) so an
 * address on the coast or a houseboat is never refused. Values outside it are RD x/y written
 * into lon/lat, lon and lat swapped, or another country's data.
 */
export const BAG_LAT = { min: 50.5, max: 54 };
export const BAG_LON = { min: 3, max: 7.5 };

/**
 * Why a coordinate pair cannot be a BAG address, or undefined when it can (or is absent).
 * `rawLat` and `rawLon` are the fields as written, for the message.
 */
function coordinateProblem(
  lat: number | undefined,
  lon: number | undefined,
  rawLat: string | undefined,
  rawLon: string | undefined,
): string | undefined {
  if (Number.isNaN(lon)) return `lon "${rawLon ?? ''}" is not a number`;
  if (Number.isNaN(lat)) return `lat "${rawLat ?? ''}" is not a number`;
  const outside =
    (lat !== undefined && (lat < BAG_LAT.min || lat > BAG_LAT.max)) ||
    (lon !== undefined && (lon < BAG_LON.min || lon > BAG_LON.max));
  if (!outside) return undefined;
  const swapped =
    lat !== undefined &&
    lon !== undefined &&
    lat >= BAG_LON.min &&
    lat <= BAG_LON.max &&
    lon >= BAG_LAT.min &&
    lon <= BAG_LAT.max;
  const rd = (lat ?? 0) > 1000 || (lon ?? 0) > 1000;
  const hint = swapped ? ' (lon and lat swapped?)' : rd ? ' (RD x and y in lon and lat?)' : '';
  return `lon ${lon ?? 'empty'}, lat ${lat ?? 'empty'} is not in the Netherlands (WGS84 lon ${BAG_LON.min} to ${BAG_LON.max}, lat ${BAG_LAT.min} to ${BAG_LAT.max})${hint}`;
}

/** Half a position places nothing, and a row that holds one is broken (a value lost or moved). */
function halfPosition(
  lat: number | undefined,
  lon: number | undefined,
  rawLat: string | undefined,
  rawLon: string | undefined,
): string | undefined {
  if ((lat === undefined) === (lon === undefined)) return undefined;
  const [empty, given, value] = lat === undefined ? ['lat', 'lon', rawLon] : ['lon', 'lat', rawLat];
  return `${empty} is empty while ${given} is ${(value ?? '').trim()}: a position needs both (or neither, for an object without geometry)`;
}

/** Whether a character code is certainly not one that trim() removes (a cheap test). */
const plain = (c: number): boolean => c > 32 && c < 0x1680 && c !== 0xa0;

/**
 * A value without the spaces around it, undefined when empty or blank: a blank street is no
 * street, and " Damrak" would be shown as written.
 */
const optional = (fields: string[], index: number): string | undefined => {
  if (index < 0) return undefined;
  const value = fields[index];
  if (value === undefined || value.length === 0) return undefined;
  // Nearly every value has no spaces around it: two character tests are cheaper than trim().
  if (plain(value.charCodeAt(0)) && plain(value.charCodeAt(value.length - 1))) return value;
  const trimmed = value.trim();
  return trimmed.length === 0 ? undefined : trimmed;
};

/** One bagadres.csv row as an address record, or why it is rejected. */
export function mapBagRow(columns: BagColumns, fields: string[]): AddressRecord | string {
  if (fields.length !== columns.count) {
    return `expected ${columns.count} fields, found ${fields.length}`;
  }
  const street = optional(fields, columns.openbareruimte);
  if (street === undefined) return 'openbareruimte (the street) is empty';
  const city = optional(fields, columns.woonplaats);
  if (city === undefined) return 'woonplaats (the city) is empty';
  const rawPostcode = fields[columns.postcode] ?? '';
  const postcode = normalisePostcode(rawPostcode);
  if (postcode === undefined) return `postcode "${rawPostcode}" is not a Dutch postcode`;
  if (notIssued(postcode)) {
    return `postcode "${rawPostcode}" is not a Dutch postcode (the letters SA, SD and SS are not issued)`;
  }
  const rawNumber = fields[columns.huisnummer] ?? '';
  const number = houseNumber(optional(fields, columns.huisnummer) ?? '');
  if (number === undefined) return `huisnummer "${rawNumber}" is not a house number`;
  const isSecondary = secondary(optional(fields, columns.nevenadres));
  if (isSecondary === null) {
    return `nevenadres "${fields[columns.nevenadres] ?? ''}" is not t, f, true or false`;
  }
  const type = objectType(optional(fields, columns.object_type));
  if (type === null) {
    return `object_type "${fields[columns.object_type] ?? ''}" is not VBO, LIG or STA`;
  }
  const letter = optional(fields, columns.huisletter);
  if (letter !== undefined && !isHouseLetter(letter)) {
    return `huisletter "${letter}" is not one letter`;
  }
  const addition = optional(fields, columns.huisnummertoevoeging);
  if (addition !== undefined && !isAddition(addition)) {
    return `huisnummertoevoeging "${addition}" is not one to four letters and digits`;
  }
  const rawLat = optional(fields, columns.lat);
  const rawLon = optional(fields, columns.lon);
  const lat = coordinate(rawLat);
  const lon = coordinate(rawLon);
  const problem =
    coordinateProblem(lat, lon, rawLat, rawLon) ?? halfPosition(lat, lon, rawLat, rawLon);
  if (problem) return problem;
  return {
    postcode,
    houseNumber: number,
    houseLetter: letter,
    addition,
    street,
    city,
    municipality: optional(fields, columns.gemeente),
    province: optional(fields, columns.provincie),
    objectId: optional(fields, columns.object_id),
    objectType: type,
    secondary: isSecondary,
    lat,
    lon,
  };
}
