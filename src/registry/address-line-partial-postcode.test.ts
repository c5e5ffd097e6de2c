/**
 * Address lines without commas whose Dutch postcode is written without its letters, and a
 * number with a numeric addition and a floor: read as their comma forms are.
 */
import { describe, expect, it } from 'vitest';
import { readAddressText, withAddressLines } from './address-lines.js';

describe('four digits of a Dutch postcode without its letters, in a line without commas', () => {
  it('leave the street, number and place read, as "Kerkstraat 1, 2300, Leiden" does', () => {
    for (const [line, street, number, city] of [
      ['Kerkstraat 1 2300 Leiden FR', 'Kerkstraat', '1', 'Leiden'],
      ['Hoofdstraat 12 9101 Dokkum FR', 'Hoofdstraat', '12', 'Dokkum'],
      ['Hoofdstraat 12 9101 Dokkum', 'Hoofdstraat', '12', 'Dokkum'],
      ['Kerkstraat 1 2511 Den Haag Zuid-Holland', 'Kerkstraat', '1', 'Den Haag'],
      ['Kerkstraat 1, 2300, Leiden', 'Kerkstraat', '1', 'Leiden'],
      // With commas, but none between the digits and the place, as with none or both.
      ['Kerkstraat 1, 2300 Leiden', 'Kerkstraat', '1', 'Leiden'],
      ['Kerkstraat 1, 2300 Leiden FR', 'Kerkstraat', '1', 'Leiden'],
      ['Kerkstraat 1, 2511 Den Haag Zuid-Holland', 'Kerkstraat', '1', 'Den Haag'],
      ['Hoofdstraat 12A, 9101 Dokkum', 'Hoofdstraat', '12A', 'Dokkum'],
    ] as const) {
      // The digits alone are no postcode to search by, and FR is Friesland, not France.
      expect(withAddressLines({ address_line_1: line }), line).toEqual({
        address_line_1: line,
        street,
        house_number: number,
        city,
      });
    }
  });

  it('leave the place read from a line of its own after the street and number', () => {
    expect(
      withAddressLines({ address_line_1: 'Kerkstraat 1', address_line_2: '2300 Leiden' }),
    ).toMatchObject({ street: 'Kerkstraat', house_number: '1', city: 'Leiden' });
    // Four digits and letters are a postcode, read as ever; digits alone give no city.
    expect(withAddressLines({ address_line_1: 'Kerkstraat 1, 2300 AB Leiden' })).toMatchObject({
      zip_code: '2300AB',
      city: 'Leiden',
    });
    expect(withAddressLines({ address_line_1: 'Kerkstraat 1, 2300' }).city).toBe(undefined);
    // Not after a part that is no street and number.
    expect(withAddressLines({ address_line_1: 'Postbus 12, 2300 Leiden' }).city).toBe(undefined);
  });

  it('leave a line with a country after the place to be read as one abroad', () => {
    expect(withAddressLines({ address_line_1: 'Rue Haute 12 1000 Bruxelles BE' })).toMatchObject({
      country: 'BE',
      zip_code: '1000',
      city: 'Bruxelles',
    });
    expect(
      withAddressLines({ address_line_1: 'Kerkstraat 1 8911 Leeuwarden Nederland' }).city,
    ).toBe(undefined);
  });

  it('leave a code of a province and of a country of four-digit postcodes unread, as before', () => {
    // LI is Limburg and Liechtenstein, GE Gelderland and Georgia: neither is known to be meant.
    for (const line of ['Städtle 1 9490 Vaduz LI', 'Rustaveli 12 4600 Kutaisi GE']) {
      expect(withAddressLines({ address_line_1: line }), line).toEqual({ address_line_1: line });
    }
    expect(readAddressText('Städtle 1 9490 Vaduz LI', undefined)).toMatchObject({
      zip_code: '9490',
    });
    // A province's name, or a code no country of four-digit postcodes has, is the province.
    expect(withAddressLines({ address_line_1: 'Kerkstraat 1 6211 Maastricht Limburg' })).toEqual({
      address_line_1: 'Kerkstraat 1 6211 Maastricht Limburg',
      street: 'Kerkstraat',
      house_number: '1',
      city: 'Maastricht',
    });
  });

  it('keep the postcode of a register text abroad given without its country', () => {
    expect(readAddressText('Rue Haute 12 1000 Bruxelles', undefined)).toMatchObject({
      street: 'Rue Haute',
      house_number: '12',
      zip_code: '1000',
      city: 'Bruxelles',
    });
  });
});

describe('a number with a numeric addition and a floor after it', () => {
  it('is the street and number, the floor left unread as after a comma', () => {
    for (const line of [
      'Merelstraat 2-1 hs, 1020 AB Amsterdam',
      'Merelstraat 2-1, hs, 1020 AB Amsterdam',
      'Merelstraat 2/1 bg, 1020 AB Amsterdam',
      'Merelstraat 2-1 3 hoog, 1020 AB Amsterdam',
    ]) {
      expect(withAddressLines({ address_line_1: line }), line).toEqual({
        address_line_1: line,
        street: 'Merelstraat',
        house_number: line.includes('/') ? '2/1' : '2-1',
        zip_code: '1020AB',
        city: 'Amsterdam',
      });
    }
  });
});

describe('a text far longer than an address line (a register value)', () => {
  it('is read in about the time it was before these readings, not for minutes', () => {
    // 8,000 characters: these two readings alone took some 19 s on it, their cost the cube of
    // its length; a value may be up to 64K characters.
    for (const text of ['Kerkstraat 1 2300 Leiden '.repeat(320), 'a '.repeat(4000)]) {
      const began = performance.now();
      readAddressText(text, undefined);
      expect(performance.now() - began).toBeLessThan(5_000);
    }
  });
});
