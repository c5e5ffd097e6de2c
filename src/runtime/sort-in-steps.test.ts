import { describe, expect, it } from 'vitest';
import { runAtOnce } from './event-loop-turns.js';
import { sortInSteps } from './sort-in-steps.js';

/** Deterministic pseudo-random values (a linear congruential generator). */
function values(count: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state % 50_000;
  });
}

describe('sortInSteps', () => {
  it('sorts as the native sort does, in runs merged in steps', () => {
    for (const count of [0, 1, 1000, 32_768, 100_001]) {
      const numbers = Float64Array.from(values(count, count + 7), (v) => v * 3.5);
      const expected = numbers.slice().sort();
      const steps = sortInSteps(numbers);
      let pauses = 0;
      let next = steps.next();
      for (; !next.done; next = steps.next()) pauses++;
      expect(next.value).toBe(numbers);
      expect(numbers).toEqual(expected);
      if (count > 32_768) expect(pauses).toBeGreaterThan(count / 4096);
    }
  });

  it('orders by a comparison given, ties as it breaks them', () => {
    const keys = values(80_000, 3);
    const order = Int32Array.from(keys, (_, i) => i);
    const compare = (a: number, b: number) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b;
    const expected = order.slice().sort(compare);
    expect(runAtOnce(sortInSteps(order, compare))).toEqual(expected);
  });
});
