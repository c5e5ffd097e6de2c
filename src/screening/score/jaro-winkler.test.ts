import { describe, expect, it } from 'vitest';
import { jaroWinkler } from './jaro-winkler.js';

describe('jaroWinkler', () => {
  it('gives the textbook values', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dwayne', 'duane')).toBeCloseTo(0.84, 2);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.813, 3);
  });

  it('is 1 for equal strings, 0 with nothing in common or an empty side', () => {
    expect(jaroWinkler('smith', 'smith')).toBe(1);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(jaroWinkler('', 'abc')).toBe(0);
  });

  it('keeps working past its scratch buffers', () => {
    const long = 'a'.repeat(500) + 'b';
    expect(jaroWinkler(long, long.slice(0, -1) + 'c')).toBeGreaterThan(0.99);
  });

  it('scores a different family name low', () => {
    expect(jaroWinkler('bush', 'habbash')).toBeLessThan(0.7);
  });
});
