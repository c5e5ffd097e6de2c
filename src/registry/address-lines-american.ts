/**
 * Address lines of the United States: "1500 NE Irving St, Portland, OR 97232" ends with the
 * state's code and the ZIP code (USPS Publication 28), as no Dutch address does. Read as Dutch
 * lines, "1500 NE" was a Dutch postcode, "OR" a street and 97232 its number.
 */
import type { Address } from '../contract/address.js';
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';
import { STREET_NUMBER } from './address-line-numbers.js';
import { streetLine } from './address-line-fields.js';
import { FIVE_DIGIT_POSTCODES } from './address-line-postcode-forms.js';
import { provinceKey } from './provinces.js';

/** The USPS codes of the states, DC, the territories and the armed forces' post. */
const STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH ' +
    'NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI AA AE AP'
  ).split(' '),
);

/**
 * "OR 97232", "Portland OR 97232-1234", "Portland, OR 97232 USA": the state's code in capitals
 * and a ZIP code of five digits, or nine as ZIP+4 (its four written after a hyphen or a space,
 * "OR 97232 1234"), ending a part; before them perhaps the city, after them perhaps the country.
 */
const STATE_ZIP =
  /^(?:(.*?\S),?\s+)?([A-Z]{2})\s+(\d{5})(?:[-\s](\d{4}))?(,?\s+(?:USA?|U\.S\.A?\.?|United States(?: of America)?))?$/iu;

/** "1500 NE Irving St", "350 5th Ave": the number, then the street, as American lines write them. */
const NUMBER_THEN_STREET = /^(\d{1,6}[A-Za-z]?)\s+(.*\p{L}.*)$/u;

const filled = (value: string | undefined): boolean => (value?.trim() ?? '') !== '';

/**
 * The address read from lines that end as an American address does ("…, Portland, OR 97232",
 * "…, Portland, OR 97232, USA"), where no other country is given: the ZIP code, the city before
 * the state's code, and the street and number of the parts before them, each where the request
 * left it empty, and the country US. A state's code that is also the code of a country whose
 * postcodes are five digits ("Berlin, DE 10117") or of a Dutch province (NH, UT, FL) reads so
 * only where the lines begin with a number, as American ones do, or the country is named the
 * United States. Undefined where the lines do not end so.
 */
export function americanLines(lines: readonly string[], address: Address): Address | undefined {
  const given = filled(address.country) ? parseIssuingCountry(address.country ?? '') : undefined;
  if (filled(address.country) && given !== 'US') return undefined;
  let end = lines.length;
  const countryPart = end > 1 && parseIssuingCountry(lines[end - 1] ?? '') === 'US';
  if (countryPart) end--;
  const match = STATE_ZIP.exec(lines[end - 1] ?? '');
  const [, before, state, zipFive, plusFour, countryAfter] = match ?? [];
  // "97232 1234" is the ZIP+4 97232-1234, as it is written with its hyphen.
  const zip = zipFive && (plusFour ? `${zipFive}-${plusFour}` : zipFive);
  if (!state || !zip || state !== state.toUpperCase() || !STATES.has(state)) return undefined;
  const named = given === 'US' || countryPart || countryAfter !== undefined;
  const ambiguous = FIVE_DIGIT_POSTCODES.has(state) || provinceKey(state) !== undefined;
  if (ambiguous && !named && !/^\d/.test(lines[0] ?? '')) return undefined;
  // "Portland OR 97232": the city in the state's part; "Portland, OR 97232": the part before.
  const cityInPart = before !== undefined && !/\d/.test(before);
  const head = lines.slice(0, end - 1);
  if (before !== undefined && !cityInPart) head.push(before);
  const cityBefore = !cityInPart && before === undefined && !/\d/.test(head.at(-1) ?? '1');
  const city = cityInPart ? before : cityBefore ? head.pop() : undefined;
  const read: Address = { ...address };
  if (!filled(read.country)) read.country = 'US';
  if (!filled(read.zip_code)) read.zip_code = zip;
  if (city !== undefined && !filled(read.city)) read.city = city;
  for (const part of head) {
    const first = NUMBER_THEN_STREET.exec(part);
    const last = first ? null : STREET_NUMBER.exec(part);
    const streetRead =
      (first?.[1] && first[2] && streetLine(read, first[2], first[1], 'start')) ||
      (last?.[1] && last[2] && streetLine(read, last[1], last[2], 'end'));
    if (streetRead) break;
  }
  return read;
}
