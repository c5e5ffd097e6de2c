/**
 * The countries by how their postcodes are written (four digits, digits only, or otherwise), as
 * the address lines read a country's code after a Dutch postcode (address-line-country.ts).
 */
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';

/**
 * The countries whose postcodes are four digits, as the digits of "5200 OS" are (Norway's
 * postcode and the place Os): AT, BE, BG, CH, CY, DK, HU, LU, NO, SI and others.
 */
export const FOUR_DIGIT_POSTCODES = new Set(
  'AL AM AT AU BD BE BG CH CY DK GE GL HU LI LU MK MZ NO NZ PH SI TN ZA'.split(' '),
);

/**
 * The countries whose postcodes are digits only, as no Dutch one is: those of four digits, and
 * of five or six (DE 10117, FR 75001, SE 111 22, IN 110001).
 */
export const DIGITS_ONLY_POSTCODES = new Set([
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
export const postcodeCountrysCode = (code: string): boolean => {
  const country = parseIssuingCountry(code) ?? '';
  return DIGITS_ONLY_POSTCODES.has(country) || POSTCODES_WRITTEN_OTHERWISE.has(country);
};

/** Two letters that may be a place's name: a name has a vowel (Os, As, Ry, Au); LG, BX, KL none. */
const MAY_NAME_A_PLACE = /[AEIOUY]/;

/** Whether a postcode's two letters may be a place's name (Os, As, Ry), as LG, BX, KL cannot. */
export const lettersMayNameAPlace = (letters: string): boolean =>
  MAY_NAME_A_PLACE.test(letters.toUpperCase());

/**
 * Dutch places whose name is a country's code too, which a Dutch address may write after its
 * postcode alone as it writes the place, in capitals or not: Ee (9131, Friesland), not Estonia.
 */
export const DUTCH_PLACES_NAMED_AS_A_CODE = new Set(['EE']);
