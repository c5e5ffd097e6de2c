/**
 * How a phone directory listing's address compares with the address of a check, and the
 * listing's address in the contract's shape. (Names: phone-listed-name.ts.)
 */
import type { Address } from '../../contract/address.js';
import {
  parseAddition,
  parseOrUndefined,
  parsePostcode,
  type PhoneDirectoryData,
} from '../../entities/records.js';
import { dutchPostcode } from '../../registry/address-input.js';
import { parseIssuingCountry } from '../../validators/id-document/index.js';
import { foldName } from './person-names.js';

/** same, other, or not compared (nothing to compare on one side). */
export type Comparison = 'same' | 'other' | 'not_compared';

/** "12", "12a", "12-2" as house number and what follows it. */
function houseNumberParts(text: string | undefined): { number?: number; rest: string } {
  const match = /^\s*(\d{1,5})\s*(.*)$/.exec(text ?? '');
  return match ? { number: Number(match[1]), rest: match[2] ?? '' } : { rest: '' };
}

const foldedText = (text: string | undefined): string => foldName(text ?? '').join(' ');

/** Whether two additions agree: normalised, and only where both are given. */
function sameAddition(given: string, listed: string | undefined, exact: boolean): boolean {
  const a = parseOrUndefined(parseAddition, given) ?? foldedText(given);
  const b = listed ?? '';
  return (!exact && (a === '' || b === '')) || a === b;
}

/**
 * Whether a listing is at the address given: by Dutch postcode and house number where both
 * have them, else by street, house number and city; a house letter or addition counts where
 * both give one.
 */
export function compareListedAddress(
  listing: PhoneDirectoryData,
  given: Address | undefined,
  /**
   * The address is one the address data has, as written there: no addition means the address
   * without one (19 is another dwelling than 19-B), not an addition left out.
   */
  { exactAddition = false }: { exactAddition?: boolean } = {},
): Comparison {
  if (!given) return 'not_compared';
  const givenCountry = parseIssuingCountry(given.country);
  if (givenCountry && givenCountry !== listing.country) return 'other';
  const house = houseNumberParts(given.house_number);
  if (house.number === undefined || listing.house_number === undefined) return 'not_compared';
  const addition = given.house_number_extension ?? house.rest;
  const postcode = parseOrUndefined(parsePostcode, dutchPostcode(given.zip_code ?? '') ?? '');
  if (postcode && listing.postcode && listing.country === 'NL') {
    return postcode === listing.postcode &&
      house.number === listing.house_number &&
      sameAddition(addition, listing.addition, exactAddition)
      ? 'same'
      : 'other';
  }
  const street = foldedText(given.street);
  const listedStreet = foldedText(listing.street);
  if (!street || !listedStreet) return 'not_compared';
  const city = foldedText(given.city);
  const listedCity = foldedText(listing.city);
  return street === listedStreet &&
    house.number === listing.house_number &&
    sameAddition(addition, listing.addition, exactAddition) &&
    (!city || !listedCity || city === listedCity)
    ? 'same'
    : 'other';
}

/** A listing's address in the contract's shape. */
export function listingAddress(listing: PhoneDirectoryData): Address | undefined {
  const address: Address = {
    ...(listing.street && { street: listing.street }),
    ...(listing.house_number !== undefined && { house_number: String(listing.house_number) }),
    ...(listing.addition && { house_number_extension: listing.addition }),
    ...(listing.postcode && { zip_code: listing.postcode }),
    ...(listing.city && { city: listing.city }),
  };
  return Object.keys(address).length > 0 ? { ...address, country: listing.country } : undefined;
}
