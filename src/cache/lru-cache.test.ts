import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.js';

describe('LruCache', () => {
  it('forgets the least recently used entry first', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.size).toBe(2);
  });

  it('keeps an entry read now and then however many others come and go', () => {
    const cache = new LruCache<number>(100);
    cache.set('hot', 0);
    for (let i = 0; i < 10_000; i++) {
      cache.set(`k${i}`, i);
      if (i % 50 === 0) expect(cache.get('hot')).toBe(0);
    }
    expect(cache.get('hot')).toBe(0);
    expect(cache.get('k0')).toBeUndefined();
    // Full, the oldest eighth goes at once: never more than the capacity, never much less.
    expect(cache.size).toBeLessThanOrEqual(100);
    expect(cache.size).toBeGreaterThanOrEqual(88);
    expect(cache.get('k9999')).toBe(9999);
  });

  it('forgets an entry that was not read for a whole capacity of new entries', () => {
    const cache = new LruCache<number>(100);
    cache.set('cold', 0);
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, i);
    expect(cache.get('cold')).toBeUndefined();
  });
});
