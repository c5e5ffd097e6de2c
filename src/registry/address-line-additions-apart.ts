/**
 * A house number's numeric addition written apart after it, without a hyphen (address-lines.ts):
 * "Merelstraat 2 1", "Merelstraat 2 1 hs" as "Merelstraat 2, 1" and "Merelstraat 2, 1 hs" write
 * them, and a floor after a number with its addition ("Merelstraat 2-1 hs") apart from it.
 */
import { notAStreet } from '../sources/street-words.js';
import { ORDINAL_START } from './address-line-street-names.js';
import {
  LONGEST_PART_SEARCHED,
  POSITION_AFTER_ADDITION,
  floorAlone,
} from './address-line-numbers.js';

/**
 * The last word of a street's name the addition may be written apart after ("Merelstraat 2 1"):
 * the endings of endsAsStreetName, the other common endings of Dutch streets (Kerkdijk, Grote
 * Markt, Voorburgwal, Oude Haven, Dam, ...) and their Frisian forms (Haadstrjitte, Haadwei,
 * Tsjerkeleane, Seedyk, Skoalpaad). Some of these end places' names too (Edam, Barneveld),
 * which endsAsStreetName must not take for a street; before two numbers no place stands.
 * Streets named with a number end otherwise ("Wijk 2" of Urk) or with a year ("Plein 1944",
 * four digits: no number read here).
 */
const STREET_END_BEFORE_ADDITION = new RegExp(
  String.raw`(?:straat|str|laan|ln|weg|wg|plein|pl|singel|kade|dreef|gracht|plantsoen|hof|` +
    String.raw`hoven|pad|park|dijk|markt|steeg|wal|haven|dam|baan|veld|erf|zijde|ring|` +
    String.raw`boulevard|kwartier|strjitte|wei|leane|dyk|paad)\.?$`,
  'i',
);

/**
 * "Merelstraat 2 1", "2e Hugo de Grootstraat 10 3", "Merelstraat 2A 1": a street without
 * digits (an ordinal may begin it), a number of up to three digits, perhaps its house letter
 * (houseLetterApart), and a number of up to three digits after a space.
 */
const NUMBER_ADDITION_APART = new RegExp(
  String.raw`^((?:${ORDINAL_START})?[^\d]*\p{L}[^\d]*?)\s+(\d{1,3})(?:\s*([a-z]))?\s+(\d{1,3})$`,
  'iu',
);

/**
 * Whether a letter after the number before a numeric addition is the house letter: not e
 * ("Straat 2e 5" is a street named with an ordinal), and E only in a line with small letters
 * ("Merelstraat 2E 1"), as "STRAAT 2E 5" in capitals may be that ordinal too.
 */
const houseLetterApart = (letter: string | undefined, part: string): boolean =>
  letter === undefined || (letter !== 'e' && (letter !== 'E' || part !== part.toUpperCase()));

/**
 * "Merelstraat 2 1": the number and a numeric addition written apart, as Dutch addresses often
 * write a dwelling's floor or unit (2-1), where the words before them end as a street's name
 * does; read as "Merelstraat 2, 1" is, and "Merelstraat 2A 1" as "Merelstraat 2A, 1" (2, A-1).
 * Taken as street "Merelstraat 2" with number 1, the address was not found. Not so after a
 * year ("Plein 1945 3") or a street whose name ends otherwise ("Wijk 2 12"): there the last
 * number is the house number.
 */
export function additionWrittenApart(
  part: string,
): { street: string; number: string; addition: string } | undefined {
  const apart = NUMBER_ADDITION_APART.exec(part);
  const [, street, number, letter, addition] = apart ?? [];
  if (!street || !number || !addition || !STREET_END_BEFORE_ADDITION.test(street)) return undefined;
  if (!houseLetterApart(letter, part)) return undefined;
  return { street, number, addition: letter ? `${letter.toUpperCase()}-${addition}` : addition };
}

/**
 * "Merelstraat 2 1 hs" as "Merelstraat 2, 1 hs" is written: the street and number, and the
 * addition with the words after it as a part of their own, as a comma would set them
 * (additionAfter then reads the addition, numberThenPosition). Taken as street "Merelstraat 2"
 * with number 1 and the floor hs, the address was not found. Only where the words before end as
 * a street's name does (additionWrittenApart), and the house_number given, if any, is the
 * number after them: with 1 given, the line's last number is that one, as before.
 */
export function numberApartFromWords(part: string, houseNumber: string | undefined): string[] {
  const apart = streetNumberThenPosition(part);
  if (apart === undefined) return [part];
  const given = houseNumber?.trim().replace(/\s+/g, '') ?? '';
  if (given !== '' && given.toUpperCase() !== apart.number.toUpperCase()) return [part];
  return [`${apart.street} ${apart.number}`, apart.rest];
}

/**
 * "Merelstraat 2 1 hs", "Merelstraat 2A 1 bis", "Merelstraat 2 1 2e hoog": a street that ends
 * as a street's name does (additionWrittenApart), its number (perhaps with its house letter),
 * and a numeric addition with where the dwelling is after it (POSITION_AFTER_ADDITION): the
 * street, the number as written and the addition with those words.
 */
export function streetNumberThenPosition(
  part: string,
): { street: string; number: string; rest: string } | undefined {
  const [, street, number, letter, rest] = NUMBER_APART_THEN_WORD.exec(part) ?? [];
  if (!street || !number || !rest || !STREET_END_BEFORE_ADDITION.test(street)) return undefined;
  if (!houseLetterApart(letter, part)) return undefined;
  return { street, number: `${number}${letter ?? ''}`, rest };
}

/**
 * "Merelstraat 2 1 hs", "Merelstraat 2A 1 bis": a street as NUMBER_ADDITION_APART reads one,
 * the number (perhaps with its house letter), and a number of up to three digits with where the
 * dwelling is after it (POSITION_AFTER_ADDITION).
 */
const NUMBER_APART_THEN_WORD = new RegExp(
  String.raw`^((?:${ORDINAL_START})?[^\d]*\p{L}[^\d]*?)\s+(\d{1,3})(?:\s*([a-z]))?\s+(\d{1,3}${POSITION_AFTER_ADDITION})$`,
  'iu',
);

/** "Merelstraat 2-1": a street, then a number with a numeric addition after a hyphen or slash. */
const STREET_NUMBER_NUMERIC_ADDITION = /^(.*?\p{L}.*?)\s+\d{1,5}\s*[-/]\s*\d{1,4}$/u;

/**
 * "Merelstraat 2-1 hs", "Merelstraat 2-1 3 hoog": a street and a number with a numeric addition,
 * then a floor, apart as "Merelstraat 2-1, hs" writes them, which reads the street and number
 * and leaves the floor after an addition unread (floorAlone); bis or ter so apart stays with
 * the addition (bisAfterAddition). Any other part is kept whole.
 */
export function floorApartFromAddition(part: string): string[] {
  if (part.length > LONGEST_PART_SEARCHED) return [part];
  for (const { index } of part.matchAll(/\s/g)) {
    const head = part.slice(0, index);
    const street = STREET_NUMBER_NUMERIC_ADDITION.exec(head)?.[1];
    const rest = part.slice(index + 1);
    // "Merelstraat 2-1 bis" apart too: bis is then read with the addition, as after a comma.
    if (street && !notAStreet(street, 'end') && floorAlone(rest)) {
      return [head, rest];
    }
  }
  return [part];
}
