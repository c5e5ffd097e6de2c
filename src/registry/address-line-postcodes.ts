/**
 * A Dutch postcode in the parts of address lines (address-lines.ts): a part that is a postcode,
 * with the city or house number after it or a city before it, and a postcode in brackets.
 */
import type { Address } from '../contract/address.js';
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';
import { POSTCODE_WRITTEN, dutchPostcode } from './postcode-written.js';
import { provinceKey } from './provinces.js';

const filled = (value: string | undefined): boolean => (value?.trim() ?? '') !== '';

/**
 * "1020 AA Amsterdam", "1020-AA", "NL-1020 AA Amsterdam": a Dutch postcode written as the
 * zip_code field reads one (postcode-written.ts: the country before it as the old international
 * form wrote it), then the city, if any.
 */
const POSTCODE_CITY = new RegExp(String.raw`^(${POSTCODE_WRITTEN})(?:\s+(\S.*))?$`, 'i');

/**
 * A part that is a Dutch postcode, alone as the zip_code field reads one ("1020 AA.", with the
 * full stop) or followed by the rest of the part (the city, or the house number).
 */
export function postcodeAndRest(part: string): { postcode: string; rest?: string } | undefined {
  const alone = dutchPostcode(part);
  if (alone) return { postcode: alone };
  const written = POSTCODE_CITY.exec(part);
  const postcode = dutchPostcode(written?.[1] ?? '');
  return postcode ? { postcode, ...(written?.[2] && { rest: written[2] }) } : undefined;
}

/**
 * "Amsterdam 1020 AA", "'s-Gravenhage 2511AA": a city, then a Dutch postcode, as addresses
 * written abroad often end. Read so only where the house number comes from elsewhere
 * (cityBeforePostcode): "Hoofdweg 1234 AB" alone is a street and its number 1234 AB. The city
 * is the shortest that leaves a postcode, so the country before it ("Amsterdam NL 1020 AA") is
 * the postcode's, as in the zip_code field, not the end of the city's name.
 */
const CITY_POSTCODE = new RegExp(String.raw`^([^\d]*?\p{L})\s+(${POSTCODE_WRITTEN})$`, 'iu');

/** Whether a part is a city followed by a Dutch postcode ("Amsterdam 1020 AA"), as CITY_POSTCODE reads. */
export const cityThenPostcode = (part: string): boolean => {
  const written = CITY_POSTCODE.exec(part);
  return written !== null && dutchPostcode(written[2] ?? '') !== undefined;
};

/**
 * A Dutch postcode in one pair of brackets, written as POSTCODE_CITY reads one: "(1020 AA)",
 * "[NL-1020AA]". Brackets around anything else ("(achterhuis)", "(1020)"), or doubled, are not.
 */
const BRACKETED_POSTCODE = new RegExp(
  String.raw`(?<![([])(?:\(\s*(${POSTCODE_WRITTEN})\s*\)|\[\s*(${POSTCODE_WRITTEN})\s*\])(?![)\]])`,
  'gi',
);
/**
 * A line with each postcode written in brackets set apart as a postcode is written, after a
 * comma: "(1020 AA) Amsterdam" as "1020 AA Amsterdam", "Amsterdam (1020 AA)" as "Amsterdam,
 * 1020 AA", "Merelstraat 1B (1020 AA)" as "Merelstraat 1B, 1020 AA".
 */
export const bracketsOffPostcodes = (line: string): string =>
  line.replace(
    BRACKETED_POSTCODE,
    (_, round?: string, square?: string) => `, ${round ?? square ?? ''} `,
  );
/**
 * The city and postcode of a part that is a city followed by a Dutch postcode (CITY_POSTCODE),
 * where the house number comes from elsewhere: a street and number read from an earlier part
 * ("Merelstraat 1B, Amsterdam 1020 AA"), written in a later one (streetAfter: the lines
 * "Amsterdam 1020 AA" and "Merelstraat 1B") or the house_number given. Then the part cannot be a
 * street and number (the address has them), and a postcode read so is checked against the
 * address data. Otherwise, and where the house_number given is the part's four digits (the
 * street and number written again: "Hoofdweg 1234 AB" with 1234), it is not read so: a street
 * whose house number has letters ("Hoofdweg 1234 AB") is then the only number the address has.
 */
export function cityBeforePostcode(
  part: string,
  read: Address,
  given: Address,
  streetAfter: boolean,
): { city: string; postcode: string } | undefined {
  const written = CITY_POSTCODE.exec(part);
  const postcode = dutchPostcode(written?.[2] ?? '');
  const city = written?.[1];
  if (!postcode || !city || !(filled(read.house_number) || streetAfter)) return undefined;
  const numberGiven = /^\s*(\d+)/.exec(given.house_number ?? '')?.[1];
  return numberGiven === postcode.slice(0, 4) ? undefined : { city, postcode };
}

/**
 * A part that ends with a Dutch postcode and a city, or a city and a Dutch postcode: a city of
 * two characters at least, starting a word, so that a house letter before the postcode
 * ("Kerkstraat 10A 1753AB", "10 a 1753AB") is not taken for one.
 */
const ENDS_WITH_POSTCODE_AND_CITY = new RegExp(
  String.raw`(?:(?:^|\s)${POSTCODE_WRITTEN}\s+\p{L}[^\d]*|(?:^|\s)[^\d\s][^\d]*\p{L}\s+${POSTCODE_WRITTEN})$`,
  'iu',
);

/**
 * The words that join a place's name to what follows in it ("Hoek van Holland", "Alphen a/d
 * Rijn"): a name never ends with one, so a country's name after one is the end of the city.
 */
const JOINING_WORD =
  /^(?:van|v\.?|aan|a\/d|a\.d\.?|op|bij|de|den|der|het|'t|ter|ten|en|in|onder|over)$/i;

/**
 * A part written without a comma before the country that ends it, after the postcode and city
 * ("Kerkstraat 10 1012AB Amsterdam Nederland", "…, Amsterdam 1020 AA NL"), as the part and
 * the country apart, as a comma would have set them; undefined for any other part. The country
 * is one to three words (The Netherlands) that name a country and no province (FR, GR and LI
 * are Friesland, Groningen and Limburg after a city too). A city must stay before it: in
 * "1753AB Sint Maarten" the village Sint Maarten is the city, not the country; and a city's
 * name does not end with van or aan: in "3151AB Hoek van Holland" Holland is the city's.
 */
export function countryAfterCity(part: string): [string, string] | undefined {
  const words = part.split(' ');
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    const country = words.slice(-count).join(' ');
    if (/\d/.test(country) || provinceKey(country) !== undefined) continue;
    if (parseIssuingCountry(country) === undefined) continue;
    if (JOINING_WORD.test(words.at(-count - 1) ?? '')) continue;
    const rest = words.slice(0, -count).join(' ');
    if (ENDS_WITH_POSTCODE_AND_CITY.test(rest)) return [rest, country];
  }
  return undefined;
}
