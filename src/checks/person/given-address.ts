/**
 * The Dutch address of a person check as an address key (postcode, house number, addition),
 * the key the residents and address-properties data are stored under. The address found by
 * address_validation is preferred (its postcode may have been corrected, its addition is the
 * one the address data writes); without it, the request's fields are read as given.
 */
import type { Address } from '../../contract/address.js';
import {
  addressKey,
  parseAddition,
  parseOrUndefined,
  parsePostcode,
} from '../../entities/records.js';
import { extensionOf } from '../../registry/address-index-lookup.js';
import { parseIssuingCountry } from '../../validators/id-document/index.js';
import { validatedAddress, type AddressValidationContext } from './address-validation.js';
import { once } from './context.js';

export interface GivenDutchAddress {
  key: string;
  postcode: string;
  houseNumber: number;
  /** House letter and addition, normalised ("A2"); empty when there is none. */
  extension: string;
  /** The address in the contract's shape: as found in the address data, else as given. */
  address: Address;
  /** Whether the address data has the address (address_validation P01 or P02). */
  validated: boolean;
}

/** Dutch where the country says so or is not given. */
export const isDutchOrUnstated = (country: string | undefined): boolean =>
  !country?.trim() || parseIssuingCountry(country) === 'NL';

/** "12", "12a", "12-2", "12 bis": the number and what follows it. */
function readHouseNumber(text: string | undefined): { number: number; tail: string } | undefined {
  const match = /^\s*(\d{1,5})\s*-?\s*(.*?)\s*$/.exec(text ?? '');
  const number = Number(match?.[1]);
  return match && number >= 1 ? { number, tail: match[2] ?? '' } : undefined;
}

function fromRequest(given: Address): GivenDutchAddress | undefined {
  const postcode = parseOrUndefined(parsePostcode, given.zip_code ?? '');
  const house = readHouseNumber(given.house_number);
  if (!postcode || !house) return undefined;
  const extension = parseOrUndefined(
    parseAddition,
    given.house_number_extension?.trim() || house.tail,
  );
  if (extension === undefined) return undefined;
  return {
    key: addressKey(postcode, house.number, extension),
    postcode,
    houseNumber: house.number,
    extension,
    address: {
      ...given,
      zip_code: postcode,
      house_number: String(house.number),
      ...(extension ? { house_number_extension: extension } : {}),
      country: 'NL',
    },
    validated: false,
  };
}

/**
 * The check's Dutch address, once per check: undefined without an address, for a foreign one,
 * or when postcode and house number cannot be read.
 */
export function givenDutchAddress(
  context: AddressValidationContext,
): Promise<GivenDutchAddress | undefined> {
  return once(context, 'given-dutch-address', async () => {
    const given = context.request.address;
    if (!given || !isDutchOrUnstated(given.country)) return undefined;
    const validated = await validatedAddress(context);
    const record = validated?.record;
    if (record && validated.address) {
      return {
        key: addressKey(record.postcode, record.houseNumber, extensionOf(record)),
        postcode: record.postcode,
        houseNumber: record.houseNumber,
        extension: extensionOf(record),
        address: validated.address,
        validated: true,
      };
    }
    return fromRequest(given);
  });
}
