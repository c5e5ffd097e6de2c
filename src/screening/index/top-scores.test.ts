import { describe, expect, it } from 'vitest';
import { scoreAt, topByScore } from './top-scores.js';

describe('topByScore', () => {
  // Entity 10 + i holds score i's position: positions, not entity numbers, index the scores.
  const entities = Int32Array.from([10, 11, 12, 13, 14]);
  const scores = Float32Array.from([0.5, 3, 1, 2, 0.1]);

  it('keeps the best entities, best first', () => {
    expect(topByScore(entities, scores, 2)).toEqual([11, 13]);
  });

  it('sorts all entities when there are no more than asked for', () => {
    expect(topByScore(entities.subarray(0, 3), scores.subarray(0, 3), 5)).toEqual([11, 12, 10]);
  });
});

describe('scoreAt', () => {
  it('gives the lowest score topByScore would choose', () => {
    const scores = Float32Array.from([0.5, 3, 1, 3, 2]);
    expect(scoreAt(scores, 1)).toBe(3);
    expect(scoreAt(scores, 2)).toBe(3);
    expect(scoreAt(scores, 3)).toBe(2);
    expect(scoreAt(scores, 5)).toBe(0.5);
    expect(scoreAt(scores, 6)).toBe(Number.NEGATIVE_INFINITY);
  });
});
