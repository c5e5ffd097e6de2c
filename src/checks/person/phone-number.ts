/**
 * Reading the telephone number of a person check with libphonenumber-js (the `max` metadata,
 * which knows number types): national and international notation, the default region from
 * the address country (else NL), and why a number is not valid.
 */
import { LruCache } from '../../cache/lru-cache.js';
import { countryName } from '../../validators/country-name.js';
import {
  isSupportedCountry,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { parseOrUndefined, parsePhoneNumber } from '../../entities/records.js';
import { parseIssuingCountry } from '../../validators/id-document/index.js';

export type PhoneReading =
  | {
      ok: true;
      /** E.164, as libphonenumber writes it. */
      e164: string;
      /** The number as the phone directory keys it (docs/formats.md), when it has that form. */
      directoryKey: string | undefined;
      /** The country the number belongs to, when the numbering plan tells. */
      country: string | undefined;
      callingCode: string;
      valid: boolean;
      /** Why the number is not valid; absent when it is. */
      problem?: string;
      /** landline, mobile, ... (lower case words), when the numbering plan tells. */
      kind: string | undefined;
    }
  | { ok: false; problem: string };

const DEFAULT_REGION: CountryCode = 'NL';

/** The region national numbers are read in: the address country where it is one, else NL. */
export function defaultRegionOf(addressCountry: string | undefined): CountryCode {
  const country = parseIssuingCountry(addressCountry);
  return country && isSupportedCountry(country) ? country : DEFAULT_REGION;
}

const KINDS: Readonly<Record<string, string>> = {
  FIXED_LINE: 'landline',
  MOBILE: 'mobile',
  FIXED_LINE_OR_MOBILE: 'landline or mobile',
  TOLL_FREE: 'free-phone',
  PREMIUM_RATE: 'premium-rate',
  SHARED_COST: 'shared-cost',
  VOIP: 'VoIP',
  PERSONAL_NUMBER: 'personal',
  PAGER: 'pager',
  UAN: 'company (UAN)',
  VOICEMAIL: 'voicemail',
};

/** "the Netherlands (+31)", "Belgium (+32)". */
export function countryLabel(country: string | undefined, callingCode: string): string {
  if (!country) return `+${callingCode}`;
  return `${countryName(country)} (+${callingCode})`;
}

const PARSE_PROBLEMS: Readonly<Record<string, string>> = {
  NOT_A_NUMBER: 'it is not a telephone number',
  TOO_SHORT: 'it is too short',
  TOO_LONG: 'it is too long',
};

/** Why a number that has a country calling code is not valid. */
function invalidity(number: PhoneNumber, lengthProblem: string | undefined): string {
  const where = countryLabel(number.country, number.countryCallingCode);
  if (number.countryCallingCode === '31') {
    // The Dutch plan: nine digits after the trunk 0, except the 0800 and 090x service numbers.
    const digits = number.nationalNumber.length;
    const service = /^(800|90[069])/.test(number.nationalNumber);
    if (!service && digits < 9) {
      return `it is too short: Dutch numbers have nine digits after the 0 or +31 (this one has ${digits})`;
    }
    if (!service && digits > 9) {
      return `it is too long: Dutch numbers have nine digits after the 0 or +31 (this one has ${digits})`;
    }
  }
  if (lengthProblem === 'TOO_SHORT') return `it is too short for a number of ${where}`;
  if (lengthProblem === 'TOO_LONG') return `it is too long for a number of ${where}`;
  if (lengthProblem === 'INVALID_LENGTH') {
    return `no number of ${where} has ${number.nationalNumber.length} digits`;
  }
  return `it is not a possible number of ${where}: no such range in its numbering plan`;
}

/** Parsing is the costly part of the section, and the same numbers come back. */
const readings = new LruCache<PhoneReading>(10_000);

/** The number read in `region` (international numbers keep their own country). */
export function readPhoneNumber(text: string, region: CountryCode): PhoneReading {
  const key = `${region}|${text}`;
  let reading = readings.get(key);
  if (!reading) {
    reading = parse(text, region);
    readings.set(key, reading);
  }
  return reading;
}

function parse(text: string, region: CountryCode): PhoneReading {
  let number: PhoneNumber;
  try {
    number = parsePhoneNumberWithError(text, region);
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    if (error.message === 'INVALID_COUNTRY') {
      return { ok: false, problem: 'its country calling code does not exist' };
    }
    return { ok: false, problem: PARSE_PROBLEMS[error.message] ?? 'it is not a telephone number' };
  }
  const valid = number.isValid();
  const e164 = number.number;
  return {
    ok: true,
    e164,
    directoryKey: parseOrUndefined(parsePhoneNumber, e164),
    country: number.country,
    callingCode: number.countryCallingCode,
    valid,
    ...(!valid && { problem: invalidity(number, validatePhoneNumberLength(text, region)) }),
    kind: KINDS[number.getType() ?? ''],
  };
}
