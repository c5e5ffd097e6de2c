import { describe, expect, it } from 'vitest';
import { isTradeWord, startsWithTradeWord } from './trade-words.js';

describe('trade words', () => {
  it('reads trade words whole and as the end of Dutch compounds, with or without accents', () => {
    for (const word of ['Advies', 'Bouw', 'Café', 'cafe', 'Kapsalon', 'ICT', 'Verhuur']) {
      expect(isTradeWord(word), word).toBe(true);
    }
    for (const word of [
      'Bouwbedrijf',
      'Huisartsenpraktijk',
      'Bakkerij',
      'Makelaardij',
      'Kinderopvang',
    ]) {
      expect(isTradeWord(word), word).toBe(true);
    }
    for (const word of ['Jan', 'Anna', 'Willemijn', 'Postma', 'Bakker', 'Mart', 'Bouwe']) {
      expect(isTradeWord(word), word).toBe(false);
    }
  });

  it('takes a listing for a business by a trade word before its last word only', () => {
    expect(startsWithTradeWord('Advies Postma')).toBe(true);
    expect(startsWithTradeWord('Café Ten Brink')).toBe(true);
    expect(startsWithTradeWord('J. Postma')).toBe(false);
    // A family name may end as a trade word does: a private person is never taken for a business.
    expect(startsWithTradeWord('Anna Handel')).toBe(false);
    expect(startsWithTradeWord('Postma Bouwbedrijf')).toBe(false);
  });
});
