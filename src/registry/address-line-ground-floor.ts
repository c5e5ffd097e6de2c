/**
 * The ground floor as a part of its own in address lines (address-lines.ts), "bg" after a
 * street and number or after a street whose number is given apart, against Bulgaria's code BG.
 */
import type { Address } from '../contract/address.js';
import { notAStreet } from '../sources/street-words.js';
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';
import { endsAsStreetName, ordinalStreet } from './address-line-street-names.js';
import { GROUND_FLOOR_WRITTEN } from './address-floors.js';
import { NUMBER_ALONE, STREET_NUMBER } from './address-line-numbers.js';

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
