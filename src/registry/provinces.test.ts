import { describe, expect, it } from 'vitest';
import type { AddressRecord } from '../sources/source.js';
import { provinceKey, stateCorrection } from './provinces.js';

const AMSTERDAM: AddressRecord = {
  postcode: '1012AB',
  houseNumber: 1,
  street: 'Damrak',
  city: 'Amsterdam',
  province: 'Noord-Holland',
  secondary: false,
};

describe('provinceKey', () => {
  it('reads a province by its names, its code and its ISO 3166-2 code', () => {
    for (const text of ['Noord-Holland', 'north holland', 'NH', 'NL-NH', 'nl nh']) {
      expect(provinceKey(text)).toBe('noordholland');
    }
    expect(provinceKey('Fryslân')).toBe('friesland');
    for (const text of ['Atlantis', 'NL', 'BE-VAN', '', undefined]) {
      expect(provinceKey(text)).toBeUndefined();
    }
  });
});

describe('stateCorrection', () => {
  it('takes the province in Dutch, English or as a code, in any case', () => {
    for (const state of ['Noord-Holland', 'noord holland', 'North Holland', 'NH', ' nh ']) {
      expect(stateCorrection(state, AMSTERDAM), state).toBeUndefined();
    }
  });

  it('corrects another province, and leaves what is no province alone', () => {
    expect(stateCorrection('Limburg', AMSTERDAM)).toEqual({
      field: 'state',
      given: 'Limburg',
      found: 'Noord-Holland',
    });
    expect(stateCorrection('Noordholand', AMSTERDAM)).toBeUndefined();
    expect(stateCorrection(undefined, AMSTERDAM)).toBeUndefined();
    expect(stateCorrection('Limburg', { ...AMSTERDAM, province: undefined })).toBeUndefined();
  });
});
