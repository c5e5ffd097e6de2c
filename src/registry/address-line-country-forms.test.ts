/**
 * The country of address lines whatever their case and commas: a foreign address in capitals or
 * small letters, lines without commas before the code, and the code of a country whose
 * postcodes are five digits after a postcode written as only Dutch ones are.
 */
import { describe, expect, it } from 'vitest';
import { linesCountryConflict, withAddressLines } from './address-lines.js';

describe('a place beginning with a word of two letters, in lines of one case', () => {
  it('is the country in any case where the street is named in French, as its streets are', () => {
    for (const [address, city, code] of [
      [{ address_line_1: 'RUE NEUVE 1, 2300 LA CHAUX-DE-FONDS, CH' }, 'LA CHAUX-DE-FONDS', 'CH'],
      [{ address_line_1: 'rue neuve 1, 2300 la chaux-de-fonds, ch' }, 'la chaux-de-fonds', 'ch'],
      [{ address_line_1: 'Rue Neuve 1, 2300 LA CHAUX-DE-FONDS, CH' }, 'LA CHAUX-DE-FONDS', 'CH'],
      [
        { address_line_1: 'RUE NEUVE 1', address_line_2: '2300 LA CHAUX-DE-FONDS, CH' },
        'LA CHAUX-DE-FONDS',
        'CH',
      ],
      [{ address_line_1: 'RUE DE MONS 1, 7100 LA LOUVIERE, BE' }, 'LA LOUVIERE', 'BE'],
      // FR after such lines is France, not Friesland, but in conflict with the four digits:
      // address-line-country-others.test.ts.
    ] as const) {
      const read = withAddressLines(address);
      expect(read, JSON.stringify(address)).toMatchObject({
        street: address.address_line_1.split(',')[0]?.replace(/ \d+$/, ''),
        house_number: '1',
        zip_code: /^\d{4}$/,
        city,
        country: code,
      });
      expect(linesCountryConflict(address), JSON.stringify(address)).toBeUndefined();
    }
    // After a Dutch street and postcode, FR is Friesland as before.
    const friesland = withAddressLines({ address_line_1: 'Kerkstraat 1, 8911 CK Leeuwarden, FR' });
    expect(friesland).toMatchObject({ zip_code: '8911CK', city: 'Leeuwarden' });
    expect(friesland.country).toBeUndefined();
  });

  it('is the conflict after a street not named in French, which the case cannot tell from', () => {
    for (const line of ['DAMRAK 1, 2300 LA CHAUX-DE-FONDS, CH', 'zeedijk 1, 8420 de haan, be']) {
      expect(linesCountryConflict({ address_line_1: line })?.source, line).toBe('lines');
    }
    // Friesland's code after such lines stays the province, as after any Dutch postcode.
    const friesland = withAddressLines({ address_line_1: 'DAMRAK 1, 2300 LA LEIDEN, FR' });
    expect(friesland).toMatchObject({ zip_code: '2300LA', city: 'LEIDEN' });
    expect(friesland.country).toBeUndefined();
  });
});

describe('lines without commas before the code', () => {
  it('read street, number, postcode and city as the comma form does', () => {
    for (const [line, expected] of [
      [
        'Damrak 1 1012 LG Amsterdam NL',
        {
          street: 'Damrak',
          house_number: '1',
          zip_code: '1012LG',
          city: 'Amsterdam',
          country: 'NL',
        },
      ],
      [
        'Rue Neuve 1 2300 La Chaux-de-Fonds CH',
        {
          street: 'Rue Neuve',
          house_number: '1',
          zip_code: '2300',
          city: 'La Chaux-de-Fonds',
          country: 'CH',
        },
      ],
      [
        'RUE NEUVE 1 2300 LA CHAUX-DE-FONDS CH',
        {
          street: 'RUE NEUVE',
          house_number: '1',
          zip_code: '2300',
          city: 'LA CHAUX-DE-FONDS',
          country: 'CH',
        },
      ],
      [
        'Rue de Mons 1 7100 La Louvière BE',
        {
          street: 'Rue de Mons',
          house_number: '1',
          zip_code: '7100',
          city: 'La Louvière',
          country: 'BE',
        },
      ],
    ] as const) {
      const comma = line.replace(/ (\d{4} )/, ', $1').replace(/ ([A-Z]{2})$/, ', $1');
      expect(withAddressLines({ address_line_1: line }), line).toEqual({
        address_line_1: line,
        ...expected,
      });
      expect(withAddressLines({ address_line_1: comma }), comma).toEqual({
        address_line_1: comma,
        ...expected,
      });
    }
  });

  it('read the fields of a conflict as the comma form does', () => {
    const line = { address_line_1: 'Damrak 1 1012 LG Amsterdam NO' };
    expect(withAddressLines(line)).toMatchObject({
      street: 'Damrak',
      house_number: '1',
      zip_code: '1012LG',
      city: 'Amsterdam',
      country: 'NO',
    });
    expect(linesCountryConflict(line)).toEqual({
      postcode: '1012 LG',
      code: 'NO',
      source: 'lines',
    });
  });
});

describe('the code of a country whose postcodes are five digits after a postcode alone', () => {
  it('is the country in conflict, as the zip_code and country fields are', () => {
    for (const [address, code] of [
      [{ address_line_1: 'Damrak 1, 1012 LG, DE' }, 'DE'],
      [{ address_line_1: 'Damrak 1, 1012 LG, de' }, 'DE'],
      [{ address_line_1: 'Damrak 1', address_line_2: '1012 LG, IT' }, 'IT'],
      [{ address_line_1: 'Damrak 1, 1012 LG, ES' }, 'ES'],
    ] as const) {
      const read = withAddressLines(address);
      expect(read, JSON.stringify(address)).toMatchObject({ street: 'Damrak', zip_code: '1012LG' });
      expect(read.city, JSON.stringify(address)).toBeUndefined();
      expect(linesCountryConflict(address), JSON.stringify(address)).toEqual({
        postcode: '1012 LG',
        code,
        source: 'lines',
      });
    }
  });

  it("is not where it names a Dutch place or a province: Ee, Friesland's FR, Groningen's GR", () => {
    for (const line of [
      'Kerkstraat 12, 9131 AA, EE',
      'Kerkstraat 12, 9131 AA, Ee',
      'Nieuwestad 1, 8911 CK, FR',
      'Grote Markt 1, 9712 HN, GR',
    ]) {
      const address = { address_line_1: line };
      expect(withAddressLines(address).country, line).toBeUndefined();
      expect(linesCountryConflict(address), line).toBeUndefined();
    }
  });
});

describe('a Dutch postcode and city in one part, with a country given', () => {
  it('is the conflict where the country writes its postcodes in digits only', () => {
    for (const [address, code] of [
      [{ address_line_1: 'Damrak 1, 1012 LG Amsterdam', country: 'NO' }, 'NO'],
      [{ address_line_1: 'Damrak 1 1012 LG Amsterdam', country: 'Germany' }, 'DE'],
      [{ address_line_1: 'Damrak 1, Amsterdam 1012 LG', country: 'BE' }, 'BE'],
    ] as const) {
      expect(linesCountryConflict(address), JSON.stringify(address)).toEqual({
        postcode: '1012 LG',
        code,
        source: 'lines-and-given',
      });
    }
    // A country whose postcodes have letters of their own: the conflict too, as no postcode of
    // theirs begins with four digits; the Netherlands: none.
    for (const country of ['GB', 'IE', 'CA']) {
      const address = { address_line_1: 'Damrak 1, 1012 LG Amsterdam', country };
      expect(linesCountryConflict(address), country).toEqual({
        postcode: '1012 LG',
        code: country,
        source: 'lines-and-given',
      });
    }
    const dutch = { address_line_1: 'Damrak 1, 1012 LG Amsterdam', country: 'NL' };
    expect(linesCountryConflict(dutch)).toBeUndefined();
  });

  it("is the country's postcode and place where they read so, in any case", () => {
    for (const [line, city] of [
      ['Rue Neuve 1, 2300 La Chaux-de-Fonds', 'La Chaux-de-Fonds'],
      ['RUE NEUVE 1, 2300 LA CHAUX-DE-FONDS', 'LA CHAUX-DE-FONDS'],
      ['rue neuve 1 2300 la chaux-de-fonds', 'la chaux-de-fonds'],
    ] as const) {
      const address = { address_line_1: line, country: 'CH' };
      expect(withAddressLines(address), line).toMatchObject({ zip_code: '2300', city });
      expect(linesCountryConflict(address), line).toBeUndefined();
    }
  });
});

describe('BG after a Dutch postcode and city', () => {
  it('is Bulgaria, in conflict, only where the address shows itself Bulgarian', () => {
    // Nothing Bulgarian: BG is left unread, as after the postcode alone, and the address Dutch.
    for (const line of ['Damrak 1, 1012 AB Amsterdam, BG', 'Damrak 1 1012 AB Amsterdam bg']) {
      const address = { address_line_1: line };
      expect(withAddressLines(address), line).toMatchObject({
        zip_code: '1012AB',
        city: 'Amsterdam',
      });
      expect(withAddressLines(address).country, line).toBeUndefined();
    }
    const sofia = { address_line_1: 'ul. Vitosha 15, 1012 AB Sofia, BG' };
    expect(linesCountryConflict(sofia)).toEqual({
      postcode: '1012 AB',
      code: 'BG',
      source: 'lines',
    });
  });
});

describe('Dutch lines that only look like a place of words or a conflict', () => {
  const expectDutch = (line: string, zip: string): void => {
    const address = { address_line_1: line };
    expect(withAddressLines(address), line).toMatchObject({ house_number: /^\d/, zip_code: zip });
    expect(withAddressLines(address).country, line).toBeUndefined();
    expect(linesCountryConflict(address), line).toBeUndefined();
  };

  it("keep a province's code after postcode letters written as a word is", () => {
    expectDutch('Kerkstraat 1, 9711 Le Groningen, GR', '9711LE');
    expectDutch('Stationsweg 1, 6711 Pa Ede, GE', '6711PA');
    expectDutch('Kerkstraat 1, 6211 Le Maastricht, LI', '6211LE');
    expectDutch('Kerkstraat 1, 8911 Le Leeuwarden, FR', '8911LE');
  });

  it('read capitals before a city that is not in capitals as the postcode, after any street', () => {
    expectDutch('Avenue Carre 1, 8911 LE Leeuwarden, FR', '8911LE');
    const concordia = { address_line_1: 'Avenue Concordia 1, 3062 LA Rotterdam, CH' };
    expect(linesCountryConflict(concordia)).toEqual({
      postcode: '3062 LA',
      code: 'CH',
      source: 'lines',
    });
  });

  it('keep Ee after the postcode that ends a street, number and addition without commas', () => {
    expectDutch('Hooftweg 6 hs 9131 EN Ee', '9131EN');
    expectDutch('HOOFTWEG 6 BIS 9131EN EE', '9131EN');
    expectDutch('hooftweg 6-2 hoog 9131en ee', '9131EN');
    expectDutch('Hooftweg 6 bis 9131EN, Ee', '9131EN');
  });
});

describe('a street, number, postcode and place without commas abroad', () => {
  it("reads the place of two letters before a four-digit country's code as the comma form", () => {
    for (const address of [
      { address_line_1: 'Skanderborgvej 1 8680 Ry DK' },
      { address_line_1: 'Skanderborgvej 1 8680 Ry, DK' },
      { address_line_1: 'Skanderborgvej 1', address_line_2: '8680 Ry DK' },
    ]) {
      expect(withAddressLines(address), JSON.stringify(address)).toMatchObject({
        street: 'Skanderborgvej',
        house_number: '1',
        zip_code: '8680',
        city: 'Ry',
        country: 'DK',
      });
    }
    expect(
      withAddressLines({ address_line_1: 'Friedrichstrasse 12 10117 Berlin, DE' }),
    ).toMatchObject({
      street: 'Friedrichstrasse',
      house_number: '12',
      zip_code: '10117',
      city: 'Berlin',
    });
    // A Dutch postcode's letters name no place; a province's code is the province.
    expect(withAddressLines({ address_line_1: 'Damrak 1 1012 LG, DK' }).city).toBeUndefined();
    const limburg = withAddressLines({ address_line_1: 'Kerkstraat 1 6211 Le LI' });
    expect(limburg).toMatchObject({ zip_code: '6211LE' });
    expect(limburg.country).toBeUndefined();
  });
});

describe('a street, number and Dutch postcode in one part before a code', () => {
  it("is the conflict with a digits-only country's code, with or without a comma", () => {
    for (const [line, code] of [
      ['Damrak 1 1012 LG, DE', 'DE'],
      ['Damrak 1 1012 LG DE', 'DE'],
      ['damrak 1 1012lg no', 'NO'],
    ] as const) {
      const address = { address_line_1: line };
      expect(linesCountryConflict(address), line).toEqual({
        postcode: '1012 LG',
        code,
        source: 'lines',
      });
      expect(withAddressLines(address), line).toMatchObject({
        house_number: '1',
        zip_code: '1012LG',
      });
    }
    // Ee is the village; GB, whose postcodes have letters, is the conflict too.
    expect(withAddressLines({ address_line_1: 'Hooftweg 6 9131 EN Ee' }).city).toBe('Ee');
    const gb = { address_line_1: 'Damrak 1 1012LG, GB' };
    expect(withAddressLines(gb)).toMatchObject({ street: 'Damrak', zip_code: '1012LG' });
    expect(linesCountryConflict(gb)).toEqual({ postcode: '1012 LG', code: 'GB', source: 'lines' });
  });
});
