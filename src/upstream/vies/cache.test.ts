import { describe, expect, it } from 'vitest';
import { TtlCache } from './cache.js';

describe('TtlCache', () => {
  it('forgets entries when their TTL has passed', () => {
    let now = 0;
    const cache = new TtlCache<string>(100, 10, () => now);
    cache.set('a', 'A');
    now = 99;
    expect(cache.get('a')).toBe('A');
    now = 100;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the oldest-written entry when full', () => {
    const cache = new TtlCache<number>(1000, 2, () => 0);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3); // rewritten: now the newest
    cache.set('c', 4);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = new TtlCache<number>(0, 10, () => 0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});
