/**
 * House numbers as address lines write them (address-lines.ts): the street and number, a number
 * alone, a floor after the number ("18 3e etage", "18 bg") and a part after the street and
 * number that gives its addition ("18, 3", "18, A", "18A, 2e etage"). A numeric addition written
 * apart ("Merelstraat 2 1") is read in address-line-additions-apart.ts, the ground floor as a
 * part of its own ("18, bg", no country's code there) in address-line-ground-floor.ts.
 */
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
export const POSITION_AFTER_ADDITION = String.raw`(?:\s*(?:bis|ter|boven|beneden|${GROUND_FLOOR_WRITTEN})|\s+${FLOOR})`;

/** The words of POSITION_AFTER_ADDITION that are no floor, alone: never a city. */
const POSITION_WORD_ALONE = /^(?:bis|ter|boven|beneden)$/i;

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
