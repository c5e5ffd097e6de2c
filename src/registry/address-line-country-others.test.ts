/**
 * Address lines ending with the code of a country whose postcodes have letters (GB, IE, CA) or
 * are digits only (US, PL) after a Dutch postcode, a foreign line without commas whose postcode is not Dutch,
 * a four-digit postcode with a country whose postcodes have five (FR), and Poland's postcodes.
 */
import { describe, expect, it } from 'vitest';
import { describeCountryConflict } from './address-line-country.js';
import { lookupInIndex } from './address-index-lookup.js';
import { linesCountryConflict, withAddressLines } from './address-lines.js';

describe("another country's code after a Dutch postcode, its postcodes not digits only", () => {
  it('is the country in conflict, the fields read as the Dutch lines write them', () => {
    for (const [line, code, postcode] of [
      ['Damrak 1, 1012 LG Amsterdam, GB', 'GB', '1012 LG'],
      ['Damrak 1 1012 LG Amsterdam GB', 'GB', '1012 LG'],
      ['Damrak 1, 1012 LG Amsterdam, US', 'US', '1012 LG'],
      ['damrak 1, 1012 lg amsterdam, ie', 'IE', '1012 LG'],
      ['DAMRAK 1, 1012 LG AMSTERDAM, CA', 'CA', '1012 LG'],
      ['Damrak 1, 1012 LG, GB', 'GB', '1012 LG'],
      ['Damrak 1 1012 LG GB', 'GB', '1012 LG'],
      ['Damrak 1, 1012 LG, Amsterdam, GB', 'GB', '1012 LG'],
      ['Damrak 1-3, 1012 LG Amsterdam, GB', 'GB', '1012 LG'],
      ['Rue Neuve 1, 2300 La Chaux-de-Fonds, GB', 'GB', '2300 LA'],
    ] as const) {
      const address = { address_line_1: line };
      const read = withAddressLines(address);
      expect(read.country?.toUpperCase(), line).toBe(code);
      expect(read.zip_code, line).toBe(postcode.replace(' ', ''));
      expect(read.house_number, line).toMatch(/^1/);
      expect(linesCountryConflict(address), line).toEqual({ postcode, code, source: 'lines' });
    }
  });

  it('names the conflict without calling those postcodes digits only', () => {
    const conflict = linesCountryConflict({ address_line_1: 'Damrak 1, 1012 LG Amsterdam, GB' });
    expect(conflict && describeCountryConflict(conflict)).toBe(
      'the address lines write the postcode 1012 LG as only Dutch postcodes are written, and end with the country code GB, whose postcodes are written otherwise',
    );
  });

  it('calls the postcodes of US, PL, PT, JP, BR, LT and LV digits only, as they are', () => {
    for (const code of ['US', 'PL', 'PT', 'JP', 'BR', 'LT', 'LV']) {
      const conflict = linesCountryConflict({ address_line_1: `Damrak 1, 1012 LG, ${code}` });
      expect(conflict && describeCountryConflict(conflict), code).toBe(
        `the address lines write the postcode 1012 LG as only Dutch postcodes are written, and end with the country code ${code}, whose postcodes are digits only`,
      );
    }
  });

  it('leaves Dutch lines Dutch: provinces, the ground floor, Ee, NL', () => {
    for (const [line, zip, city] of [
      ['Kerkstraat 1, 8911 CK Leeuwarden, FR', '8911CK', 'Leeuwarden'],
      ['Kerkstraat 1, 6811 AA Arnhem, GE', '6811AA', 'Arnhem'],
      ['Kerkstraat 1, 6211 AA Maastricht, LI', '6211AA', 'Maastricht'],
      ['Kerkstraat 1 6211 AA Maastricht LI', '6211AA', 'Maastricht'],
      ['Kerkstraat 1, 9711 AA Groningen, GR', '9711AA', 'Groningen'],
      ['Damrak 1, 1012 LG Amsterdam, NH', '1012LG', 'Amsterdam'],
      ['Damrak 1, 1012 LG Amsterdam, BG', '1012LG', 'Amsterdam'],
      ['Kerkstraat 12, 9131 AA, EE', '9131AA', undefined],
      ['Damrak 1 1012 LG Amsterdam', '1012LG', 'Amsterdam'],
    ] as const) {
      const address = { address_line_1: line };
      const read = withAddressLines(address);
      expect(read.country, line).toBeUndefined();
      expect(read.zip_code, line).toBe(zip);
      expect(read.city, line).toBe(city);
      expect(linesCountryConflict(address), line).toBeUndefined();
    }
    expect(withAddressLines({ address_line_1: 'Damrak 1, 1012 LG Amsterdam, NL' }).country).toBe(
      'NL',
    );
  });

  it('leaves Dutch lines Dutch after letters that are no postcode country of theirs', () => {
    // BV and CV, legal forms; ZW, BO, TK, LB, RE, written for additions or directions: codes
    // of countries without postcodes, or of none written otherwise, which no one means there.
    for (const code of ['BV', 'CV', 'ZW', 'BO', 'TK', 'LB', 'RE', 'BS', 'ST', 'bv']) {
      for (const line of [
        `Damrak 1, 1012 LG Amsterdam, ${code}`,
        `Damrak 1 1012 LG Amsterdam ${code}`,
        `Damrak 1, 1012 LG, ${code}`,
      ]) {
        const address = { address_line_1: line };
        expect(withAddressLines(address).country, line).toBeUndefined();
        expect(withAddressLines(address).zip_code, line).toBe('1012LG');
        expect(linesCountryConflict(address), line).toBeUndefined();
      }
    }
  });
});

describe('a foreign line without commas whose postcode is not Dutch', () => {
  it('reads street, number, postcode and city as the comma form does', () => {
    for (const [line, expected] of [
      [
        'Rue Haute 12 1000 Bruxelles BE',
        {
          street: 'Rue Haute',
          house_number: '12',
          zip_code: '1000',
          city: 'Bruxelles',
          country: 'BE',
        },
      ],
      [
        'Friedrichstraße 12 10117 Berlin DE',
        {
          street: 'Friedrichstraße',
          house_number: '12',
          zip_code: '10117',
          city: 'Berlin',
          country: 'DE',
        },
      ],
      [
        'Rue Haute 12 1000 Bruxelles Belgique',
        {
          street: 'Rue Haute',
          house_number: '12',
          zip_code: '1000',
          city: 'Bruxelles',
          country: 'Belgique',
        },
      ],
      [
        'Avenue de la Liberté 89 L-4010 Esch-sur-Alzette LU',
        {
          street: 'Avenue de la Liberté',
          house_number: '89',
          zip_code: 'L-4010',
          city: 'Esch-sur-Alzette',
          country: 'LU',
        },
      ],
    ] as const) {
      const comma = line.replace(/ (L-)?(\d{4,5} )/, ', $1$2').replace(/ (\p{L}+)$/u, ', $1');
      expect(withAddressLines({ address_line_1: comma }), comma).toEqual({
        address_line_1: comma,
        ...expected,
      });
      expect(withAddressLines({ address_line_1: line }), line).toEqual({
        address_line_1: line,
        ...expected,
      });
      expect(linesCountryConflict({ address_line_1: line }), line).toBeUndefined();
    }
  });

  it('leaves a Dutch line with its postcode written without letters as it was', () => {
    // No country read there: Nederland is the Netherlands, and Friesland's code stays its own.
    const read = withAddressLines({ address_line_1: 'Kerkstraat 1 8911 Leeuwarden Nederland' });
    expect(read.country).toBeUndefined();
    expect(withAddressLines({ address_line_1: 'Kerkstraat 1 8911 Leeuwarden FR' }).country).toBe(
      undefined,
    );
  });
});

describe('a four-digit postcode before the code of a country whose postcodes have five', () => {
  it('is the conflict, in lines of any case, as with the country given', () => {
    for (const line of [
      'RUE NEUVE 1, 2300 LA CHAUX-DE-FONDS, FR',
      'rue neuve 1, 2300 la chaux-de-fonds, fr',
      'Rue Neuve 1, 2300 La Chaux-de-Fonds, FR',
      'Rue Neuve 1, 2300 La Chaux-de-Fonds, DE',
      // Without commas, as with them: FR is France after a street named in French.
      'Rue de la Paix 12 2300 La Chaux-de-Fonds FR',
      'rue neuve 1 2300 la chaux-de-fonds fr',
    ]) {
      const address = { address_line_1: line };
      const code = line.slice(-2).toUpperCase();
      expect(withAddressLines(address).country?.toUpperCase(), line).toBe(code);
      expect(withAddressLines(address).zip_code, line).toBe('2300LA');
      expect(linesCountryConflict(address), line).toEqual({
        postcode: '2300 LA',
        code,
        source: 'lines',
      });
    }
    // The same lines with the country given: the same conflict, as given.
    const given = { address_line_1: 'RUE NEUVE 1, 2300 LA CHAUX-DE-FONDS', country: 'FR' };
    expect(linesCountryConflict(given)).toEqual({
      postcode: '2300 LA',
      code: 'FR',
      source: 'lines-and-given',
    });
  });

  it('keeps the place where the country writes four digits, and Friesland after Dutch lines', () => {
    for (const code of ['CH', 'BE', 'LU']) {
      const address = { address_line_1: `RUE NEUVE 1, 2300 LA CHAUX-DE-FONDS, ${code}` };
      expect(withAddressLines(address), code).toMatchObject({
        zip_code: '2300',
        city: 'LA CHAUX-DE-FONDS',
        country: code,
      });
      expect(linesCountryConflict(address), code).toBeUndefined();
    }
    for (const line of ['DAMRAK 1, 2300 LA LEIDEN, FR', 'DAMRAK 1 2300 LA LEIDEN FR']) {
      const friesland = withAddressLines({ address_line_1: line });
      expect(friesland, line).toMatchObject({ zip_code: '2300LA', city: 'LEIDEN' });
      expect(friesland.country, line).toBeUndefined();
    }
  });
});

describe('the lookup of such lines', () => {
  it('is foreign, naming the conflict where there is one', () => {
    const lookup = (line: string) => lookupInIndex(undefined, { address_line_1: line }, undefined);
    const gb = lookup('Damrak 1, 1012 LG Amsterdam, GB');
    expect(gb.foreign).toBe(true);
    expect(gb.countryConflict).toEqual({ postcode: '1012 LG', code: 'GB', source: 'lines' });
    const fr = lookup('RUE NEUVE 1, 2300 LA CHAUX-DE-FONDS, FR');
    expect(fr.foreign).toBe(true);
    expect(fr.countryConflict && describeCountryConflict(fr.countryConflict)).toBe(
      'the address lines write the postcode 2300 LA as only Dutch postcodes are written, and end with the country code FR, whose postcodes are digits only',
    );
    const brussels = lookup('Rue Haute 12 1000 Bruxelles BE');
    expect(brussels.foreign).toBe(true);
    expect(brussels.countryConflict).toBeUndefined();
  });
});

describe('a postcode of digits of a count the country never writes', () => {
  it('is the conflict, in lines with commas or without, and with the country given', () => {
    for (const line of ['Sveavägen 12, 2300 Stockholm, SE', 'Sveavägen 12 2300 Stockholm SE']) {
      const address = { address_line_1: line };
      expect(withAddressLines(address), line).toMatchObject({
        street: 'Sveavägen',
        house_number: '12',
        zip_code: '2300',
        city: 'Stockholm',
        country: 'SE',
      });
      const conflict = linesCountryConflict(address);
      expect(conflict, line).toEqual({
        postcode: '2300',
        code: 'SE',
        source: 'lines',
        digitCount: true,
      });
      expect(conflict && describeCountryConflict(conflict)).toBe(
        'the address lines write the postcode 2300, and end with the country code SE, whose postcodes are five digits',
      );
    }
    const given = { address_line_1: 'Sveavägen 12, 2300 Stockholm', country: 'SE' };
    const conflict = linesCountryConflict(given);
    expect(conflict && describeCountryConflict(conflict)).toBe(
      'the address lines write the postcode 2300, and the country given is SE, whose postcodes are five digits',
    );
  });

  it('is no conflict where a number alone lost the zeros the postcode begins with', () => {
    for (const address of [
      { address_line_1: 'Promenade des Anglais 1, 6000 Nice, FR' },
      { address_line_1: 'Rue Neuve 1 2300 Chauny FR' },
      { address_line_1: 'Promenade des Anglais 1, 6000 Nice', country: 'France' },
      { address_line_1: 'Prager Straße 1, 1067 Dresden', country: 'DE' },
      { address_line_1: 'Main Street 1, 2134 Boston', country: 'US' },
    ]) {
      expect(linesCountryConflict(address), JSON.stringify(address)).toBeUndefined();
    }
  });

  it("is no conflict where the count is the country's, or its postcodes have four digits", () => {
    for (const address of [
      { address_line_1: 'Rue de la Paix 12, 75002 Paris, FR' },
      { address_line_1: 'Rue Haute 12 1000 Bruxelles BE' },
      { address_line_1: 'Main Street 1, 97232 Portland', country: 'US' },
      { address_line_1: 'Main Street 1, 97232-1234 Portland', country: 'US' },
      { address_line_1: 'ul. Marszałkowska 1, 00-001 Warszawa, PL' },
    ]) {
      expect(linesCountryConflict(address), JSON.stringify(address)).toBeUndefined();
    }
    // Kerkstraat before four digits and FR: a Dutch line, Friesland, as before.
    const friesland = { address_line_1: 'Kerkstraat 1 8911 Leeuwarden FR' };
    expect(withAddressLines(friesland).country).toBeUndefined();
    expect(linesCountryConflict(friesland)).toBeUndefined();
  });
});

describe("Poland's postcode", () => {
  it('is read with its city, with commas or without', () => {
    for (const line of [
      'ul. Marszałkowska 1, 00-001 Warszawa, PL',
      'ul. Marszałkowska 1 00-001 Warszawa PL',
      'ul. Marszałkowska 1 00-001 Warszawa Polska',
    ]) {
      expect(withAddressLines({ address_line_1: line }), line).toMatchObject({
        street: 'ul. Marszałkowska',
        house_number: '1',
        zip_code: '00-001',
        city: 'Warszawa',
      });
    }
    expect(
      withAddressLines({ address_line_1: 'ul. Marszałkowska 1 00-001 Warszawa', country: 'PL' }),
    ).toMatchObject({ zip_code: '00-001', city: 'Warszawa' });
  });
});
