import { describe, expect, it } from 'vitest';
import { normaliseName } from '../normalise/index.js';
import type { NameToken } from '../types.js';
import { DEFAULT_SCORING_CONFIG } from './config.js';
import { HangulSide, hangulSide, koreanSyllableSimilarity } from './korean-syllables.js';
import { compareNames } from './name-alignment.js';
import { tokenSimilarity } from './token-similarity.js';

const config = DEFAULT_SCORING_CONFIG;
const word = (text: string): NameToken => ({ text, kind: 'word', phonetic: '' });
const stats = { weightOf: () => 1 };

describe('hangulSide', () => {
  it('says which of two names is written in Hangul where the other is not', () => {
    const hangul = normaliseName('김정은', 'person');
    const latin = normaliseName('Kim Jong Un', 'person');
    expect(hangulSide(hangul, latin)).toBe(HangulSide.First);
    expect(hangulSide(latin, hangul)).toBe(HangulSide.Second);
    expect(hangulSide(hangul, hangul)).toBe(HangulSide.None);
    expect(hangulSide(latin, latin)).toBe(HangulSide.None);
  });
});

describe('koreanSyllableSimilarity', () => {
  it('is as alike as two spellings of one sound where lists write the syllable so', () => {
    expect(koreanSyllableSimilarity('eun', 'un', config)).toBe(config.phoneticFloor);
    expect(koreanSyllableSimilarity('yeo', 'yo', config)).toBe(config.phoneticFloor);
    expect(koreanSyllableSimilarity('jeong', 'chong', config)).toBe(config.phoneticFloor);
    expect(koreanSyllableSimilarity('eun', 'il', config)).toBeUndefined();
  });

  it('pairs a part read from Hangul with a Latin one its letters alone would not', () => {
    // Three letters against two: no spelling variant of a short syllable.
    expect(tokenSimilarity(word('eun'), word('un'), config)).toBe(0);
    expect(tokenSimilarity(word('eun'), word('un'), config, undefined, HangulSide.First)).toBe(
      config.phoneticFloor,
    );
    expect(tokenSimilarity(word('un'), word('eun'), config, undefined, HangulSide.Second)).toBe(
      config.phoneticFloor,
    );
    // Read the other way round (the Latin word taken for the Hangul one), un is no eun.
    expect(tokenSimilarity(word('un'), word('eun'), config, undefined, HangulSide.First)).toBe(0);
    // A syllable of one vowel is read as a letter (우 u), of the kind of an initial.
    const u: NameToken = { text: 'u', kind: 'initial', phonetic: '' };
    expect(tokenSimilarity(u, word('woo'), config)).toBe(0);
    expect(tokenSimilarity(u, word('woo'), config, undefined, HangulSide.First)).toBe(
      config.phoneticFloor,
    );
    // A closer likeness of the letters stands (jeong and jong: 0.94).
    const letters = tokenSimilarity(word('jeong'), word('jong'), config);
    expect(tokenSimilarity(word('jeong'), word('jong'), config, undefined, HangulSide.First)).toBe(
      letters,
    );
  });

  it('is named in the comparison of the names it paired', () => {
    const hangul = normaliseName('김정은', 'person');
    const compared = compareNames(
      hangul,
      normaliseName('Kim Jong Un', 'person'),
      'person',
      stats,
      config,
    );
    expect(compared.hangulSpelled).toBe(true);
    expect(compared.familyNameMissing).toBe(false);
    const same = compareNames(
      hangul,
      normaliseName('Kim Jeong Eun', 'person'),
      'person',
      stats,
      config,
    );
    expect(same.hangulSpelled).toBe(false);
  });
});
