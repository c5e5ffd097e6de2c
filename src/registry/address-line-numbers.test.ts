/**
 * House numbers in address lines (address-line-numbers.ts): a floor after a number with its
 * house letter, and a house letter or Roman floor alone after a comma.
 */
import { describe, expect, it } from 'vitest';
import { withAddressLines } from './address-lines.js';
import { floorAddition } from './address-floors.js';
import { normaliseExtension } from './address-input.js';

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

describe('the ground floor after a street written without its number', () => {
  it('is the floor of the house_number given, not Bulgaria, and the line before it the street', () => {
    for (const address of [
      { address_line_1: 'Damrak', address_line_2: 'bg', house_number: '1', zip_code: '1012LG' },
      { address_line_1: 'Damrak, BG', house_number: '1', zip_code: '1012LG' },
      { address_line_1: 'Damrak', address_line_2: 'b.g.', house_number: '1', city: 'Amsterdam' },
      { address_line_1: 'Damrak', address_line_2: 'bg, Amsterdam', house_number: '1' },
    ]) {
      const read = withAddressLines(address);
      expect(read.country, JSON.stringify(address)).toBeUndefined();
      expect(read, JSON.stringify(address)).toMatchObject({ street: 'Damrak', house_number: '1' });
      const extension = normaliseExtension(read.house_number_extension ?? '');
      expect(floorAddition(extension), JSON.stringify(address)).toBe('H');
      expect(read.city, JSON.stringify(address)).toBe(
        address.city ?? (address.zip_code ? undefined : 'Amsterdam'),
      );
    }
    // An extension given is kept.
    const given = withAddressLines({
      address_line_1: 'Damrak',
      address_line_2: 'bg',
      house_number: '1',
      house_number_extension: 'A',
    });
    expect(given).toMatchObject({ street: 'Damrak', house_number_extension: 'A' });
    expect(given.country).toBeUndefined();
    // Without a house number given, or after a city, BG is Bulgaria's code.
    expect(withAddressLines({ address_line_1: 'Sofia', address_line_2: 'BG' }).country).toBe('BG');
    expect(
      withAddressLines({ address_line_1: 'ul. Vitosha, Sofia, BG', house_number: '1' }).country,
    ).toBe('BG');
  });

  it('is Bulgaria where the rest of the address is not Dutch', () => {
    // A postcode that is no Dutch one (Sofia's 1000), or the line before it the city given: BG
    // is the country, as it was before the ground floor was read there.
    for (const address of [
      { address_line_1: 'Sofia', address_line_2: 'BG', house_number: '15', zip_code: '1000' },
      { address_line_1: 'Sofia, BG', house_number: '15', zip_code: '1000' },
      { address_line_1: 'Burgas', address_line_2: 'BG', house_number: '3', city: 'Burgas' },
    ]) {
      const read = withAddressLines(address);
      expect(read.country, JSON.stringify(address)).toBe('BG');
      expect(read.house_number_extension, JSON.stringify(address)).toBeUndefined();
    }
    // With another country given, bg is no Dutch floor either, nor the line before it a street.
    const abroad = withAddressLines({
      address_line_1: 'ul. Vitosha',
      address_line_2: 'BG',
      house_number: '15',
      country: 'Bulgaria',
    });
    expect(abroad.house_number_extension).toBeUndefined();
    expect(abroad.street).toBeUndefined();
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

describe('BG after a street, with its number or without (house_number given)', () => {
  it('is read by one rule: Bulgaria only where the address shows itself Bulgarian', () => {
    /** Whether BG in the lines was read as Bulgaria's code (else as the ground floor). */
    const bulgaria = (address: Record<string, string>): boolean => {
      const read = withAddressLines(address);
      const floor = (read.house_number_extension ?? '').toUpperCase() === 'BG';
      expect(floor, JSON.stringify(address)).toBe(read.country !== 'BG');
      return !floor;
    };
    for (const [street, fields, expected] of [
      // Bulgarian signs: a Bulgarian street word, Cyrillic, Bulgaria given, Bulgaria's postcode.
      ['ul. Vitosha', {}, true],
      ['UL. VITOSHA', {}, true],
      ['bul. Vitosha', {}, true],
      ['Витоша', {}, true],
      ['Vitosha', { country: 'BG' }, true],
      ['Vitosha', { zip_code: '1000' }, true],
      // None: the ground floor, as Dutch lines write it in capitals too.
      ['Damrak', {}, false],
      ['Damrak', { zip_code: '1012LG' }, false],
      ['Damrak', { country: 'NL' }, false],
      ['Pl. Kerklaan', { city: 'Amsterdam' }, false],
      ['PL. MIDDENLAAN', {}, false],
    ] as const) {
      const withNumber = { address_line_1: `${street} 15, BG`, ...fields };
      const withoutNumber = { address_line_1: street, address_line_2: 'BG', house_number: '15' };
      expect(bulgaria(withNumber), JSON.stringify(withNumber)).toBe(expected);
      expect(bulgaria({ ...withoutNumber, ...fields }), JSON.stringify(withoutNumber)).toBe(
        expected,
      );
    }
  });
});

describe('a numeric addition written apart after the number', () => {
  const read = (address: Parameters<typeof withAddressLines>[0]) => {
    const { street, house_number, house_number_extension, zip_code, city } =
      withAddressLines(address);
    return { street, house_number, house_number_extension, zip_code, city };
  };

  it('is the addition of the number after a street, with the postcode or not', () => {
    const expected = {
      street: 'Merelstraat',
      house_number: '2',
      house_number_extension: '1',
      zip_code: '1020AB',
      city: 'Amsterdam',
    };
    for (const line of [
      'Merelstraat 2 1, 1020 AB Amsterdam',
      'Merelstraat 2 1 1020 AB Amsterdam',
      'Merelstraat 2 1 Amsterdam 1020 AB',
      'Merelstraat  2  1 ,1020AB Amsterdam',
    ]) {
      expect(read({ address_line_1: line }), line).toEqual(expected);
    }
    expect(
      read({ address_line_1: 'Merelstraat 2 1', address_line_2: '1020 AB Amsterdam' }),
    ).toEqual(expected);
    expect(read({ address_line_1: 'Merelstraat 2 1, Amsterdam' })).toMatchObject({
      street: 'Merelstraat',
      house_number: '2',
      house_number_extension: '1',
      city: 'Amsterdam',
    });
    expect(read({ address_line_1: '2e Hugo de Grootstraat 10 3' })).toMatchObject({
      street: '2e Hugo de Grootstraat',
      house_number: '10',
      house_number_extension: '3',
    });
    expect(read({ address_line_1: 'Kerkstr. 10 101' })).toMatchObject({
      street: 'Kerkstr.',
      house_number: '10',
      house_number_extension: '101',
    });
  });

  it('is the addition after the other endings of Dutch and Frisian streets, in any case', () => {
    for (const street of [
      'Kerkdijk',
      'Nieuwe Markt',
      'Kolksteeg',
      'Oudezijds Voorburgwal',
      'Oude Haven',
      'Dam',
      'Sportbaan',
      'Korenveld',
      'Molenerf',
      'Oostzijde',
      'Zuiderring',
      'Schiphol Boulevard',
      'Westhoven',
      'Stationskwartier',
      'Utrechtse Straatweg',
      'Haadstrjitte',
      'Haadwei',
      'Tsjerkeleane',
      'Seedyk',
      'Skoalpaad',
      'Stationspl.',
      'KERKDIJK',
      'kerkdijk',
    ]) {
      expect(read({ address_line_1: `${street} 2 1, 1020 AB Amsterdam` }), street).toEqual({
        street,
        house_number: '2',
        house_number_extension: '1',
        zip_code: '1020AB',
        city: 'Amsterdam',
      });
    }
  });

  it('leaves a street whose name ends in a number, or a year, as it was read', () => {
    for (const [line, street, number] of [
      ['Plein 1944 12', 'Plein 1944', '12'],
      ['Plein 1945 3, 6512 AB Nijmegen', 'Plein 1945', '3'],
      ['Laan 1940-1945 3', 'Laan 1940-1945', '3'],
      ['Wijk 2 12, 8321 EA Urk', 'Wijk 2', '12'],
      ['Hoofdweg 1234 5', 'Hoofdweg 1234', '5'],
      ['Straat 2e 5', 'Straat 2e', '5'],
      ['Blok 2 1', 'Blok 2', '1'],
    ] as const) {
      const address = read({ address_line_1: line });
      expect(address, line).toMatchObject({ street, house_number: number });
      expect(address.house_number_extension, line).toBeUndefined();
    }
  });

  it('is the addition after a house letter too, as "Merelstraat 2A, 1" is', () => {
    for (const line of ['Merelstraat 2A 1', 'Merelstraat 2 A 1', 'Merelstraat 2a 1']) {
      expect(read({ address_line_1: `${line}, 1020 AB Amsterdam` }), line).toEqual({
        street: 'Merelstraat',
        house_number: '2',
        house_number_extension: 'A-1',
        zip_code: '1020AB',
        city: 'Amsterdam',
      });
    }
  });

  it('takes E for the house letter in a line with small letters, and no ordinal', () => {
    for (const line of ['Merelstraat 2E 1', 'Merelstraat 2 E 1']) {
      expect(read({ address_line_1: `${line}, 1020 AB Amsterdam` }), line).toEqual({
        street: 'Merelstraat',
        house_number: '2',
        house_number_extension: 'E-1',
        zip_code: '1020AB',
        city: 'Amsterdam',
      });
    }
    // In capitals 2E may be the ordinal of a street's name, as 2e is anywhere.
    expect(read({ address_line_1: 'MERELSTRAAT 2E 1' })).toMatchObject({
      street: 'MERELSTRAAT 2E',
      house_number: '1',
    });
  });

  it('keeps a numeric addition with a floor or bis after it as the addition, as 2-1 hs does', () => {
    for (const [line, extension] of [
      ['Merelstraat 2 1 hs, 1020 AB Amsterdam', '1'],
      ['Merelstraat 2 1 bis, 1020 AB Amsterdam', '1 bis'],
      ['Merelstraat 2 12 bis, 1020 AB Amsterdam', '12 bis'],
      ['Merelstraat 2 1 ter, 1020 AB Amsterdam', '1 ter'],
      ['Merelstraat 2 1 huis, 1020 AB Amsterdam', '1'],
      ['Merelstraat 2 1 b.g., 1020 AB Amsterdam', '1'],
      ['Merelstraat 2 1 boven, 1020 AB Amsterdam', '1'],
      ['Merelstraat 2 1 beneden, 1020 AB Amsterdam', '1'],
      ['Merelstraat 2 1 2e hoog, 1020 AB Amsterdam', '1'],
      ['Merelstraat 2 1 3 hoog, 1020 AB Amsterdam', '1'],
      ['Merelstraat 2 1 hs 1020 AB Amsterdam', '1'],
      ['Merelstraat 2 1 boven 1020 AB Amsterdam', '1'],
      ['Merelstraat 2 1bis Amsterdam 1020 AB', '1 bis'],
      ['Merelstraat 2 1 beneden Amsterdam 1020 AB', '1'],
      // The comma form reads alike: the number after the comma is the addition. Bis and ter
      // are the number's own (12 bis is 12bis, not 12), kept with it.
      ['Merelstraat 2, 1 hs, 1020 AB Amsterdam', '1'],
      ['Merelstraat 2, 12 bis, 1020 AB Amsterdam', '12 bis'],
      ['Merelstraat 2, 1 boven, 1020 AB Amsterdam', '1'],
      // A floor written 1e hoog is a floor, as 1e etage is.
      ['Merelstraat 2 1e hoog, 1020 AB Amsterdam', '1'],
      ['Merelstraat 2, 1e hoog, 1020 AB Amsterdam', '1'],
    ] as const) {
      expect(read({ address_line_1: line }), line).toEqual({
        street: 'Merelstraat',
        house_number: '2',
        house_number_extension: extension,
        zip_code: '1020AB',
        city: 'Amsterdam',
      });
    }
    for (const line of ['Merelstraat 2A 1 hs', 'Merelstraat 2A, 1 hs']) {
      expect(read({ address_line_1: line }), line).toMatchObject({
        street: 'Merelstraat',
        house_number: '2',
        house_number_extension: 'A-1',
      });
    }
    // Two lines read as one.
    expect(
      read({ address_line_1: 'Merelstraat 2 1 hs', address_line_2: '1020 AB Amsterdam' }),
    ).toMatchObject({ street: 'Merelstraat', house_number: '2', house_number_extension: '1' });
    // With house_number 1 given, the line's last number is that one, as before.
    expect(read({ address_line_1: 'Merelstraat 2 1 hs', house_number: '1' })).toMatchObject({
      street: 'Merelstraat 2',
      house_number_extension: 'hs',
    });
    expect(read({ address_line_1: 'Wijk 2 1 hs' })).toMatchObject({
      street: 'Wijk 2',
      house_number: '1',
    });
    // A floor of two digits after the number stays the floor: 13 hoog is no 1 and 3 hoog.
    expect(read({ address_line_1: 'Merelstraat 2 13 hoog' })).toMatchObject({
      street: 'Merelstraat',
      house_number: '2',
      house_number_extension: '13',
    });
  });

  it('keeps bis or ter with the number it follows: 12 bis is another dwelling than 12', () => {
    expect(read({ address_line_1: 'Merelstraat 2A, 12 bis' })).toMatchObject({
      house_number: '2',
      house_number_extension: 'A-12 bis',
    });
    for (const line of ['Kerkstraat 12, bis', 'Kerkstraat 12, bis, 1020 AB Amsterdam']) {
      expect(read({ address_line_1: line }), line).toMatchObject({
        street: 'Kerkstraat',
        house_number: '12',
        house_number_extension: 'bis',
      });
    }
    expect(read({ address_line_1: 'Kerkstraat 12', address_line_2: 'ter' })).toMatchObject({
      house_number: '12',
      house_number_extension: 'ter',
    });
    // Not 2-1 with bis dropped, as a floor after 2-1 is: 2 with 1 bis, as "Merelstraat 2 1 bis".
    for (const line of [
      'Merelstraat 2-1 bis',
      'Merelstraat 2-1, bis',
      'Merelstraat 2/1, bis, 1020 AB Amsterdam',
      'Merelstraat 2 1, bis',
      'Merelstraat 2, 1, bis, 1020 AB Amsterdam',
    ]) {
      expect(read({ address_line_1: line }), line).toMatchObject({
        street: 'Merelstraat',
        house_number: '2',
        house_number_extension: '1 bis',
      });
    }
  });

  it('reads a place whose name begins with ter, boven or beneden as that place', () => {
    for (const [line, city] of [
      ['Merelstraat 2 1 Ter Apel 9561 AB', 'Ter Apel'],
      ['Merelstraat 2 1 Ter Aar 2471 AB', 'Ter Aar'],
      ['Merelstraat 2 1 Beneden Leeuwen 6658 AB', 'Beneden Leeuwen'],
      ['Merelstraat 2 1 Boven-Hardinxveld 3371 AB', 'Boven-Hardinxveld'],
    ] as const) {
      expect(read({ address_line_1: line }), line).toMatchObject({
        street: 'Merelstraat',
        house_number: '2',
        house_number_extension: '1',
        city,
      });
    }
    // Before another place, ter is the addition's.
    expect(read({ address_line_1: 'Merelstraat 2 1 ter Amsterdam 1020 AB' })).toMatchObject({
      house_number_extension: '1 ter',
      city: 'Amsterdam',
    });
  });

  it('reads boven, beneden, bis or ter after a number with its addition as no city', () => {
    expect(read({ address_line_1: 'Merelstraat 2-1 boven, Amsterdam' })).toEqual({
      street: 'Merelstraat',
      house_number: '2-1',
      city: 'Amsterdam',
    });
    expect(read({ address_line_1: 'Merelstraat 2, boven' })).toEqual({
      street: 'Merelstraat',
      house_number: '2',
    });
  });

  it('keeps a floor, a letter and an extension given apart as they were read', () => {
    expect(read({ address_line_1: 'Merelstraat 2 3 hoog' })).toMatchObject({
      street: 'Merelstraat',
      house_number: '2',
      house_number_extension: '3',
    });
    expect(read({ address_line_1: 'Merelstraat 2 1', house_number_extension: 'A' })).toMatchObject({
      street: 'Merelstraat',
      house_number: '2',
      house_number_extension: 'A',
    });
    // The house number given is the line's last number: the street keeps the one before it.
    expect(read({ address_line_1: 'Merelstraat 2 1', house_number: '1' })).toMatchObject({
      street: 'Merelstraat 2',
      house_number: '1',
    });
    expect(read({ address_line_1: 'Merelstraat 2 1', house_number: '2' })).toMatchObject({
      street: 'Merelstraat',
      house_number: '2',
      house_number_extension: '1',
    });
  });
});
