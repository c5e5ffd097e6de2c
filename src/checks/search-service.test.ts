import { describe, expect, it } from 'vitest';
import { VeracheckError } from '../errors/errors.js';
import { AddressIndexBuilder } from '../registry/address-index-data.js';
import { AddressIndex } from '../registry/address-index.js';
import { lookupInIndex } from '../registry/address-index-lookup.js';
import { registryWithoutReferenceData, type Registry } from '../registry/registry.js';
import { addressSearchInputErrors, unreadableAddressParts } from './company/company-input.js';
import { completeAddress } from './search-service.js';

const index = (() => {
  const builder = new AddressIndexBuilder(4);
  for (const addition of ['', '1']) {
    builder.add({
      postcode: '1017GA',
      houseNumber: 10,
      ...(addition && { addition }),
      street: 'Kerkstraat',
      city: 'Amsterdam',
      province: 'Noord-Holland',
      secondary: false,
    });
  }
  // One letter from Kerkstraat: "Xerkstraat" is as close to both.
  builder.add({
    postcode: '1017GC',
    houseNumber: 10,
    street: 'Merkstraat',
    city: 'Amsterdam',
    secondary: false,
  });
  return new AddressIndex(builder.finish());
})();

/** A registry over three fictitious addresses. */
const registry: Registry = {
  ...registryWithoutReferenceData,
  lookupAddress: (partial) => Promise.resolve(lookupInIndex(index, partial, undefined)),
};

const notFound = async (promise: Promise<unknown>): Promise<string> => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(VeracheckError);
  expect((error as VeracheckError).code).toBe('ADDRESS_NOT_FOUND');
  return (error as VeracheckError).message;
};

describe('address search input', () => {
  it('names malformed fields of Dutch addresses only', () => {
    expect(addressSearchInputErrors({ zip_code: '1017 ga', house_number: '10' })).toEqual([]);
    expect(addressSearchInputErrors({ zip_code: '10115', house_number: '1' })).toEqual([
      expect.objectContaining({ path: '/address/zip_code' }),
    ]);
    expect(
      addressSearchInputErrors({ zip_code: '10115', house_number: '1', country: 'DE' }),
    ).toEqual([]);
    expect(addressSearchInputErrors({ zip_code: '1017GA', house_number: 'x' })).toEqual([
      expect.objectContaining({ path: '/address/house_number' }),
    ]);
  });
});

describe('completeAddress', () => {
  it('completes by postcode and by street and city, in the contract shape', async () => {
    const expected = {
      street: 'Kerkstraat',
      house_number: '10',
      zip_code: '1017GA',
      city: 'Amsterdam',
      country: 'NL',
      state: 'Noord-Holland',
    };
    expect(
      await completeAddress(registry, { address: { zip_code: '1017ga', house_number: '10' } }),
    ).toEqual(expected);
    expect(
      await completeAddress(registry, {
        address: { street: 'kerkstrat', house_number: '10-1', city: 'amsterdam' },
      }),
    ).toEqual({ ...expected, house_number_extension: '1' });
  });

  it('says why nothing was found', async () => {
    expect(
      await notFound(
        completeAddress(registry, {
          address: { zip_code: '1017GA', house_number: '10', house_number_extension: '3' },
        }),
      ),
    ).toBe(
      'Kerkstraat 10, 1017 GA Amsterdam exists, but not with that extension; it has: (none), 1.',
    );
    expect(
      await notFound(
        completeAddress(registry, {
          address: { street: 'Xerkstraat', house_number: '10', city: 'Amsterdam' },
        }),
      ),
    ).toBe(
      'The street and city given are as close to Kerkstraat, Amsterdam or Merkstraat, Amsterdam, which all have that number: give the postcode, or the names as written.',
    );
    expect(
      await notFound(
        completeAddress(registry, {
          address: { zip_code: '10115', house_number: '1', country: 'DE' },
        }),
      ),
    ).toMatch(/Dutch addresses only/);
    expect(
      await notFound(
        completeAddress(registry, {
          address: { address_line_1: 'Unter den Linden 1, 10117 Berlin, Germany' },
        }),
      ),
    ).toBe('The address data holds Dutch addresses only (country NL or not given).');
    expect(
      await notFound(
        completeAddress(registry, {
          address: { zip_code: '1017 GA', house_number: '10', country: 'BE' },
        }),
      ),
    ).toBe(
      'The address data holds Dutch addresses only (country NL or not given), and the address given writes the postcode 1017 GA as only Dutch postcodes are written, and names the country BE, whose postcodes are digits only.',
    );
    expect(
      await notFound(
        completeAddress(registryWithoutReferenceData, {
          address: { zip_code: '1017GA', house_number: '10' },
        }),
      ),
    ).toBe('No address data is loaded.');
    await expect(
      completeAddress(registry, { address: { zip_code: '1017GA', house_number: 'tien' } }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('unreadableAddressParts', () => {
  const paths = (address: object) => unreadableAddressParts(address).map((e) => e.path);

  it('names the parts given that cannot be read', () => {
    expect(paths({ zip_code: 'ABC' })).toEqual(['/address/zip_code']);
    expect(paths({ zip_code: '1020AB', country: 'Atlantis' })).toEqual(['/address/country']);
    expect(paths({ city: 'Amsterdam', house_number: 'abc' })).toEqual(['/address/house_number']);
    // A part read from the address lines is read as if given in its field.
    expect(paths({ address_line_1: 'Merelstraat 0' })).toEqual(['/address/house_number']);
  });

  it('asks for no part: any part given narrows a search by name', () => {
    expect(paths({ city: 'Amsterdam' })).toEqual([]);
    expect(paths({ street: 'Merelstraat' })).toEqual([]);
    expect(paths({ zip_code: '1020 ab' })).toEqual([]);
    expect(paths({ country: 'Nederland' })).toEqual([]);
    // Abroad a postcode is not a Dutch one.
    expect(paths({ zip_code: '3036', city: 'Limassol', country: 'CY' })).toEqual([]);
  });
});
