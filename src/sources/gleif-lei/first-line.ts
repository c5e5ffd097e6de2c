/**
 * GLEIF's FirstAddressLine read as street and house number. LEI issuers mostly leave
 * AddressNumber empty and write the number into the line ("Keizersgracht 1"); a register's own
 * address keeps the two apart, and companies are found by street and number or postcode and
 * number, so the number is taken out where the line clearly ends or starts with it. Anything
 * else (a PO box, a suite, two numbers, a range) stays the street as written: a wrong number
 * would place the company at another address, a number left in the street only leaves it
 * unknown.
 */

import { notAStreet } from '../street-words.js';

/** "1", "1A", "12a", "1-A", "12-2", "12 A", "12 bis", "12A-3": a number, letter or addition. */
const NUMBER = String.raw`\d{1,5}(?:[A-Za-z]{1,3}(?:[-/][0-9A-Za-z]{1,4})?|[-/][0-9A-Za-z]{1,4}|\s[A-Za-z]{1,3})?`;

/** "Keizersgracht 1", "2e Hugo de Grootstraat 12a": the street, then the number. */
const STREET_THEN_NUMBER = new RegExp(String.raw`^([^,]*?\p{L}{2}[^,]*?)\s+(${NUMBER})$`, 'u');

/** "1 Rue de la Paix", "221B Baker Street", "12 bis Rue Haute": the number, then the street. */
const NUMBER_THEN_STREET = new RegExp(
  String.raw`^(\d{1,5}(?:[A-Za-z](?=\s)|\s(?:bis|ter|quater)(?=\s))?)\s+(\p{L}[\p{L}' .-]*\p{L})$`,
  'iu',
);

/** "101-103", "12-14": a range of numbers, the second above the first (12-2 is 12, addition 2). */
const isRange = (number: string): boolean => {
  const range = /^(\d+)\s*-\s*(\d+)$/.exec(number);
  return range !== null && Number(range[2]) > Number(range[1]);
};

/**
 * The street and house number of a first address line without an AddressNumber, or undefined
 * where the line does not clearly hold one (it is then the street as written). Only a street of
 * words counts: another standalone number in it ("Plein 1940 12", "100 Main Street Suite 5")
 * makes the line unclear.
 */
export function streetAndNumberOf(line: string): { street: string; number: string } | undefined {
  const text = line.trim().replace(/\s+/g, ' ');
  const trailing = STREET_THEN_NUMBER.exec(text);
  if (trailing?.[1] && trailing[2]) {
    const street = trailing[1].trim();
    const otherNumber = /(^|\s)\d+(?=\s|$)/.test(street);
    if (!otherNumber && !isRange(trailing[2]) && !notAStreet(street, 'end')) {
      return { street, number: trailing[2] };
    }
    return undefined;
  }
  const leading = NUMBER_THEN_STREET.exec(text);
  if (leading?.[1] && leading[2] && !notAStreet(leading[2], 'start')) {
    return { street: leading[2].trim(), number: leading[1] };
  }
  return undefined;
}
