/**
 * A code or name ending the address lines (address-lines.ts) that is not the country: a
 * province's code, or another country's code, after a Dutch postcode and city.
 */
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';
import { endsAsDutchAddress } from './address-line-postcodes.js';
import { POSTCODE_WRITTEN, dutchPostcode } from './postcode-written.js';
import { provinceKey } from './provinces.js';

const DUTCH_POSTCODE_IN_PART = new RegExp(`(?:^|\\s)${POSTCODE_WRITTEN}(?:\\s|$)`, 'i');

/** Whether a part has a Dutch postcode written in it ("1012 LG Amsterdam", "Damrak 1 1012LG"). */
export const dutchPostcodeInPart = (part: string): boolean => DUTCH_POSTCODE_IN_PART.test(part);

/**
 * "…, 8911 CK Leeuwarden, FR": a province's code after a Dutch postcode is the province (FR
 * Friesland, GR Groningen), though it is a country's code too.
 */
export const provinceOfDutchAddress = (part: string, parts: readonly string[]): boolean =>
  provinceKey(part) !== undefined && parts.some((p) => DUTCH_POSTCODE_IN_PART.test(p));

/**
 * "… 1012 LG Amsterdam NO": another country's two-letter code after a Dutch postcode and city,
 * which no other country writes. As with a province's code (FR), the postcode decides: the
 * address is Dutch and the code is left unread, not taken for the country (a country's name
 * is). Only where the postcode and city end the lines (endsAsDutchAddress): "1500 NE Irving
 * St, Portland, OR 97232, US" and "Storgata 1, 5200 Os, NO" only look like one in a part, and
 * so does "5200 OS" before a code in capitals (codeAfterPostcodeAlone).
 */
export const foreignCodeOfDutchAddress = (part: string, parts: readonly string[]): boolean =>
  /^[A-Za-z]{2}$/.test(part) &&
  parseIssuingCountry(part) !== 'NL' &&
  endsAsDutchAddress(parts) &&
  !codeAfterPostcodeAlone(part, parts);

/**
 * The countries whose postcodes are four digits, as the digits of "5200 OS" are (Norway's
 * postcode and the place Os): AT, BE, BG, CH, CY, DK, HU, LU, NO, SI and others.
 */
const FOUR_DIGIT_POSTCODES = new Set(
  'AL AM AT AU BD BE BG CH CY DK GE GL HU LI LU MK MZ NO NZ PH SI TN ZA'.split(' '),
);

/**
 * "Storgata 1, 5200 OS, NO": a code in capitals after a postcode alone, where the lines write
 * lower case elsewhere, is written as a country's code is, not as a place's name ("9131 AA,
 * Ee", the village): the postcode alone tells no Dutch address then. Only for a country whose
 * postcodes are four digits: "9131 AA, EE" is no Estonian postcode (five digits) but the
 * village Ee written in capitals, as Dutch addresses write the place. In lines all in capitals
 * the case tells nothing, and the postcode decides.
 */
const codeAfterPostcodeAlone = (code: string, parts: readonly string[]): boolean =>
  /^[A-Z]{2}$/.test(code) &&
  FOUR_DIGIT_POSTCODES.has(parseIssuingCountry(code) ?? '') &&
  dutchPostcode(parts.at(-1) ?? '') !== undefined &&
  parts.some((part) => /\p{Ll}/u.test(part));
