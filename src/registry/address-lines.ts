/**
 * The contract's free address lines (`address_line_1`, `address_line_2`) read as a Dutch
 * address writes them: "Merelstraat 1B" (street, number and extension) and "1020 AA Amsterdam"
 * (postcode and city), on two lines or on one split by commas ("Merelstraat 1B, Amsterdam":
 * a line of words after the street is the city); for an address abroad also the postcode and
 * city that end most European addresses. They fill only the fields the request left empty: a
 * field given is never overridden by a line.
 */
import type { Address } from '../contract/address.js';
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';
import { normaliseIdentifier } from './keys.js';

/** "1020 AA Amsterdam", "1020AA": a Dutch postcode, then the city, if any. */
const POSTCODE_CITY = /^([1-9]\d{3})\s?([A-Za-z]{2})(?:\s+(\S.*))?$/;
/**
 * "Merelstraat 1B", "Kerkstraat 10-2", "2e Hugo de Grootstraat 10 A": the street, then the
 * number with a letter or an addition after a hyphen or slash ("10 2" reads as street "... 10",
 * number 2: write "10-2").
 */
const STREET_NUMBER =
  /^(.*?\p{L}.*?)\s+(\d{1,5}(?:\s*[-/]\s*[0-9A-Za-z]{1,6}|\s*[A-Za-z]{1,4}(?:\s*[-/]\s*[0-9A-Za-z]{1,6})?)?)$/u;

/**
 * "Narcissenpark 18 1e etage", "Narcissenpark 18-2e", "Kerkstraat 10 3e verdieping": the street,
 * the number, and a floor spelled out, which is the addition the address data writes (1, 2, 3).
 */
const STREET_NUMBER_FLOOR =
  /^(.*?\p{L}.*?)\s+(\d{1,5})\s*[-/\s]\s*(\d{1,2})\s*e(?:\s*(?:etage|verdieping|verd\.?))?$/iu;

const filled = (value: string | undefined): boolean => (value?.trim() ?? '') !== '';

/** Addresses already read: the sections of one check each ask for the same request's address. */
const readAddresses = new WeakMap<Address, Readonly<Address>>();

/**
 * The address with the fields its lines give filled in where the request left them empty. The
 * reading is kept per address object (and frozen, as it is shared).
 */
export function withAddressLines(address: Address): Address {
  const known = readAddresses.get(address);
  if (known) return known;
  const read = readLines(address);
  // Without lines the address is its own reading: the caller's object is not frozen.
  if (read !== address) readAddresses.set(address, Object.freeze(read));
  return read;
}

function readLines(address: Address): Address {
  const lines = [address.address_line_1, address.address_line_2]
    .flatMap((line) => (line ?? '').split(','))
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '');
  if (lines.length === 0) return address;
  const read: Address = { ...address };
  // "…, 10117 Berlin, Germany": a country ends the lines; it is the country where none is given.
  const last = lines.at(-1) ?? '';
  if (lines.length > 1 && !/\d/.test(last) && parseIssuingCountry(last) !== undefined) {
    lines.pop();
    if (!filled(read.country)) read.country = last;
  }
  let streetRead = false;
  for (const line of lines) {
    const postcode = POSTCODE_CITY.exec(line);
    if (postcode) {
      if (!filled(read.zip_code)) read.zip_code = `${postcode[1]}${postcode[2]?.toUpperCase()}`;
      if (postcode[3] && !filled(read.city)) read.city = postcode[3];
      continue;
    }
    const floor = STREET_NUMBER_FLOOR.exec(line);
    const street = floor ? undefined : STREET_NUMBER.exec(line);
    if (floor?.[1] && floor[2] && !filled(read.street) && !filled(read.house_number)) {
      read.street = floor[1];
      read.house_number = floor[2];
      if (!filled(read.house_number_extension)) read.house_number_extension = floor[3];
      streetRead = true;
    } else if (street?.[1] && street[2] && !filled(read.street) && !filled(read.house_number)) {
      read.street = street[1];
      read.house_number = street[2];
      streetRead = true;
    } else if (streetRead && !/\d/.test(line) && !filled(read.city)) {
      // "Merelstraat 1B, Amsterdam": a line of words after the street is the city.
      read.city = line;
    }
  }
  // Abroad the lines end as most European addresses do: "…, L-4010 Esch-sur-Alzette".
  const country = read.country?.trim();
  if (country && parseIssuingCountry(country) !== 'NL' && !filled(read.city)) {
    const written = postcodeAndCityOf(lines.join(', '));
    if (written) {
      read.city = written.city;
      if (!filled(read.zip_code)) read.zip_code = written.postcode;
    }
  }
  return read;
}

/**
 * The postcode and city of an address written as one text, the way most European addresses
 * end: "89 Avenue de la Liberté, L-4010 Esch-sur-Alzette", "Friedrichstraße 12, 10117 Berlin"
 * (a country after them is skipped). Undefined where no part reads so: a wrong city would count
 * as another address, an unknown one as none.
 */
export function postcodeAndCityOf(text: string): { postcode: string; city: string } | undefined {
  const parts = text.split(',').map((part) => part.trim());
  for (let i = parts.length - 1; i >= Math.max(0, parts.length - 2); i--) {
    const match = /^((?:[A-Z]{1,2}-)?\d{4,5})\s+(\p{L}[\p{L}' .-]*\p{L})$/u.exec(parts[i] ?? '');
    if (match?.[1] && match[2]) return { postcode: match[1], city: match[2] };
  }
  return undefined;
}

/**
 * A postcode as compared across countries: letters and digits only, without the country letters
 * written before it ("L-4010", "L4010" and "4010" are "4010"; "1020 AA" is "1020AA").
 */
export const comparablePostcode = (postcode: string): string =>
  normaliseIdentifier(postcode.trim().replace(/^[A-Za-z]{1,2}-?(?=\d)/, ''));
