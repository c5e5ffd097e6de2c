import { describe, expect, it } from 'vitest';
import { applyNameLengthFactors } from './name-length.js';

/** The pre-score of a listing of `listedWords` words after the factor, for a query of `queryWords`. */
function lowered(preScore: number, listedWords: number, queryWords: number): number {
  const scores = Float32Array.of(preScore);
  applyNameLengthFactors(Int32Array.of(0), scores, Uint8Array.of(listedWords), queryWords);
  return scores[0] ?? Number.NaN;
}

describe('applyNameLengthFactors', () => {
  it('leaves a listed name the query covers whole as it is', () => {
    expect(lowered(3, 3, 3)).toBe(3);
    expect(lowered(3, 2, 3)).toBe(3);
  });

  it('lowers a longer listed name a little per word the query lacks', () => {
    expect(lowered(3, 4, 3)).toBeLessThan(3);
    expect(lowered(3, 5, 3)).toBeLessThan(lowered(3, 4, 3));
    // A listing sharing all three query words with one word more still ranks above one
    // sharing two of them.
    expect(lowered(3, 4, 3)).toBeGreaterThan(2);
  });

  it('lowers each pre-score by the name length of the entity at its position', () => {
    const scores = Float32Array.of(3, 3);
    applyNameLengthFactors(Int32Array.of(1, 0), scores, Uint8Array.of(3, 6), 3);
    expect(scores[0]).toBeLessThan(3);
    expect(scores[1]).toBe(3);
  });
});
