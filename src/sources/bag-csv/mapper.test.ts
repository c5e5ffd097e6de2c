import { describe, expect, it } from 'vitest';
import { bagColumns, houseNumber, mapBagRow, normalisePostcode } from './mapper.js';

describe('normalisePostcode', () => {
  it('accepts four digits and two letters, with or without a space, in any case', () => {
    expect(normalisePostcode('1012AB')).toBe('1012AB');
    expect(normalisePostcode('1012 ab')).toBe('1012AB');
    expect(normalisePostcode(' 9999zz ')).toBe('9999ZZ');
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      '0123AB',
      '1012A',
      '1012ABC',
      '10124B',
      'AB1012',
      '1012-AB',
      '1012 A1',
    ]) {
      expect(normalisePostcode(bad)).toBeUndefined();
    }
  });
});

describe('houseNumber', () => {
  it('reads 1 to 99999 and nothing else', () => {
    expect(houseNumber('1')).toBe(1);
    expect(houseNumber('99999')).toBe(99999);
    for (const bad of ['', '0', '100000', '12a', '-1', ' 1'])
      expect(houseNumber(bad)).toBeUndefined();
  });
});

describe('mapBagRow', () => {
  const columns = bagColumns([
    'openbareruimte',
    'huisnummer',
    'postcode',
    'woonplaats',
    'gemeente',
  ]);

  it('leaves optional columns that the header lacks undefined', () => {
    expect(mapBagRow(columns, ['Markt', '1', '1234AB', 'Ede', 'Ede'])).toEqual({
      postcode: '1234AB',
      houseNumber: 1,
      street: 'Markt',
      city: 'Ede',
      municipality: 'Ede',
      secondary: false,
    });
  });

  it('refuses a header with lat but no lon, or lon but no lat', () => {
    const required = ['openbareruimte', 'huisnummer', 'postcode', 'woonplaats'];
    expect(() => bagColumns([...required, 'lat'])).toThrow(
      'the header has lat but no lon: a position needs both',
    );
    expect(() => bagColumns([...required, 'lon', 'x', 'y'])).toThrow(
      'the header has lon but no lat: a position needs both',
    );
  });

  const withBoth = bagColumns([
    'openbareruimte',
    'huisnummer',
    'postcode',
    'woonplaats',
    'lon',
    'lat',
  ]);
  const row = (lon: string, lat: string) =>
    mapBagRow(withBoth, ['Markt', '1', '1234AB', 'Ede', lon, lat]);

  it('reads a blank lon or lat as no geometry, not as 0', () => {
    for (const blank of [' ', '  ', '\t']) {
      const mapped = row(blank, blank);
      expect(mapped).toMatchObject({ postcode: '1234AB' });
      expect(mapped).not.toHaveProperty('lat', 0);
      expect(typeof mapped === 'object' && [mapped.lon, mapped.lat]).toEqual([
        undefined,
        undefined,
      ]);
    }
    expect(row(' 5.6658 ', ' 52.0406 ')).toMatchObject({ lon: 5.6658, lat: 52.0406 });
  });

  it('ignores spaces around values, and takes a blank street or city for an empty one', () => {
    const columns = bagColumns([
      'openbareruimte',
      'huisnummer',
      'postcode',
      'woonplaats',
      'huisletter',
    ]);
    const map = (street: string, number: string, city: string, letter = '') =>
      mapBagRow(columns, [street, number, '1234AB', city, letter]);
    expect(map(' Markt ', ' 12', '\u00a0Ede\t', ' a ')).toEqual({
      postcode: '1234AB',
      houseNumber: 12,
      houseLetter: 'a',
      street: 'Markt',
      city: 'Ede',
      secondary: false,
    });
    expect(map('Markt', '1', 'Ede', '  ')).toHaveProperty('houseLetter', undefined);
    expect(map('   ', '1', 'Ede')).toBe('openbareruimte (the street) is empty');
    expect(map('Markt', '1', '\u3000')).toBe('woonplaats (the city) is empty');
    expect(map('Markt', ' ', 'Ede')).toBe('huisnummer " " is not a house number');
  });

  it('refuses a house letter, an addition or a postcode the BAG does not issue', () => {
    const columns = bagColumns([
      'openbareruimte',
      'huisnummer',
      'huisletter',
      'huisnummertoevoeging',
      'postcode',
      'woonplaats',
    ]);
    const map = (letter: string, addition: string, postcode = '1234AB') =>
      mapBagRow(columns, ['Markt', '1', letter, addition, postcode, 'Ede']);
    expect(map('b', 'bis')).toMatchObject({ houseLetter: 'b', addition: 'bis' });
    expect(map('', '2HG1')).toMatchObject({ houseLetter: undefined, addition: '2HG1' });
    expect(map('ab', '')).toBe('huisletter "ab" is not one letter');
    expect(map('1', '')).toBe('huisletter "1" is not one letter');
    expect(map('A', 'Markt')).toBe(
      'huisnummertoevoeging "Markt" is not one to four letters and digits',
    );
    expect(map('', '1-A')).toBe('huisnummertoevoeging "1-A" is not one to four letters and digits');
    for (const postcode of ['1234SA', '1234 sd', '1234SS']) {
      expect(map('', '', postcode)).toBe(
        `postcode "${postcode}" is not a Dutch postcode (the letters SA, SD and SS are not issued)`,
      );
    }
    expect(map('', '', '1234SB')).toMatchObject({ postcode: '1234SB' });
  });

  it('reads the BAG object types in any case and refuses other values', () => {
    const columns = bagColumns([
      'openbareruimte',
      'huisnummer',
      'postcode',
      'woonplaats',
      'object_type',
    ]);
    const map = (type: string) => mapBagRow(columns, ['Markt', '1', '1234AB', 'Ede', type]);
    expect(map('VBO')).toMatchObject({ objectType: 'VBO' });
    expect(map('lig')).toMatchObject({ objectType: 'LIG' });
    expect(map(' Sta ')).toMatchObject({ objectType: 'STA' });
    expect(map('Verblijfsobject')).toMatchObject({ objectType: 'VBO' });
    expect(map('ligplaats')).toMatchObject({ objectType: 'LIG' });
    expect(map('')).toMatchObject({ objectType: undefined });
    // Each distinct value took a slot of the address index's table of 127 object types: a file
    // with more made every later build of the index fail.
    expect(map('PND')).toBe('object_type "PND" is not VBO, LIG or STA');
    expect(map('woning')).toBe('object_type "woning" is not VBO, LIG or STA');
  });

  it('refuses a header that names a column twice', () => {
    expect(() =>
      bagColumns(['openbareruimte', 'huisnummer', 'postcode', 'woonplaats', 'lon', 'lat', 'LAT']),
    ).toThrow('the header names lat twice');
  });

  it('refuses a lat without a lon, and a lon without a lat, naming the empty one', () => {
    const half = 'a position needs both (or neither, for an object without geometry)';
    expect(row('', '52,05')).toBe(`lon is empty while lat is 52,05: ${half}`);
    expect(row(' ', '52.05')).toBe(`lon is empty while lat is 52.05: ${half}`);
    expect(row('5.66', '')).toBe(`lat is empty while lon is 5.66: ${half}`);
    expect(row('5.66', '\t')).toBe(`lat is empty while lon is 5.66: ${half}`);
  });

  it('names the coordinate that is not a number', () => {
    expect(row('5.66', 'abc')).toBe('lat "abc" is not a number');
    expect(row('x', '52.05')).toBe('lon "x" is not a number');
  });

  it('refuses coordinates outside the Netherlands, hinting at swapped or RD values', () => {
    expect(row('0', '0')).toBe(
      'lon 0, lat 0 is not in the Netherlands (WGS84 lon 3 to 7.5, lat 50.5 to 54)',
    );
    expect(row('52.0406', '5.6658')).toMatch(
      /^lon 52.0406, lat 5.6658 is not .*\(lon and lat swapped\?\)$/,
    );
    expect(row('121724.000', '487737.000')).toMatch(/\(RD x and y in lon and lat\?\)$/);
    expect(row('', '91')).toBe(
      'lon empty, lat 91 is not in the Netherlands (WGS84 lon 3 to 7.5, lat 50.5 to 54)',
    );
    // The corners of the box still read: the coast, the Wadden islands, South Limburg.
    expect(row('3.36', '51.37')).toMatchObject({ lon: 3.36, lat: 51.37 });
    expect(row('7.23', '53.56')).toMatchObject({ lon: 7.23, lat: 53.56 });
    expect(row('5.97', '50.75')).toMatchObject({ lon: 5.97, lat: 50.75 });
  });
});
