import type { Address } from '../../contract/address.js';
import { invalidInput, type FieldError } from '../../errors/errors.js';
import { isForeignCountry, readAddressInput } from '../../registry/address-input.js';
import { withAddressLines } from '../../registry/address-lines.js';
import { isMailAddress, NOT_A_MAIL_ADDRESS } from '../../validators/mail-address.js';

/**
 * A company name given must have a letter or a digit: "...." or "&" names no company, and a
 * check or search on it would be stored as if it had looked for one. Blank is "not given".
 */
export function assertReadableCompanyName(name: string | undefined, path: string): void {
  const text = name?.trim() ?? '';
  if (text === '' || /[\p{L}\p{N}]/u.test(text)) return;
  throw invalidInput([{ path, message: 'has no letter or digit: it names no company' }]);
}

/**
 * A company number given (a KvK or VAT number) must have a letter or a digit: "----" names no
 * company, and a check or search on it would be stored as if it had looked one up.
 */
export function assertReadableCompanyNumber(
  number: string | undefined,
  path: string,
  what = 'company number',
): void {
  const text = number?.trim() ?? '';
  if (text === '' || /[\p{L}\p{N}]/u.test(text)) return;
  throw invalidInput([{ path, message: `has no letter or digit: it is no ${what}` }]);
}

/** A company's mail address given must be one: it narrows and ranks candidates by name. */
export function assertMailAddress(mailAddress: string | undefined, path: string): void {
  const text = mailAddress?.trim() ?? '';
  if (text === '' || isMailAddress(text)) return;
  throw invalidInput([{ path, message: NOT_A_MAIL_ADDRESS }]);
}

/** What a company's phone number given is compared by: its last nine of at least six digits. */
const PHONE_DIGITS_MIN = 6;
export const NOT_A_PHONE_NUMBER =
  'is not a telephone number: give at least 6 digits, with only spaces, +, dashes, (, ), . or / between them (020-1234567, +31 20 123 4567)';

/**
 * A company's phone number given must be one: it narrows and ranks candidates by name, and one
 * of fewer digits, or with letters, would be ignored without a word.
 */
export function assertPhoneNumber(phone: string | undefined, path: string): void {
  // "Tel.: 020-1234567" as pasted from a letterhead, with any dash (– as well as -).
  const text = (phone ?? '').trim().replace(PHONE_LABEL, '');
  if (text === '') return;
  const digits = text.replace(/\D/g, '').length;
  if (digits >= PHONE_DIGITS_MIN && /^[\d\s+\p{Pd}()./]+$/u.test(text)) return;
  throw invalidInput([{ path, message: NOT_A_PHONE_NUMBER }]);
}

/** A label before the number: "Tel.", "tel:", "Telefoon", "Phone". */
const PHONE_LABEL = /^(?:tel(?:efoon)?|phone)\.?\s*:?\s*/i;

/** Given, and more than spaces. */
export const filled = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

/**
 * An address can be completed from zip_code + house_number, or street + house_number + city;
 * a zip_code must be a Dutch postcode where the country is the Netherlands or not given.
 */
export function addressSearchInputErrors(address: Address): FieldError[] {
  if (isForeignCountry(withAddressLines(address).country)) return [];
  return readAddressInput(address).problems.map(({ field, message }) => ({
    path: `/address/${field}`,
    message,
  }));
}

/** The parts of an address given (in its fields or lines) that address search cannot read. */
export function unreadableAddressParts(address: Address): FieldError[] {
  const read = withAddressLines(address);
  return addressSearchInputErrors(address).filter(({ path }) =>
    filled(read[path.slice('/address/'.length) as keyof Address]),
  );
}
