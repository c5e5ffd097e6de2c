import { describe, expect, it } from 'vitest';
import { addressIndexOf, KERKSTRAAT_10 } from '../../../test/person-addresses.js';
import type { Address } from '../../contract/address.js';
import { lookupInIndex } from '../../registry/address-index-lookup.js';
import { registryWithoutReferenceData, type Registry } from '../../registry/registry.js';
import { givenDutchAddress, isDutchOrUnstated } from './given-address.js';

const index = (() => {
  return addressIndexOf([KERKSTRAAT_10, { ...KERKSTRAAT_10, houseLetter: 'A', addition: '2' }]);
})();

const withAddressData: Registry = {
  ...registryWithoutReferenceData,
  lookupAddress: (partial) => Promise.resolve(lookupInIndex(index, partial, undefined)),
};

const given = (address: Address, registry: Registry = registryWithoutReferenceData) =>
  givenDutchAddress({
    request: { type: 'basic', address },
    registry,
    shared: new Map(),
    lookups: {},
  });

describe('the Dutch address of a check', () => {
  it('takes the address found in the address data, with its postcode corrected', async () => {
    const found = await given(
      {
        street: 'Kerkstraat',
        house_number: '10',
        house_number_extension: 'a-2',
        zip_code: '1017GB',
        city: 'Amsterdam',
      },
      withAddressData,
    );
    expect(found).toMatchObject({
      key: '1017GA|10|A2',
      extension: 'A2',
      validated: true,
      address: { street: 'Kerkstraat', zip_code: '1017GA', house_number_extension: 'A-2' },
    });
  });

  it('reads postcode, number and extension as given without address data', async () => {
    expect(await given({ zip_code: '1017 ga', house_number: '10 a' })).toEqual({
      key: '1017GA|10|A',
      postcode: '1017GA',
      houseNumber: 10,
      extension: 'A',
      address: {
        zip_code: '1017GA',
        house_number: '10',
        house_number_extension: 'A',
        country: 'NL',
      },
      validated: false,
    });
    expect(
      (await given({ zip_code: '1017GA', house_number: '10', house_number_extension: '' }))?.key,
    ).toBe('1017GA|10|');
  });

  it('takes the postcode found at the number where the extension is not known there (P03)', async () => {
    // Given by street, number and city: the postcode is the one the address data has there.
    for (const address of [
      { street: 'Kerkstraat', house_number: '10', house_number_extension: 'B', city: 'Amsterdam' },
      { street: 'Kerkstrat', house_number: '10', house_number_extension: 'B', city: 'Amsterdm' },
      { address_line_1: 'Kerkstraat 10B', address_line_2: 'Amsterdam' },
      // A postcode given wrong, corrected by street and city.
      {
        street: 'Kerkstraat',
        house_number: '10',
        house_number_extension: 'B',
        zip_code: '1017GB',
        city: 'Amsterdam',
      },
    ]) {
      expect(await given(address, withAddressData), JSON.stringify(address)).toMatchObject({
        key: '1017GA|10|B',
        postcode: '1017GA',
        extension: 'B',
        validated: false,
        address: { street: 'Kerkstraat', city: 'Amsterdam', house_number_extension: 'B' },
      });
    }
  });

  it('has none for a foreign or unreadable address', async () => {
    expect(await given({ zip_code: '1017GA', house_number: '10', country: 'BE' })).toBeUndefined();
    expect(await given({ zip_code: 'SW1A 1AA', house_number: '10' })).toBeUndefined();
    expect(await given({ zip_code: '1017GA', house_number: 'ten' })).toBeUndefined();
    expect([undefined, ' ', 'nl', 'NLD', 'Nederland', 'DE'].map(isDutchOrUnstated)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
