/**
 * A code or name ending the address lines (address-lines.ts) that is not the country: a
 * province's code, or another country's code, after a Dutch postcode and city. The countries'
 * postcode forms, lines that are another country's address and the conflicts of a Dutch
 * postcode with another country are in the modules re-exported below.
 */
import type { Address } from '../contract/address.js';
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';
import { codeAgainstPostcode } from './address-line-country-conflict.js';
import { bulgarianSigns } from './address-line-ground-floor.js';
import {
  codeAfterPlaceOfWords,
  frenchStreetBefore,
  placeOfWordsBefore,
} from './address-line-place-of-words.js';
import {
  DUTCH_PLACES_NAMED_AS_A_CODE,
  FOUR_DIGIT_POSTCODES,
  lettersMayNameAPlace,
  postcodeCountrysCode,
} from './address-line-postcode-forms.js';
import { endsAsDutchAddress } from './address-line-postcodes.js';
import { POSTCODE_WRITTEN, dutchPostcode } from './postcode-written.js';
import { provinceKey } from './provinces.js';

export {
  describeCountryConflict,
  digitCountConflict,
  givenCountryConflict,
  linesGivenCountryConflict,
  postcodeCountryConflict,
  type PostcodeCountryConflict,
} from './address-line-country-conflict.js';
export { postcodeAndPlaceOfWords, postcodeLettersAPlace } from './address-line-place-of-words.js';
export { lettersMayNameAPlace } from './address-line-postcode-forms.js';

const DUTCH_POSTCODE_IN_PART = new RegExp(`(?:^|\\s)${POSTCODE_WRITTEN}(?:\\s|$)`, 'i');

/** Whether a part has a Dutch postcode written in it ("1012 LG Amsterdam", "Damrak 1 1012LG"). */
export const dutchPostcodeInPart = (part: string): boolean => DUTCH_POSTCODE_IN_PART.test(part);

/**
 * "…, 8911 CK Leeuwarden, FR": a province's code after a Dutch postcode is the province (FR
 * Friesland, GR Groningen), though it is a country's code too; not where the lines before it
 * read as that country's address after a street named in French ("RUE NEUVE 1, 2300 LA
 * CHAUX-DE-FONDS, FR": placeOfWordsBefore). Letters written as a word alone do not tell it
 * there: "Kerkstraat 1, 9711 Le Groningen, GR" is Groningen's postcode 9711 LE.
 */
export const provinceOfDutchAddress = (part: string, parts: readonly string[]): boolean => {
  if (provinceKey(part) === undefined || !parts.some((p) => DUTCH_POSTCODE_IN_PART.test(p))) {
    return false;
  }
  const before = parts.at(-1) === part ? parts.slice(0, -1) : parts;
  const country = parseIssuingCountry(part) ?? '';
  return !(frenchStreetBefore(before, country) && placeOfWordsBefore(part, before));
};

/**
 * "Rue de la Paix 12 2300 La Chaux-de-Fonds FR": a province's code that is a country's too (FR
 * France and Friesland) ending a part without commas after a postcode written as a Dutch one
 * and a place, apart as "…, 2300 La Chaux-de-Fonds, FR" sets it, where that reads the code as
 * the country (provinceOfDutchAddress: a place of words after a street named in French).
 * "Kerkstraat 1 8911 CK Leeuwarden FR" stays whole, Friesland after the city
 * (cityWithoutProvince), as after a comma.
 */
export function provinceCodeAsCountry(part: string): [string, string] | undefined {
  const [, rest, code] = /^(.*\S)\s+([A-Za-z]{2})$/.exec(part) ?? [];
  if (!rest || !code || provinceKey(code) === undefined) return undefined;
  if (parseIssuingCountry(code) === undefined || !dutchPostcodeInPart(rest)) return undefined;
  return provinceOfDutchAddress(code, [rest, code]) ? undefined : [rest, code];
}

/**
 * "… 1012 LG Amsterdam BG": a two-letter code after a Dutch postcode and city, or a postcode
 * alone, that is left unread: the address is Dutch. Only where the postcode and city, or the
 * postcode alone, end the lines (endsAsDutchAddress): "1500 NE Irving St, Portland, OR 97232,
 * US" only looks like one in a part. Another country's code is that country, in conflict with
 * the postcode ("…, 1012 LG Amsterdam, NO", "…, 1012 LG Amsterdam, GB": codeAgainstPostcode;
 * not "…, 1012 LG Amsterdam, BV", a legal form: postcodeCountrysCode),
 * or without one where the lines are that country's address ("2300 La Chaux-de-Fonds, CH":
 * codeAfterPlaceOfWords). Left unread are BG, which Dutch lines write for the ground floor,
 * Bulgaria's only where the address shows itself Bulgarian ("ul. Vitosha 15, 1012 AB Sofia,
 * BG": bulgarianSigns), and the village Ee after a postcode alone (codeAgainstPostcode); a
 * province's code is read before (provinceOfDutchAddress).
 */
export const foreignCodeOfDutchAddress = (
  part: string,
  parts: readonly string[],
  given: Address,
): boolean =>
  /^[A-Za-z]{2}$/.test(part) &&
  parseIssuingCountry(part) !== 'NL' &&
  endsAsDutchAddress(parts) &&
  ((/^bg$/i.test(part) && !bulgarianSigns(given, parts)) ||
    (!codeAgainstPostcode(part, parts) && !codeAfterPlaceOfWords(part, parts)));

/**
 * "Skanderborgvej 1 8680 Ry DK": four digits and a place of two letters written as a name is (a
 * capital and a small letter, a vowel: Ry, Os), then the code of a country whose postcodes are
 * four digits, in a part without commas: the part and the code apart, as a comma would set them,
 * so that the lines read as "Skanderborgvej 1 8680 Ry, DK" do (postcodeCountryConflict leaves
 * such letters to the country). Not a province's code (GE, LI), which a Dutch address writes.
 */
const DIGITS_PLACE_LETTERS_CODE = /^((?:.*\s)?\d{4}\s(\p{Lu}\p{Ll}))\s([A-Za-z]{2})$/u;

/**
 * "Damrak 1 1012 LG DE", "Damrak 1 1012 LG GB": a street and number, a Dutch postcode, then
 * another country's code, apart as "Damrak 1 1012 LG, DE" is: the conflict. Not Ee, the
 * village, nor BG, the ground floor, nor a province's code, which a Dutch address writes there.
 */
const STREET_POSTCODE_CODE = new RegExp(
  String.raw`^(\p{L}[^\d]*\s\d{1,5}[A-Za-z]?\s+(${POSTCODE_WRITTEN}))\s([A-Za-z]{2})$`,
  'iu',
);

export function codeAfterPlaceLetters(part: string): [string, string] | undefined {
  const [, rest, letters, code] = DIGITS_PLACE_LETTERS_CODE.exec(part) ?? [];
  if (rest && letters && code && provinceKey(code) === undefined) {
    const fourDigits = FOUR_DIGIT_POSTCODES.has(parseIssuingCountry(code) ?? '');
    if (lettersMayNameAPlace(letters) && fourDigits) return [rest, code];
  }
  const [, head, postcode, other] = STREET_POSTCODE_CODE.exec(part) ?? [];
  if (!head || !postcode || !other || provinceKey(other) !== undefined) return undefined;
  if (DUTCH_PLACES_NAMED_AS_A_CODE.has(other.toUpperCase()) || /^bg$/i.test(other))
    return undefined;
  return postcodeCountrysCode(other) && dutchPostcode(postcode) !== undefined
    ? [head, other]
    : undefined;
}
