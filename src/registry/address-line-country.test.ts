/**
 * A two-letter code ending the address lines after a Dutch postcode and city: the country, or
 * left unread where only the Netherlands writes the postcode so.
 */
import { describe, expect, it } from 'vitest';
import { linesCountryConflict, withAddressLines } from './address-lines.js';

describe("another country's two-letter code after a Dutch postcode and city", () => {
  it('is the country in conflict where its postcodes are digits only, the fields read as written', () => {
    // The code contradicts the postcode: named, as zip_code and country fields are, not dropped.
    for (const [line, code] of [
      ['Damrak 1 1012 LG Amsterdam NO', 'NO'],
      ['Damrak 1, 1012 LG Amsterdam, NO', 'NO'],
      ['Damrak 1 1012LG Amsterdam de', 'DE'],
      ['Damrak 1, Amsterdam 1012 LG, DE', 'DE'],
      ['DAMRAK 1, 1012 LG AMSTERDAM, NO', 'NO'],
    ] as const) {
      const address = { address_line_1: line };
      const read = withAddressLines(address);
      expect(read, line).toMatchObject({
        street: /^damrak$/i,
        house_number: '1',
        zip_code: '1012LG',
        city: /^amsterdam$/i,
      });
      expect(read.country?.toUpperCase(), line).toBe(code);
      expect(linesCountryConflict(address), line).toEqual({
        postcode: '1012 LG',
        code,
        source: 'lines',
      });
    }
  });

  it('is the country in conflict where its postcodes have letters too', () => {
    for (const [line, code] of [
      ['Damrak 1 1012 LG Amsterdam GB', 'GB'],
      ['Damrak 1, 1012 LG Amsterdam, US', 'US'],
    ] as const) {
      const address = { address_line_1: line };
      const read = withAddressLines(address);
      expect(read, line).toMatchObject({ street: 'Damrak', zip_code: '1012LG', city: 'Amsterdam' });
      expect(read.country, line).toBe(code);
      expect(linesCountryConflict(address), line).toEqual({
        postcode: '1012 LG',
        code,
        source: 'lines',
      });
    }
    // NL is the Netherlands; a country's name, and a code after another postcode, are the country.
    for (const [line, country] of [
      ['Damrak 1 1012 LG Amsterdam NL', 'NL'],
      ['Damrak 1, 1012 LG Amsterdam, Norway', 'Norway'],
      ['Karl Johans gate 1, 0154 Oslo, NO', 'NO'],
    ] as const) {
      expect(withAddressLines({ address_line_1: line }).country, line).toBe(country);
    }
  });

  it('is the country where only a part before the place looks like a Dutch postcode', () => {
    // A street as America writes it (1500 NE), or a postcode abroad with a place of two letters
    // (5200 Os in Norway, 8680 Ry in Denmark): no Dutch postcode and city end the lines.
    for (const [address, country] of [
      [{ address_line_1: '1500 NE Irving St, Portland, OR 97232, US' }, 'US'],
      [{ address_line_1: '1234 NW 5th Ave', address_line_2: 'Miami, FL 33136, US' }, 'US'],
      [{ address_line_1: 'Storgata 1, 5200 Os, NO' }, 'NO'],
      [{ address_line_1: 'Storgata 1', address_line_2: '5200 Os, NO' }, 'NO'],
      [{ address_line_1: 'Hovedgaden 1, 8680 Ry, DK' }, 'DK'],
    ] as const) {
      expect(withAddressLines(address).country, JSON.stringify(address)).toBe(country);
    }
    // The postcode alone before the city is written as a Dutch one all the same: the conflict.
    const apart = { address_line_1: 'Damrak 1, 1012 LG, Amsterdam, NO' };
    expect(withAddressLines(apart)).toMatchObject({ zip_code: '1012LG', city: 'Amsterdam' });
    expect(linesCountryConflict(apart)).toEqual({
      postcode: '1012 LG',
      code: 'NO',
      source: 'lines',
    });
    // A code in capitals after a postcode alone, where the lines write lower case elsewhere, is
    // written as a country's code is, not as a place's name (Ee): 5200 OS is Norway's postcode
    // and the place Os in capitals.
    for (const [address, country] of [
      [{ address_line_1: 'Storgata 1, 5200 OS, NO' }, 'NO'],
      [{ address_line_1: 'Storgata 1', address_line_2: '5200 OS, NO' }, 'NO'],
      [{ address_line_1: 'Hovedgaden 1, 8680 RY, DK' }, 'DK'],
    ] as const) {
      expect(withAddressLines(address).country, JSON.stringify(address)).toBe(country);
    }
    // EE after a postcode alone is the village Ee in capitals, as Dutch addresses write the
    // place, not Estonia (whose postcodes are five digits).
    for (const address of [
      { address_line_1: 'Kerkstraat 12, 9131 AA, EE' },
      { address_line_1: 'Kerkstraat 12', address_line_2: '9131 AA, EE' },
    ]) {
      const read = withAddressLines(address);
      expect(read.country, JSON.stringify(address)).toBeUndefined();
      expect(read.zip_code, JSON.stringify(address)).toBe('9131AA');
      expect(read.city, JSON.stringify(address)).toBeUndefined();
      expect(linesCountryConflict(address), JSON.stringify(address)).toBeUndefined();
    }
    // All in capitals, the case tells nothing: the postcode decides, as before.
    expect(withAddressLines({ address_line_1: 'KERKSTRAAT 12, 9131 AA, EE' }).country).toBe(
      undefined,
    );
    const ee = withAddressLines({ address_line_1: 'Kerkstraat 12, 9131 AA, Ee' });
    expect(ee).toMatchObject({ zip_code: '9131AA', house_number: '12' });
    expect(ee.country).toBeUndefined();
  });
});

describe('a code of a country whose postcodes are digits only after its postcode and place', () => {
  it('is the country where the place begins with a word of two letters, written as a word', () => {
    // "2300 La" reads as a Dutch postcode too, with the city Chaux-de-Fonds after it: the letters
    // written as a word is (a capital, then a small letter), and the code, tell Switzerland.
    for (const [address, zip, city, code] of [
      [
        { address_line_1: 'Rue Neuve 1, 2300 La Chaux-de-Fonds, CH' },
        '2300',
        'La Chaux-de-Fonds',
        'CH',
      ],
      [
        { address_line_1: 'Rue Neuve 1, 2300 La Chaux-de-Fonds, ch' },
        '2300',
        'La Chaux-de-Fonds',
        'ch',
      ],
      [
        { address_line_1: 'Rue Neuve 1', address_line_2: '2300 La Chaux-de-Fonds, CH' },
        '2300',
        'La Chaux-de-Fonds',
        'CH',
      ],
      [
        { address_line_1: 'Rue Neuve 1, 2300 La Chaux-de-Fonds', address_line_2: 'CH' },
        '2300',
        'La Chaux-de-Fonds',
        'CH',
      ],
      [{ address_line_1: 'Rue de Mons 1, 7100 La Louvière, BE' }, '7100', 'La Louvière', 'BE'],
      [{ address_line_1: 'Zeedijk 1, 8420 De Haan, BE' }, '8420', 'De Haan', 'BE'],
    ] as const) {
      const read = withAddressLines(address);
      expect(read, JSON.stringify(address)).toMatchObject({
        street: address.address_line_1.split(',')[0]?.replace(/ \d+$/, ''),
        house_number: '1',
        zip_code: zip,
        city,
        country: code,
      });
      expect(linesCountryConflict(address), JSON.stringify(address)).toBeUndefined();
    }
  });

  it("is a conflict where the letters are written as a postcode's after a street not French", () => {
    for (const [line, zip, city, postcode] of [
      ['Damrak 1, 1012 LG Amsterdam, CH', '1012LG', 'Amsterdam', '1012 LG'],
      ['Damrak 1, 2300 LA Chaux-de-Fonds, CH', '2300LA', 'Chaux-de-Fonds', '2300 LA'],
      ['damrak 1, 2300 la leiden, ch', '2300LA', 'leiden', '2300 LA'],
      // BX begins no place's name, after a French street too.
      ['Rue Haute 12, 1000 BX Bruxelles, BE', '1000BX', 'Bruxelles', '1000 BX'],
    ] as const) {
      const address = { address_line_1: line };
      expect(withAddressLines(address), line).toMatchObject({ zip_code: zip, city });
      expect(linesCountryConflict(address)?.postcode, line).toBe(postcode);
    }
  });

  it('leaves the address Dutch where there is no code', () => {
    for (const [line, zip, city] of [
      ['Damrak 1, 1012 LG Amsterdam', '1012LG', 'Amsterdam'],
      ['Rue Neuve 1, 2300 La Chaux-de-Fonds', '2300LA', 'Chaux-de-Fonds'],
    ] as const) {
      const read = withAddressLines({ address_line_1: line });
      expect(read, line).toMatchObject({ house_number: '1', zip_code: zip, city });
      expect(read.country, line).toBeUndefined();
    }
    // A code of a country whose postcodes have letters (GB) is the conflict, as DE's is.
    const gb = { address_line_1: 'Rue Neuve 1, 2300 La Chaux-de-Fonds, GB' };
    expect(linesCountryConflict(gb)).toEqual({ postcode: '2300 LA', code: 'GB', source: 'lines' });
  });
});

describe("a four-digit country's code after a postcode alone", () => {
  it('is the country in conflict whatever the letters, the street or the city given', () => {
    // LG and KL name no place, Kerkstraat ends as a Dutch street, Amsterdam is a Dutch city: none
    // tells which the lines meant, the postcode written as only Dutch ones are or the country's
    // code after it. So the conflict is named, and the postcode stays as written.
    for (const [address, postcode, code] of [
      [{ address_line_1: 'Damrak 1, 1012 LG, BE' }, '1012 LG', 'BE'],
      [{ address_line_1: 'Damrak 1, 1012 LG, NO' }, '1012 LG', 'NO'],
      [{ address_line_1: 'Damrak 1', address_line_2: '1012 LG, DK' }, '1012 LG', 'DK'],
      [{ address_line_1: 'Damrak 1, 1012 LG, AT' }, '1012 LG', 'AT'],
      [{ address_line_1: 'Damrak 1, 1012 LG, ch' }, '1012 LG', 'CH'],
      [{ address_line_1: 'DAMRAK 1, 1012 LG, BE' }, '1012 LG', 'BE'],
      [{ address_line_1: 'Kerkstraat 12, 9131 AA, NO' }, '9131 AA', 'NO'],
      [{ address_line_1: 'Damrak 1, 1012 AB, BE', city: 'Amsterdam' }, '1012 AB', 'BE'],
    ] as const) {
      const read = withAddressLines(address);
      expect(read.country?.toUpperCase(), JSON.stringify(address)).toBe(code);
      expect(read.zip_code, JSON.stringify(address)).toBe(postcode.replace(' ', ''));
      expect(read.city, JSON.stringify(address)).toBe(address.city);
      expect(linesCountryConflict(address), JSON.stringify(address)).toEqual({
        postcode,
        code,
        source: 'lines',
      });
    }
  });

  it('is the country where the letters may be its place, in capitals as in mixed case', () => {
    // Os (Norway), Ry (Denmark), As (Belgium, where streets end as Dutch ones do).
    for (const [address, country, city] of [
      [{ address_line_1: 'STORGATA 1, 5200 OS, NO' }, 'NO', 'OS'],
      [{ address_line_1: 'STORGATA 1', address_line_2: '5200 OS, NO' }, 'NO', 'OS'],
      [{ address_line_1: 'HOVEDGADEN 1, 8680 RY, DK' }, 'DK', 'RY'],
      [{ address_line_1: 'Kerkstraat 1, 3665 AS, BE' }, 'BE', 'AS'],
    ] as const) {
      const read = withAddressLines(address);
      expect(read, JSON.stringify(address)).toMatchObject({ country, city, zip_code: /^\d{4}$/ });
    }
    // A city given that is the letters: the place, whatever the street.
    const os = { address_line_1: 'Kerkstraat 1, 5200 OS, NO', city: 'Os' };
    expect(withAddressLines(os).country).toBe('NO');
  });
});

describe('a postcode written as only Dutch ones are, then a Belgian code', () => {
  it('is a conflict where the letters may be a place: the country kept, the conflict named', () => {
    // 1012 AB cannot be a Belgian postcode, nor is AB known to be no place: which was meant is
    // not known, so the address is foreign (not validated, P06), not silently either one.
    for (const line of [
      'Damrak 1, 1012 AB, BE',
      'DAMRAK 1, 1012 AB, BE',
      'Damrak 1, 1012 AB, be',
      'damrak 1, 1012 ab, be',
    ]) {
      const address = { address_line_1: line };
      expect(withAddressLines(address).country?.toUpperCase(), line).toBe('BE');
      expect(linesCountryConflict(address), line).toEqual({
        postcode: '1012 AB',
        code: 'BE',
        source: 'lines',
      });
    }
  });

  it('is a conflict where the street is named in French, as Belgium names streets', () => {
    // Rue, Avenue, Chaussée, Place, Boulevard: Brussels and Wallonia, no Dutch street.
    for (const [line, postcode] of [
      ['Rue Haute 12, 1000 BX, BE', '1000 BX'],
      ['RUE HAUTE 12, 1000 BX, BE', '1000 BX'],
      ['rue haute 12, 1000 bx, be', '1000 BX'],
      ['Avenue Louise 54, 1050 XZ, BE', '1050 XZ'],
      ['Chaussée de Wavre 8, 1050 KL, BE', '1050 KL'],
      ['Place Flagey 1, 1050 TR, BE', '1050 TR'],
      ['Boulevard Anspach 3, 1000 ZW, BE', '1000 ZW'],
    ] as const) {
      const address = { address_line_1: line };
      const read = withAddressLines(address);
      expect(read.country?.toUpperCase(), line).toBe('BE');
      // BX names no place: the postcode stays as written, not a postcode and a city "BX".
      expect(read.zip_code, line).toBe(postcode.replace(' ', ''));
      expect(read.city, line).toBeUndefined();
      expect(linesCountryConflict(address), line).toEqual({
        postcode,
        code: 'BE',
        source: 'lines',
      });
    }
  });

  it('is no conflict where the postcode is Belgian; after a Dutch postcode and city it is', () => {
    // A Belgian address as Belgium writes it.
    const brussels = { address_line_1: 'Rue Haute 12, 1000 Bruxelles, BE' };
    expect(withAddressLines(brussels)).toMatchObject({ country: 'BE', city: 'Bruxelles' });
    expect(linesCountryConflict(brussels)).toBeUndefined();
    // After a Dutch postcode and city the code is Belgium's all the same, in conflict.
    const amsterdam = { address_line_1: 'Damrak 1, 1012 LG Amsterdam, BE' };
    expect(withAddressLines(amsterdam)).toMatchObject({ zip_code: '1012LG', city: 'Amsterdam' });
    expect(withAddressLines(amsterdam).country).toBe('BE');
    expect(linesCountryConflict(amsterdam)).toEqual({
      postcode: '1012 LG',
      code: 'BE',
      source: 'lines',
    });
  });
});

describe('address lines ending with a Dutch postcode, and a country given', () => {
  it('conflict where the country writes its postcodes in digits only', () => {
    for (const [address, postcode, code] of [
      [{ address_line_1: 'Damrak 1, 1012 AB', country: 'BE' }, '1012 AB', 'BE'],
      [{ address_line_1: 'Damrak 1', address_line_2: '1012 LG', country: 'NO' }, '1012 LG', 'NO'],
      [{ address_line_1: 'Damrak 1, 1012 AB, Amsterdam', country: 'BE' }, '1012 AB', 'BE'],
      [{ address_line_1: 'Damrak 1 1012 AB', country: 'Belgium' }, '1012 AB', 'BE'],
      [{ address_line_1: 'Damrak 1, 1012 AB, BE', country: 'BE' }, '1012 AB', 'BE'],
      [{ address_line_1: 'Damrak 1, 1012 AB', country: 'DE' }, '1012 AB', 'DE'],
    ] as const) {
      expect(linesCountryConflict(address), JSON.stringify(address)).toEqual({
        postcode,
        code,
        source: 'lines-and-given',
      });
    }
  });

  it('keeps the letters as the place only where they may be one of a four-digit country', () => {
    // AB may be a place in Belgium: postcode 1012 and place AB, as before. LG names none, and a
    // German postcode has five digits: the postcode stays whole.
    const ab = withAddressLines({ address_line_1: 'Damrak 1, 1012 AB', country: 'BE' });
    expect(ab).toMatchObject({ zip_code: '1012', city: 'AB', street: 'Damrak' });
    for (const address of [
      { address_line_1: 'Damrak 1, 1012 LG', country: 'BE' },
      { address_line_1: 'Damrak 1, 1012 AB', country: 'DE' },
    ]) {
      const read = withAddressLines(address);
      expect(read.zip_code, JSON.stringify(address)).toMatch(/^1012(?:LG|AB)$/);
      expect(read.city, JSON.stringify(address)).toBeUndefined();
    }
  });

  it('is no conflict for an address written as its country writes it, or a Dutch one', () => {
    for (const address of [
      { address_line_1: 'Rue Neuve 1, 1000 Bruxelles', country: 'BE' },
      { address_line_1: 'Rue Neuve 1', address_line_2: '1000 Bruxelles', country: 'BE' },
      { address_line_1: 'Karl Johans gate 1, 0154 Oslo', country: 'NO' },
      { address_line_1: 'Rue Neuve 1, 2300 La Chaux-de-Fonds', country: 'CH' },
      // A place of two letters written as a name is, never as a Dutch postcode's letters.
      { address_line_1: 'Skanderborgvej 1, 8680 Ry', country: 'DK' },
      { address_line_1: 'Kerkstraat 1, 3665 As', country: 'BE' },
      { address_line_1: 'Storgata 1', address_line_2: '5200 Os', country: 'NO' },
      { address_line_1: 'Storgata 1, 5200 Os, NO' },
      { address_line_1: 'Hovedgaden 1, 8680 Ry, DK' },
      { address_line_1: 'Damrak 1, 1012 AB', country: 'NL' },
      { address_line_1: 'Damrak 1, 1012 AB' },
    ]) {
      expect(linesCountryConflict(address), JSON.stringify(address)).toBeUndefined();
    }
    // The place is read all the same, and in capitals the conflict stays: 5200 OS may be a
    // Dutch postcode.
    expect(
      withAddressLines({ address_line_1: 'Storgata 1, 5200 Os', country: 'NO' }),
    ).toMatchObject({ zip_code: '5200', city: 'Os', country: 'NO' });
    expect(linesCountryConflict({ address_line_1: 'Storgata 1, 5200 OS, NO' })).toEqual({
      postcode: '5200 OS',
      code: 'NO',
      source: 'lines',
    });
    expect(withAddressLines({ address_line_1: 'Damrak 1, 1012 AB', country: 'NL' })).toMatchObject({
      street: 'Damrak',
      house_number: '1',
      zip_code: '1012AB',
    });
  });
});

describe('BG after a postcode written as only Dutch ones are', () => {
  it('is read by the Bulgarian-signs rule whatever the case of the lines', () => {
    // Nothing Bulgarian: the Dutch address, in mixed case as in capitals.
    for (const line of ['Damrak 1, 1012 AB, BG', 'DAMRAK 1, 1012 AB, BG']) {
      const read = withAddressLines({ address_line_1: line });
      expect(read.country, line).toBeUndefined();
      expect(read, line).toMatchObject({ zip_code: '1012AB', house_number: '1' });
    }
    // A Bulgarian street word: Bulgaria's code, in conflict with the Dutch postcode.
    for (const line of ['ul. Vitosha 15, 1012 AB, BG', 'UL. VITOSHA 15, 1012 AB, BG']) {
      const address = { address_line_1: line };
      expect(withAddressLines(address).country, line).toBe('BG');
      expect(linesCountryConflict(address), line).toEqual({
        postcode: '1012 AB',
        code: 'BG',
        source: 'lines',
      });
    }
  });
});
