/**
 * Address lines of the United States (address-lines-american.ts): the state's code and ZIP code
 * that end them, never a Dutch postcode, street and number.
 */
import { describe, expect, it } from 'vitest';
import { linesCountryConflict, readAddressText, withAddressLines } from './address-lines.js';

describe('address lines ending with a state code and a ZIP code', () => {
  it('are American: the number first, the street, the city, the ZIP code', () => {
    for (const address of [
      { address_line_1: '1500 NE Irving St, Portland, OR 97232' },
      { address_line_1: '1500 NE Irving St, Portland, OR 97232', country: 'US' },
      { address_line_1: '1500 NE Irving St, Portland, OR 97232', country: 'United States' },
      { address_line_1: '1500 NE Irving St, Portland, OR 97232, USA' },
      { address_line_1: '1500 NE Irving St, Portland OR 97232' },
      { address_line_1: '1500 NE Irving St, Portland, OR 97232 USA' },
      { address_line_1: '1500 NE Irving St', address_line_2: 'Portland, OR 97232' },
      { address_line_1: '1500 NE Irving St, Apt 4', address_line_2: 'Portland, OR 97232' },
    ]) {
      const read = withAddressLines(address);
      expect(read, JSON.stringify(address)).toMatchObject({
        street: 'NE Irving St',
        house_number: '1500',
        zip_code: '97232',
        city: 'Portland',
      });
      expect(read.country === 'US' || read.country === address.country).toBe(true);
      expect(linesCountryConflict(address), JSON.stringify(address)).toBeUndefined();
    }
    expect(
      withAddressLines({ address_line_1: '1500 NE Irving St, Portland, OR 97232-1234' }),
    ).toMatchObject({ zip_code: '97232-1234', country: 'US' });
    // ZIP+4 written with a space, as with its hyphen; not the number 1234 of a street "OR 97232".
    for (const line of [
      '1500 NE Irving St, Portland, OR 97232 1234',
      '1500 NE Irving St, Portland OR 97232 1234 USA',
    ]) {
      expect(withAddressLines({ address_line_1: line }), line).toEqual({
        address_line_1: line,
        street: 'NE Irving St',
        house_number: '1500',
        zip_code: '97232-1234',
        city: 'Portland',
        country: 'US',
      });
    }
    expect(withAddressLines({ address_line_1: '350 5th Ave, New York, NY 10118' })).toMatchObject({
      street: '5th Ave',
      house_number: '350',
      zip_code: '10118',
      city: 'New York',
      country: 'US',
    });
    // A register's address abroad, written as one text.
    expect(readAddressText('1 Infinite Loop, Cupertino, CA 95014', 'US')).toMatchObject({
      street: 'Infinite Loop',
      house_number: '1',
      zip_code: '95014',
      city: 'Cupertino',
    });
  });

  it('fill only the fields left empty, and stay as read with another country given', () => {
    expect(
      withAddressLines({
        address_line_1: 'Portland, OR 97232',
        street: 'NE Irving St',
        house_number: '1500',
        zip_code: '97232-1234',
      }),
    ).toMatchObject({
      street: 'NE Irving St',
      house_number: '1500',
      zip_code: '97232-1234',
      city: 'Portland',
      country: 'US',
    });
    for (const country of ['NL', 'CA']) {
      const read = withAddressLines({
        address_line_1: '1500 NE Irving St, Portland, OR 97232',
        country,
      });
      expect(read.country, country).toBe(country);
      expect(read.zip_code, country).not.toBe('97232');
    }
  });

  it('leave Dutch lines and a code that is a country or province too to their own readings', () => {
    // NH is Noord-Holland, DE Germany: American only after a number first or a US named.
    for (const line of [
      'Kerkstraat 1, 1012 AB Amsterdam, NH 12345',
      'Hauptstraße 1, Berlin DE 10117',
      'Merelstraat 2, 1020 AB Amsterdam',
    ]) {
      expect(withAddressLines({ address_line_1: line }).country, line).toBeUndefined();
    }
    expect(
      withAddressLines({ address_line_1: 'Kerkstraat 1, 1012 AB Amsterdam, NH 12345' }),
    ).toMatchObject({ street: 'Kerkstraat', zip_code: '1012AB', city: 'Amsterdam' });
    expect(withAddressLines({ address_line_1: '1 Main St, Wilmington, DE 19801' })).toMatchObject({
      street: 'Main St',
      zip_code: '19801',
      city: 'Wilmington',
      country: 'US',
    });
    // The state's code in small letters is no state's code.
    expect(withAddressLines({ address_line_1: 'Kanaalweg 1, Portland, or 97232' }).country).toBe(
      undefined,
    );
  });
});
