/**
 * A numeric addition written apart after the number in address lines
 * (address-line-additions-apart.ts): "Merelstraat 2 1", with a floor, bis or ter after it.
 */
import { describe, expect, it } from 'vitest';
import { withAddressLines } from './address-lines.js';

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
