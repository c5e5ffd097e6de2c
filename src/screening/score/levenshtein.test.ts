import fc from 'fast-check';
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
    expect(editDistance('abcdefgh', 'stuvwxyz', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    // Past the maximum only in the last column: still max + 1.
    expect(editDistance('ac', 'cbba', 2)).toBe(3);
  });

  it.each([
    ['damrak', 'damrak', 0],
    ['damrk', 'damrak', 1],
    ['dmarak', 'damrak', 1],
    ['kerkstraat', 'kerkstrat', 1],
    ['amsterdam', 'amstredam', 1],
    ['rotterdam', 'amsterdam', 3],
  ])('%s to %s is %i', (a, b, distance) => {
    expect(editDistance(a, b, 3)).toBe(distance);
  });

  it('agrees with a plain computation of the distance', () => {
    const plain = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          const row = d[i] as number[];
          const up = d[i - 1] as number[];
          row[j] = Math.min(
            (up[j] ?? 0) + 1,
            (row[j - 1] ?? 0) + 1,
            (up[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            row[j] = Math.min(row[j] ?? 0, ((d[i - 2] as number[])[j - 2] ?? 0) + 1);
          }
        }
      }
      return (d[a.length] as number[])[b.length] ?? 0;
    };
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 9 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
        expect(editDistance(a, b, max)).toBe(Math.min(plain(a, b), max + 1));
      }),
    );
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
