/**
 * The Dutch address of a person check as an address key (postcode, house number, addition),
 * the key the residents and address-properties data are stored under. The address found by
 * address_validation is preferred (its postcode may have been corrected, its addition is the
 * one the address data writes); without it, the request's fields are read as given.
 */
import type { Address } from '../../contract/address.js';
import { addressKey } from '../../entities/records.js';
import { extensionOf, toContractAddress } from '../../registry/address-index-lookup.js';
import type { AddressRecord } from '../../sources/source.js';
import { isDutchCountry, readAddressInput } from '../../registry/address-input.js';
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
  /**
   * Where the number exists, but only with extensions and none was given or not with the one
   * given (P03): the keys of the addresses at the number, each of which the caller may have
   * meant.
   */
  extensionKeys?: string[];
}

/** The most extensions of a number given without one that residents are looked for at. */
const MAX_EXTENSIONS = 20;

/** Dutch where the country says so or is not given. */
export const isDutchOrUnstated = isDutchCountry;

/**
 * The request's Dutch address as given, read as the address search reads it ("12a", "12-2" and
 * "12 bis" carry their extension); undefined when postcode and house number cannot be read.
 */
export function readGivenAddress(given: Address): GivenDutchAddress | undefined {
  const { query, problems } = readAddressInput(given);
  const { postcode, houseNumber } = query;
  if (!postcode || houseNumber === undefined) return undefined;
  if (problems.some((p) => p.field !== 'zip_code' && p.field !== 'street' && p.field !== 'city')) {
    return undefined;
  }
  const extension = query.extension ?? '';
  return {
    key: addressKey(postcode, houseNumber, extension),
    postcode,
    houseNumber,
    extension,
    address: {
      ...given,
      zip_code: postcode,
      house_number: String(houseNumber),
      ...(extension ? { house_number_extension: extension } : {}),
      country: 'NL',
    },
    validated: false,
  };
}

/**
 * P03: the number exists, the extension given (or none) does not. The address is the one found
 * at the number, under its postcode (found from street and city, or corrected), with the
 * extension as given: the street and city as the address data writes them.
 */
function atTheNumberFound(given: Address, found: AddressRecord): GivenDutchAddress {
  const extension = readAddressInput(given).query.extension ?? '';
  const { house_number_extension: _found, ...base } = toContractAddress(found);
  return {
    key: addressKey(found.postcode, found.houseNumber, extension),
    postcode: found.postcode,
    houseNumber: found.houseNumber,
    extension,
    address: { ...base, ...(extension ? { house_number_extension: extension } : {}) },
    validated: false,
  };
}

/**
 * The check's Dutch address, once per check: undefined without an address, for a foreign one,
 * when postcode and house number cannot be read, and when the street and city given point
 * elsewhere than the postcode (P04).
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
    // Street and city point elsewhere than the postcode (or at several streets): which address
    // was meant is not known, so none is searched or described as "the given address".
    if (validated?.lookup.contradicted || validated?.lookup.ambiguous) return undefined;
    const atNumber = validated?.code === 'P03' ? validated.lookup.candidates : [];
    const read = atNumber[0] ? atTheNumberFound(given, atNumber[0]) : readGivenAddress(given);
    // "Kastanjedreef 21" where only 21-H, 21-1 and 21-2 exist: the caller lives at one of them.
    // A block of more flats than that is no address of one household: it is not searched flat
    // by flat (one residents lookup each).
    // An extension given that does not exist there ("21-3") is a slip of the same kind.
    if (read && atNumber.length > 0 && atNumber.length <= MAX_EXTENSIONS) {
      read.extensionKeys = atNumber.map((a) =>
        addressKey(a.postcode, a.houseNumber, extensionOf(a)),
      );
    }
    return read;
  });
}

/**
 * Whether a Dutch address was given and read, but the address data does not have it (P04)
 * and it has no postcode to be keyed by (a street, number and city): nobody is known there,
 * which is not the same as no address given. Not when street and city point elsewhere than the
 * postcode, or at several streets: which address was meant is not known.
 */
export async function givenAddressNotFound(context: AddressValidationContext): Promise<boolean> {
  const given = context.request.address;
  if (!given || !isDutchOrUnstated(given.country)) return false;
  if (await givenDutchAddress(context)) return false;
  const validated = await validatedAddress(context);
  return validated?.code === 'P04' && !validated.lookup.contradicted && !validated.lookup.ambiguous;
}
