import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line.js';

describe('addressLine', () => {
  it('writes a letter after the number with a space and a numeric addition with a hyphen', () => {
    const at = (extension?: string) =>
      addressLine(
        {
          street: 'Merelstraat',
          house_number: '2',
          ...(extension && { house_number_extension: extension }),
          zip_code: '1020AB',
          city: 'Amsterdam',
          country: 'NL',
        },
        'en',
      );
    expect(at('1')).toBe('Merelstraat 2-1, 1020 AB Amsterdam, NL');
    expect(at('A')).toBe('Merelstraat 2 A, 1020 AB Amsterdam, NL');
    expect(at()).toBe('Merelstraat 2, 1020 AB Amsterdam, NL');
  });

  it('writes a Dutch postcode with its letters apart, however it was given', () => {
    for (const zip_code of ['1020AB', '1020 ab', '1020-AB']) {
      expect(addressLine({ street: 'Merelstraat', house_number: '2', zip_code }, 'nl')).toBe(
        'Merelstraat 2, 1020 AB',
      );
    }
    // Abroad a postcode stays as given, and text that is no Dutch postcode too.
    expect(addressLine({ zip_code: '1000', city: 'Brussel', country: 'BE' }, 'nl')).toBe(
      '1000 Brussel, BE',
    );
    expect(addressLine({ zip_code: 'SW1A 1AA', country: 'GB' }, 'en')).toBe('SW1A 1AA, GB');
    expect(addressLine({ zip_code: '1020', city: 'Amsterdam' }, 'en')).toBe('1020 Amsterdam');
  });

  it('names the number of an address given by postcode and house number alone', () => {
    const given = { zip_code: '1020AB', house_number: '6' };
    expect(addressLine(given, 'en')).toBe('house number 6, 1020 AB');
    expect(addressLine(given, 'nl')).toBe('huisnummer 6, 1020 AB');
    expect(addressLine({ ...given, house_number_extension: 'A' }, 'nl')).toBe(
      'huisnummer 6 A, 1020 AB',
    );
  });
});
