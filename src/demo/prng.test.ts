import { describe, expect, it } from 'vitest';
import { addDays, dayToIso, hash32, isoToDay, modInverse, Rng, Scatter } from './prng.js';

describe('Rng', () => {
  it('gives the same numbers for the same seed, stream and index, and others otherwise', () => {
    const draw = (seed: number, stream: number, index: number) => {
      const rng = new Rng(seed, stream, index);
      return Array.from({ length: 5 }, () => rng.next());
    };
    expect(draw(1, 2, 3)).toEqual(draw(1, 2, 3));
    expect(draw(1, 2, 3)).not.toEqual(draw(2, 2, 3));
    expect(draw(1, 2, 3)).not.toEqual(draw(1, 3, 3));
    expect(draw(1, 2, 3)).not.toEqual(draw(1, 2, 4));
    // Indexes past 32 bits stay apart.
    expect(draw(1, 2, 0)).not.toEqual(draw(1, 2, 2 ** 32));
  });

  it('stays in its ranges and spreads evenly', () => {
    const rng = new Rng(7, 1);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) {
      const n = rng.int(0, 3);
      counts[n] = (counts[n] ?? 0) + 1;
      const f = rng.float();
      expect(f >= 0 && f < 1).toBe(true);
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
    const dates = Array.from({ length: 2000 }, () => rng.date('2020-02-27', '2020-03-02'));
    expect(new Set(dates)).toEqual(
      new Set(['2020-02-27', '2020-02-28', '2020-02-29', '2020-03-01', '2020-03-02']),
    );
  });

  it('hashes to 32-bit unsigned integers', () => {
    expect(hash32(1, 2, 3)).toBe(hash32(1, 2, 3));
    expect(hash32(1, 2, 3)).not.toBe(hash32(3, 2, 1));
    expect(hash32(1) >>> 0).toBe(hash32(1));
  });
});

describe('dates', () => {
  it('convert days and ISO dates as Date does, across leap years and centuries', () => {
    const wrong: number[] = [];
    for (let day = -30_000; day < 60_000; day += 7) {
      const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (dayToIso(day) !== iso || isoToDay(iso) !== day) wrong.push(day);
    }
    expect(wrong).toEqual([]);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
  });
});

describe('Scatter', () => {
  it.each([1, 2, 10, 97, 1000, 20_000, 48_271 * 3])('is a bijection of [0, %i)', (size) => {
    const scatter = new Scatter(size, 12_345);
    const seen = new Set<number>();
    let wrong = 0;
    for (let i = 0; i < Math.min(size, 50_000); i++) {
      const j = scatter.forward(i);
      if (j < 0 || j >= size || scatter.backward(j) !== i) wrong++;
      seen.add(j);
    }
    expect(wrong).toBe(0);
    expect(seen.size).toBe(Math.min(size, 50_000));
  });

  it('inverts modulo m', () => {
    expect((modInverse(48_271, 1000) * 48_271) % 1000).toBe(1);
  });
});
