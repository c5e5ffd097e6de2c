/**
 * Address lines that are another country's address before its code, though a Dutch postcode
 * may be read in them: a place's name after four digits ("2300 La Chaux-de-Fonds, CH"), a
 * street named in French, a postcode's letters that are the country's place ("5200 OS, NO").
 */
import type { Address } from '../contract/address.js';
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';
import type { PostcodeCountryConflict } from './address-line-country-conflict.js';
import { streetOfPart } from './address-line-fields.js';
import {
  DIGITS_ONLY_POSTCODES,
  FOUR_DIGIT_POSTCODES,
  lettersMayNameAPlace,
} from './address-line-postcode-forms.js';
import { dutchPostcode } from './postcode-written.js';

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
 * Countries whose postcodes are digits only and that name streets in French: Rue, Avenue,
 * Place (France, and Belgium, Switzerland and Luxembourg, whose postcodes are four digits).
 */
const FRENCH_STREET_NAMES_TOO = new Set(['BE', 'CH', 'LU', 'FR']);

/** A street's name beginning as a French one does: "Rue Haute", "Chaussée de Wavre", "Bd Anspach". */
const FRENCH_STREET_START =
  /^(?:rue|avenue|av\.|chauss[ée]e|place|boulevard|bd\.?|quai|impasse|all[ée]e)\s/i;

/** Whether the lines' street is named as the country's streets are, and no Dutch ones: "Rue Haute". */
const countrysStreetBefore = (parts: readonly string[], country: string): boolean => {
  if (!FRENCH_STREET_NAMES_TOO.has(country)) return false;
  const street = parts.map(streetOfPart).find((name) => name !== undefined);
  return street !== undefined && FRENCH_STREET_START.test(street);
};

/**
 * In lines that conflict, whether the postcode's letters are read as the country's place
 * ("5200 OS, NO": Norway's postcode 5200 and the place Os) rather than kept as the postcode as
 * written. Only for a country whose postcodes are four digits, and where the letters may name a
 * place (Os, As, Ry; LG, BX, KL none). A city given decides before all: the letters are the
 * place where they are that city. A street ending as only a Dutch one does ("Kerkstraat 12,
 * 9131 AA, NO"; not before BE, as Flanders names its streets so) keeps the postcode whole. The
 * reading gives the fields for the sections that compare them; the verdict is P06 either way.
 */
export function postcodeLettersAPlace(
  conflict: PostcodeCountryConflict,
  parts: readonly string[],
  given: Address,
): boolean {
  const letters = dutchPostcode(parts.at(-1) ?? '')?.slice(-2);
  if (!FOUR_DIGIT_POSTCODES.has(conflict.code) || letters === undefined) return false;
  if (!lettersMayNameAPlace(letters)) return false;
  const city = given.city?.trim() ?? '';
  if (city !== '') return city.toUpperCase() === letters;
  return countrysStreetBefore(parts, conflict.code) || !dutchStreetBefore(parts, conflict.code);
}

/**
 * Four digits, then two letters written as a word is, a capital and a small letter, then more
 * of the place's name: "2300 La Chaux-de-Fonds", "7100 La Louvière", "8420 De Haan". A Dutch
 * postcode's letters are written both capitals or both small ("1012 LG", "1012 lg"), never so.
 */
const DIGITS_THEN_PLACE_OF_WORDS = /(?:^|\s)\d{4}\s+\p{Lu}\p{Ll}\s+\p{L}[^\d]*$/u;

/** Four digits, then a word of two letters in any case, then more of the place's name. */
const DIGITS_THEN_TWO_LETTER_WORD = /(?:^|\s)\d{4}\s+(\p{L}{2})\s+(\p{L}[^\d]*)$/u;

/**
 * Whether the letters after the digits are written in capitals before a place that is not
 * ("8911 LE Leeuwarden"), as a Dutch postcode's letters are and a place's first word never is.
 */
const capitalsBeforePlace = (letters: string, place: string): boolean =>
  letters === letters.toUpperCase() && place !== place.toUpperCase();

/**
 * Whether the lines' street, or failing one the first part, begins as a French street's name
 * ("RUE NEUVE 1", "rue neuve 1 2300 la chaux-de-fonds") before the code of a country that
 * names its streets so.
 */
export const frenchStreetBefore = (parts: readonly string[], country: string): boolean => {
  if (!FRENCH_STREET_NAMES_TOO.has(country)) return false;
  const street = parts.map(streetOfPart).find((name) => name !== undefined) ?? parts[0] ?? '';
  return FRENCH_STREET_START.test(street);
};

/**
 * "Rue Neuve 1, 2300 La Chaux-de-Fonds, CH": the code of a country whose postcodes are digits
 * only, after its postcode and a place whose name begins with a word of two letters. Read as a
 * Dutch postcode and city, "2300 LA" and "Chaux-de-Fonds", the code would be a conflict; the
 * letters written as a word, and the code, tell the country's address instead. Where the case
 * cannot tell ("RUE NEUVE 1, 2300 LA CHAUX-DE-FONDS, CH", all small, or the place in capitals),
 * a street named in French before the code of a country that names its streets so (BE, CH, LU,
 * FR) tells it, where the two letters may begin a place's name (a vowel: La, Le, De; not "1000
 * BX Bruxelles"). Letters written as a postcode's after any other street ("…, 1012 LG
 * Amsterdam, NO", "damrak 1, 2300 la leiden, ch") are the conflict (codeAgainstPostcode).
 */
export const placeOfWordsBefore = (code: string, parts: readonly string[]): boolean => {
  const country = parseIssuingCountry(code) ?? '';
  if (!DIGITS_ONLY_POSTCODES.has(country)) return false;
  const last = parts.at(-1) ?? '';
  if (DIGITS_THEN_PLACE_OF_WORDS.test(last)) return true;
  const [, letters, place] = DIGITS_THEN_TWO_LETTER_WORD.exec(last) ?? [];
  return (
    letters !== undefined &&
    place !== undefined &&
    lettersMayNameAPlace(letters) &&
    !capitalsBeforePlace(letters, place) &&
    frenchStreetBefore(parts, country)
  );
};

/**
 * Whether the lines are the address of the country whose code follows (placeOfWordsBefore), its
 * postcodes being four digits as the lines write them. France's have five: "RUE NEUVE 1, 2300 LA
 * CHAUX-DE-FONDS, FR" is France all the same (no Friesland after a French street), but the
 * postcode is none of France's, and 2300 LA a Dutch one in form: the conflict, as where the
 * country is given.
 */
export const codeAfterPlaceOfWords = (code: string, parts: readonly string[]): boolean =>
  FOUR_DIGIT_POSTCODES.has(parseIssuingCountry(code) ?? '') && placeOfWordsBefore(code, parts);

/** "RUE NEUVE 1 2300 LA CHAUX-DE-FONDS": the street and number, the postcode, and the place. */
const HEAD_POSTCODE_PLACE = /^(?:(.*\S)\s+)?(\d{4})\s+(\p{L}{2}\s+\p{L}[^\d]*)$/u;

/**
 * The postcode and place of lines that codeAfterPlaceOfWords reads as the country's address
 * before its code ("2300", "LA CHAUX-DE-FONDS"), with what comes before them in the last part
 * ("Rue Neuve 1", written without a comma); undefined for any other lines.
 */
export function postcodeAndPlaceOfWords(
  code: string,
  parts: readonly string[],
): { postcode: string; city: string; head?: string } | undefined {
  if (!codeAfterPlaceOfWords(code, parts)) return undefined;
  const written = HEAD_POSTCODE_PLACE.exec(parts.at(-1) ?? '');
  if (!written?.[2] || !written[3]) return undefined;
  return { postcode: written[2], city: written[3], ...(written[1] && { head: written[1] }) };
}
