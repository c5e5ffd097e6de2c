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
 * The countries whose postcodes are five digits, as their posts write them (a space or dash
 * inside, or the country's letters before, are writing only: SE 111 22, PL 00-001, LT
 * LT-01100); United States ZIP codes are five digits, or nine as ZIP+4 (97232-1234, USPS
 * Publication 28). A postcode of digits of another count is none of theirs: 2300 with SE.
 */
export const FIVE_DIGIT_POSTCODES = new Set(
  'CZ DE DZ EE ES FI FR GR HR ID IT LT MA MX MY PL SE SK TH TR UA US'.split(' '),
);

/**
 * The countries whose postcodes are digits only, as no Dutch one is: those of four digits, of
 * five, and of others (IN 110001, PT 1000-001, JP 100-0001, BR 01310-100, SA 12345 or
 * 12345-6789; LV LV-1010, four digits after its letters): a dash, a space or the country's letters are writing only, as in
 * Luxembourg's L-4010.
 */
export const DIGITS_ONLY_POSTCODES = new Set([
  ...FOUR_DIGIT_POSTCODES,
  ...FIVE_DIGIT_POSTCODES,
  ...'BR CN IN JP KZ LV PT RU SA'.split(' '),
]);

/**
 * The countries whose postcodes have letters, written otherwise than digits alone and than
 * Dutch ones: GB SW1A 2AA, GG GY1 1AA, JE JE2 3AB, IM IM1 1AA, IE D02 X285 (Eircode), CA K1A
 * 0B1, MT VLT 1117, BN BS8811, AR C1425DKD (CPA).
 */
const POSTCODES_WRITTEN_OTHERWISE = new Set('AR BN CA GB GG IE IM JE MT'.split(' '));

/**
 * The five-digit countries whose postcodes may begin with a zero (FR 01000 Bourg-en-Bresse, DE
 * 01067 Dresden, ES 08001 Barcelona, US 02134 Boston), or with two (IT 00184 Roma, FI 00100
 * Helsinki, PL 00-001 Warszawa, US 00501): kept as a number by a spreadsheet or a form, such a
 * postcode loses them ("6000 Nice", "1067 Dresden", "100 Helsinki"), and is the country's all
 * the same. SE, GR, CZ, HR, EE, ID, MA and TH begin theirs with 1 to 9.
 */
const ZEROS_BEFORE: ReadonlyMap<string, number> = new Map([
  ...'DE DZ ES FR LT MX MY SK TR UA'.split(' ').map((code) => [code, 1] as const),
  ...'FI IT PL US'.split(' ').map((code) => [code, 2] as const),
]);

/**
 * Whether a postcode of digits only is of a count the country's never have ("750012" with FR,
 * "2300" with SE, "97232-12" with US): false where the country's postcodes are not five digits
 * or the postcode is not digits only (the country's letters before it, a space or dash inside
 * set aside), and where a number alone is of their count but for the zeros they may begin with
 * (ZEROS_BEFORE: "6000" with FR, 06000 Nice).
 */
export function digitCountAgainst(country: string, postcode: string): boolean {
  if (!FIVE_DIGIT_POSTCODES.has(country)) return false;
  const digits = postcode
    .trim()
    .replace(/^[A-Za-z]{1,2}\s*-?\s*(?=\d)/, '')
    .replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return false;
  // Only a postcode written as a number alone may have lost its zeros: not "97232-12".
  const zeros = /^\d+$/.test(postcode.trim()) ? (ZEROS_BEFORE.get(country) ?? 0) : 0;
  const counts = country === 'US' ? [5, 9] : [5];
  return !counts.some((count) => digits.length <= count && digits.length >= count - zeros);
}

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
