/**
 * A Dutch postcode in the parts of address lines (address-lines.ts): a part that is a postcode,
 * with the city or house number after it or a city before it, and a postcode in brackets.
 */
import type { Address } from '../contract/address.js';
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';
import { POSTCODE_WRITTEN, dutchPostcode } from './postcode-written.js';
import { namesPlaceToo, namesProvinceOnly, provinceKey } from './provinces.js';
import { notAStreet } from '../sources/street-words.js';
import { ORDINAL_START, endsAsStreetName, ordinalStreet } from './address-line-street-names.js';

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
 * the postcode's, as in the zip_code field, not the end of the city's name. The words may end
 * with a dot, as a street's name written short does ("Kerkstr. 1234 AB", as "Kerkstr 1234 AB").
 */
const CITY_POSTCODE = new RegExp(String.raw`^([^\d]*?\p{L}\.?)\s+(${POSTCODE_WRITTEN})$`, 'iu');

/** "2e Hugo de Grootstraat 1052 KL": a street beginning with an ordinal, then a Dutch postcode. */
const ORDINAL_STREET_POSTCODE = new RegExp(
  String.raw`^(${ORDINAL_START}[^\d]*?\p{L}\.?)\s+(${POSTCODE_WRITTEN})$`,
  'iu',
);

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
 * ("Merelstraat 1B, Amsterdam 1020 AA"), written in a later one (streetAfter, its street: the
 * lines "Amsterdam 1020 AA" and "Merelstraat 1B") or the house_number given. Words that are the
 * later part's street ("Hoofdweg 1234 AB", then "Hoofdweg 5") are that street, not a city. Then the part cannot be a
 * street and number (the address has them), and a postcode read so is checked against the
 * address data. Words that name a street ("Hoofdweg 1234 AB" with house_number 5) are the
 * street written before the postcode, not the city: read as the number, 1234 AB would contradict
 * the number given; with the city after the postcode, any street's words are (streetPostcodeCity:
 * "Hoofdweg 1234 AB Amsterdam" with 5). Not after a street read from an earlier part (streetBefore), nor without
 * a house_number given: there the words are the city ("Kerkstraat 5, Langeweg 4772 AA"). Otherwise, and where the house_number given is the part's four digits (the
 * street and number written again: "Hoofdweg 1234 AB" with 1234), it is not read so: a street
 * whose house number has letters ("Hoofdweg 1234 AB") is then the only number the address has.
 */
export function cityBeforePostcode(
  part: string,
  read: Address,
  given: Address,
  streetAfter: string | undefined,
  streetBefore: boolean,
): { city?: string; street?: string; postcode: string } | undefined {
  const between = streetPostcodeCity(part, given, streetAfter !== undefined || streetBefore);
  if (between) return between;
  const written = CITY_POSTCODE.exec(part) ?? ORDINAL_STREET_POSTCODE.exec(part);
  const postcode = dutchPostcode(written?.[2] ?? '');
  const words = written?.[1];
  if (!postcode || !words || !(filled(read.house_number) || streetAfter !== undefined)) {
    return undefined;
  }
  // "2e Hugo de Grootstraat 1052 KL": words beginning with an ordinal are a street or nothing.
  const ordinal = /\d/.test(words);
  if (ordinal && !ordinalStreet(words)) return undefined;
  const numberGiven = /^\s*(\d+)/.exec(given.house_number ?? '')?.[1];
  if (numberGiven === postcode.slice(0, 4)) return undefined;
  // Only in place of the street and number: after them ("Kerkstraat 5, Langeweg 4772 AA"), or
  // with no house_number given, the words are a city's, the village Langeweg's.
  // The street of the later part ("Hoofdweg 1234 AB", then "Hoofdweg 5") is that street's.
  const sameStreetAfter = streetAfter?.toLowerCase() === words.toLowerCase();
  const street =
    sameStreetAfter ||
    (streetAfter === undefined &&
      !streetBefore &&
      filled(given.house_number) &&
      endsAsStreetName(words));
  if (street) return { street: words, postcode };
  return ordinal ? undefined : { city: words, postcode };
}

/** "Hoofdweg 1234 AB Amsterdam": words, a group written as a Dutch postcode, and more words. */
const STREET_POSTCODE_CITY = new RegExp(
  String.raw`^((?:${ORDINAL_START})?[^\d]*?\p{L}\.?)\s+(${POSTCODE_WRITTEN})\s+(\p{L}[^\d]*)$`,
  'iu',
);

/**
 * "Hoofdweg 1234 AB Amsterdam" with house_number 5: the street, its postcode and the city, as a
 * Dutch address writes them, where the house number is given apart and is not the group's four
 * digits (read as the number, 1234 AB would contradict it; with 1234 it is the street and
 * number written again). Not beside another street and number (otherStreet): the address has
 * its street then. A post box is no street.
 */
function streetPostcodeCity(
  part: string,
  given: Address,
  otherStreet: boolean,
): { street: string; postcode: string; city: string } | undefined {
  const written = STREET_POSTCODE_CITY.exec(part);
  const postcode = dutchPostcode(written?.[2] ?? '');
  const street = written?.[1];
  const city = written?.[3];
  const numberGiven = /^\s*(\d+)/.exec(given.house_number ?? '')?.[1];
  if (!postcode || !street || !city || otherStreet || numberGiven === undefined) return undefined;
  if (numberGiven === postcode.slice(0, 4) || notAStreet(street, 'end')) return undefined;
  // "2e Hugo de Grootstraat 1052 KL Amsterdam": an ordinal only before a street's name.
  if (/\d/.test(street) && !ordinalStreet(street)) return undefined;
  return { street, postcode, city: cityWithoutProvince(city) };
}

/**
 * "Hoofdweg 1234 AB Amsterdam": a group written as a Dutch postcode between a street and more
 * words, which may be the street's house number with its letters or the postcode of the city
 * after it. Such a line is not read (address-lines.ts); the group, the street and the words
 * after it, for saying how to write it.
 */
const NUMBER_OR_POSTCODE = /^(\S.*?\p{L}\S*)\s+([1-9]\d{3}\s?[A-Z]{2})\s+(\p{L}[^\d]*)$/iu;

/**
 * The group of a part that may be the house number or the postcode (NUMBER_OR_POSTCODE), with
 * the line as written for its house number ("Hoofdweg 1234 AB, Amsterdam").
 */
export function numberOrPostcode(part: string): { group: string; asNumber: string } | undefined {
  const text = part.trim().replace(/\s+/g, ' ');
  // "NL 1020 AA Amsterdam" is a postcode as written, with the country before it.
  if (postcodeAndRest(text)) return undefined;
  const written = NUMBER_OR_POSTCODE.exec(text);
  const words = written?.[1];
  if (!words || !written[2] || !written[3] || (/\d/.test(words) && !ordinalStreet(words))) {
    return undefined;
  }
  return { group: written[2], asNumber: `${written[1]} ${written[2]}, ${written[3]}` };
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

/** A street and number, then a Dutch postcode ending the part: "Damrak 1 1012 LG". */
const STREET_NUMBER_THEN_POSTCODE = new RegExp(
  String.raw`^\p{L}[^\d]*\s\d{1,5}[A-Za-z]?\s+(${POSTCODE_WRITTEN})$`,
  'iu',
);

/** A Dutch postcode alone ("9131 AA", "9131 aa": the case of the lines tells nothing). */
const POSTCODE_ALONE = /^(?:NL\s*-?\s*)?[1-9]\d{3}\s*-?\s*[A-Z]{2}$/i;

/**
 * Whether the lines before a country's code end as a Dutch address does: the postcode with the
 * city in the last part ("1012 LG Amsterdam", "Damrak 1 1012 LG Amsterdam", "Amsterdam 1012
 * LG"), the postcode alone with the city after it ("1012 LG, Amsterdam"), or the postcode alone
 * in any case ("9131 AA, Ee", "9131 aa, ee": Ee, the village, is Estonia's code too). A group
 * that only looks like a postcode elsewhere ("1500 NE Irving St, Portland, OR 97232", as America
 * writes a street) is no telling; two letters after four digits may still be a place abroad
 * ("5200 Os", Norway's postcode and place), which the code after them decides
 * (address-line-country.ts).
 */
export function endsAsDutchAddress(parts: readonly string[]): boolean {
  const last = parts.at(-1) ?? '';
  const before = parts.at(-2) ?? '';
  if (ENDS_WITH_POSTCODE_AND_CITY.test(last)) return true;
  if (POSTCODE_ALONE.test(last) && dutchPostcode(last) !== undefined) return true;
  // "Damrak 1 1012 LG": the street and number, then the postcode alone, without a comma.
  const afterNumber = STREET_NUMBER_THEN_POSTCODE.exec(last)?.[1];
  if (afterNumber && dutchPostcode(afterNumber) !== undefined) return true;
  return dutchPostcode(before) !== undefined && /^[^\d]*\p{L}[^\d]*$/u.test(last);
}

/**
 * The words that join a place's name to what follows in it ("Hoek van Holland", "Alphen a/d
 * Rijn"): a name never ends with one, so a country's name after one is the end of the city.
 */
const JOINING_WORD =
  /^(?:van|v\.?|aan|a\/d|a\.d\.?|op|bij|de|den|der|het|'t|ter|ten|en|in|onder|over)$/i;

/**
 * The city written after a Dutch postcode without the province that may end it without a comma
 * ("1012 LG Amsterdam Noord-Holland", "8911 CK Leeuwarden FR"), as after a comma the province is
 * no city. A city must stay before it ("9711 LV Groningen", "5411 AB Zeeland" are those places),
 * and one whose name goes on after van or aan keeps its last word. A province in brackets
 * ("Amsterdam (NH)") is read as written, as other bracketed text is.
 */
export function cityWithoutProvince(city: string): string {
  const words = city.split(' ');
  for (let count = Math.min(2, words.length - 1); count >= 1; count--) {
    const province = words.slice(-count).join(' ');
    if (!/^[\p{L} -]+$/u.test(province) || provinceKey(province) === undefined) continue;
    if (JOINING_WORD.test(words.at(-count - 1) ?? '')) continue;
    return words.slice(0, -count).join(' ');
  }
  return city;
}

/**
 * A part written without a comma before the country that ends it, after the postcode and city
 * ("Kerkstraat 10 1012AB Amsterdam Nederland", "…, Amsterdam 1020 AA NL"), as the part and
 * the country apart, as a comma would have set them; undefined for any other part. The country
 * is one to three words (The Netherlands) that name a country and no province (FR, GR and LI
 * are Friesland, Groningen and Limburg after a city too; Holland in "Noord Holland" is the
 * province's). A city must stay before it: in
 * "1753AB Sint Maarten" the village Sint Maarten is the city, not the country; and a city's
 * name does not end with van or aan: in "3151AB Hoek van Holland" Holland is the city's.
 */
export function countryAfterCity(part: string): [string, string] | undefined {
  const words = part.split(' ');
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    const country = words.slice(-count).join(' ');
    if (/\d/.test(country) || provinceKey(country) !== undefined) continue;
    // "North Holland", "Noord Holland": Holland ends the province's name there.
    if (provinceKey(words.slice(-count - 1).join(' ')) !== undefined) continue;
    if (parseIssuingCountry(country) === undefined) continue;
    if (JOINING_WORD.test(words.at(-count - 1) ?? '')) continue;
    const rest = words.slice(0, -count).join(' ');
    if (ENDS_WITH_POSTCODE_AND_CITY.test(rest)) return [rest, country];
  }
  return undefined;
}

/** "Amsterdam 1012 LG Noord-Holland": a Dutch postcode ending a part but for the words after it. */
const POSTCODE_THEN_WORDS = new RegExp(
  String.raw`^((?:.*\s)?${POSTCODE_WRITTEN})\s+(\p{L}[\p{L} -]*)$`,
  'iu',
);

/**
 * A part with a province written after its Dutch postcode ("Amsterdam 1012 LG Noord-Holland",
 * "1012 LG NH"), as the part and the province apart, as a comma would have set them: the
 * province is no city, and the city before the postcode is read as without it. Zeeland, a
 * village too, stays ("5411 AB Zeeland"), as Utrecht and Groningen do; any other part is kept.
 */
export function provinceApart(part: string): string[] {
  const written = POSTCODE_THEN_WORDS.exec(part);
  const province = written?.[2];
  if (!written?.[1] || !province || !namesProvinceOnly(province) || namesPlaceToo(province)) {
    return [part];
  }
  return [written[1], province];
}
