/**
 * House numbers in address lines (address-line-numbers.ts): a floor after a number with its
 * house letter, a house letter or Roman floor alone after a comma, and a number with a floor.
 */
import { describe, expect, it } from 'vitest';
import { withAddressLines } from './address-lines.js';

describe('a floor after a number with a house letter', () => {
  it('is the addition after the letter, as the address data writes 18A-2', () => {
    for (const [line, extension] of [
      ['Narcissenpark 18A 2e etage', 'A-2'],
      ['Narcissenpark 18A, 2e etage', 'A-2'],
      ['Narcissenpark 18 a 3 hoog', 'A-3'],
      ['Narcissenpark 18A-2e', 'A-2'],
      ['Narcissenpark 18A, II hoog', 'A-2'],
      ['Narcissenpark 18B bg', 'B-H'],
    ] as const) {
      const read = withAddressLines({ address_line_1: line, address_line_2: '1048AB Amsterdam' });
      expect(read, line).toMatchObject({ street: 'Narcissenpark', zip_code: '1048AB' });
      // As the lookup reads it: the number and its letter and addition.
      expect(`${read.house_number}-${read.house_number_extension}`, line).toBe(`18-${extension}`);
    }
    expect(
      withAddressLines({ address_line_1: 'Narcissenpark 18A 2e etage 1048AB Amsterdam' }),
    ).toMatchObject({ house_number: '18', house_number_extension: 'A-2', zip_code: '1048AB' });
    // An extension given apart is not filled; the line's letter stays with its number.
    expect(
      withAddressLines({ house_number_extension: 'A', address_line_1: 'Narcissenpark 18A, 2e' }),
    ).toMatchObject({ house_number: '18A', house_number_extension: 'A' });
  });
});

describe('a house letter or Roman floor alone after a comma', () => {
  it('is the extension of the number before it, as without the comma', () => {
    for (const [line, extension] of [
      ['Kerkstraat 10, A', 'A'],
      ['Kerkstraat 10, b', 'B'],
      ['Kerkstraat 10, III', 'III'],
      ['Kerkstraat 10, ii', 'II'],
      // I and V: the lookup takes the house letter written so first, else the floor.
      ['Kerkstraat 10, V', 'V'],
      ['Kerkstraat 10, I', 'I'],
    ] as const) {
      const read = withAddressLines({ address_line_1: line, address_line_2: '1017 GA Amsterdam' });
      expect(read, line).toMatchObject({
        street: 'Kerkstraat',
        house_number: '10',
        house_number_extension: extension,
        zip_code: '1017GA',
        city: 'Amsterdam',
      });
    }
    expect(withAddressLines({ address_line_1: 'Kerkstraat 10, A, Amsterdam' })).toMatchObject({
      house_number_extension: 'A',
      city: 'Amsterdam',
    });
    // After a letter, a Roman floor is the floor: 10A, III is 10A-3.
    expect(withAddressLines({ address_line_1: 'Kerkstraat 10A, III' })).toMatchObject({
      house_number: '10',
      house_number_extension: 'A-3',
    });
    // Not after a number with its letter or addition, nor after another part.
    for (const line of ['Kerkstraat 10B, A', 'Kerkstraat 10-2, A', 'Kerkstraat 10, Amsterdam, A']) {
      const read = withAddressLines({ address_line_1: line });
      expect(read.house_number_extension, line).toBeUndefined();
      expect(read.city, line).not.toBe('A');
    }
  });
});

describe('a number with a floor, alone on a line or after the postcode', () => {
  it('is the number and its addition, after a house letter the addition after it', () => {
    for (const [address, number, extension] of [
      [{ address_line_1: '1012LG 1A bg' }, '1', 'A-H'],
      [{ address_line_1: '1012LG 18A 2e etage' }, '18', 'A-2'],
      [{ address_line_1: '1012 LG', address_line_2: '1A hs' }, '1', 'A-H'],
      [{ address_line_1: '1012LG 18 3 hoog' }, '18', '3'],
    ] as const) {
      expect(withAddressLines(address), JSON.stringify(address)).toMatchObject({
        zip_code: '1012LG',
        house_number: number,
        house_number_extension: extension,
      });
      expect(withAddressLines(address).city, JSON.stringify(address)).toBeUndefined();
    }
  });
});

describe('a house letter after a hyphen, or a number alone, with a floor after it', () => {
  it('is the letter and the floor, as 1A bg and Damrak 1A, bg are', () => {
    for (const [address, extension] of [
      [{ address_line_1: 'Damrak 1-A bg', address_line_2: '1012 LG Amsterdam' }, 'A-H'],
      [{ address_line_1: 'Damrak 1-a b.g.', zip_code: '1012LG' }, 'A-H'],
      [{ address_line_1: 'Damrak 1 - A 2e etage', zip_code: '1012LG' }, 'A-2'],
      [{ address_line_1: 'Damrak 1-A, bg', zip_code: '1012LG' }, 'A-H'],
      [{ address_line_1: 'Damrak 1-A, 2', zip_code: '1012LG' }, 'A-2'],
      [{ address_line_1: '1012LG 1-A bg' }, 'A-H'],
      [{ address_line_1: '1012LG 1A, bg' }, 'A-H'],
      [{ address_line_1: '1A, bg', zip_code: '1012LG' }, 'A-H'],
      [{ address_line_1: '1012 LG', address_line_2: '1A, bg' }, 'A-H'],
      [{ address_line_1: '1012 LG', address_line_2: '1, 2e etage' }, '2'],
    ] as const) {
      const read = withAddressLines(address);
      expect(read, JSON.stringify(address)).toMatchObject({
        zip_code: '1012LG',
        house_number: '1',
        house_number_extension: extension,
      });
      expect(read.city, JSON.stringify(address)).not.toBe('bg');
      expect(read.country, JSON.stringify(address)).toBeUndefined();
    }
    // After a hyphen, I and V are floors as Amsterdam writes them (10-I), not house letters.
    for (const line of ['Kerkstraat 10-I, 2', 'Kerkstraat 10-V, bg']) {
      const read = withAddressLines({ address_line_1: line, zip_code: '1017GA' });
      expect(read.house_number, line).toBe(line.replace(/^Kerkstraat (\S+),.*$/, '$1'));
      expect(read.house_number_extension, line).toBeUndefined();
    }
  });

  it('takes no floor for the city where the number has an addition already', () => {
    // 10-V is the fifth floor and 10-2 the second: the ground floor after them is left unread,
    // as a number is after 18-2, and never the city "bg".
    for (const line of [
      'Kerkstraat 10-V, bg',
      'Kerkstraat 10-2, bg',
      'Kerkstraat 10-2, b.g.',
      'Kerkstraat 10-2, III',
      'Kerkstraat 10-2, II hoog',
    ]) {
      for (const address of [
        { address_line_1: line },
        { address_line_1: line, zip_code: '1017GA' },
      ]) {
        const read = withAddressLines(address);
        expect(read, JSON.stringify(address)).toMatchObject({ street: 'Kerkstraat' });
        expect(read.city, JSON.stringify(address)).toBeUndefined();
        expect(read.country, JSON.stringify(address)).toBeUndefined();
        expect(read.house_number_extension, JSON.stringify(address)).toBeUndefined();
      }
    }
    // A city after the floor is the city still.
    expect(withAddressLines({ address_line_1: 'Kerkstraat 10-2, bg, Amsterdam' }).city).toBe(
      'Amsterdam',
    );
  });
});
