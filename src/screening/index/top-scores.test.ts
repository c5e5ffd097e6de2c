import { describe, expect, it } from 'vitest';
import { topByScore } from './top-scores.js';

describe('topByScore', () => {
  const scores = Float32Array.from([0.5, 3, 1, 2, 0.1]);

  it('keeps the best entities, best first', () => {
    expect(topByScore(Int32Array.from([0, 1, 2, 3, 4]), 2, scores)).toEqual([1, 3]);
  });

  it('sorts all entities when there are no more than asked for', () => {
    expect(topByScore(Int32Array.from([0, 2, 3]), 5, scores)).toEqual([3, 2, 0]);
  });
});
