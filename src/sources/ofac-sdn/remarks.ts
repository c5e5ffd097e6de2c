import { lookupTable } from '../../entities/lookup-table.js';
import { birthRange } from '../birth-range.js';
import { countryCode } from '../countries.js';

/** An identity document the remarks state: `Passport A1234567 (Iran) issued 01 Jan 2010`. */
export interface IdDocument {
  /** As OFAC labels it: Passport, National ID No., Cedula No., SSN, ... */
  type: string;
  number: string;
  /** ISO code of the first parenthesised country OFAC names. */
  country?: string;
  issued?: string;
  expires?: string;
}

/** What the Remarks field of one sdn.csv row states, in the entity model's value formats. */
export interface Remarks {
  birthDates: string[];
  birthPlaces: string[];
  birthCountries: string[];
  nationalities: string[];
  citizenships: string[];
  gender?: 'male' | 'female';
  passports: IdDocument[];
  identifications: IdDocument[];
  taxNumbers: string[];
  registrationNumbers: string[];
  vatCodes: string[];
  leiCodes: string[];
  websites: string[];
  emails: string[];
  phones: string[];
  establishedDates: string[];
  /** The low-quality aliases, which OFAC keeps only here, in single quotes. */
  weakAliases: string[];
  /** Names of the SDN entries this one is linked to. */
  linkedTo: string[];
  /**
   * Nationalities, citizenships and the countries of places of birth stated that name no known
   * country, as `[property, text]`: the mapper reports them as left out.
   */
  unknownCountries: [string, string][];
  /**
   * Document statements without a number that reads (`Passport (Iran)`), with the country
   * their brackets name: the document is not made, so the mapper reports that country as left out.
   */
  numberlessDocuments: { type: string; text: string; country: string }[];
}

// Read with three letters of a remark: none names an object member, but the table has no
// prototype all the same, as every table the lists' text is looked up in.
const MONTHS: Readonly<Record<string, string>> = lookupTable({
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
});

const isDigits = (text: string): boolean => text.length > 0 && /^\d+$/.test(text);

/** One OFAC date ("12 Jan 1960", "Jan 1960", "1960") as YYYY[-MM[-DD]], or undefined. */
export function ofacDate(text: string): string | undefined {
  const parts = text.trim().split(/\s+/);
  const year = parts[parts.length - 1] ?? '';
  if (year.length !== 4 || !isDigits(year)) return undefined;
  if (parts.length === 1) return year;
  const month = MONTHS[(parts[parts.length - 2] ?? '').slice(0, 3).toLowerCase()];
  if (month === undefined || parts.length > 3) return undefined;
  if (parts.length === 2) return `${year}-${month}`;
  const day = parts[0] ?? '';
  if (!isDigits(day) || Number(day) < 1 || Number(day) > 31) return undefined;
  return `${year}-${month}-${day.padStart(2, '0')}`;
}

/**
 * The dates a DOB statement gives: a date, `circa` a date, or a range `A to B` or `1979-1982`
 * (birthRange: every year of it, the rule every list format shares).
 */
export function ofacDates(text: string): string[] {
  const value = text.replace(/^(circa|approximately)\s+/i, '').trim();
  const range = /^(\d{4})\s*[-\u2013]\s*(\d{4})$/.exec(value)?.slice(1) ?? value.split(/\s+to\s+/);
  if (range.length === 2) {
    const from = ofacDate(range[0]?.replace(/^circa\s+/i, '') ?? '');
    const to = ofacDate(range[1]?.replace(/^circa\s+/i, '') ?? '');
    if (from === undefined || to === undefined) return [];
    return birthRange(from, to);
  }
  const date = ofacDate(value);
  return date === undefined ? [] : [date];
}

/**
 * A document statement: number, then parenthesised countries, then issued/expires dates
 * (`AB123456 (Colombia) issued 03 Mar 2005`). The number may begin with a bracketed part
 * (`(HWI)040182 (Burma)`) and a `#` or `No.:` label (`#H0044232`); OFAC also writes the older
 * comma form `No.: 0310857, Eritrea, Issue Date 21 August 2006`.
 */
export function idDocument(type: string, text: string): IdDocument | undefined {
  const value = text.trim().replace(/^(No\.?:?|#)\s*/i, '');
  if (!value.includes('(') && value.includes(', ')) return commaDocument(type, value);
  // The number ends at the first bracket after a space: one glued to it is part of it.
  const open = value.search(/\s\(/);
  const head = (open < 0 ? value : value.slice(0, open)).split(/\s+(issued|expires)\s+/)[0] ?? '';
  const number = head.trim();
  if (number.length === 0 || /^\([^)]*\)$/.test(number)) return undefined;
  const document: IdDocument = { type, number };
  for (const match of value.slice(number.length).matchAll(/\(([^)]*)\)/g)) {
    const code = countryCode(match[1]);
    if (code !== undefined) {
      document.country = code;
      break;
    }
  }
  const issued = ofacDate(/\bissued\s+(.+?)(\s+expires\b|$)/.exec(value)?.[1] ?? '');
  const expires = ofacDate(/\bexpires\s+(.+)$/.exec(value)?.[1] ?? '');
  if (issued !== undefined) document.issued = issued;
  if (expires !== undefined) document.expires = expires;
  return document;
}

/** `0310857, Eritrea, Issue Date 21 August 2006`: the number, then a country and dates. */
function commaDocument(type: string, value: string): IdDocument | undefined {
  const [number, ...rest] = value.split(/,\s+/).map((part) => part.trim());
  if (!number) return undefined;
  const document: IdDocument = { type, number };
  for (const part of rest) {
    const issued = /^issue(d| date)\s+(.+)$/i.exec(part)?.[2];
    const expires = /^(expires|expiration date|expiry date)\s+(.+)$/i.exec(part)?.[2];
    const code = countryCode(part);
    if (issued && ofacDate(issued)) document.issued = ofacDate(issued);
    else if (expires && ofacDate(expires)) document.expires = ofacDate(expires);
    else if (code && !document.country) document.country = code;
  }
  return document;
}

/** The number before any parenthesised country: `Tax ID No. 52-2083095 (United States)`. */
const numberOf = (text: string): string => {
  const open = text.indexOf('(');
  return (open < 0 ? text : text.slice(0, open)).trim();
};

const unquote = (text: string): string => text.trim().replace(/^'(.*)'$/, '$1');

const push = (list: string[], value: string | undefined): void => {
  if (value !== undefined && value.length > 0 && !list.includes(value)) list.push(value);
};

type Handler = (value: string, out: Remarks) => void;
type ListOf<T> = { [K in keyof Remarks]-?: Remarks[K] extends T[] ? K : never }[keyof Remarks];

/** A handler that adds what `read` finds in a statement's value to one list. */
const into =
  (list: ListOf<string>, read: (value: string) => (string | undefined)[]): Handler =>
  (value, out) => {
    for (const found of read(value)) push(out[list], found);
  };

const documents =
  (type: string, list: ListOf<IdDocument>): Handler =>
  (value, out) => {
    const parsed = idDocument(type, value);
    if (parsed) {
      out[list].push(parsed);
      return;
    }
    // Only a bracket that names a country: brackets also hold other remarks (`(individual)`).
    const country = [...value.matchAll(/\(([^)]*)\)/g)]
      .map((match) => (match[1] ?? '').trim())
      .find((text) => countryCode(text) !== undefined);
    if (country !== undefined) {
      out.numberlessDocuments.push({ type, text: value.trim(), country });
    }
  };

/**
 * The country a place of birth ends in, as OFAC writes it ("Cali, Colombia", "Lebanon"), with
 * the text it was read from: its last part, or its last two where OFAC inverts a country's name
 * ("Pyongyang, Korea, North"). `code` is undefined where that text names no country.
 */
export function birthCountryOf(place: string): { code?: string; text: string } {
  const parts = place.split(',').map((part) => part.trim());
  const last = parts[parts.length - 1] ?? '';
  const lastTwo = parts.slice(-2).join(', ');
  const inverted = parts.length > 1 ? countryCode(lastTwo) : undefined;
  if (inverted !== undefined) return { code: inverted, text: lastTwo };
  const code = countryCode(last);
  return code === undefined ? { text: last } : { code, text: last };
}

const asText = (value: string): string[] => [value.trim()];
/** A handler adding a country's code to one list, or noting the value that names none. */
const countryInto =
  (list: 'nationalities' | 'citizenships', property: string): Handler =>
  (value, out) => {
    const code = countryCode(value);
    if (code !== undefined) push(out[list], code);
    else out.unknownCountries.push([property, value.trim()]);
  };
const asNumber = (value: string): string[] => [numberOf(value)];
const asName = (value: string): string[] => [unquote(value)];

// Prefixes are matched after an optional "alt. ", which OFAC puts before a second value.
const HANDLERS: [string, Handler][] = [
  ['DOB ', into('birthDates', ofacDates)],
  [
    'POB ',
    (value, out) => {
      push(out.birthPlaces, value.trim());
      const country = birthCountryOf(value);
      if (country.code !== undefined) push(out.birthCountries, country.code);
      else out.unknownCountries.push(['birthCountry', country.text]);
    },
  ],
  ['nationality ', countryInto('nationalities', 'nationality')],
  ['citizen ', countryInto('citizenships', 'citizenship')],
  [
    'Gender ',
    (value, out) => {
      const gender = value.trim().toLowerCase();
      if (gender === 'male' || gender === 'female') out.gender = gender;
    },
  ],
  ['Passport ', documents('Passport', 'passports')],
  ['Diplomatic Passport ', documents('Diplomatic Passport', 'passports')],
  ['Stateless Person Passport ', documents('Stateless Person Passport', 'passports')],
  ['Travel Document Number ', documents('Travel Document Number', 'passports')],
  ['National ID No. ', documents('National ID No.', 'identifications')],
  ['Personal ID Card ', documents('Personal ID Card', 'identifications')],
  ["Driver's License No. ", documents("Driver's License No.", 'identifications')],
  // Mexico's personal register number (Clave Única de Registro de Población).
  ['C.U.R.P. ', documents('C.U.R.P.', 'identifications')],
  // Colombia's and Mexico's tax numbers (Número de Identificación Tributaria, Registro Federal
  // de Contribuyentes).
  ['NIT # ', into('taxNumbers', asNumber)],
  ['R.F.C. ', into('taxNumbers', asNumber)],
  ['Cedula No. ', documents('Cedula No.', 'identifications')],
  ['SSN ', documents('SSN', 'identifications')],
  ['Identification Number ', documents('Identification Number', 'identifications')],
  ['Tax ID No. ', into('taxNumbers', asNumber)],
  ['Business Registration Number ', into('registrationNumbers', asNumber)],
  ['Registration Number ', into('registrationNumbers', asNumber)],
  ['Registration ID ', into('registrationNumbers', asNumber)],
  ['Company Number ', into('registrationNumbers', asNumber)],
  ['UK Company Number ', into('registrationNumbers', asNumber)],
  // The Dutch Chamber of Commerce (KvK) number, Belgium's enterprise number and other registers'.
  ['Chamber of Commerce Number ', into('registrationNumbers', asNumber)],
  ['Enterprise Number ', into('registrationNumbers', asNumber)],
  ['Commercial Registry Number ', into('registrationNumbers', asNumber)],
  ['Business Number ', into('registrationNumbers', asNumber)],
  ['Certificate of Incorporation Number ', into('registrationNumbers', asNumber)],
  ['Public Registration Number ', into('registrationNumbers', asNumber)],
  ['V.A.T. Number ', into('vatCodes', asNumber)],
  ['Legal Entity Number ', into('leiCodes', asNumber)],
  ['Website ', into('websites', asText)],
  ['Email Address ', into('emails', asText)],
  ['Telephone No. ', into('phones', asText)],
  ['Phone Number ', into('phones', asText)],
  ['Organization Established Date ', into('establishedDates', ofacDates)],
  ['a.k.a. ', into('weakAliases', asName)],
  ['f.k.a. ', into('weakAliases', asName)],
  ['n.k.a. ', into('weakAliases', asName)],
  ['Linked To: ', into('linkedTo', asText)],
];

const emptyRemarks = (): Remarks => ({
  birthDates: [],
  birthPlaces: [],
  birthCountries: [],
  nationalities: [],
  citizenships: [],
  passports: [],
  identifications: [],
  taxNumbers: [],
  registrationNumbers: [],
  vatCodes: [],
  leiCodes: [],
  websites: [],
  emails: [],
  phones: [],
  establishedDates: [],
  weakAliases: [],
  linkedTo: [],
  unknownCountries: [],
  numberlessDocuments: [],
});

/**
 * Reads the statements of an sdn.csv Remarks field ("DOB 12 Jan 1960; POB Baghdad, Iraq;
 * nationality Iraq; Passport A1234 (Iraq)."). Statements it does not know are left alone: the
 * mapper keeps the whole field in the entity's notes.
 */
export function parseRemarks(remarks: string | undefined): Remarks {
  const out = emptyRemarks();
  if (remarks === undefined) return out;
  // OFAC ends every record with a period, which is not part of the last statement.
  const text = remarks.trim().replace(/\.$/, '');
  for (const raw of text.split(';')) {
    let item = raw.trim();
    if (item.startsWith('alt. ')) item = item.slice(5);
    for (const [prefix, handle] of HANDLERS) {
      if (item.startsWith(prefix)) {
        handle(item.slice(prefix.length), out);
        break;
      }
    }
  }
  return out;
}
