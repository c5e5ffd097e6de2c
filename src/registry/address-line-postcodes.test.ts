/**
 * A Dutch postcode in address lines written without commas: where it parts the street and
 * number from the city, and a country written after it and the city.
 */
import { describe, expect, it } from 'vitest';
import { withAddressLines } from './address-lines.js';

describe('a country ending a line after the postcode and city', () => {
  it('is the country, as after a comma, not the end of the city', () => {
    for (const [line, country] of [
      ['Kerkstraat 10 1012AB Amsterdam Nederland', 'Nederland'],
      ['Kerkstraat 10 1012 AB Amsterdam NL', 'NL'],
      ['Kerkstraat 10 1012AB Amsterdam The Netherlands', 'The Netherlands'],
      ['Kerkstraat 10, 1012AB Amsterdam Nederland', 'Nederland'],
      ['Kerkstraat 10 1012AB Den Haag Nederland', 'Nederland'],
    ] as const) {
      const read = withAddressLines({ address_line_1: line });
      expect(read, line).toMatchObject({
        street: 'Kerkstraat',
        house_number: '10',
        zip_code: '1012AB',
        country,
      });
      expect(read.city, line).toBe(line.includes('Den Haag') ? 'Den Haag' : 'Amsterdam');
    }
    // A city named as a country (Sint Maarten, Noord-Holland) is the city where nothing else is.
    expect(withAddressLines({ address_line_1: 'Kerkstraat 10 1753AB Sint Maarten' })).toMatchObject(
      { zip_code: '1753AB', city: 'Sint Maarten' },
    );
    expect(
      withAddressLines({ address_line_1: 'Kerkstraat 10 1753AB Sint Maarten' }).country,
    ).toBeUndefined();
    // A house letter before the postcode is no city before it either.
    for (const line of [
      'Kerkstraat 10A 1753AB Sint Maarten',
      'Kerkstraat 10 a 1753 AB Sint Maarten',
    ]) {
      const read = withAddressLines({ address_line_1: line });
      expect(read, line).toMatchObject({
        street: 'Kerkstraat',
        zip_code: '1753AB',
        city: 'Sint Maarten',
      });
      expect(read.country, line).toBeUndefined();
    }
    expect(
      withAddressLines({ address_line_1: 'Kerkstraat 10A Amsterdam 1012AB NL' }),
    ).toMatchObject({ house_number: '10A', city: 'Amsterdam', zip_code: '1012AB', country: 'NL' });
    // A city whose name ends with a country's after van, aan, op (Hoek van Holland) keeps it.
    for (const address of [
      { address_line_1: 'Kerkstraat 10 3151 AB Hoek van Holland' },
      { address_line_1: 'Kerkstraat 10, 3151AB Hoek van Holland' },
      { address_line_1: 'Kerkstraat 10', address_line_2: '3151 AB HOEK VAN HOLLAND' },
      { address_line_1: 'Kerkstraat 10 3151 AB Hoek v. Holland' },
    ]) {
      const read = withAddressLines(address);
      expect(read.city, JSON.stringify(address)).toBe(
        (address.address_line_2 ?? address.address_line_1).replace(/^.*3151 ?AB /, ''),
      );
      expect(read.country, JSON.stringify(address)).toBeUndefined();
    }
    expect(
      withAddressLines({ address_line_1: 'Kerkstraat 10 3151 AB Hoek van Holland Nederland' }),
    ).toMatchObject({ city: 'Hoek van Holland', country: 'Nederland' });
    // FR after a city is Friesland as well as France: not read as the country.
    expect(
      withAddressLines({ address_line_1: 'Kerkstraat 10 8911AB Leeuwarden FR' }).country,
    ).toBeUndefined();
    // A country given wins; the city is still read without it.
    expect(
      withAddressLines({
        address_line_1: 'Kerkstraat 10 1012AB Amsterdam Nederland',
        country: 'NL',
      }),
    ).toMatchObject({ city: 'Amsterdam', country: 'NL' });
  });
});

describe('one line without commas ending with the city and a Dutch postcode', () => {
  it('is the street and number, the city and the postcode', () => {
    for (const [line, expected] of [
      [
        'Merelstraat 1B Amsterdam 1020 AA',
        { street: 'Merelstraat', house_number: '1B', city: 'Amsterdam', zip_code: '1020AA' },
      ],
      [
        'Kerkstraat 10 A Den Haag 2511AA',
        { street: 'Kerkstraat', house_number: '10 A', city: 'Den Haag', zip_code: '2511AA' },
      ],
      [
        "Kerkstraat 10 's-Gravenhage NL-2511 AA",
        { street: 'Kerkstraat', house_number: '10', city: "'s-Gravenhage", zip_code: '2511AA' },
      ],
      [
        'Narcissenpark 18 3e etage Amsterdam 1048AB',
        { house_number: '18', house_number_extension: '3', city: 'Amsterdam', zip_code: '1048AB' },
      ],
      [
        'Plein 1944 12 Nijmegen 6511 AA',
        { street: 'Plein 1944', house_number: '12', city: 'Nijmegen', zip_code: '6511AA' },
      ],
    ] as const) {
      expect(withAddressLines({ address_line_1: line }), line).toMatchObject(expected);
    }
  });

  it('reads a city of several words starting with Ter as the city, not as 10 ter', () => {
    for (const line of ['Kerkstraat 10 Ter Apel 9561 AB', 'Kerkstraat 10 ter Aar 2465AA']) {
      const read = withAddressLines({ address_line_1: line });
      expect(read, line).toMatchObject({ street: 'Kerkstraat', house_number: '10' });
      expect(read.city, line).toBe(line.includes('Apel') ? 'Ter Apel' : 'ter Aar');
    }
    // Written to the number, or after a hyphen, ter is the number's.
    expect(
      withAddressLines({ address_line_1: 'Kerkstraat 10-ter Amsterdam 1012AB' }),
    ).toMatchObject({ house_number: '10-ter', city: 'Amsterdam' });
  });

  it("reads ter as the number's before a city that is no Ter place (10 ter Amsterdam)", () => {
    for (const [line, city] of [
      ['Kerkstraat 10 ter Amsterdam 1012AB', 'Amsterdam'],
      ['Kerkstraat 10 ter Den Haag 2511 AA', 'Den Haag'],
      ['Dorpsstraat 10 ter Ter Apel 9561 AB', 'Ter Apel'],
    ] as const) {
      const read = withAddressLines({ address_line_1: line });
      expect(read, line).toMatchObject({ house_number: '10 ter', city });
    }
  });

  it('leaves a number with letters and no city before it the number (Hoofdweg 1234 AB)', () => {
    for (const address of [
      { address_line_1: 'Hoofdweg 1234 AB' },
      { address_line_1: 'Hoofdweg 1234 AB', address_line_2: '2131 AA Hoofddorp' },
    ]) {
      const read = withAddressLines(address);
      expect(read, JSON.stringify(address)).toMatchObject({
        street: 'Hoofdweg',
        house_number: '1234 AB',
      });
      expect(read.zip_code === '1234AB', JSON.stringify(address)).toBe(false);
    }
    expect(withAddressLines({ address_line_1: 'Postbus 12 Amsterdam 1020 AA' }).street).toBe(
      undefined,
    );
    expect(
      withAddressLines({ address_line_1: 'Rue Neuve 1 Bruxelles 1000 BX', country: 'BE' }).zip_code,
    ).toBeUndefined();
  });
});

describe('a city and Dutch postcode before the street and number', () => {
  it('is the postcode and city where a later part is the street and number', () => {
    for (const address of [
      { address_line_1: 'Amsterdam 1020 AA', address_line_2: 'Merelstraat 1B' },
      { address_line_1: 'Amsterdam 1020 AA, Merelstraat 1B' },
      { address_line_1: 'Amsterdam NL-1020AA', address_line_2: 'Merelstraat 1B' },
    ]) {
      expect(withAddressLines(address), JSON.stringify(address)).toMatchObject({
        street: 'Merelstraat',
        house_number: '1B',
        zip_code: '1020AA',
        city: 'Amsterdam',
      });
    }
  });

  it('is the street and its postcode where the later part is that street with its number', () => {
    // "Hoofdweg" is the street of the line after it: not a city Hoofdweg as well.
    for (const address of [
      { address_line_1: 'Hoofdweg 1234 AB', address_line_2: 'Hoofdweg 5' },
      { address_line_1: 'Hoofdweg 1234 AB, hoofdweg 5' },
      { address_line_1: 'Kerkstr. 1234 AB', address_line_2: 'Kerkstr. 5' },
    ]) {
      const read = withAddressLines(address);
      expect(read, JSON.stringify(address)).toMatchObject({
        house_number: '5',
        zip_code: '1234AB',
      });
      expect(read.street?.toLowerCase(), JSON.stringify(address)).toMatch(
        /^(?:hoofdweg|kerkstr\.)$/,
      );
      expect(read.city, JSON.stringify(address)).toBeUndefined();
    }
    // Another street after it: the words are a city's, as the village Langeweg's are.
    expect(
      withAddressLines({ address_line_1: 'Langeweg 4772 AA', address_line_2: 'Kerkstraat 5' }),
    ).toMatchObject({ city: 'Langeweg', street: 'Kerkstraat', zip_code: '4772AA' });
  });

  it('stays the street and number where no later part is one', () => {
    // Two parts that may each be a city and postcode: the first is the street, as before.
    expect(
      withAddressLines({ address_line_1: 'Hoofdweg 1234 AB', address_line_2: 'Hoofddorp 2131 AA' }),
    ).toMatchObject({
      street: 'Hoofdweg',
      house_number: '1234 AB',
      zip_code: '2131AA',
      city: 'Hoofddorp',
    });
    expect(
      withAddressLines({ address_line_1: 'Hoofdweg 1234 AB', address_line_2: 'Postbus 12' }),
    ).toMatchObject({ street: 'Hoofdweg', house_number: '1234 AB' });
  });
});

describe('a group written as a postcode after the street (1234 AB)', () => {
  it('is the number with its letters where the line ends with the city and a postcode', () => {
    // Read as a postcode it would be the address's second one.
    expect(
      withAddressLines({ address_line_1: 'Hoofdweg 1234 AB Amsterdam 1020 AA' }),
    ).toMatchObject({
      street: 'Hoofdweg',
      house_number: '1234 AB',
      city: 'Amsterdam',
      zip_code: '1020AA',
    });
    // De starts places' names (De Meern): there it is the city's.
    expect(withAddressLines({ address_line_1: 'Kerkweg 1234 De Meern 3454 AA' })).toMatchObject({
      street: 'Kerkweg',
      house_number: '1234',
      city: 'De Meern',
      zip_code: '3454AA',
    });
    // So does St, Sint written short without its dot (St Annaparochie, St Willebrord).
    expect(
      withAddressLines({ address_line_1: 'Hoofdweg 1234 St Annaparochie 9076 AA' }),
    ).toMatchObject({ house_number: '1234', city: 'St Annaparochie', zip_code: '9076AA' });
  });

  it('is the postcode after a street where the house number is given apart', () => {
    // Read as the number it would contradict the number given; Hoofdweg names a street.
    for (const [address, city] of [
      [{ house_number: '5', address_line_1: 'Hoofdweg 1234 AB' }, undefined],
      [{ house_number: '5', address_line_1: 'Hoofdweg 1234 AB, Amsterdam' }, 'Amsterdam'],
      [{ house_number: '5', zip_code: '1234 AB', address_line_1: 'Hoofdweg 1234 AB' }, undefined],
      [{ house_number: '5', address_line_1: 'Kerkstr 1234 AB', city: 'Utrecht' }, 'Utrecht'],
      // A street's name written short with its dot, as Kerkstr without one.
      [{ house_number: '5', address_line_1: 'Kerkstr. 1234 AB', city: 'Utrecht' }, 'Utrecht'],
      [{ house_number: '5', address_line_1: 'Burg. de Withstr. 1234 AB' }, undefined],
    ] as const) {
      const read = withAddressLines(address);
      expect(read.street, JSON.stringify(address)).toBe(
        address.address_line_1.replace(/ 1234 AB.*$/, ''),
      );
      expect(read.house_number, JSON.stringify(address)).toBe('5');
      expect(read.zip_code?.replace(' ', ''), JSON.stringify(address)).toBe('1234AB');
      expect(read.city, JSON.stringify(address)).toBe(city);
    }
    // A street given is kept; the part's postcode is still read.
    expect(
      withAddressLines({
        house_number: '5',
        street: 'Kerkstraat',
        address_line_1: 'Hoofdweg 1234 AB',
      }),
    ).toMatchObject({ street: 'Kerkstraat', zip_code: '1234AB' });
    expect(
      withAddressLines({
        house_number: '5',
        street: 'Kerkstraat',
        address_line_1: 'Hoofdweg 1234 AB',
      }).city,
    ).toBeUndefined();
  });

  it('is the postcode between the street and the city where the house number is given apart', () => {
    // Read as the number, 1234 AB would contradict the number given: the street, the postcode
    // and the city, as a Dutch address writes them.
    for (const address of [
      { house_number: '5', address_line_1: 'Hoofdweg 1234 AB Amsterdam' },
      { house_number: '5', address_line_1: 'Hoofdweg 1234AB Amsterdam' },
      { house_number: '5', address_line_1: 'Damrak NL-1234 AB Amsterdam' },
    ]) {
      const read = withAddressLines(address);
      expect(read, JSON.stringify(address)).toMatchObject({
        street: address.address_line_1.replace(/ (?:NL-)?1234 ?AB.*$/, ''),
        house_number: '5',
        zip_code: '1234AB',
        city: 'Amsterdam',
      });
    }
    // The number given is the group's four digits: the street and number written again, as
    // before; a post box is no street.
    for (const address of [
      { house_number: '1234', address_line_1: 'Hoofdweg 1234 AB Amsterdam' },
      { house_number: '5', address_line_1: 'Postbus 1234 AB Amsterdam' },
    ]) {
      expect(withAddressLines(address).zip_code, JSON.stringify(address)).toBeUndefined();
    }
  });

  it('is the city and postcode after a street and number, a place named as a street is', () => {
    // Langeweg is a village (4772): after the street and number, or with the number alone and
    // no house_number given, the words before the postcode are the city, as before.
    for (const address of [
      { address_line_1: 'Kerkstraat 5 Langeweg 4772 AA' },
      { address_line_1: 'Kerkstraat 5, Langeweg 4772 AA' },
      { address_line_1: 'Kerkstraat 5', address_line_2: 'Langeweg 4772 AA' },
      { address_line_1: '5', address_line_2: 'Langeweg 4772 AA' },
    ]) {
      const read = withAddressLines(address);
      expect(read, JSON.stringify(address)).toMatchObject({
        house_number: '5',
        zip_code: '4772AA',
        city: 'Langeweg',
      });
      expect(read.street, JSON.stringify(address)).toBe(
        address.address_line_1 === '5' ? undefined : 'Kerkstraat',
      );
    }
  });
});

describe('a province after the postcode and city, without commas', () => {
  it('is no part of the city, as after a comma', () => {
    for (const address of [
      { address_line_1: 'Damrak 1 1012 LG Amsterdam Noord-Holland Nederland' },
      { address_line_1: 'Damrak 1 1012 LG Amsterdam Noord-Holland' },
      { address_line_1: 'Damrak 1 1012 LG Amsterdam North Holland' },
      { address_line_1: 'Damrak 1 1012LG Amsterdam NH NL' },
      { address_line_1: 'Damrak 1, 1012 LG Amsterdam Noord Holland' },
      { address_line_1: 'Damrak 1', address_line_2: '1012 LG Amsterdam NH' },
    ]) {
      expect(withAddressLines(address), JSON.stringify(address)).toMatchObject({
        street: 'Damrak',
        house_number: '1',
        zip_code: '1012LG',
        city: 'Amsterdam',
      });
    }
    // After the city and postcode, as addresses written abroad end, or after the postcode with
    // the city apart: the province is no city, nor does it keep the postcode from being read.
    for (const address of [
      { address_line_1: 'Damrak 1, Amsterdam 1012 LG Noord-Holland' },
      { address_line_1: 'Damrak 1 Amsterdam 1012 LG Noord-Holland' },
      { address_line_1: 'Damrak 1', address_line_2: 'Amsterdam 1012LG NH' },
      { address_line_1: 'Damrak 1, Amsterdam 1012 LG Noord Holland, Nederland' },
      { address_line_1: 'Damrak 1, Amsterdam, 1012 LG Noord-Holland' },
    ]) {
      expect(withAddressLines(address), JSON.stringify(address)).toMatchObject({
        street: 'Damrak',
        house_number: '1',
        zip_code: '1012LG',
        city: 'Amsterdam',
      });
    }
    // With no city written, none is read; Zeeland, a village too, is the city still.
    expect(withAddressLines({ address_line_1: 'Damrak 1, 1012 LG Noord-Holland' }).city).toBe(
      undefined,
    );
    expect(withAddressLines({ address_line_1: 'Kerkstraat 10, 5411 AB Zeeland' }).city).toBe(
      'Zeeland',
    );
    // FR after Leeuwarden is Friesland: neither the city's nor France.
    const leeuwarden = withAddressLines({ address_line_1: 'Nieuwestad 1 8911 CK Leeuwarden FR' });
    expect(leeuwarden.city).toBe('Leeuwarden');
    expect(leeuwarden.country).toBeUndefined();
    // A city named as its province keeps its name, alone or before the province.
    for (const [line, city] of [
      ['Oudegracht 1 3511 AB Utrecht Utrecht', 'Utrecht'],
      ['Grote Markt 1 9711 LV Groningen', 'Groningen'],
      ['Kerkstraat 10 5411 AB Zeeland', 'Zeeland'],
    ] as const) {
      expect(withAddressLines({ address_line_1: line }).city, line).toBe(city);
    }
  });
});
