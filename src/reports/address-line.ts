/**
 * An address on one line, as a report shows it: `Damrak 1 A, 1012 AB Amsterdam, NL`.
 */
import { isDutchCountry } from '../registry/address-input.js';
import { postcodeForPeople } from '../registry/postcode-written.js';
import { text } from './labels/index.js';
import type { ReportLanguage } from './labels/language.js';

/**
 * A Dutch postcode as it is written on letters, its letters apart ("1012 AB"): stored joined
 * ("1012AB"), it reads as a code rather than a postcode, beside a lone house number above all.
 * Any other postcode stays as given.
 */
function postcodeShown(postcode: string, country: string): string {
  return isDutchCountry(country) ? postcodeForPeople(postcode) : postcode;
}

/** An address on one line: `Damrak 1 A, 1012 AB Amsterdam, NL`. */
export function addressLine(address: Record<string, unknown>, language: ReportLanguage): string {
  const part = (key: string) => {
    const value = address[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const join = (parts: string[], separator: string) =>
    parts.filter((p) => p !== '').join(separator);
  // A numeric addition after the number reads as part of it ("2 1" as 21): written "2-1".
  const extension = part('house_number_extension');
  const number = /^\d/.test(extension)
    ? join([part('house_number'), extension], '-')
    : join([part('house_number'), extension], ' ');
  const street = part('street');
  // Without a street a bare number ("6, 1020 AB") does not say what it is: it is named.
  const streetAndNumber =
    street === '' && number !== ''
      ? `${text('houseNumber', language)} ${number}`
      : join([street, number], ' ');
  const postcode = part('zip_code');
  return join(
    [
      streetAndNumber,
      part('address_line_1'),
      part('address_line_2'),
      join([postcode === '' ? '' : postcodeShown(postcode, part('country')), part('city')], ' '),
      part('state'),
      part('country'),
    ],
    ', ',
  );
}
