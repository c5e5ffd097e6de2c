import { describe, expect, it } from 'vitest';
import { topPositions } from './top-scores.js';

describe('topPositions', () => {
  const scores = Float32Array.from([0.5, 3, 1, 2, 0.1]);

  it('keeps the positions of the best scores, best first', () => {
    expect(topPositions(scores, 2)).toEqual([1, 3]);
    expect(topPositions(Float64Array.from([0.5, 3, 1, 3, 2]), 3)).toEqual([1, 3, 4]);
  });

  it('keeps the first positions of equal scores', () => {
    expect(topPositions(Float32Array.from([1, 1, 1, 1]), 2).sort()).toEqual([0, 1]);
  });

  it('sorts all positions when there are no more than asked for', () => {
    expect(topPositions(scores.subarray(0, 3), 5)).toEqual([1, 2, 0]);
  });
});
