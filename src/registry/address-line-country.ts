/**
 * A code or name ending the address lines (address-lines.ts) that is not the country: a
 * province's code, or another country's code, after a Dutch postcode and city.
 */
import type { Address } from '../contract/address.js';
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';
import { streetOfPart } from './address-line-fields.js';
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
 * so may "5200 OS" before a code in capitals (codeAfterPostcodeAlone).
 */
export const foreignCodeOfDutchAddress = (
  part: string,
  parts: readonly string[],
  given: Address,
): boolean =>
  /^[A-Za-z]{2}$/.test(part) &&
  parseIssuingCountry(part) !== 'NL' &&
  endsAsDutchAddress(parts) &&
  !codeAfterPostcodeAlone(part, parts, given);

/**
 * The countries whose postcodes are four digits, as the digits of "5200 OS" are (Norway's
 * postcode and the place Os): AT, BE, BG, CH, CY, DK, HU, LU, NO, SI and others.
 */
const FOUR_DIGIT_POSTCODES = new Set(
  'AL AM AT AU BD BE BG CH CY DK GE GL HU LI LU MK MZ NO NZ PH SI TN ZA'.split(' '),
);

/** Two letters that may be a place's name: a name has a vowel (Os, As, Ry, Au); LG, BX, KL none. */
const MAY_NAME_A_PLACE = /[AEIOUY]/;

/**
 * A street's name ending as only a Dutch one does (endsAsStreetName without -weg and -str.,
 * which Austria and Switzerland write too, and -ln, an English lane).
 */
const DUTCH_STREET_END = /(?:straat|laan|plein|singel|kade|dreef|gracht|plantsoen)$/i;

/** Countries whose streets are named in Dutch or Afrikaans too: Flanders' Kerkstraat in As. */
const DUTCH_STREET_NAMES_TOO = new Set(['BE', 'ZA']);

/** Whether the lines' street ends as a Dutch one, before another country's code (country). */
const dutchStreetBefore = (parts: readonly string[], country: string): boolean => {
  if (DUTCH_STREET_NAMES_TOO.has(country)) return false;
  const street = parts.map(streetOfPart).find((name) => name !== undefined);
  return street !== undefined && DUTCH_STREET_END.test(street);
};

/**
 * "Storgata 1, 5200 OS, NO": a code in capitals after a postcode alone, where the postcode's
 * letters may be a place of that country in capitals (the place Os), is that country's, in
 * lines of any case. Only for a country whose postcodes are four digits: "9131 AA, EE" is no
 * Estonian postcode (five digits) but the village Ee in capitals, as Dutch addresses write the
 * place. Letters without a vowel ("Damrak 1, 1012 LG, BE") are no place's name, and a street
 * ending as only a Dutch one does ("Kerkstraat 12, 9131 AA, NO"; not before BE, as Flanders
 * names its streets so) shows the address Dutch: the postcode decides there. A city given
 * decides before both: the letters are the place where they are that city ("Os"), and the
 * postcode's where the city is another ("Damrak 1, 1012 AB, BE" with Amsterdam).
 */
const codeAfterPostcodeAlone = (
  code: string,
  parts: readonly string[],
  given: Address,
): boolean => {
  const country = parseIssuingCountry(code) ?? '';
  const letters = dutchPostcode(parts.at(-1) ?? '')?.slice(-2);
  if (!/^[A-Z]{2}$/.test(code) || !FOUR_DIGIT_POSTCODES.has(country) || letters === undefined) {
    return false;
  }
  const city = given.city?.trim() ?? '';
  if (city !== '') return city.toUpperCase() === letters;
  return MAY_NAME_A_PLACE.test(letters) && !dutchStreetBefore(parts, country);
};
