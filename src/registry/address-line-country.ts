/**
 * A code or name ending the address lines (address-lines.ts) that is not the country: a
 * province's code, or another country's code, after a Dutch postcode and city.
 */
import type { Address } from '../contract/address.js';
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';
import { streetOfPart } from './address-line-fields.js';
import { bulgarianSigns } from './address-line-numbers.js';
import { endsAsDutchAddress } from './address-line-postcodes.js';
import { POSTCODE_WRITTEN, dutchPostcode } from './postcode-written.js';
import { provinceKey } from './provinces.js';

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
 * The countries whose postcodes are four digits, as the digits of "5200 OS" are (Norway's
 * postcode and the place Os): AT, BE, BG, CH, CY, DK, HU, LU, NO, SI and others.
 */
const FOUR_DIGIT_POSTCODES = new Set(
  'AL AM AT AU BD BE BG CH CY DK GE GL HU LI LU MK MZ NO NZ PH SI TN ZA'.split(' '),
);

/**
 * The countries whose postcodes are digits only, as no Dutch one is: those of four digits, and
 * of five or six (DE 10117, FR 75001, SE 111 22, IN 110001).
 */
const DIGITS_ONLY_POSTCODES = new Set([
  ...FOUR_DIGIT_POSTCODES,
  ...'CN CZ DE DZ EE ES FI FR GR HR ID IN IT KZ MA MX MY RU SA SE SK TH TR UA'.split(' '),
]);

/**
 * The countries whose postcodes are written otherwise than digits alone and than Dutch ones:
 * with letters (GB SW1A 2AA, IE D02 X285, CA K1A 0B1, MT VLT 1117), a dash (PL 00-001, PT
 * 1000-001, JP 100-0001, BR 01310-100, LT LT-01100) or as ZIP codes (US 97232, 97232-1234).
 */
const POSTCODES_WRITTEN_OTHERWISE = new Set(
  'AR BN BR CA GB GG IE IM JE JP LT LV MT PL PT US'.split(' '),
);

/**
 * The code of another country with postcodes of its own ("GB", "no"), in any case: the
 * country a line may mean after a Dutch postcode. Not the code of a country without postcodes
 * (ZW, BO, BS, TK) or whose postcodes Veracheck knows no form of (BV, CV, LB, RE): Dutch lines
 * write such letters there for an addition, a direction or a legal form (BV, CV), and they
 * stay unread, the address Dutch.
 */
const postcodeCountrysCode = (code: string): boolean => {
  const country = parseIssuingCountry(code) ?? '';
  return DIGITS_ONLY_POSTCODES.has(country) || POSTCODES_WRITTEN_OTHERWISE.has(country);
};

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

/** Whether a postcode's two letters may be a place's name (Os, As, Ry), as LG, BX, KL cannot. */
export const lettersMayNameAPlace = (letters: string): boolean =>
  MAY_NAME_A_PLACE.test(letters.toUpperCase());

/**
 * Dutch places whose name is a country's code too, which a Dutch address may write after its
 * postcode alone as it writes the place, in capitals or not: Ee (9131, Friesland), not Estonia.
 */
const DUTCH_PLACES_NAMED_AS_A_CODE = new Set(['EE']);

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
const codeAgainstPostcode = (code: string, parts: readonly string[]): boolean => {
  if (!postcodeCountrysCode(code)) return false;
  // Alone in its part or after the street and number ("Hooftweg 6 hs 9131 EN Ee").
  const alone = ENDS_WITH_POSTCODE.test(parts.at(-1) ?? '');
  if (alone && DUTCH_PLACES_NAMED_AS_A_CODE.has(code.toUpperCase())) return false;
  return endingPostcode(parts) !== undefined;
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
const frenchStreetBefore = (parts: readonly string[], country: string): boolean => {
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
const placeOfWordsBefore = (code: string, parts: readonly string[]): boolean => {
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
const codeAfterPlaceOfWords = (code: string, parts: readonly string[]): boolean =>
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

/**
 * Letters after the digits written as a word is, a capital and a small letter ("8680 Ry",
 * "5200 Os"): a place's name, as a Dutch postcode's letters never are (DIGITS_THEN_PLACE_OF_WORDS),
 * so a real address of that country written so is no conflict.
 */
const LETTERS_WRITTEN_AS_A_PLACE = /\d\s*\p{Lu}\p{Ll}$/u;

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

/** A postcode written as only Dutch ones are, with another country's code after it. */
export interface PostcodeCountryConflict {
  /** The postcode as Dutch postcodes are written ("1012 AB"). */
  postcode: string;
  /** The country's code, in capitals ("BE"). */
  code: string;
  /**
   * Where the two were written: both ending the lines, both as fields of their own, or the
   * postcode in the lines and the country as a field.
   */
  source: 'lines' | 'given' | 'lines-and-given';
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
  const theirs = DIGITS_ONLY_POSTCODES.has(conflict.code)
    ? 'are digits only'
    : 'are written otherwise';
  return `${writes} the postcode ${conflict.postcode} as only Dutch postcodes are written, and ${country} ${conflict.code}, whose postcodes ${theirs}`;
}

/** "1012AB" as Dutch postcodes are written, "1012 AB". */
const asWritten = (postcode: string): string => `${postcode.slice(0, 4)} ${postcode.slice(4)}`;

/** The code of a country given whose postcodes are digits only, as no Dutch one is. */
const digitsOnlyCountryGiven = (given: Address): string | undefined => {
  const code = given.country?.trim() ? parseIssuingCountry(given.country) : undefined;
  return code !== undefined && DIGITS_ONLY_POSTCODES.has(code) ? code : undefined;
};

/**
 * The conflict of a zip_code field written as only Dutch postcodes are and a country field
 * whose postcodes are digits only ("1012 AB" and BE): as with lines, which was meant is not
 * known.
 */
export function givenCountryConflict(given: Address): PostcodeCountryConflict | undefined {
  const code = digitsOnlyCountryGiven(given);
  const postcode = code && dutchPostcode(given.zip_code ?? '');
  return code && postcode ? { postcode: asWritten(postcode), code, source: 'given' } : undefined;
}

/**
 * The conflict of lines that end with a postcode written as only Dutch ones are, alone, with a
 * part of words after it (the city: "1012 AB, Amsterdam") or with the city in its part ("1012
 * AB Amsterdam"), and a country field whose postcodes are digits only ("Damrak 1, 1012 AB" with
 * BE): the country given would read the postcode as its own (1012, and a place AB), but which
 * was meant is not known, as where the lines end with the code (postcodeCountryConflict). Not
 * where the place reads as the country's, as before its code ("2300 La Chaux-de-Fonds" with
 * CH: codeAfterPlaceOfWords).
 */
export function linesGivenCountryConflict(
  parts: readonly string[],
  given: Address,
): PostcodeCountryConflict | undefined {
  const code = digitsOnlyCountryGiven(given);
  if (code === undefined || codeAfterPlaceOfWords(code, parts)) return undefined;
  const last = parts.at(-1) ?? '';
  const before = parts.length > 1 && WORDS_ONLY.test(last) ? (parts.at(-2) ?? '') : '';
  const written = POSTCODE_ENDING.exec(last)?.[1] ?? ENDS_WITH_POSTCODE.exec(before)?.[1];
  if (written === undefined || LETTERS_WRITTEN_AS_A_PLACE.test(written)) return undefined;
  const postcode = dutchPostcode(written);
  return postcode ? { postcode: asWritten(postcode), code, source: 'lines-and-given' } : undefined;
}
