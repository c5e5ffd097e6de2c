/**
 * How addresses abroad end, read from address lines or one text: the postcode and the city
 * ("…, L-4010 Esch-sur-Alzette", "…, London SW1A 2AA"). Those parts are never the street.
 */

import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';
import { frenchStreetBefore } from './address-line-place-of-words.js';
import { provinceKey } from './provinces.js';

/**
 * "10117", "L-4010", "1000", "1015 CJ", "00-001": a postcode written before the city, as most
 * of Europe does (a Dutch one with its letters; Poland's as two digits, a dash and three).
 */
const POSTCODE_THEN_CITY =
  /^(\d{4}\s?[A-Z]{2}|(?:[A-Z]{1,2}-)?(?:\d{4,5}|\d{2}-\d{3}))\s+(\p{L}[\p{L}' .-]*\p{L})$/u;
/** "SW1A 2AA", "EC1A 1BB" (United Kingdom) and "D02 X285", "D6W XY12" (Irish Eircode). */
const AFTER_CITY_POSTCODE =
  '[A-Z]{1,2}\\d[A-Z\\d]?\\s?\\d[A-Z]{2}|(?:[A-Z]\\d{2}|D6W)\\s?[0-9A-Z]{4}';
/** "London", "Dublin 2": a city, with a Dublin postal district, which is not part of its name. */
const CITY = "(Dublin)\\s+(?:\\d{1,2}|6W)|(\\p{L}[\\p{L}' .-]*\\p{L})";
/** "London SW1A 2AA", "Dublin 2 D02 X285": the city, then a UK or Irish postcode. */
const CITY_THEN_POSTCODE = new RegExp(`^(?:${CITY})\\s+(${AFTER_CITY_POSTCODE})$`, 'iu');
const POSTCODE_ALONE = new RegExp(`^(?:${AFTER_CITY_POSTCODE})$`, 'i');
const CITY_ALONE = new RegExp(`^(?:${CITY})$`, 'iu');

/**
 * The postcode and city of an address written as one text, the way most European addresses
 * end: "89 Avenue de la Liberté, L-4010 Esch-sur-Alzette", "Friedrichstraße 12, 10117 Berlin"
 * (a country after them is skipped), and as British and Irish ones end: "10 Downing Street,
 * London SW1A 2AA", "…, Dublin 2, D02 X285". Undefined where no part reads so: a wrong city would
 * count as another address, an unknown one as none.
 */
export function postcodeAndCityOf(text: string): { postcode: string; city: string } | undefined {
  const written = postcodeAndCityIn(text.split(',').map((part) => part.trim()));
  return written && { postcode: written.postcode, city: written.city };
}

/**
 * "Skanderborgvej 1 8680 Ry": a street and number, then the postcode and city, in one part
 * written without commas.
 */
const STREET_NUMBER_THEN_REST = /^(\p{L}[^\d]*\s\d{1,5}[A-Za-z]?)\s+(\d.*)$/u;

/**
 * As postcodeAndCityOf, over the parts of a text, with the first part the two were read from,
 * and the street and number before them in the last part where no comma parts them (head).
 */
export function postcodeAndCityIn(
  parts: readonly string[],
): { postcode: string; city: string; from: number; head?: string } | undefined {
  for (let i = parts.length - 1; i >= Math.max(0, parts.length - 2); i--) {
    const part = parts[i] ?? '';
    const before = POSTCODE_THEN_CITY.exec(part);
    if (before?.[1] && before[2]) return { postcode: before[1], city: before[2], from: i };
    const [, head, rest] = (i === parts.length - 1 && STREET_NUMBER_THEN_REST.exec(part)) || [];
    // "Damrak 1 1012 LG": letters of one case after the digits are a Dutch postcode's, no place.
    const dutch = /^\d{4}\s?(?:[A-Z]{2}|[a-z]{2})$/.test(rest ?? '');
    const tail = head && rest && !dutch ? POSTCODE_THEN_CITY.exec(rest) : null;
    if (head && tail?.[1] && tail[2]) return { postcode: tail[1], city: tail[2], from: i, head };
    const after = CITY_THEN_POSTCODE.exec(part);
    const afterCity = after?.[1] ?? after?.[2];
    if (after?.[3] && afterCity) {
      return { postcode: after[3].toUpperCase(), city: afterCity, from: i };
    }
    const alone = i > 0 && POSTCODE_ALONE.test(part) ? CITY_ALONE.exec(parts[i - 1] ?? '') : null;
    const city = alone?.[1] ?? alone?.[2];
    if (city) return { postcode: part.toUpperCase(), city, from: i - 1 };
  }
  return undefined;
}

/**
 * Four digits and two letters, in any case, the place after them or not ("1012 LG", "1012 lg
 * amsterdam", "7100 La Louvière"): a Dutch postcode's form, which the Dutch reading of the
 * lines, and the place-of-words reading (address-line-country.ts), take.
 */
const DUTCH_FORM = /^\d{4}\s?\p{L}{2}(?:\s|$)/u;

/** "Rue Haute 12 1000 Bruxelles": a street and number, then a postcode abroad and what follows. */
const STREET_NUMBER_THEN_POSTCODE = /^(\p{L}[^\d]*\s\d{1,5}[A-Za-z]?)\s+((?:[A-Z]{1,2}-)?\d.*)$/u;

/**
 * "Rue Haute 12 1000 Bruxelles BE", "1000 Bruxelles Belgique": a postcode that is no Dutch one
 * and the city, after the street and number or alone, then another country's code or name (one
 * to three words), in one part without commas: the parts a comma would set apart, so that the
 * lines read as "Rue Haute 12, 1000 Bruxelles, BE" do. Not the Netherlands, nor a province's
 * code after four digits, which Dutch lines may write after a postcode whose letters were left
 * out ("Kerkstraat 1 8911 Leeuwarden FR"), but after a street named in French (frenchStreetBefore).
 */
export function countryAfterForeignPlace(part: string): string[] | undefined {
  const words = part.split(' ');
  for (let count = Math.min(3, words.length - 2); count >= 1; count--) {
    const country = words.slice(-count).join(' ');
    const code = /\d/.test(country) ? undefined : parseIssuingCountry(country);
    if (code === undefined || code === 'NL') continue;
    const rest = words.slice(0, -count).join(' ');
    const [, head, tail = rest] = STREET_NUMBER_THEN_POSTCODE.exec(rest) ?? [];
    const postcode = DUTCH_FORM.test(tail) ? undefined : POSTCODE_THEN_CITY.exec(tail)?.[1];
    if (postcode === undefined) continue;
    // "Rue Neuve 1 2300 Paris FR" is France's all the same, as after commas.
    const french = frenchStreetBefore([head ?? tail], code);
    if (/^\d{4}$/.test(postcode) && provinceKey(country) !== undefined && !french) continue;
    return [...(head === undefined ? [] : [head]), tail, country];
  }
  return undefined;
}
