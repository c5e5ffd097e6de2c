/**
 * House numbers as address lines write them (address-lines.ts): the street and number, a number
 * alone, a floor after the number ("18 3e etage", "18 bg") and a part after the street and
 * number that gives its addition ("18, 3", "18, A", "18A, 2e etage"); the ground floor as a part
 * of its own ("18, bg"), which is no country's code there.
 */
import type { Address } from '../contract/address.js';
import { notAStreet } from '../sources/street-words.js';
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';
import { ORDINAL_START, endsAsStreetName, ordinalStreet } from './address-line-street-names.js';
import {
  GROUND_FLOOR_WRITTEN,
  ROMAN_FLOOR_ALTERNATION,
  romanFloor,
  romanFloorIsLetterToo,
} from './address-floors.js';

/**
 * "Merelstraat 1B", "Kerkstraat 10-2", "2e Hugo de Grootstraat 10 A": the street, then the
 * number with a letter or an addition after a hyphen or slash. "Plein 1944 12" is street
 * "Plein 1944", number 12; "Kerkstraat 10 2" is read first as the number and its addition
 * (additionWrittenApart).
 */
export const STREET_NUMBER =
  /^(.*?\p{L}.*?)\s+(\d{1,5}(?:\s*[-/]\s*[0-9A-Za-z]{1,6}|\s*[A-Za-z]{1,4}(?:\s*[-/]\s*[0-9A-Za-z]{1,6})?)?)$/u;

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

/** "1B", "17 BIS", "10-2": a house number with its letter or addition, alone on a line. */
export const NUMBER_ALONE =
  /^\d{1,5}(?:\s*[-/]\s*[0-9A-Za-z]{1,6}|\s*[A-Za-z]{1,4}(?:\s*[-/]\s*[0-9A-Za-z]{1,6})?)?$/;

/**
 * A floor as written after a house number: "1e etage", "2e", "3e verdieping", and as floors are
 * most often written, "3 hoog", "3hg", "2-hoog", "II hoog"; the ground floor as "hs", "huis",
 * "bg", "b.g." or "begane grond". It is the addition the address data writes (1, 2, 3, H).
 * "hoog" alone (upstairs) names no floor and is not read here. "I hoog" and "V hoog" keep their
 * "hoog" (address-floors.ts): alone, I and V may be house letters.
 */
const FLOOR = String.raw`(?:(?<floor>\d{1,2})\s*(?:e(?:\.|\s*(?:etage|verdieping|verd\.?|hoog|hg\.?))?|-?\s*(?:hoog|hg\.?))|(?<romanHoog>(?<roman>${ROMAN_FLOOR_ALTERNATION})\s*-?\s*(?:hoog|hg\.?))|(?<ground>${GROUND_FLOOR_WRITTEN}))`;

/**
 * Where a house letter stands after the number: joined, after a space or after a hyphen ("18A",
 * "18 a", "18-A"). After a hyphen I and V are Amsterdam's floors ("10-I"), not letters.
 */
const BEFORE_LETTER = String.raw`(?:\s?|\s*-\s*(?=[A-HJ-UW-Za-hj-uw-z]))`;

/**
 * "Narcissenpark 18 1e etage", "Narcissenpark 18-2e", "Narcissenpark 18 3 hoog", "18 II hoog":
 * the street, the number, and a floor (FLOOR); the number may have its house letter
 * ("Narcissenpark 18A 2e etage", "Narcissenpark 18-A bg").
 */
export const STREET_NUMBER_FLOOR = new RegExp(
  String.raw`^(.*?\p{L}.*?)\s+(\d{1,5})(?:${BEFORE_LETTER}(?<letter>[A-Za-z]))?\s*[-/\s]\s*${FLOOR}$`,
  'iu',
);

/**
 * Where the dwelling is, as written after a numeric addition ("Merelstraat 2 1 hs"): a floor
 * after a space ("1 2e hoog", "1 3 hoog"; the ground floor joined too, "1hs"), bis or ter, boven
 * (upstairs) or beneden (downstairs). The addition is what the address data writes (2-1); a
 * floor, boven or beneden after it is left unread, as after "Merelstraat 2-1"
 * (floorApartFromAddition). Bis and ter are no place in the building but the number's own
 * ("12 bis" is 12bis, another dwelling than 12): they stay with the addition (NUMBER_BIS_OR_TER).
 */
const POSITION_AFTER_ADDITION = String.raw`(?:\s*(?:bis|ter|boven|beneden|${GROUND_FLOOR_WRITTEN})|\s+${FLOOR})`;

/** The words of POSITION_AFTER_ADDITION that are no floor, alone: never a city. */
const POSITION_WORD_ALONE = /^(?:bis|ter|boven|beneden)$/i;

/**
 * "Merelstraat 2 1 hs", "Merelstraat 2A 1 bis": a street as NUMBER_ADDITION_APART reads one,
 * the number (perhaps with its house letter), and a number of up to three digits with where the
 * dwelling is after it (POSITION_AFTER_ADDITION).
 */
const NUMBER_APART_THEN_WORD = new RegExp(
  String.raw`^((?:${ORDINAL_START})?[^\d]*\p{L}[^\d]*?)\s+(\d{1,3})(?:\s*([a-z]))?\s+(\d{1,3}${POSITION_AFTER_ADDITION})$`,
  'iu',
);

/** "1 hs", "12 bis", "1 2e hoog": a numeric addition and where the dwelling is, as a part. */
const NUMBER_THEN_POSITION = new RegExp(String.raw`^(\d{1,3})${POSITION_AFTER_ADDITION}$`, 'iu');

/** "12 bis", "1ter": a numeric addition with the bis or ter that is part of it. */
const NUMBER_BIS_OR_TER = /^(\d{1,3})\s*(bis|ter)$/i;

/** Bis or ter alone: the number's own, never a floor left unread. */
const BIS_OR_TER_ALONE = /^(?:bis|ter)$/i;

/**
 * The numeric addition a part gives: "3" and "1 hs" give 3 and 1 (the floor left unread, as
 * after "18-1"); "12 bis" gives "12 bis", bis kept: read as 12 it would confirm the dwelling
 * 12, another than the one written.
 */
function numericAddition(part: string): string | undefined {
  const bisOrTer = NUMBER_BIS_OR_TER.exec(part);
  if (bisOrTer?.[1] && bisOrTer[2]) return `${bisOrTer[1]} ${bisOrTer[2].toLowerCase()}`;
  const numeric = NUMBER_THEN_POSITION.exec(part)?.[1] ?? part;
  return ADDITION_ALONE.test(numeric) ? numeric : undefined;
}

/** "3e etage", "3 hoog": a floor alone, as a part after the street and number ("18, 3e etage"). */
const FLOOR_ALONE = new RegExp(`^${FLOOR}$`, 'iu');

/**
 * Whether a part is a floor alone ("bg", "III", "2e etage") or another word for where the
 * dwelling is (boven, beneden, bis, ter), which is never a city: after a number with an
 * addition already ("Kerkstraat 10-V, bg", "Merelstraat 2-1 boven") it is left unread.
 */
export const floorAlone = (part: string): boolean =>
  FLOOR_ALONE.test(part) || romanFloor(part) !== undefined || POSITION_WORD_ALONE.test(part);

/**
 * The longest part the readings of a part without commas search (floorApartFromAddition,
 * partedAtPartialPostcode): as long as an address line may be (200 characters). Their searches
 * cost the cube of a part's length; a longer one, a register's odd value (values are up to 64K
 * characters), is left as it is rather than hold a build or a check for minutes.
 */
export const LONGEST_PART_SEARCHED = 200;

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

/**
 * "3", "101": a number alone right after the street and number ("Narcissenpark 18, 3") is its
 * addition, as Dutch addresses write it ("18-3"). Four digits may be a postcode cut short.
 */
const ADDITION_ALONE = /^\d{1,3}$/;

/**
 * The extension a floor read by FLOOR is written as: the floor's number ("3"); the ground floor
 * as written ("b.g.": the lookup reads it as H, or as no addition where the data has no H); a
 * Roman floor as the numeral, which the lookup reads as the floor, but "I hoog" and "V hoog"
 * kept whole: alone, I or V would be a house letter first.
 */
function floorWritten(groups: Readonly<Record<string, string | undefined>>): string | undefined {
  if (groups.floor) return groups.floor;
  if (groups.ground) return groups.ground;
  const roman = groups.roman ?? '';
  const alone = romanFloor(roman) !== undefined && !romanFloorIsLetterToo(roman);
  return alone ? roman.toUpperCase() : groups.romanHoog;
}

/**
 * The addition after a house letter a floor read by FLOOR is, as the address data writes it
 * (huisletter A, huisnummertoevoeging 2: 18A-2): the floor's number, a Roman floor as its
 * number (after a letter, I and V are no letter), the ground floor as H.
 */
function floorAfterLetter(
  groups: Readonly<Record<string, string | undefined>>,
): string | undefined {
  if (groups.floor) return groups.floor;
  if (groups.roman) return romanFloor(groups.roman);
  return groups.ground ? 'H' : undefined;
}

/** "18A", "18 a", "18-A": a house number and its letter. */
const NUMBER_LETTER = new RegExp(String.raw`^(\d{1,5})${BEFORE_LETTER}([A-Za-z])$`);
/** "18", "18A", "18-A": a number a part after it may give the addition of. */
export const NUMBER_LETTER_OR_NOT = new RegExp(String.raw`^\d{1,5}(?:${BEFORE_LETTER}[A-Za-z])?$`);

/**
 * The line's number with the floor written after it: the floor as its addition ("18", "2"), or
 * after a house letter, letter and addition as the extension of the number alone ("18",
 * "A-2"), as house_number "18A" and an extension "2" apart would give two extensions.
 */
export function numberWithFloor(
  number: string,
  groups: Readonly<Record<string, string | undefined>>,
): { number: string; extension: string } | undefined {
  const letter = NUMBER_LETTER.exec(number);
  const extension = letter ? floorAfterLetter(groups) : floorWritten(groups);
  if (extension === undefined) return undefined;
  if (!letter?.[1] || !letter[2]) return { number, extension };
  return { number: letter[1], extension: `${letter[2].toUpperCase()}-${extension}` };
}

/**
 * "A", "III": a house letter, or a Roman floor (I to V), alone as a part. Alone, I and V are
 * written as they are: the lookup takes the house letter written so first, else the floor
 * (address-floors.ts).
 */
const LETTER_OR_ROMAN_ALONE = new RegExp(`^(?:[A-Z]|${ROMAN_FLOOR_ALTERNATION})$`, 'i');

/**
 * The number and addition a part right after the street and number gives that number: a floor
 * ("Narcissenpark 18, 3e etage"; after a letter, "18A, 2e etage" is 18A-2, "18A, III" 18A-3),
 * a number of up to three digits ("18, 3"; after a letter the addition after it, "18A, 2" and
 * "18 A, 2" are 18A-2 as the address data writes them; "18, 1 hs" is 18-1, as "18-1 hs" is,
 * while "18, 12 bis" keeps its bis, 18-12 bis), and after a number without a letter a house
 * letter ("10, A", as "10 A"), bis or ter ("18, bis", as "18 bis") or a Roman floor ("18, III").
 */
export function additionAfter(
  number: string,
  part: string,
): { number: string; extension: string } | undefined {
  const floor = FLOOR_ALONE.exec(part)?.groups;
  if (floor) return numberWithFloor(number, floor);
  // "18, 1 hs": the addition, and where the dwelling is left unread, as after "18-1".
  const numeric = numericAddition(part);
  const letterOrRoman = LETTER_OR_ROMAN_ALONE.test(part);
  if (!/^\d+$/.test(number)) {
    const letter = NUMBER_LETTER.exec(number);
    if (letter?.[1] && letter[2] && numeric !== undefined) {
      return { number: letter[1], extension: `${letter[2].toUpperCase()}-${numeric}` };
    }
    return letterOrRoman && romanFloor(part) ? numberWithFloor(number, { roman: part }) : undefined;
  }
  if (letterOrRoman) return { number, extension: part.toUpperCase() };
  // "18, bis" is 18 bis, as "18 bis" is.
  if (BIS_OR_TER_ALONE.test(part)) return { number, extension: part.toLowerCase() };
  return numeric === undefined ? undefined : { number, extension: numeric };
}

const GROUND_FLOOR_ALONE = new RegExp(`^(?:${GROUND_FLOOR_WRITTEN})$`, 'i');

/**
 * "Kerkstraat 10, bg": the ground floor right after the street and number, which would read as
 * Bulgaria's code where a country ends the lines ("…, 1000 Sofia, BG" has a city before it).
 * Whether it is Bulgaria's is told as after a street alone (groundFloorNotBulgaria).
 */
export const groundFloorAfterNumber = (
  part: string,
  before: string,
  given: Address,
  parts: readonly string[],
): boolean =>
  GROUND_FLOOR_ALONE.test(part) &&
  (STREET_NUMBER.test(before) || NUMBER_ALONE.test(before)) &&
  groundFloorNotBulgaria(part, given, parts);

/**
 * Street words of Bulgarian addresses as written in Latin letters: ul. (ulitsa, street), bul.
 * (bulevard), pl. (ploshtad, square), zh.k. (zhilishten kompleks, housing estate), kv.
 * (kvartal), bl. (blok); "ul" and "bul" are written without their dot too.
 */
const BULGARIAN_STREET_WORD =
  /^(?:ul\.?|ulitsa|ulica|bul\.?|bulevard|blvd\.?|pl\.|ploshtad|zh\.\s?k\.|kv\.|kvartal|bl\.)\s/i;

/**
 * A part beginning with a Bulgarian street word whose name does not end as a Dutch street's:
 * "ul. Vitosha 15" is, "Pl. Kerklaan 38" (Plantage Kerklaan, as Dutch lines shorten it) is not.
 */
function bulgarianStreet(part: string): boolean {
  const word = BULGARIAN_STREET_WORD.exec(part);
  if (word === null) return false;
  const name = part
    .slice(word[0].length)
    .replace(/[\s,]*\d.*$/u, '')
    .trim();
  return !endsAsStreetName(name);
}

/** "1000", "BG-1000": a postcode given as Bulgaria writes one (four digits), no Dutch one. */
const BULGARIAN_POSTCODE = /^(?:BG[-\s]?)?\d{4}$/i;

/**
 * Whether an address shows itself Bulgarian: Bulgaria given as the country, a postcode given
 * as Bulgaria writes one (Sofia's 1000), a line in Cyrillic, or a line beginning with a
 * Bulgarian street word (bulgarianStreet). "Damrak 15, BG" shows nothing, and is Damrak 15 on
 * the ground floor, as Dutch lines mean it.
 */
export const bulgarianSigns = (given: Address, parts: readonly string[]): boolean =>
  parseIssuingCountry(given.country ?? '') === 'BG' ||
  BULGARIAN_POSTCODE.test(given.zip_code?.trim() ?? '') ||
  parts.some((part) => /\p{Script=Cyrillic}/u.test(part) || bulgarianStreet(part.trim()));

/**
 * The one rule for the ground floor against Bulgaria's code after a street, with its number or
 * without: "bg" is the floor; "BG" in capitals too (Dutch lines write the floor so as often),
 * but where the address shows itself Bulgarian (bulgarianSigns): "ul. Vitosha 15, BG".
 */
const groundFloorNotBulgaria = (part: string, given: Address, parts: readonly string[]): boolean =>
  part !== 'BG' || !bulgarianSigns(given, parts);

/**
 * The lines "Damrak" and "bg" with house_number 1: the ground floor right after the first part,
 * a street written without its number as the number is given apart, is that number's floor,
 * not Bulgaria's code ("ul. Vitosha, Sofia, BG" has a city between), by the rule that holds
 * after a street and number (groundFloorNotBulgaria). The part is no street where it is the
 * city given ("Burgas" and BG with city Burgas), a country, or a post box.
 */
export const groundFloorAfterStreet = (
  part: string,
  street: string,
  given: Address,
  parts: readonly string[],
): boolean =>
  GROUND_FLOOR_ALONE.test(part) &&
  (given.house_number?.trim() ?? '') !== '' &&
  (/^[^\d]*\p{L}[^\d]*$/u.test(street) || ordinalStreet(street)) &&
  !notAStreet(street, 'end') &&
  parseIssuingCountry(street) === undefined &&
  (given.city?.trim().toLowerCase() ?? '') !== street.trim().toLowerCase() &&
  groundFloorNotBulgaria(part, given, parts);

/** "1A bg", "18 3 hoog": a house number, its letter or not, and a floor, alone. */
const NUMBER_FLOOR_ALONE = new RegExp(
  String.raw`^(\d{1,5})(?:${BEFORE_LETTER}(?<letter>[A-Za-z]))?\s*[-/\s]\s*${FLOOR}$`,
  'iu',
);

/**
 * A house number with a floor after it, alone after the postcode or on a line ("1012LG 1A bg",
 * as forms ask for postcode and number): the number and addition as on a street's line
 * (numberWithFloor: "1A bg" is 1 with A-H), and the number as written without the floor ("1A").
 */
export function numberAndFloor(
  part: string,
): { number: string; extension: string; written: string } | undefined {
  const floor = NUMBER_FLOOR_ALONE.exec(part);
  if (!floor?.[1] || !floor.groups) return undefined;
  const written = `${floor[1]}${floor.groups.letter ?? ''}`;
  const addition = numberWithFloor(written, floor.groups);
  return addition && { ...addition, written };
}
