import { describe, expect, it } from 'vitest';
import { koreanFamilyNameFirst } from './korean-names.js';

describe('koreanFamilyNameFirst', () => {
  it('reads a Korean family name before a hyphenated given name as written first', () => {
    for (const name of [
      'Ri Yong-ho',
      'Kim Jong-un',
      'Lee Yong-ho',
      'Pak Song-il Jong-su',
      'O Kuk-ryol',
      'Choe Ryong-hae',
      // As people romanise their own names.
      'Kim Young-sam',
      'Park Woo-jin',
      'Kim Yoon-ah',
      'Park Soo-ah',
      'Lee Hyun-woo',
    ]) {
      expect(koreanFamilyNameFirst(name), name).toBe(true);
    }
  });

  it('reads a Korean family name in capitals before the given names as written first', () => {
    expect(koreanFamilyNameFirst('RI Yong Ho')).toBe(true);
    expect(koreanFamilyNameFirst('KIM Jong Un')).toBe(true);
  });

  it('leaves other names as written', () => {
    for (const name of [
      'Yong-ho Ri',
      'Yong Ho Ri',
      // Neither a hyphen nor capitals: Ri Yong may be the given names.
      'Ri Yong Ho',
      'RI YONG HO',
      'Peter Ho',
      'Ho Peter',
      // Not Korean syllables.
      'Jo Ann-Marie',
      'Han Jean-Pierre',
      'Kim',
    ]) {
      expect(koreanFamilyNameFirst(name), name).toBe(false);
    }
  });
});
