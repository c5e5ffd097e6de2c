/**
 * Streets whose names begin with an ordinal (address-line-street-names.ts): "2e Hugo de
 * Grootstraat", "1e Jan Steenstraat", as Amsterdam and Rotterdam number streets.
 */
import { describe, expect, it } from 'vitest';
import { withAddressLines } from './address-lines.js';
import { numberOrPostcode } from './address-line-postcodes.js';

describe('a street whose name begins with an ordinal', () => {
  it('is read before a postcode with the house_number given, as any street is', () => {
    for (const [address, expected] of [
      [
        { address_line_1: '2e Hugo de Grootstraat 1052 KL Amsterdam', house_number: '1' },
        { street: '2e Hugo de Grootstraat', zip_code: '1052KL', city: 'Amsterdam' },
      ],
      [
        { address_line_1: '1e Jan Steenstraat 1072 NK Amsterdam', house_number: '10' },
        { street: '1e Jan Steenstraat', zip_code: '1072NK', city: 'Amsterdam' },
      ],
      [
        { address_line_1: '3e Oosterparkstraat 1091 JX Amsterdam', house_number: '10' },
        { street: '3e Oosterparkstraat', zip_code: '1091JX', city: 'Amsterdam' },
      ],
      [
        { address_line_1: '2E HUGO DE GROOTSTRAAT 1052 KL AMSTERDAM', house_number: '1' },
        { street: '2E HUGO DE GROOTSTRAAT', zip_code: '1052KL', city: 'AMSTERDAM' },
      ],
      [
        { address_line_1: '2e Hugo de Grootstraat 1052 KL', house_number: '1' },
        { street: '2e Hugo de Grootstraat', zip_code: '1052KL' },
      ],
      [
        { address_line_1: '2e Hugo de Grootstraat 1052 KL, Amsterdam', house_number: '1' },
        { street: '2e Hugo de Grootstraat', zip_code: '1052KL', city: 'Amsterdam' },
      ],
      [
        { address_line_1: '2de Kostverlorenkade 1053 SB Amsterdam', house_number: '1' },
        { street: '2de Kostverlorenkade', zip_code: '1053SB', city: 'Amsterdam' },
      ],
    ] as const) {
      const read = withAddressLines(address);
      expect(read, JSON.stringify(address)).toMatchObject({
        ...expected,
        house_number: address.house_number,
      });
      expect(read.country, JSON.stringify(address)).toBeUndefined();
    }
  });

  it('is read as a line of words, with the city or the ground floor after it', () => {
    const street = '2e Hugo de Grootstraat';
    for (const [line2, expected] of [
      ['Amsterdam', { city: 'Amsterdam' }],
      ['bg', { house_number_extension: 'bg' }],
      ['BG', { house_number_extension: 'BG' }],
    ] as const) {
      const address = { address_line_1: street, address_line_2: line2, house_number: '1' };
      const read = withAddressLines(address);
      expect(read, JSON.stringify(address)).toMatchObject({
        street,
        house_number: '1',
        ...expected,
      });
      expect(read.country, JSON.stringify(address)).toBeUndefined();
    }
  });

  it('may have a house number or a postcode after it, as any street may', () => {
    // Without a house_number the group may be either, as after Hoofdweg: the message names it.
    expect(numberOrPostcode('2e Hugo de Grootstraat 1052 KL Amsterdam')).toEqual({
      group: '1052 KL',
      asNumber: '2e Hugo de Grootstraat 1052 KL, Amsterdam',
    });
    expect(numberOrPostcode('3e etage 1052 KL Amsterdam')).toBeUndefined();
  });

  it('is no street where the words after the ordinal are a floor, nor a city', () => {
    // "3e etage": a floor, not a street; words after a street and number are the city, and an
    // ordinal begins no city's name.
    const floor = withAddressLines({
      address_line_1: '3e etage 1048 AB Amsterdam',
      house_number: '18',
    });
    expect(floor.street).toBeUndefined();
    const after = withAddressLines({
      address_line_1: 'Kerkstraat 5, 2e Hugo de Grootstraat',
    });
    expect(after).toMatchObject({ street: 'Kerkstraat', house_number: '5' });
    expect(after.city).toBeUndefined();
  });
});
