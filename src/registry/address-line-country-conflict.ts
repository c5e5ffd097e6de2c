/**
 * A postcode written as only Dutch ones are and another country's code, in the address lines or
 * the fields given: which was meant is not known, and the verdict names the conflict (P06).
 */
import type { Address } from '../contract/address.js';
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';
import { codeAfterPlaceOfWords } from './address-line-place-of-words.js';
import {
  DIGITS_ONLY_POSTCODES,
  DUTCH_PLACES_NAMED_AS_A_CODE,
  digitCountAgainst,
  postcodeCountrysCode,
} from './address-line-postcode-forms.js';
import { endsAsDutchAddress } from './address-line-postcodes.js';
import { POSTCODE_WRITTEN, dutchPostcode } from './postcode-written.js';

/** A Dutch postcode ending a part, alone or after the street and number ("Damrak 1 1012 AB"). */
const ENDS_WITH_POSTCODE = new RegExp(`(?:^|\\s)(${POSTCODE_WRITTEN})$`, 'i');

/** A Dutch postcode ending a part, alone or with the city after it ("Damrak 1 1012 LG Amsterdam"). */
const POSTCODE_ENDING = new RegExp(`(?:^|\\s)(${POSTCODE_WRITTEN})(?:\\s+\\p{L}[^\\d]*)?$`, 'iu');

/** A part of words only, as a city is ("Amsterdam", "'s-Gravenhage"). */
const WORDS_ONLY = /^[^\d]*\p{L}[^\d]*$/u;

/**
 * The Dutch postcode that ends the lines as written: with the city after it in the last part
 * ("1012 LG Amsterdam", "Amsterdam 1012 LG"), alone there, or alone before a part of words,
 * the city ("1012 LG, Amsterdam"); undefined where none does.
 */
function endingPostcode(parts: readonly string[]): string | undefined {
  const last = parts.at(-1) ?? '';
  const before = parts.length > 1 && WORDS_ONLY.test(last) ? (parts.at(-2) ?? '') : '';
  const written = POSTCODE_ENDING.exec(last)?.[1] ?? (dutchPostcode(before) && before);
  return written ? dutchPostcode(written) : undefined;
}

/**
 * "Damrak 1, 1012 LG, BE", "Damrak 1, 1012 LG Amsterdam, NO", "Damrak 1, 1012 LG, GB": the
 * code of another country after a postcode written as only Dutch ones are, alone or with its
 * city, in lines and a code of any case ("be" as "BE"), whether that country's postcodes are
 * digits only or have letters of their own (GB, IE, CA). The lines
 * contradict themselves: the postcode is Dutch in form, the code another country's, and no
 * reading of the letters, the street or the city tells which was meant. So the code is the
 * country, the address is not validated against the Dutch address data (P06), and the verdict
 * names the conflict (postcodeCountryConflict) rather than settle it either way, as for the
 * zip_code and country fields (givenCountryConflict). Not a code that names a Dutch place after
 * the postcode alone ("9131 AA, EE": the village Ee in capitals, as Dutch addresses write the
 * place), nor a province's code (FR Friesland: provinceOfDutchAddress, read before).
 */
export const codeAgainstPostcode = (code: string, parts: readonly string[]): boolean => {
  if (!postcodeCountrysCode(code)) return false;
  // Alone in its part or after the street and number ("Hooftweg 6 hs 9131 EN Ee").
  const alone = ENDS_WITH_POSTCODE.test(parts.at(-1) ?? '');
  if (alone && DUTCH_PLACES_NAMED_AS_A_CODE.has(code.toUpperCase())) return false;
  return endingPostcode(parts) !== undefined;
};

/**
 * Letters after the digits written as a word is, a capital and a small letter ("8680 Ry",
 * "5200 Os"): a place's name, as a Dutch postcode's letters never are (DIGITS_THEN_PLACE_OF_WORDS),
 * so a real address of that country written so is no conflict.
 */
const LETTERS_WRITTEN_AS_A_PLACE = /\d\s*\p{Lu}\p{Ll}$/u;

/**
 * A postcode written as only Dutch ones are, with another country's code after it; or one of
 * digits of a count the country's never have (digitCount: "2300" with SE).
 */
export interface PostcodeCountryConflict {
  /** The postcode as Dutch postcodes are written ("1012 AB"), or as read ("2300"). */
  postcode: string;
  /** The country's code, in capitals ("BE"). */
  code: string;
  /**
   * Where the two were written: both ending the lines, both as fields of their own, or the
   * postcode in the lines and the country as a field.
   */
  source: 'lines' | 'given' | 'lines-and-given';
  /**
   * Set where the postcode is digits of a count the country's postcodes never have ("2300"
   * with SE, whose postcodes are five digits), not a Dutch one in form.
   */
  digitCount?: true;
}

/**
 * The conflict of lines that end with a postcode written as only Dutch ones are, alone or with
 * its city, and another country's code (its postcodes digits only, or written otherwise: GB),
 * which codeAgainstPostcode reads as the country ("Damrak 1, 1012 AB, BE", "Damrak 1, 1012 LG
 * Amsterdam, NO", "Damrak 1, 1012 LG, DE"); undefined where the lines read otherwise: as the
 * country's address ("5200 Os, NO", "2300 La Chaux-de-Fonds, CH"), or Dutch.
 */
export function postcodeCountryConflict(
  code: string,
  parts: readonly string[],
): PostcodeCountryConflict | undefined {
  if (!/^[A-Za-z]{2}$/.test(code) || !endsAsDutchAddress(parts)) return undefined;
  if (!codeAgainstPostcode(code, parts) || codeAfterPlaceOfWords(code, parts)) return undefined;
  if (LETTERS_WRITTEN_AS_A_PLACE.test(parts.at(-1)?.trim() ?? '')) return undefined;
  const postcode = endingPostcode(parts);
  return postcode === undefined
    ? undefined
    : { postcode: asWritten(postcode), code: code.toUpperCase(), source: 'lines' };
}

/** Who wrote the postcode and country that conflict, and how the country was written. */
const CONFLICT_WRITTEN: Record<PostcodeCountryConflict['source'], [string, string]> = {
  lines: ['the address lines write', 'end with the country code'],
  given: ['the address given writes', 'names the country'],
  'lines-and-given': ['the address lines write', 'the country given is'],
};

/** The conflict in words, as the P06 message and an address search's answer give it. */
export function describeCountryConflict(conflict: PostcodeCountryConflict): string {
  const [writes, country] = CONFLICT_WRITTEN[conflict.source];
  if (conflict.digitCount) {
    const five = conflict.code === 'US' ? 'five digits, or nine (ZIP+4)' : 'five digits';
    return `${writes} the postcode ${conflict.postcode}, and ${country} ${conflict.code}, whose postcodes are ${five}`;
  }
  const theirs = DIGITS_ONLY_POSTCODES.has(conflict.code)
    ? 'are digits only'
    : 'are written otherwise';
  return `${writes} the postcode ${conflict.postcode} as only Dutch postcodes are written, and ${country} ${conflict.code}, whose postcodes ${theirs}`;
}

/** "1012AB" as Dutch postcodes are written, "1012 AB". */
const asWritten = (postcode: string): string => `${postcode.slice(0, 4)} ${postcode.slice(4)}`;

/**
 * The code of a country given whose postcodes have a known form other than the Dutch one
 * (postcodeCountrysCode): digits only (BE, DE, US) or with letters of their own (GB SW1A 2AA,
 * IE D02 X285, CA K1A 0B1), none of which a postcode written as only Dutch ones are can be.
 */
const postcodeCountryGiven = (given: Address): string | undefined => {
  const code = given.country?.trim() ? parseIssuingCountry(given.country) : undefined;
  return code !== undefined && postcodeCountrysCode(code) ? code : undefined;
};

/**
 * The conflict of a zip_code field written as only Dutch postcodes are and a country field
 * whose postcodes are of another form ("1012 AB" and BE, or GB), or of digits of a count the
 * country's never have ("2300" and SE): as with lines, which was meant is not known.
 */
export function givenCountryConflict(given: Address): PostcodeCountryConflict | undefined {
  const code = postcodeCountryGiven(given);
  const postcode = code && dutchPostcode(given.zip_code ?? '');
  if (code && postcode) return { postcode: asWritten(postcode), code, source: 'given' };
  return digitCountConflict(given.zip_code, given.country, 'given');
}

/**
 * A postcode of digits and a country whose postcodes are five digits, the count of the
 * postcode's another ("2300" and SE: Sweden's postcodes are five digits, and 2300 none of
 * them), as the conflict written by source; undefined otherwise.
 */
export function digitCountConflict(
  postcode: string | undefined,
  country: string | undefined,
  source: PostcodeCountryConflict['source'],
): PostcodeCountryConflict | undefined {
  const code = country?.trim() ? parseIssuingCountry(country) : undefined;
  const written = postcode?.trim() ?? '';
  if (code === undefined || written === '' || !digitCountAgainst(code, written)) return undefined;
  return { postcode: written, code, source, digitCount: true };
}

/**
 * The conflict of lines that end with a postcode written as only Dutch ones are, alone, with a
 * part of words after it (the city: "1012 AB, Amsterdam") or with the city in its part ("1012
 * AB Amsterdam"), and a country field whose postcodes are of another known form, digits only or
 * with letters of their own ("Damrak 1, 1012 AB" with BE, or GB): the country given would read the postcode as its own (1012, and a place AB), but which
 * was meant is not known, as where the lines end with the code (postcodeCountryConflict). Not
 * where the place reads as the country's, as before its code ("2300 La Chaux-de-Fonds" with
 * CH: codeAfterPlaceOfWords).
 */
export function linesGivenCountryConflict(
  parts: readonly string[],
  given: Address,
): PostcodeCountryConflict | undefined {
  const code = postcodeCountryGiven(given);
  if (code === undefined || codeAfterPlaceOfWords(code, parts)) return undefined;
  const last = parts.at(-1) ?? '';
  const before = parts.length > 1 && WORDS_ONLY.test(last) ? (parts.at(-2) ?? '') : '';
  const written = POSTCODE_ENDING.exec(last)?.[1] ?? ENDS_WITH_POSTCODE.exec(before)?.[1];
  if (written === undefined || LETTERS_WRITTEN_AS_A_PLACE.test(written)) return undefined;
  const postcode = dutchPostcode(written);
  return postcode ? { postcode: asWritten(postcode), code, source: 'lines-and-given' } : undefined;
}
