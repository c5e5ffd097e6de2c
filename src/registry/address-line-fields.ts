/**
 * The fields a part of the address lines (address-lines.ts) fills where the request left them
 * empty: a house number alone, a street and its number; and whether a part is a street and
 * number only.
 */
import type { Address } from '../contract/address.js';
import { notAStreet } from '../sources/street-words.js';
import {
  NUMBER_ALONE,
  NUMBER_LETTER_OR_NOT,
  STREET_NUMBER,
  STREET_NUMBER_FLOOR,
  numberAndFloor,
} from './address-line-numbers.js';
import { additionWrittenApart } from './address-line-additions-apart.js';
import { cityThenPostcode, postcodeAndRest } from './address-line-postcodes.js';

const filled = (value: string | undefined): boolean => (value?.trim() ?? '') !== '';

/**
 * Whether a text is a house number alone ("1B", "1A bg": with a floor, its addition), filling
 * the number where the request left it empty; a floor fills the extension only where that is
 * empty too, else the number keeps its letter ("1A").
 */
export function numberAlone(read: Address, text: string): boolean {
  if (NUMBER_ALONE.test(text)) {
    if (!filled(read.house_number)) read.house_number = text;
    return true;
  }
  const floor = numberAndFloor(text);
  if (!floor) return false;
  if (!filled(read.house_number)) {
    const extensionEmpty = !filled(read.house_number_extension);
    read.house_number = extensionEmpty ? floor.number : floor.written;
    if (extensionEmpty) read.house_number_extension = floor.extension;
  }
  return true;
}

/**
 * The number a part after it may give the addition of ("1A" of "1A, bg"): the text read as the
 * house number, without an addition and with no extension given.
 */
export const numberOfLine = (read: Address, text: string): string | undefined =>
  read.house_number === text &&
  NUMBER_LETTER_OR_NOT.test(text) &&
  !filled(read.house_number_extension)
    ? text
    : undefined;

/**
 * The street of a part that reads as a street and number only: not as a postcode with the city
 * or number after it, nor as a city and postcode ("Hoofdweg 1234 AB" may be either), nor as a
 * post box.
 */
export function streetOfPart(part: string): string | undefined {
  if (postcodeAndRest(part) || cityThenPostcode(part)) return undefined;
  const street =
    additionWrittenApart(part)?.street ??
    (STREET_NUMBER_FLOOR.exec(part) ?? STREET_NUMBER.exec(part))?.[1];
  return street !== undefined && !notAStreet(street, 'end') ? street : undefined;
}

/**
 * A line's street and number where the request left them empty; the number only with the
 * street it was written with (a line "Merelstraat 5" says nothing about Kerkstraat's number).
 * False where the line fills nothing.
 */
export function streetLine(
  read: Address,
  street: string,
  number: string,
  numberSide: 'end' | 'start',
): boolean {
  // "Postbus 123", "Suite 200": a post box or a part of a building, not a street and number.
  if (notAStreet(street, numberSide)) return false;
  const streetGiven = read.street?.trim() ?? '';
  const numberEmpty = !filled(read.house_number);
  const sameStreet = streetGiven === '' || streetGiven.toLowerCase() === street.toLowerCase();
  if (streetGiven !== '' && !(numberEmpty && sameStreet)) return false;
  if (streetGiven === '') read.street = street;
  if (numberEmpty) read.house_number = number;
  return true;
}

/** "2-1", "2/12": a house number and its numeric addition after a hyphen or slash. */
const NUMBER_NUMERIC_ADDITION = /^(\d{1,5})\s*[-/]\s*(\d{1,3})$/;

/**
 * The number and extension "bis" or "ter" as a part of its own after a number with its numeric
 * addition gives ("Merelstraat 2-1, bis"): 2 with "1 bis", as "Merelstraat 2 1 bis" is. Bis is
 * the number's own: dropped, 2-1 would confirm another dwelling.
 */
export function bisAfterAddition(
  number: string,
  part: string,
): { number: string; extension: string } | undefined {
  const [, house, addition] = NUMBER_NUMERIC_ADDITION.exec(number) ?? [];
  if (!house || !addition || !/^(?:bis|ter)$/i.test(part)) return undefined;
  return { number: house, extension: `${addition} ${part.toLowerCase()}` };
}
