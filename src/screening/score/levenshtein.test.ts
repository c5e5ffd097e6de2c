import { describe, expect, it } from 'vitest';
import { editDistance, editSimilarity } from './levenshtein.js';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('smith', 'smiht')).toBe(1);
    expect(editDistance('jon', 'john')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', 'abc')).toBe(0);
  });

  it('gives up past the maximum', () => {
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('grows its buffers for long strings', () => {
    expect(editDistance('a'.repeat(300), 'a'.repeat(299) + 'b')).toBe(1);
  });

  it('turns the distance into a similarity', () => {
    expect(editSimilarity('smith', 'smith')).toBe(1);
    expect(editSimilarity('smith', 'smiht')).toBeCloseTo(0.8);
    expect(editSimilarity('', '')).toBe(1);
  });
});
