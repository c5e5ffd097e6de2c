import { describe, expect, it } from 'vitest';
import { MOST_PARTS_READ, postcodeAndCityOf, withAddressLines } from './address-lines.js';
import { floorAddition, romanFloor } from './address-floors.js';
import { normaliseExtension } from './address-input.js';

describe('withAddressLines', () => {
  it('reads street, number, postcode and city from two lines or one', () => {
    const expected = {
      street: 'Merelstraat',
      house_number: '1B',
      zip_code: '1020AA',
      city: 'Amsterdam',
    };
    expect(
      withAddressLines({ address_line_1: 'Merelstraat 1B', address_line_2: '1020 AA Amsterdam' }),
    ).toMatchObject(expected);
    expect(
      withAddressLines({ address_line_1: ' Merelstraat  1B ,  1020aa   Amsterdam ' }),
    ).toMatchObject(expected);
    // The country before the postcode, as the old international form wrote it.
    for (const line of ['NL-1020 AA Amsterdam', 'nl 1020AA Amsterdam', 'NL1020AA Amsterdam']) {
      expect(
        withAddressLines({ address_line_1: 'Merelstraat 1B', address_line_2: line }),
        line,
      ).toMatchObject(expected);
    }
  });

  it('reads a postcode with the house number, on one line or two', () => {
    for (const address of [
      { address_line_1: '1020AA 1B' },
      { address_line_1: '1020 aa', address_line_2: '1B' },
      { address_line_1: '1B', address_line_2: '1020AA' },
    ]) {
      expect(withAddressLines(address), JSON.stringify(address)).toMatchObject({
        zip_code: '1020AA',
        house_number: '1B',
      });
      expect(withAddressLines(address).city).toBeUndefined();
    }
    expect(withAddressLines({ address_line_1: '3024AA 17 BIS' })).toMatchObject({
      zip_code: '3024AA',
      house_number: '17 BIS',
    });
  });

  it('takes a line of words after the street for the city', () => {
    expect(withAddressLines({ address_line_1: 'Merelstrat 1B, Amsterdam' })).toMatchObject({
      street: 'Merelstrat',
      house_number: '1B',
      city: 'Amsterdam',
    });
    // Before the street, or with digits, it is not.
    expect(withAddressLines({ address_line_1: 'Amsterdam, Merelstraat 1B' }).city).toBeUndefined();
  });

  it('reads the usual ways of writing a number with letter or addition', () => {
    const read = (line: string) => {
      const { street, house_number } = withAddressLines({ address_line_1: line });
      return [street, house_number];
    };
    expect(read('Kerkstraat 10-2')).toEqual(['Kerkstraat', '10-2']);
    expect(read('Kerkstraat 10 A')).toEqual(['Kerkstraat', '10 A']);
    expect(read('Kerkstraat 10A-2')).toEqual(['Kerkstraat', '10A-2']);
    expect(read('2e Hugo de Grootstraat 10')).toEqual(['2e Hugo de Grootstraat', '10']);
    expect(read('Plein 1940 12')).toEqual(['Plein 1940', '12']);
    expect(read('Postbus')).toEqual([undefined, undefined]);
  });

  it('reads postcode and city at the end of the lines of an address abroad', () => {
    expect(
      withAddressLines({ address_line_1: '1 Main Street, 9999 Paphos', country: 'CY' }),
    ).toMatchObject({ zip_code: '9999', city: 'Paphos' });
    expect(
      withAddressLines({
        address_line_1: '89 Avenue de la Liberté',
        address_line_2: 'L-4010 Esch-sur-Alzette',
        country: 'Luxembourg',
      }),
    ).toMatchObject({ zip_code: 'L-4010', city: 'Esch-sur-Alzette' });
    // A Dutch address is not read so: "1000 Amsterdam" is no Dutch postcode, the place is read
    // as in "Damrak 1 1000 Amsterdam" and "Damrak 1, 1000, Amsterdam".
    for (const line of [
      'Damrak 1, 1000 Amsterdam',
      'Damrak 1 1000 Amsterdam',
      'Damrak 1, 1000, Amsterdam',
    ]) {
      const read = withAddressLines({ address_line_1: line });
      expect(read, line).toMatchObject({ street: 'Damrak', house_number: '1', city: 'Amsterdam' });
      expect(read.zip_code, line).toBeUndefined();
    }
    // Fields given win.
    expect(
      withAddressLines({
        address_line_1: '1 Main St, 9999 Paphos',
        city: 'Limassol',
        country: 'CY',
      }).city,
    ).toBe('Limassol');
  });

  it('reads British and Irish addresses: the number first, the postcode after the city', () => {
    expect(
      withAddressLines({
        address_line_1: '10 Downing Street',
        address_line_2: 'London SW1A 2AA',
        country: 'GB',
      }),
    ).toMatchObject({
      street: 'Downing Street',
      house_number: '10',
      zip_code: 'SW1A 2AA',
      city: 'London',
    });
    expect(
      withAddressLines({ address_line_1: '1 Grand Canal Square, Dublin 2, D02 X285, Ireland' }),
    ).toMatchObject({
      street: 'Grand Canal Square',
      house_number: '1',
      zip_code: 'D02 X285',
      city: 'Dublin',
      country: 'Ireland',
    });
    // A street and number before a postcode alone is no city.
    expect(
      withAddressLines({ address_line_1: 'High Street 12, SW1A 2AA', country: 'GB' }),
    ).toMatchObject({
      street: 'High Street',
      house_number: '12',
    });
    expect(
      withAddressLines({ address_line_1: 'High Street 12, SW1A 2AA', country: 'GB' }).city,
    ).toBeUndefined();
  });

  it('reads postcode and city from one text, in the orders countries write them', () => {
    for (const [text, postcode, city] of [
      ['Friedrichstraße 12, 10117 Berlin', '10117', 'Berlin'],
      [
        '89 Avenue de la Liberté, L-4010 Esch-sur-Alzette, Luxembourg',
        'L-4010',
        'Esch-sur-Alzette',
      ],
      ['Keizersgracht 1, 1015 CJ Amsterdam', '1015 CJ', 'Amsterdam'],
      ['Rue Neuve 1, 1000 BRUXELLES', '1000', 'BRUXELLES'],
      ['10 Downing Street, London, sw1a 2aa', 'SW1A 2AA', 'London'],
      ['5 Main Street, Cork T12 AB34', 'T12 AB34', 'Cork'],
    ]) {
      expect(postcodeAndCityOf(text ?? ''), text).toEqual({ postcode, city });
    }
    expect(postcodeAndCityOf('Keizersgracht 1')).toBeUndefined();
  });

  it('reads a floor spelled out after the number as the addition', () => {
    for (const [line, addition] of [
      ['Narcissenpark 18 1e etage', '1'],
      ['Narcissenpark 18-2e', '2'],
      ['Narcissenpark 18 2e', '2'],
      ['Narcissenpark 18 3e verdieping', '3'],
    ] as const) {
      expect(withAddressLines({ address_line_1: `${line}, Amsterdam` }), line).toMatchObject({
        street: 'Narcissenpark',
        house_number: '18',
        house_number_extension: addition,
        city: 'Amsterdam',
      });
    }
    // "hoog" (or "hg") after a floor number, as Dutch addresses write a flat's floor.
    for (const [line, addition] of [
      ['Narcissenpark 18 3 hoog', '3'],
      ['Narcissenpark 18-3 hoog', '3'],
      ['Narcissenpark 18 3hg', '3'],
      ['Narcissenpark 18-2 hoog', '2'],
      ['Narcissenpark 18 2-hoog', '2'],
      ['Narcissenpark 18 1 HG', '1'],
      ['Narcissenpark 18 II hoog', 'II'],
    ] as const) {
      expect(
        withAddressLines({ address_line_1: line, address_line_2: '1048AB Amsterdam' }),
        line,
      ).toMatchObject({
        street: 'Narcissenpark',
        house_number: '18',
        house_number_extension: addition,
        zip_code: '1048AB',
      });
    }
    // "V hoog" and "I hoog" keep their "hoog": alone, V and I would be house letters first.
    for (const [line, extension] of [
      ['Narcissenpark 18 V hoog', 'V hoog'],
      ['Narcissenpark 18 I hoog', 'I hoog'],
      ['Narcissenpark 18 IV hoog', 'IV'],
      ['Narcissenpark 18 III', undefined],
      ['Narcissenpark 18 2e.', '2'],
    ] as const) {
      const read = withAddressLines({ address_line_1: line, address_line_2: '1048AB Amsterdam' });
      expect(read.street, line).toBe('Narcissenpark');
      expect(read.house_number_extension, line).toBe(extension);
    }
    // The line reads exactly the Roman floors the lookup reads (one list, address-floors.ts).
    for (const numeral of ['I', 'II', 'III', 'IV', 'V', 'VI', 'X']) {
      const read = withAddressLines({ address_line_1: `Narcissenpark 18 ${numeral} hoog` });
      const extension = read.house_number_extension;
      const floor =
        extension === undefined ? undefined : floorAddition(normaliseExtension(extension));
      expect(floor, numeral).toBe(romanFloor(numeral));
    }
    // "hoog" alone (upstairs) names no floor: it stays the number's extension as written.
    expect(withAddressLines({ address_line_1: 'Narcissenpark 18 hoog' })).toMatchObject({
      street: 'Narcissenpark',
      house_number: '18 hoog',
    });
    // "2e Hugo de Grootstraat 10": an ordinal that starts the street is the street's.
    expect(withAddressLines({ address_line_1: '2e Hugo de Grootstraat 10' })).toMatchObject({
      street: '2e Hugo de Grootstraat',
      house_number: '10',
    });
  });

  it('takes a country that ends the lines as the country, where none is given', () => {
    expect(
      withAddressLines({ address_line_1: 'Unter den Linden 1, 10117 Berlin, Germany' }),
    ).toMatchObject({ country: 'Germany', zip_code: '10117', city: 'Berlin' });
    expect(
      withAddressLines({ address_line_1: 'Merelstraat 1, 1020 AA Amsterdam, Nederland' }),
    ).toMatchObject({ country: 'Nederland', zip_code: '1020AA', city: 'Amsterdam' });
    // A country given wins; a city is no country.
    expect(
      withAddressLines({ address_line_1: 'Rue Neuve 1, 1000 Bruxelles, Belgique', country: 'BE' })
        .country,
    ).toBe('BE');
    expect(
      withAddressLines({ address_line_1: 'Merelstraat 1B, Amsterdam' }).country,
    ).toBeUndefined();
  });

  it('reads an address once, and never freezes an address without lines', () => {
    const given = { address_line_1: 'Merelstraat 1B', address_line_2: '1020 AA Amsterdam' };
    const read = withAddressLines(given);
    expect(withAddressLines(given)).toBe(read);
    expect(Object.isFrozen(read)).toBe(true);
    expect(Object.isFrozen(given)).toBe(false);
    const plain = { street: 'Merelstraat', house_number: '1B' };
    expect(withAddressLines(plain)).toBe(plain);
    expect(Object.isFrozen(plain)).toBe(false);
  });

  it('reads the street of a line where the number is given apart, and a street alone on a line', () => {
    // The number given wins; the street of the line is still compared (not "as given").
    expect(
      withAddressLines({ zip_code: '1020AA', house_number: '1', address_line_1: 'Kerkstraat 5' }),
    ).toMatchObject({ street: 'Kerkstraat', house_number: '1' });
    expect(
      withAddressLines({
        house_number: '1',
        address_line_1: 'Merelstraat',
        address_line_2: 'Amsterdam',
      }),
    ).toMatchObject({ street: 'Merelstraat', house_number: '1', city: 'Amsterdam' });
    // The number of the street given, from a line of that street only.
    expect(
      withAddressLines({ street: 'kerkstraat', address_line_1: 'Kerkstraat 5' }).house_number,
    ).toBe('5');
    expect(
      withAddressLines({ street: 'Kerkstraat', address_line_1: 'Merelstraat 5' }).house_number,
    ).toBeUndefined();
    // A floor is the addition of the line's own number only.
    expect(
      withAddressLines({ house_number: '7', address_line_1: 'Narcissenpark 18 1e etage' }),
    ).toMatchObject({ street: 'Narcissenpark', house_number: '7' });
    expect(
      withAddressLines({ house_number: '7', address_line_1: 'Narcissenpark 18 1e etage' })
        .house_number_extension,
    ).toBeUndefined();
    // Without a number a line of words stays unread, and a post box is never a street.
    expect(withAddressLines({ address_line_1: 'Merelstraat' }).street).toBeUndefined();
    for (const box of ['Postbus', 'Postbus 123', 'PO-Box 12', 'P.O. Box 12', 'Suite 200']) {
      expect(withAddressLines({ house_number: '12', address_line_1: box }).street, box).toBe(
        undefined,
      );
      expect(withAddressLines({ address_line_1: box }).street, box).toBeUndefined();
    }
    // One line of words may be a city, a company or a country: not taken for the street.
    for (const line of ['Amsterdam', 'Acme B.V.', 'Netherlands']) {
      expect(
        withAddressLines({ zip_code: '1017GA', house_number: '10', address_line_1: line }).street,
        line,
      ).toBeUndefined();
    }
    // Nor where the number was read from a line: "1017GA 10, Amsterdam" is a postcode, a number
    // and a city.
    expect(withAddressLines({ address_line_1: '1017GA 10, Amsterdam' })).toMatchObject({
      zip_code: '1017GA',
      house_number: '10',
    });
    expect(withAddressLines({ address_line_1: '1017GA 10, Amsterdam' }).street).toBeUndefined();
    expect(
      withAddressLines({
        house_number: '1',
        address_line_1: 'Netherlands',
        address_line_2: 'Amsterdam',
      }).street,
    ).toBeUndefined();
  });

  it('reads a postcode in brackets as the postcode, before or after the city or the street', () => {
    const expected = {
      street: 'Merelstraat',
      house_number: '1B',
      zip_code: '1020AA',
      city: 'Amsterdam',
    };
    for (const [line1, line2] of [
      ['Merelstraat 1B', '(1020 AA) Amsterdam'],
      ['Merelstraat 1B', '[1020AA] Amsterdam'],
      ['Merelstraat 1B', 'Amsterdam (1020 AA)'],
      ['Merelstraat 1B (1020 AA)', 'Amsterdam'],
      ['Merelstraat 1B, (NL-1020 AA), Amsterdam', undefined],
      ['Merelstraat 1B (1020 AA) Amsterdam', undefined],
    ]) {
      const address = { address_line_1: line1, ...(line2 && { address_line_2: line2 }) };
      expect(withAddressLines(address), JSON.stringify(address)).toEqual({
        ...address,
        ...expected,
      });
    }
    expect(withAddressLines({ address_line_1: '(1020 AA) 1B' })).toMatchObject({
      zip_code: '1020AA',
      house_number: '1B',
    });
    // Other text in brackets is read as it was: not a postcode, and not taken out of the line.
    expect(
      withAddressLines({
        address_line_1: 'Merelstraat 1B',
        address_line_2: '1020 AA Amsterdam (NH)',
      }),
    ).toMatchObject({ zip_code: '1020AA', city: 'Amsterdam (NH)' });
    for (const line of [
      'Merelstraat 1B (achterhuis)',
      'Merelstraat 1B (1020)',
      'Merelstraat (1B)',
    ]) {
      const read = withAddressLines({ address_line_1: line, address_line_2: 'Amsterdam' });
      expect(read.zip_code, line).toBeUndefined();
      expect(read.house_number, line).toBeUndefined();
    }
    // Brackets that do not close around the postcode alone are not read as one.
    for (const line of ['(1020 AA Amsterdam', '(1020) AA Amsterdam', '((1020 AA)) Amsterdam']) {
      expect(withAddressLines({ address_line_1: line }).zip_code, line).toBeUndefined();
    }
  });

  it('never overrides a field the request gives, and leaves an address without lines alone', () => {
    const given = {
      street: 'Kerkstraat',
      house_number: '10',
      zip_code: '1017GA',
      city: 'Amsterdam',
      address_line_1: 'Merelstraat 1B',
      address_line_2: '1020 AA Haarlem',
    };
    expect(withAddressLines(given)).toEqual(given);
    const plain = { zip_code: '1017GA', house_number: '10' };
    expect(withAddressLines(plain)).toBe(plain);
  });

  it('leaves lines of more parts than an address has unread', () => {
    const address = 'Merelstraat 1, 1020 AB Amsterdam';
    const linesOf = (parts: number): string =>
      [...Array<string>(parts - 2).fill('a'), address].join(', ');
    // As many parts as are read: the address at their end is read.
    expect(withAddressLines({ address_line_1: linesOf(MOST_PARTS_READ) })).toMatchObject({
      street: 'Merelstraat',
      house_number: '1',
      zip_code: '1020AB',
      city: 'Amsterdam',
    });
    // One more, or thousands, and nothing is.
    for (const parts of [MOST_PARTS_READ + 1, 5000]) {
      const given = { address_line_1: linesOf(parts) };
      expect(withAddressLines(given)).toEqual(given);
    }
    // Counted over both lines: half on each, and one more on the second.
    const half = Math.floor(MOST_PARTS_READ / 2);
    const split = {
      address_line_1: Array<string>(half).fill('a').join(', '),
      address_line_2: [...Array<string>(MOST_PARTS_READ - half).fill('a'), '1'].join(', '),
    };
    expect(withAddressLines(split)).toEqual(split);
  });
});
