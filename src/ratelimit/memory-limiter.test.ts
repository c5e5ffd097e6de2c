import { afterEach, describe, expect, it } from 'vitest';
import { MemoryLimiter } from './memory-limiter.js';

describe('MemoryLimiter', () => {
  let time = 1_000_000;
  const now = (): number => time;
  const limiters: MemoryLimiter[] = [];
  const make = (): MemoryLimiter => {
    const limiter = new MemoryLimiter(now);
    limiters.push(limiter);
    return limiter;
  };

  afterEach(async () => {
    await Promise.all(limiters.splice(0).map((l) => l.close()));
    time = 1_000_000;
  });

  it('counts hits within a window', async () => {
    const limiter = make();
    expect((await limiter.hit('k', 10, 1000)).count).toBe(1);
    time += 100;
    expect((await limiter.hit('k', 10, 1000)).count).toBe(2);
    time += 100;
    expect((await limiter.hit('k', 10, 1000)).count).toBe(3);
  });

  it('keeps keys apart', async () => {
    const limiter = make();
    await limiter.hit('a', 10, 1000);
    await limiter.hit('a', 10, 1000);
    expect((await limiter.hit('b', 10, 1000)).count).toBe(1);
    expect(await limiter.peek('a')).toEqual({ count: 2, resetInMs: 1000 });
  });

  it('allows hits up to the limit, then refuses with the time until the window resets', async () => {
    const limiter = make();
    for (let i = 1; i <= 3; i++) {
      expect(await limiter.hit('k', 3, 1000)).toEqual({ allowed: true, count: i, resetInMs: 1000 });
    }
    time += 400;
    expect(await limiter.hit('k', 3, 1000)).toEqual({ allowed: false, count: 4, resetInMs: 600 });
    time += 500;
    expect(await limiter.hit('k', 3, 1000)).toEqual({ allowed: false, count: 5, resetInMs: 100 });
  });

  it('starts a new window once the old one has passed', async () => {
    const limiter = make();
    await limiter.hit('k', 1, 1000);
    expect((await limiter.hit('k', 1, 1000)).allowed).toBe(false);
    time += 999;
    expect((await limiter.hit('k', 1, 1000)).allowed).toBe(false);
    time += 1;
    expect(await limiter.hit('k', 1, 1000)).toEqual({ allowed: true, count: 1, resetInMs: 1000 });
  });

  it('peek reports the window without counting', async () => {
    const limiter = make();
    expect(await limiter.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    await limiter.hit('k', 5, 1000);
    await limiter.hit('k', 5, 1000);
    time += 250;
    expect(await limiter.peek('k')).toEqual({ count: 2, resetInMs: 750 });
    expect(await limiter.peek('k')).toEqual({ count: 2, resetInMs: 750 });
    expect((await limiter.hit('k', 5, 1000)).count).toBe(3);
    time += 750;
    expect(await limiter.peek('k')).toEqual({ count: 0, resetInMs: 0 });
  });

  it('reset clears the key and only that key', async () => {
    const limiter = make();
    await limiter.hit('k', 1, 1000);
    await limiter.hit('k', 1, 1000);
    await limiter.hit('other', 1, 1000);
    await limiter.reset('k');
    expect(await limiter.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect(await limiter.hit('k', 1, 1000)).toEqual({ allowed: true, count: 1, resetInMs: 1000 });
    expect((await limiter.peek('other')).count).toBe(1);
    await expect(limiter.reset('never-seen')).resolves.toBeUndefined();
  });

  it('defaults to the wall clock', async () => {
    const limiter = new MemoryLimiter();
    limiters.push(limiter);
    const decision = await limiter.hit('k', 1, 60_000);
    expect(decision.allowed).toBe(true);
    expect(decision.resetInMs).toBeGreaterThan(59_000);
    expect(decision.resetInMs).toBeLessThanOrEqual(60_000);
  });
});
