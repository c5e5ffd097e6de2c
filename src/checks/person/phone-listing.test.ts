import { describe, expect, it } from 'vitest';
import type { PhoneDirectoryData } from '../../entities/records.js';
import { compareListedAddress, listingAddress } from './phone-listing.js';

const LISTING: PhoneDirectoryData = {
  phone_number: '+31201234567',
  name: 'J. van der Berg',
  street: 'Damrak',
  house_number: 1,
  addition: 'A',
  postcode: '1012AB',
  city: 'Amsterdam',
  country: 'NL',
  kind: 'landline',
  listed_since: '2015-01-01',
};

describe('compareListedAddress', () => {
  it('compares a Dutch postcode and house number, with the addition where both give one', () => {
    expect(compareListedAddress(LISTING, { zip_code: '1012 ab', house_number: '1' })).toBe('same');
    // The postcode is read as address search reads it: hyphens, and the country before it.
    for (const zip_code of ['NL-1012 AB', '1012-ab']) {
      expect(compareListedAddress(LISTING, { zip_code, house_number: '1' }), zip_code).toBe('same');
    }
    expect(
      compareListedAddress(LISTING, {
        zip_code: '1012AB',
        house_number: '1',
        house_number_extension: 'a',
      }),
    ).toBe('same');
    expect(compareListedAddress(LISTING, { zip_code: '1012AB', house_number: '1-a' })).toBe('same');
    expect(
      compareListedAddress(LISTING, {
        zip_code: '1012AB',
        house_number: '1',
        house_number_extension: 'B',
      }),
    ).toBe('other');
    expect(compareListedAddress(LISTING, { zip_code: '1012AB', house_number: '3' })).toBe('other');
    expect(compareListedAddress(LISTING, { zip_code: '3011AA', house_number: '1' })).toBe('other');
  });

  it('takes an address of the address data without an addition for the dwelling without one', () => {
    const plain = { zip_code: '1012AB', house_number: '1', country: 'NL' };
    expect(compareListedAddress(LISTING, plain, { exactAddition: true })).toBe('other');
    expect(
      compareListedAddress({ ...LISTING, addition: undefined }, plain, { exactAddition: true }),
    ).toBe('same');
    expect(
      compareListedAddress(
        LISTING,
        { ...plain, house_number_extension: 'A' },
        { exactAddition: true },
      ),
    ).toBe('same');
  });

  it('compares street, number and city where there is no postcode', () => {
    expect(
      compareListedAddress(LISTING, { street: 'DAMRAK', house_number: '1', city: 'amsterdam' }),
    ).toBe('same');
    expect(
      compareListedAddress(LISTING, { street: 'Damrak', house_number: '1', city: 'Rotterdam' }),
    ).toBe('other');
  });

  it('says another country is another address', () => {
    expect(
      compareListedAddress(LISTING, { zip_code: '1012AB', house_number: '1', country: 'BEL' }),
    ).toBe('other');
  });

  it('compares nothing without an address or a house number', () => {
    expect(compareListedAddress(LISTING, undefined)).toBe('not_compared');
    expect(compareListedAddress(LISTING, { zip_code: '1012AB' })).toBe('not_compared');
    expect(
      compareListedAddress(
        { ...LISTING, house_number: undefined },
        { zip_code: '1012AB', house_number: '1' },
      ),
    ).toBe('not_compared');
  });
});

describe('listingAddress', () => {
  it('gives the listing address in the contract shape', () => {
    expect(listingAddress(LISTING)).toEqual({
      street: 'Damrak',
      house_number: '1',
      house_number_extension: 'A',
      zip_code: '1012AB',
      city: 'Amsterdam',
      country: 'NL',
    });
  });

  it('gives no address for a listing without one', () => {
    expect(
      listingAddress({
        phone_number: '+31612345678',
        name: 'J. Jansen',
        country: 'NL',
        kind: 'mobile',
      }),
    ).toBeUndefined();
  });
});
