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
  const columns = bagColumns(['openbareruimte', 'huisnummer', 'postcode', 'woonplaats', 'lat']);

  it('leaves optional columns that the header lacks undefined', () => {
    expect(mapBagRow(columns, ['Markt', '1', '1234AB', 'Ede', '52,05'])).toEqual({
      postcode: '1234AB',
      houseNumber: 1,
      street: 'Markt',
      city: 'Ede',
      secondary: false,
      lat: 52.05,
    });
  });
});
