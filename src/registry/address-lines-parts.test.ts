/**
 * The parts of address lines apart from the street and number and the postcode and city: a
 * floor written after a comma ("Narcissenpark 18, 3e etage").
 */
import { describe, expect, it } from 'vitest';
import { withAddressLines } from './address-lines.js';
import { floorAddition } from './address-floors.js';
import { normaliseExtension } from './address-input.js';

describe('a part after the street and number', () => {
  it('reads a floor after a comma as the addition of the number before it', () => {
    for (const [line1, line2, addition] of [
      ['Narcissenpark 18, 3e etage', '1048 AB Amsterdam', '3'],
      ['Narcissenpark 18, 3 hoog', '1048 AB Amsterdam', '3'],
      ['Narcissenpark 18, 3e verdieping', '1048 AB Amsterdam', '3'],
      ['Narcissenpark 18, 2e', '1048 AB Amsterdam', '2'],
      ['Narcissenpark 18, 3hg', '1048 AB Amsterdam', '3'],
      ['Narcissenpark 18, II hoog', '1048 AB Amsterdam', 'II'],
      ['Narcissenpark 18, V hoog', '1048 AB Amsterdam', 'V hoog'],
      ['Narcissenpark 18', '3e etage, 1048AB Amsterdam', '3'],
      ['Narcissenpark 18, 3e etage, 1048AB Amsterdam', undefined, '3'],
    ] as const) {
      const address = { address_line_1: line1, ...(line2 && { address_line_2: line2 }) };
      expect(withAddressLines(address), JSON.stringify(address)).toMatchObject({
        street: 'Narcissenpark',
        house_number: '18',
        house_number_extension: addition,
        zip_code: '1048AB',
        city: 'Amsterdam',
      });
    }
  });

  it('reads a bare number after a comma as the addition, as "18-3" writes it', () => {
    expect(
      withAddressLines({ address_line_1: 'Narcissenpark 18, 3', address_line_2: '1048AB' }),
    ).toMatchObject({ street: 'Narcissenpark', house_number: '18', house_number_extension: '3' });
    // After a house letter, the addition after the letter, as the data writes 18A-2.
    for (const [line, extension] of [
      ['Narcissenpark 18 A, 2', 'A-2'],
      ['Narcissenpark 18A, 2', 'A-2'],
      ['Narcissenpark 18b, 3', 'B-3'],
    ] as const) {
      expect(
        withAddressLines({ address_line_1: line, address_line_2: '1048AB' }),
        line,
      ).toMatchObject({
        street: 'Narcissenpark',
        house_number: '18',
        house_number_extension: extension,
      });
    }
    // A number with an addition already, or a number given apart, takes none from the part.
    for (const address of [
      { address_line_1: 'Narcissenpark 18-2, 3', address_line_2: '1048AB' },
      { address_line_1: 'Narcissenpark 18A-2, 3', address_line_2: '1048AB' },
      // Four digits may be a postcode cut short.
      { address_line_1: 'Narcissenpark 18, 1048', address_line_2: 'Amsterdam' },
      // Not right after the number.
      { address_line_1: 'Narcissenpark 18, Amsterdam, 3' },
      { house_number: '7', address_line_1: 'Narcissenpark 18, 3', address_line_2: '1048AB' },
      { house_number: '7', address_line_1: 'Narcissenpark 18, 3e etage' },
    ]) {
      expect(withAddressLines(address).house_number_extension, JSON.stringify(address)).toBe(
        undefined,
      );
    }
    // A postcode and number ("1020AA, 1B") is still the house number.
    expect(withAddressLines({ address_line_1: '1020AA, 1B' })).toMatchObject({
      zip_code: '1020AA',
      house_number: '1B',
    });
  });

  it('never lets a floor fill an extension given apart', () => {
    expect(
      withAddressLines({ house_number_extension: 'A', address_line_1: 'Narcissenpark 18A, 2' }),
    ).toMatchObject({ house_number: '18A', house_number_extension: 'A' });
    expect(
      withAddressLines({
        house_number_extension: 'A',
        address_line_1: 'Narcissenpark 18, 3e etage',
      }).house_number_extension,
    ).toBe('A');
  });
});

describe('a part of words after the street and number', () => {
  it('is the city where no part gives the postcode with a city; of several, the last', () => {
    expect(withAddressLines({ address_line_1: 'Narcissenpark 18, Amsterdam' }).city).toBe(
      'Amsterdam',
    );
    expect(
      withAddressLines({ address_line_1: 'Narcissenpark 18, Amsterdam', address_line_2: '1048AB' }),
    ).toMatchObject({ city: 'Amsterdam', zip_code: '1048AB' });
    expect(
      withAddressLines({ address_line_1: 'Narcissenpark 18, Slotervaart, Amsterdam' }).city,
    ).toBe('Amsterdam');
    // A district, a building's name or a stray word: the city written with the postcode wins,
    // and the part is left unread.
    for (const address of [
      { address_line_1: 'Narcissenpark 18, ZZZ', address_line_2: '1048AB Amsterdam' },
      { address_line_1: 'Narcissenpark 18, Bos en Lommer, 1048 AB Amsterdam' },
      { address_line_1: 'Narcissenpark 18, Slotervaart', address_line_2: '1048 AB, Amsterdam' },
    ]) {
      const read = withAddressLines(address);
      expect(read, JSON.stringify(address)).toMatchObject({
        street: 'Narcissenpark',
        house_number: '18',
        zip_code: '1048AB',
        city: 'Amsterdam',
      });
      expect(read.house_number_extension).toBeUndefined();
    }
  });

  it('takes no province written after the city for the city', () => {
    for (const [line1, line2] of [
      ['Narcissenpark 18, Amsterdam, Noord-Holland', undefined],
      ['Narcissenpark 18, Amsterdam, NH', undefined],
      ['Narcissenpark 18, Amsterdam, North Holland, Nederland', undefined],
      ['Narcissenpark 18', 'Amsterdam, Noord-Holland'],
      ['Narcissenpark 18, Slotervaart, Amsterdam, Noord-Holland', undefined],
    ]) {
      const address = { address_line_1: line1, ...(line2 && { address_line_2: line2 }) };
      expect(withAddressLines(address).city, JSON.stringify(address)).toBe('Amsterdam');
    }
    // Utrecht and Groningen are cities named as their provinces: the last part still.
    expect(withAddressLines({ address_line_1: 'Oudegracht 18, Binnenstad, Utrecht' }).city).toBe(
      'Utrecht',
    );
    expect(withAddressLines({ address_line_1: 'Oudegracht 18, Utrecht, Utrecht' }).city).toBe(
      'Utrecht',
    );
    // A province alone after the street is no city to be corrected either.
    expect(withAddressLines({ address_line_1: 'Narcissenpark 18, Noord-Holland' }).city).toBe(
      undefined,
    );
  });

  it('takes Zeeland for the village of that name where no other part can be the city', () => {
    // Zeeland is a village in Noord-Brabant (5411) as well as a province.
    for (const address of [
      { address_line_1: 'Kerkstraat 10, Zeeland' },
      { address_line_1: 'Kerkstraat 10', address_line_2: 'Zeeland' },
      { address_line_1: 'Kerkstraat 10, Zeeland, Noord-Brabant' },
    ]) {
      expect(withAddressLines(address).city, JSON.stringify(address)).toBe('Zeeland');
    }
    // After another place it is still the province.
    expect(
      withAddressLines({ address_line_1: 'Lange Noordstraat 1, Middelburg, Zeeland' }).city,
    ).toBe('Middelburg');
  });
});

describe('the ground floor (begane grond) after the number', () => {
  it('is read as the lookup reads hs and huis, on the line and after a comma', () => {
    for (const ground of [
      'bg',
      'b.g.',
      'beg. gr.',
      'beg.gr.',
      'begane grond',
      'BG',
      'hs',
      'huis',
    ]) {
      for (const line of [
        `Merelstraat 1 ${ground}`,
        `Merelstraat 1-${ground}`,
        `Merelstraat 1, ${ground}`,
      ]) {
        const read = withAddressLines({ address_line_1: line, address_line_2: '1020AA Amsterdam' });
        expect(read, line).toMatchObject({
          street: 'Merelstraat',
          zip_code: '1020AA',
          city: 'Amsterdam',
        });
        // The extension as read, in the house number or apart, is the ground floor H.
        const extension =
          read.house_number_extension ?? read.house_number?.replace(/^\d+/, '') ?? '';
        expect(floorAddition(normaliseExtension(extension)), line).toBe('H');
      }
    }
  });
});

describe('the ground floor bg ending the lines', () => {
  it('is the floor after the street and number, not Bulgaria; a country after a city stays one', () => {
    for (const line of ['Kerkstraat 10, bg', 'Kerkstraat 10A, BG']) {
      const read = withAddressLines({ address_line_1: line, zip_code: '1020AA' });
      expect(read.country, line).toBeUndefined();
      expect(read.street, line).toBe('Kerkstraat');
      // The ground floor, after the letter where there is one (10A-H).
      const extension = read.house_number_extension ?? read.house_number?.replace(/^\d+/, '') ?? '';
      expect(extension.toLowerCase(), line).toMatch(/^(?:bg|a-h)$/);
    }
    // BG in capitals in an address that shows itself Bulgarian: the country.
    for (const address of [
      { address_line_1: 'ul. Vitosha 15, BG' },
      { address_line_1: 'ul. Vitosha 15', address_line_2: 'BG' },
      { address_line_1: 'bul. Vitosha 15, BG', house_number: '15' },
      { address_line_1: 'UL. VITOSHA 15, BG' },
      { address_line_1: 'ul Vitosha 15, BG' },
      { address_line_1: 'Витоша 15, BG' },
      { address_line_1: 'Vitosha 15, BG', country: 'BG' },
      { address_line_1: 'pl. Slaveykov 4, BG' },
      { address_line_1: 'zh.k. Lozenets, bl. 12, BG' },
    ]) {
      const read = withAddressLines(address);
      expect(read.country, JSON.stringify(address)).toBe('BG');
      expect(read.house_number_extension, JSON.stringify(address)).toBeUndefined();
    }
    // Nothing Bulgarian: the floor, as Dutch lines write it in capitals too.
    for (const address of [
      { address_line_1: 'Damrak 15, BG' },
      { address_line_1: 'Rokin 12, BG', city: 'Amsterdam' },
      { address_line_1: 'Narcissenpark 18', address_line_2: 'BG' },
      { address_line_1: 'Damrak 15, BG', zip_code: '1012LG' },
      { address_line_1: 'Damrak 15, BG', country: 'NL' },
      { address_line_1: 'Damrak 15, BG', address_line_2: '1012 LG Amsterdam' },
      { address_line_1: 'Kerkstraat 15, BG' },
      { address_line_1: 'Damrak 15, bg' },
      // Lines all in capitals: BG is written as the rest is, and tells no country.
      { address_line_1: 'DAMRAK 15, BG' },
      { address_line_1: 'NARCISSENPARK 18', address_line_2: 'BG' },
      // Pl. as Dutch lines shorten Plantage (Amsterdam's Plantage Kerklaan, Middenlaan): a
      // Dutch street's name after it, not Bulgaria's ploshtad.
      { address_line_1: 'Pl. Kerklaan 38, BG', city: 'Amsterdam' },
      { address_line_1: 'Pl. Middenlaan 14', address_line_2: 'BG' },
      { address_line_1: 'PL. MIDDENLAAN 14, BG' },
    ]) {
      const read = withAddressLines(address);
      expect(read.country ?? 'NL', JSON.stringify(address)).toBe('NL');
      expect(read.house_number_extension?.toUpperCase(), JSON.stringify(address)).toBe('BG');
    }
    expect(withAddressLines({ address_line_1: 'ul. Vitosha 1, 1000 Sofia, BG' })).toMatchObject({
      country: 'BG',
      city: 'Sofia',
    });
  });
});

describe('a province code ending the lines of a Dutch address', () => {
  it('is the province, not the country the code also names (FR Friesland, not France)', () => {
    for (const [line, city] of [
      ['Nieuwestad 1, 8911 CK Leeuwarden, FR', 'Leeuwarden'],
      ['Grote Markt 1, 9711 LV Groningen, GR', 'Groningen'],
    ] as const) {
      const read = withAddressLines({ address_line_1: line });
      expect(read.country, line).toBeUndefined();
      expect(read, line).toMatchObject({ city });
    }
    // Abroad the code is the country: the postcode is not Dutch.
    expect(withAddressLines({ address_line_1: '12 Rue Haute, 75001 Paris, FR' }).country).toBe(
      'FR',
    );
  });
});

describe('one line without commas', () => {
  it('is split at a Dutch postcode after the street and number', () => {
    for (const [line, expected] of [
      [
        'Merelstraat 1B 1020 AA Amsterdam',
        { street: 'Merelstraat', house_number: '1B', zip_code: '1020AA', city: 'Amsterdam' },
      ],
      ['Merelstraat 1B 1020aa', { street: 'Merelstraat', house_number: '1B', zip_code: '1020AA' }],
      [
        'Kerkstraat 10-2 NL-1017 GA Amsterdam',
        { street: 'Kerkstraat', house_number: '10-2', zip_code: '1017GA', city: 'Amsterdam' },
      ],
      [
        'Narcissenpark 18 3e etage 1048AB Amsterdam',
        { house_number: '18', house_number_extension: '3', zip_code: '1048AB' },
      ],
      [
        '2e Hugo de Grootstraat 10 1052 KL Amsterdam',
        { street: '2e Hugo de Grootstraat', house_number: '10', zip_code: '1052KL' },
      ],
      [
        'Plein 1944 12 1020 AA Nijmegen',
        { street: 'Plein 1944', house_number: '12', zip_code: '1020AA', city: 'Nijmegen' },
      ],
    ] as const) {
      expect(withAddressLines({ address_line_1: line }), line).toMatchObject(expected);
    }
  });

  it('is not split where no street and number come before the postcode, nor abroad', () => {
    // "Hoofdweg 1234 AB": the number 1234 with the letters AB, as before.
    expect(withAddressLines({ address_line_1: 'Hoofdweg 1234 AB' })).toMatchObject({
      street: 'Hoofdweg',
      house_number: '1234 AB',
    });
    expect(withAddressLines({ address_line_1: 'Hoofdweg 1234 AB' }).zip_code).toBeUndefined();
    expect(
      withAddressLines({ address_line_1: 'Postbus 12 1020 AA Amsterdam' }).street,
    ).toBeUndefined();
    expect(
      withAddressLines({ address_line_1: 'Rue Neuve 1 1000 BX Bruxelles', country: 'BE' }).zip_code,
    ).toBeUndefined();
  });
});

describe('a postcode in an address line', () => {
  it('is read in every form the zip_code field reads', () => {
    for (const line of [
      '1020-AA Amsterdam',
      '1020 - AA Amsterdam',
      'NL - 1020-AA Amsterdam',
      '1020\u2013AA Amsterdam',
      '1020\u00adAA Amsterdam',
      '1020 AA.',
      '1020-aa',
    ]) {
      const read = withAddressLines({ address_line_1: 'Merelstraat 1B', address_line_2: line });
      expect(read, line).toMatchObject({
        street: 'Merelstraat',
        house_number: '1B',
        zip_code: '1020AA',
      });
      expect(read.city, line).toBe(line.endsWith('Amsterdam') ? 'Amsterdam' : undefined);
    }
    for (const line of [
      'Merelstraat 1B, 1020-AA Amsterdam',
      'Merelstraat 1B 1020-AA Amsterdam',
      'Merelstraat 1B (1020-AA) Amsterdam',
    ]) {
      expect(withAddressLines({ address_line_1: line }), line).toMatchObject({
        street: 'Merelstraat',
        house_number: '1B',
        zip_code: '1020AA',
        city: 'Amsterdam',
      });
    }
    expect(withAddressLines({ address_line_1: '1020-AA 1B' })).toMatchObject({
      zip_code: '1020AA',
      house_number: '1B',
    });
    // Separators where the field reads none are no postcode in a line either.
    for (const line of ['10-20 AA Amsterdam', '1020 A-A Amsterdam', '1020--AA Amsterdam']) {
      expect(
        withAddressLines({ address_line_1: 'Merelstraat 1B', address_line_2: line }).zip_code,
        line,
      ).toBeUndefined();
    }
  });
});

describe('a city followed by a Dutch postcode', () => {
  it('is the postcode and city where the house number comes from elsewhere', () => {
    const expected = {
      street: 'Merelstraat',
      house_number: '1B',
      zip_code: '1020AA',
      city: 'Amsterdam',
    };
    for (const address of [
      { address_line_1: 'Merelstraat 1B', address_line_2: 'Amsterdam 1020 AA' },
      { address_line_1: 'Merelstraat 1B, Amsterdam 1020AA' },
      { address_line_1: 'Merelstraat 1B, Slotervaart, Amsterdam NL-1020-AA' },
      // The country before the postcode, apart as the zip_code field reads it: not the city's.
      { address_line_1: 'Merelstraat 1B, Amsterdam NL 1020 AA' },
      { address_line_1: 'Merelstraat 1B', address_line_2: 'Amsterdam NL 1020AA' },
      { street: 'Merelstraat', house_number: '1B', address_line_1: 'Amsterdam 1020 AA' },
    ]) {
      expect(withAddressLines(address), JSON.stringify(address)).toMatchObject(expected);
    }
    expect(
      withAddressLines({ house_number: '1', address_line_1: "'s-Gravenhage 2511 AA" }),
    ).toMatchObject({ zip_code: '2511AA', city: "'s-Gravenhage" });
    expect(
      withAddressLines({ house_number: '1', address_line_1: "'s-Gravenhage 2511 AA" }).street,
    ).toBeUndefined();
  });

  it('stays the street and number where nothing else gives the number, and abroad', () => {
    // "Hoofdweg 1234 AB": the number 1234 AB, as documented; with the number 1234 given, the
    // street and number written again.
    for (const address of [
      { address_line_1: 'Hoofdweg 1234 AB' },
      { address_line_1: 'Hoofdweg 1234 AB', address_line_2: '2131 AA Hoofddorp' },
      { house_number: '1234', address_line_1: 'Hoofdweg 1234 AB' },
    ]) {
      const read = withAddressLines(address);
      expect(read.street, JSON.stringify(address)).toBe('Hoofdweg');
      expect(read.zip_code === '1234AB', JSON.stringify(address)).toBe(false);
    }
    expect(
      withAddressLines({ address_line_1: 'High Street 12, Amsterdam 1020 AA', country: 'GB' })
        .zip_code,
    ).toBeUndefined();
  });
});
