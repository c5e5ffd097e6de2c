/**
 * Person-check section address_validation: whether the address given exists in the Dutch
 * address data (BAG), as given or after correcting street or city, with the full address found.
 * Other sections read the validated address through validatedAddress(context).
 */
import type { Address } from '../../contract/address.js';
import type { PersonCheckResult } from '../../contract/person-check.js';
import {
  describeEquallyClose,
  extensionOf,
  extensionsListed,
  toContractAddress,
  type AddressCorrection,
} from '../../registry/address-index-lookup.js';
import { readAddressInput } from '../../registry/address-input.js';
import type { AddressLookup } from '../../registry/registry.js';
import { describeCountryConflict } from '../../registry/address-line-country.js';
import type { AddressRecord } from '../../sources/source.js';
import type { SectionModule } from '../pipeline.js';
import { ADDRESSES_FORMAT } from '../dataset-formats.js';
import { once, type PersonCheckContext } from './context.js';
import { anyFormatServed } from '../data-served.js';
import type { AddressValidationCode } from '../../contract/codes.js';

const POSTCODE_AND_NUMBER_EXIST = 'The postcode and house number exist';

/** P03 where the number exists only with extensions and none was given. */
const ONLY_WITH_EXTENSION =
  'The postcode and house number exist, but only with a house number extension, and none was given';

/** P05 where every problem is fields that disagree (two extensions): nothing is missing. */
const CONTRADICTS_ITSELF = 'The address contradicts itself';

/** address_validation codes (DESIGN.md section 3) and their messages. */
export const ADDRESS_VALIDATION = {
  P01: 'The address exists as given',
  P02: 'The address exists after correction',
  P03: 'The postcode and house number exist, the house number extension does not',
  P04: 'The address was not found in the address data',
  P05: 'The address is incomplete',
  P06: 'A foreign address: not validated against the Dutch address data',
} as const satisfies Record<AddressValidationCode, string>;

export type { AddressValidationCode };

const FIELD_NAMES: Record<AddressCorrection['field'], string> = {
  zip_code: 'postcode',
  street: 'street',
  city: 'city',
  state: 'province',
};

/** The outcome of validating the address of a person check. */
export interface ValidatedAddress {
  code: AddressValidationCode;
  message: string;
  /**
   * P01 and P02: the full address found, in the contract's shape (corrected where P02);
   * P03: the address at the postcode and number, without the unknown extension.
   */
  address?: Address;
  /** P01 and P02: the address record found. */
  record?: AddressRecord;
  /** When the address data the verdict rests on was last updated (P01-P04). */
  lastUpdated?: string;
  lookup: AddressLookup;
}

export type AddressValidationContext = Pick<
  PersonCheckContext,
  'request' | 'registry' | 'shared' | 'lookups'
>;

const describeCorrections = (corrections: readonly AddressCorrection[]): string =>
  corrections
    .map((c) => `${FIELD_NAMES[c.field]} "${c.given}" corrected to "${c.found}"`)
    .join(', ');

/** P03 naming the extensions at the number (and any correction), with the address without one. */
function extensionVerdict(
  lookup: AddressLookup,
  first: AddressRecord,
  message: string,
  dated: { lastUpdated?: string },
): ValidatedAddress {
  const known = extensionsListed(lookup.candidates, 'none');
  const { house_number_extension: _unknown, ...base } = toContractAddress(first);
  const { corrections } = lookup;
  const corrected = corrections.length === 0 ? '' : `; ${describeCorrections(corrections)}`;
  // Found after a correction (of the postcode, say), it is not the postcode given that exists;
  // found by street and city, no postcode may have been given at all.
  const what =
    corrections.length > 0
      ? message.replace(POSTCODE_AND_NUMBER_EXIST, 'The address exists after correction')
      : lookup.foundBy === 'street'
        ? message.replace(POSTCODE_AND_NUMBER_EXIST, 'The address exists')
        : message;
  return {
    code: 'P03',
    message: `${what} (extensions there: ${known})${corrected}`,
    ...dated,
    address: base,
    lookup,
  };
}

/**
 * P06, naming the conflict where the country made the address foreign against the postcode
 * written with it ("Damrak 1, 1012 AB, BE"; zip_code "1012 AB" and country BE; the lines
 * "Damrak 1, 1012 AB" and country BE): which was meant
 * is not known, so the address is not validated as a Dutch one, nor taken silently for the
 * other country's.
 */
function foreignMessage(lookup: AddressLookup): string {
  const conflict = lookup.countryConflict;
  if (!conflict) return ADDRESS_VALIDATION.P06;
  return `${ADDRESS_VALIDATION.P06}: ${describeCountryConflict(conflict)}`;
}

/**
 * `extensionGiven`: whether the request named a letter or addition; without one, the address
 * the lookup chose among several at the number is no address "as given" unless it has none.
 */
function verdict(lookup: AddressLookup, extensionGiven: boolean): ValidatedAddress | undefined {
  if (lookup.foreign) return { code: 'P06', message: foreignMessage(lookup), lookup };
  if (lookup.problems.length > 0) {
    const why = lookup.problems.map((p) => p.message).join('; ');
    const what = lookup.problems.every((p) => p.contradiction)
      ? CONTRADICTS_ITSELF
      : ADDRESS_VALIDATION.P05;
    return { code: 'P05', message: `${what}: ${why}`, lookup };
  }
  // Without address data nothing can be said of an address that reads well.
  if (!lookup.dataServed) return undefined;
  const dated = lookup.updatedAt === undefined ? {} : { lastUpdated: lookup.updatedAt };
  const { address, corrections } = lookup;
  if (address && !extensionGiven && extensionOf(address) !== '') {
    return extensionVerdict(lookup, address, ONLY_WITH_EXTENSION, dated);
  }
  if (address) {
    return corrections.length === 0
      ? {
          code: 'P01',
          message: ADDRESS_VALIDATION.P01,
          ...dated,
          address: toContractAddress(address),
          record: address,
          lookup,
        }
      : {
          code: 'P02',
          message: `${ADDRESS_VALIDATION.P02}: ${describeCorrections(corrections)}`,
          ...dated,
          address: toContractAddress(address),
          record: address,
          lookup,
        };
  }
  const [first] = lookup.candidates;
  if (lookup.extensionUnknown && first) {
    return extensionVerdict(lookup, first, ADDRESS_VALIDATION.P03, dated);
  }
  if (lookup.ambiguous) {
    return {
      code: 'P04',
      message: `${ADDRESS_VALIDATION.P04}: the street and city given are as close to ${describeEquallyClose(lookup.ambiguous)}, which all have that number; which one is meant is not known`,
      ...dated,
      lookup,
    };
  }
  if (lookup.contradicted) {
    const { street, city } = lookup.contradicted;
    return {
      code: 'P04',
      message: `${ADDRESS_VALIDATION.P04}: the postcode and house number are in ${street}, ${city}, not in the street and city given, and the street and city given have no such number`,
      ...dated,
      lookup,
    };
  }
  return { code: 'P04', message: ADDRESS_VALIDATION.P04, ...dated, lookup };
}

/**
 * The address of the check validated against the address data, once per check however many
 * sections ask; undefined when the request has no address, or when no address data is served
 * to validate a well-formed Dutch address against.
 */
export function validatedAddress(
  context: AddressValidationContext,
): Promise<ValidatedAddress | undefined> {
  return once(context, 'address-validation', async () => {
    const given = context.request.address;
    if (!given) return undefined;
    const lookup = await context.registry.lookupAddress(given);
    const result = verdict(lookup, readAddressInput(given).query.extension !== undefined);
    if (result) {
      context.lookups.address_validation = {
        code: result.code,
        ...(lookup.foundBy && { found_by: lookup.foundBy }),
        ...(lookup.corrections.length > 0 && { corrections: lookup.corrections }),
      };
    }
    return result;
  });
}

/** address_validation: code, message, last_updated and the full (corrected) address. */
export const addressValidationSection: SectionModule<AddressValidationContext, PersonCheckResult> =
  {
    reads: [ADDRESSES_FORMAT],
    dataServed: anyFormatServed(ADDRESSES_FORMAT),
    async compute(context) {
      const validated = await validatedAddress(context);
      if (!validated) return undefined;
      return {
        address_validation: {
          code: validated.code,
          message: validated.message,
          ...(validated.lastUpdated && { last_updated: validated.lastUpdated }),
          ...(validated.address && { address: validated.address }),
        },
      };
    },
  };
