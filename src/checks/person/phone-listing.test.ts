import { describe, expect, it } from 'vitest';
import type { PhoneDirectoryData } from '../../entities/records.js';
import { compareListedAddress, compareListedName, listingAddress } from './phone-listing.js';

const JAN = { initials: 'J.', first_name: 'Jan', last_name_prefix: 'van der', last_name: 'Berg' };

describe('compareListedName', () => {
  it.each([
    'J. van der Berg',
    'Jan van der Berg',
    'J.P. van der Berg',
    'Berg, J. van der',
    'J. VAN DER BERG',
    'J. Berg',
    'van der Berg',
  ])('takes %j for Jan van der Berg', (listed) => {
    expect(compareListedName(listed, JAN)).toBe('same');
  });

  it.each(['P. van der Berg', 'J. van den Berg', 'J. de Vries', 'Bergman Holding B.V.'])(
    'takes %j for someone else',
    (listed) => {
      expect(compareListedName(listed, JAN)).toBe('other');
    },
  );

  it('ignores accents, case and punctuation', () => {
    expect(compareListedName('Ayşe Öztürk', { first_name: 'ayse', last_name: 'OZTURK' })).toBe(
      'same',
    );
    expect(
      compareListedName("W. van 't Hof", {
        initials: 'W',
        last_name_prefix: "van 't",
        last_name: 'Hof',
      }),
    ).toBe('same');
  });

  it('takes a family name written with its prefix', () => {
    expect(compareListedName('M. de Vries', { last_name: 'de Vries' })).toBe('same');
    expect(compareListedName('M. Vries', { last_name: 'de Vries' })).toBe('other');
  });

  it('compares nothing without a family name', () => {
    expect(compareListedName('J. van der Berg', { first_name: 'Jan' })).toBe('not_compared');
    expect(compareListedName('J. van der Berg', undefined)).toBe('not_compared');
  });
});

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
