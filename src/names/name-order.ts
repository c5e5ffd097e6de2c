/**
 * The order of names where nothing else decides (parties of equal share, companies of equal rank
 * at one address): by Unicode code point, so that a check lists them alike on every machine. `localeCompare` without a locale follows the server's (a Swede's "Ö"
 * comes after "Z", a German's beside "O"), and the same register would read otherwise elsewhere.
 */
export const compareNames = (a: string, b: string): number => compareCodePoints(a, b);

/**
 * Two texts by Unicode code point: for names (compareNames), and for ISO dates and codes
 * (`2025-10-10`, `PM09`), which sort alike on every machine this way, `localeCompare` without a
 * locale leaving it to the server's collation.
 */
export function compareCodePoints(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.codePointAt(i) ?? 0;
    const y = b.codePointAt(j) ?? 0;
    if (x !== y) return x - y;
    // A character beyond the basic plane takes two UTF-16 units.
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  return a.length - i - (b.length - j);
}
