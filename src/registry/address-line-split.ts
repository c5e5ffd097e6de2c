/**
 * One part of the address lines (address-lines.ts) written without commas, split where a Dutch
 * postcode parts the street and number from the city ("Merelstraat 1B 1020 AA Amsterdam") or
 * ends the part after the city ("Merelstraat 1B Amsterdam 1020 AA").
 */
import { notAStreet } from '../sources/street-words.js';
import {
  LONGEST_PART_SEARCHED,
  STREET_NUMBER,
  STREET_NUMBER_FLOOR,
} from './address-line-numbers.js';
import { streetNumberThenPosition } from './address-line-additions-apart.js';
import { cityThenPostcode, postcodeAndRest } from './address-line-postcodes.js';
import { FOUR_DIGIT_POSTCODES } from './address-line-postcode-forms.js';
import { POSTCODE_WRITTEN } from './postcode-written.js';
import { provinceKey } from './provinces.js';
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';

/** Where a Dutch postcode may start in a part: after a space, the country before it or not. */
const POSTCODE_START = new RegExp(String.raw`\s(?=${POSTCODE_WRITTEN}(?:\s|$))`, 'gi');

/**
 * "Merelstraat 2 boven", "Merelstraat 2A beneden": a street and number (perhaps with its house
 * letter, no addition) and boven (upstairs) or beneden (downstairs) right after it.
 */
const NUMBER_THEN_WORD = /^(.*?\p{L}.*?\s+\d{1,5}(?:\s?[A-Za-z])?)\s+(boven|beneden)$/iu;

/** A street and number with boven or beneden after it (NUMBER_THEN_WORD): the two apart. */
function streetNumberThenWord(part: string): [string, string] | undefined {
  const [, head, word] = NUMBER_THEN_WORD.exec(part) ?? [];
  const street = head === undefined ? undefined : STREET_NUMBER.exec(head)?.[1];
  return head && word && street && !notAStreet(street, 'end') ? [head, word] : undefined;
}

/**
 * "Merelstraat 2 boven" apart as "Merelstraat 2, boven" writes it: the street and number, and
 * the word, which names no floor and is left unread there (floorAlone), as after a numeric
 * addition ("Merelstraat 2-1 boven"). Read whole, the line was no street and number at all.
 */
export const wordApartFromNumber = (part: string): string[] =>
  part.length > LONGEST_PART_SEARCHED ? [part] : (streetNumberThenWord(part) ?? [part]);

/**
 * A part written without commas split at its Dutch postcode, where a street and number come
 * before it and only a city (or nothing) after it: "Merelstraat 1B 1020 AA Amsterdam" is
 * "Merelstraat 1B" and "1020 AA Amsterdam". Any other part is kept whole ("Hoofdweg 1234 AB"
 * is the number 1234 AB, as no number comes before it).
 */
export function partedAtPostcode(part: string): string[] {
  if (postcodeAndRest(part)) return [part];
  for (const { index } of part.matchAll(POSTCODE_START)) {
    const head = part.slice(0, index);
    const tail = part.slice(index + 1);
    const postcode = postcodeAndRest(tail);
    if (!postcode || /\d/.test(postcode.rest ?? '')) continue;
    // "Merelstraat 2 1 boven 1020 AB Amsterdam": the addition and boven read after the postcode.
    if (streetNumberThenPosition(head) || streetNumberThenWord(head)) return [head, tail];
    const street = STREET_NUMBER_FLOOR.exec(head) ?? STREET_NUMBER.exec(head);
    if (street?.[1] && !notAStreet(street[1], 'end')) return [head, tail];
  }
  return cityThenPostcodeApart(part) ?? partedAtPartialPostcode(part) ?? [part];
}

/**
 * "Kerkstraat 1 2300 Leiden FR", "Hoofdstraat 12 9101 Dokkum": a street and number, the four
 * digits of a Dutch postcode whose letters were left out, and the place, perhaps with its
 * province's code or name after it: apart as "Kerkstraat 1, 2300, Leiden" writes them, which
 * reads the street, number and place and leaves the digits unread (they are no postcode the
 * address data can be searched by). The province is left out, as after a postcode it is.
 */
const PARTIAL_POSTCODE_PLACE =
  /^(.*?\p{L}.*?\s\d.*?)\s([1-9]\d{3})\s(\p{Lu}[\p{L}'’.-]*(?:\s[\p{L}'’.-]+)*)$/u;

function partedAtPartialPostcode(part: string): string[] | undefined {
  if (part.length > LONGEST_PART_SEARCHED) return undefined;
  const [, head, digits, words] = PARTIAL_POSTCODE_PLACE.exec(part) ?? [];
  if (!head || !digits || !words || !streetAndNumberBeforePlace(head)) return undefined;
  const place = placeAfterDigits(words);
  return place === undefined ? undefined : [head, digits, place];
}

/** A street and number as they stand before a postcode's digits and the place. */
function streetAndNumberBeforePlace(head: string): boolean {
  const street = STREET_NUMBER.exec(head);
  if (!street?.[1] || !street[2] || !NUMBER_BEFORE_CITY.test(street[2])) return false;
  return !notAStreet(street[1], 'end');
}

/**
 * The place the words after a postcode's four digits name, without the province's code or name
 * after it; undefined where two letters begin them (a postcode's, "2300 AB", read as such
 * elsewhere) or a country ends them (an address abroad, read as one).
 */
function placeAfterDigits(words: string): string | undefined {
  const placeWords = words.split(' ');
  const last = placeWords.at(-1) ?? '';
  const country = parseIssuingCountry(last);
  // A code of a province and of a country whose postcodes are four digits too (LI Limburg and
  // Liechtenstein, GE Gelderland and Georgia: "Städtle 1 9490 Vaduz LI") tells neither: the
  // line is not read as a Dutch one (FR, GR: France's and Greece's postcodes are five digits).
  if (country !== undefined && FOUR_DIGIT_POSTCODES.has(country)) return undefined;
  const province = placeWords.length > 1 && provinceKey(last) !== undefined;
  const place = province ? placeWords.slice(0, -1).join(' ') : words;
  if (/^\p{L}{2}(?:\s|$)/u.test(place)) return undefined;
  if (!province && country !== undefined) return undefined;
  return place;
}

/** "2300 Leiden": the four digits of a Dutch postcode without its letters, and the place. */
const DIGITS_THEN_PLACE = /^([1-9]\d{3})\s(\p{Lu}[\p{L}'’.-]*(?:\s[\p{L}'’.-]+)*)$/u;

/**
 * "Kerkstraat 1, 2300 Leiden": the part of four digits and the place right after a street and
 * number, apart as "Kerkstraat 1, 2300, Leiden" and "Kerkstraat 1 2300 Leiden" part them
 * (partedAtPartialPostcode), so that the place is read as in those forms. Other parts are
 * kept as they are.
 */
export const placeApartFromDigits = (parts: readonly string[]): string[] =>
  parts.flatMap((part, at) => {
    const [, digits, words] = DIGITS_THEN_PLACE.exec(part) ?? [];
    const before = parts[at - 1];
    if (!digits || !words || before === undefined || before.length > LONGEST_PART_SEARCHED)
      return [part];
    if (postcodeAndRest(part)) return [part];
    if (!streetAndNumberBeforePlace(before)) return [part];
    const place = placeAfterDigits(words);
    return place === undefined ? [part] : [digits, place];
  });

/**
 * A number as a street and number before the city is written: a letter or "bis" after a space
 * only alone, so that "Kerkstraat 10 Den Haag" is not the number "10 Den" (the letters a number
 * may carry, "10 ABCD", are otherwise no telling it from the city's first word). "ter" after a
 * space is read with the city after it (NUMBER_TER_BEFORE_CITY).
 */
const NUMBER_BEFORE_CITY =
  /^\d{1,5}(?:[A-Za-z]{1,4}|\s(?:[A-Za-z]|bis))?(?:\s*[-/]\s*[0-9A-Za-z]{1,6})?$/i;

/** "10 ter": the number and the addition ter after a space. */
const NUMBER_TER = /^\d{1,5}\s+ter$/i;

/**
 * The places whose name is Ter and one word (Ter Aar, Ter Apel, Ter Apelkanaal, Ter Heijde, Ter
 * Idzard), by that word: "Kerkstraat 10 Ter Apel 9561 AB" is 10 in Ter Apel. Before any other
 * city ter is the number's, as "10 bis" is ("Kerkstraat 10 ter Amsterdam 1012 AB"): reading
 * ter as the start of every city took 10 ter for 10, confirming another dwelling.
 */
const AFTER_TER_OF_PLACE = /^(?:aar|apel|apelkanaal|heijde|idzard)\s/i;

/**
 * "Hoofdweg 1234 AB Amsterdam 1020 AA": four digits and two letters written as a postcode is,
 * before the city, are the number and its letters (as "Hoofdweg 1234 AB" is), not the number
 * and a city "AB Amsterdam": read as a postcode they would be the address's second one. "De"
 * starts places' names, and so does "St" (Sint without its dot): "Kerkweg 1234 De Meern" is
 * 1234 in De Meern, "Hoofdweg 1234 St Annaparochie" 1234 in St Annaparochie.
 */
const NUMBER_AS_POSTCODE_BEFORE_CITY = /^[1-9]\d{3}\s(?!(?:de|st)$)[A-Za-z]{2}$/i;

/**
 * "Merelstraat 1B Amsterdam 1020 AA": a part without commas that ends with the city and a Dutch
 * postcode, as addresses written abroad often end, split after the street and number before
 * them (the longest that reads so: "Kerkstraat 10 A Den Haag 2511AA" is 10 A in Den Haag). The
 * city and postcode part is read as after a comma (cityBeforePostcode), and its postcode is
 * checked against the address data. Undefined where no street and number come before the city
 * ("Hoofdweg 1234 AB" has no city and stays the number 1234 AB).
 */
/**
 * Places whose name begins with a word that, after a numeric addition, says where the dwelling
 * is (Ter Apel, Beneden-Leeuwen, Boven-Hardinxveld, Huis ter Heide): "Merelstraat 2 1 Ter Apel
 * 9561 AB" is 2-1 in Ter Apel, not 2-1 ter in Apel.
 */
const PLACE_OF_POSITION_WORD =
  /^(?:ter\s+(?:aar|apel|apelkanaal|heijde|idzard)|boven[\s-]+(?:leeuwen|hardinxveld|smilde)|beneden[\s-]+leeuwen|huis\s+ter\s+heide)\s/i;

function cityThenPostcodeApart(part: string): string[] | undefined {
  let parted: string[] | undefined;
  for (const { index } of part.matchAll(/\s/g)) {
    const head = part.slice(0, index);
    const tail = part.slice(index + 1);
    if (!cityThenPostcode(tail)) continue;
    // "Merelstraat 2 1 boven Amsterdam 1020 AB": the addition and boven are the dwelling's;
    // not the ter of Ter Apel, the Beneden of Beneden Leeuwen nor the Huis of Huis ter Heide
    // (PLACE_OF_POSITION_WORD): a place's name is never parted, "huis" read as a floor.
    const word = /\S+$/.exec(head)?.[0] ?? '';
    if (PLACE_OF_POSITION_WORD.test(`${word} ${tail}`)) continue;
    if (streetNumberThenPosition(head) || streetNumberThenWord(head)) {
      parted = [head, tail];
      continue;
    }
    const floor = STREET_NUMBER_FLOOR.exec(head);
    const street = floor ?? STREET_NUMBER.exec(head);
    const number = street?.[2] ?? '';
    const numberReads =
      floor !== null ||
      NUMBER_BEFORE_CITY.test(number) ||
      NUMBER_AS_POSTCODE_BEFORE_CITY.test(number) ||
      (NUMBER_TER.test(number) && !AFTER_TER_OF_PLACE.test(tail));
    if (street?.[1] && numberReads && !notAStreet(street[1], 'end')) parted = [head, tail];
  }
  return parted;
}
