/**
 * Parts of address lines written without commas (address-line-split.ts): boven or beneden right
 * after a street and number, and places whose name begins with a word for where a dwelling is.
 */
import { describe, expect, it } from 'vitest';
import { withAddressLines } from './address-lines.js';
import { wordApartFromNumber } from './address-line-split.js';

const read = (line: string): Record<string, string | undefined> => {
  const { address_line_1: _line, ...fields } = withAddressLines({ address_line_1: line });
  return fields;
};

describe('boven or beneden right after the number', () => {
  it('is left unread, the street and number read as with a comma before it', () => {
    for (const line of [
      'Merelstraat 2 boven, 1020 AB Amsterdam',
      'Merelstraat 2 boven 1020 AB Amsterdam',
      'Merelstraat 2 beneden Amsterdam 1020 AB',
      'Merelstraat 2, boven, 1020 AB Amsterdam',
    ]) {
      expect(read(line), line).toEqual({
        street: 'Merelstraat',
        house_number: '2',
        zip_code: '1020AB',
        city: 'Amsterdam',
      });
    }
    expect(read('Merelstraat 2A boven')).toEqual({ street: 'Merelstraat', house_number: '2A' });
    expect(wordApartFromNumber('Merelstraat 2 beneden')).toEqual(['Merelstraat 2', 'beneden']);
  });

  it('is not parted from the place it begins, nor after a post box', () => {
    expect(read('Merelstraat 2 Boven Leeuwen 6658 AB')).toEqual({
      street: 'Merelstraat',
      house_number: '2',
      zip_code: '6658AB',
      city: 'Boven Leeuwen',
    });
    expect(wordApartFromNumber('Merelstraat 2 Boven-Leeuwen')).toEqual([
      'Merelstraat 2 Boven-Leeuwen',
    ]);
    expect(wordApartFromNumber('Postbus 12 boven')).toEqual(['Postbus 12 boven']);
  });
});

describe('a place whose name begins with huis', () => {
  it('is that place after a numeric addition, huis no floor', () => {
    for (const line of [
      'Merelstraat 2 1 Huis ter Heide 3712 AB',
      'Merelstraat 2 1 hs Huis ter Heide 3712 AB',
      'Merelstraat 2 1, Huis ter Heide 3712 AB',
    ]) {
      expect(read(line), line).toEqual({
        street: 'Merelstraat',
        house_number: '2',
        house_number_extension: '1',
        zip_code: '3712AB',
        city: 'Huis ter Heide',
      });
    }
    expect(read('Merelstraat 2 Huis ter Heide 3712 AB')).toMatchObject({
      house_number: '2',
      city: 'Huis ter Heide',
    });
  });

  it('leaves huis a floor before another place', () => {
    expect(read('Merelstraat 2 huis Amsterdam 1020 AB')).toMatchObject({
      house_number: '2',
      house_number_extension: 'huis',
      city: 'Amsterdam',
    });
    expect(read('Merelstraat 2 1 huis Amsterdam 1020 AB')).toMatchObject({
      house_number: '2',
      house_number_extension: '1',
      city: 'Amsterdam',
    });
  });
});
