import { afterEach, describe, expect, it } from 'vitest';
import { FallbackLimiter } from './fallback-limiter.js';
import type { LimitDecision, Limiter } from './limiter.js';
import { MemoryLimiter } from './memory-limiter.js';

/** A shared backend that can be switched off, counting the calls that reached it. */
class SwitchableLimiter implements Limiter {
  up = true;
  calls = 0;
  private readonly inner = new MemoryLimiter();

  /** Set: calls wait for this promise (a Redis that accepts connections and does not answer). */
  hang: Promise<void> | undefined;

  private async reach<T>(run: () => Promise<T>): Promise<T> {
    this.calls += 1;
    if (this.hang) await this.hang;
    if (!this.up) throw new Error('connection refused');
    return run();
  }

  hit(key: string, limit: number, windowMs: number): Promise<LimitDecision> {
    return this.reach(() => this.inner.hit(key, limit, windowMs));
  }
  peek(key: string): Promise<{ count: number; resetInMs: number }> {
    return this.reach(() => this.inner.peek(key));
  }
  release(key: string): Promise<void> {
    return this.reach(() => this.inner.release(key));
  }
  reset(key: string): Promise<void> {
    return this.reach(() => this.inner.reset(key));
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

describe('FallbackLimiter', () => {
  let time = 1_000_000;
  const now = (): number => time;
  const open: Limiter[] = [];
  const make = () => {
    const shared = new SwitchableLimiter();
    const events: string[] = [];
    const limiter = new FallbackLimiter(shared, new MemoryLimiter(now), {
      now,
      retryAfterMs: 1000,
      onFallback: (error) => events.push(`fallback: ${String(error)}`),
      onRecover: () => events.push('recovered'),
    });
    open.push(limiter);
    return { shared, limiter, events };
  };

  afterEach(async () => {
    await Promise.all(open.splice(0).map((l) => l.close()));
    time = 1_000_000;
  });

  it('lets one call at a time try a shared backend that is down again; the others count here', async () => {
    const { shared, limiter } = make();
    shared.up = false;
    await limiter.hit('k', 10, 60_000);
    expect(shared.calls).toBe(1);
    time += 1001;
    let answer = (): void => undefined;
    shared.hang = new Promise((resolve) => (answer = resolve));
    const probe = limiter.hit('k', 10, 60_000);
    // While the probe waits for the shared backend, other calls are not held by it.
    const others = await Promise.all([1, 2, 3].map(() => limiter.hit('k', 10, 60_000)));
    expect(others.map((d) => d.count)).toEqual([2, 3, 4]);
    expect(shared.calls).toBe(2);
    answer();
    expect((await probe).count).toBe(5);
    expect(limiter.fallingBack).toBe(true);
  });

  it('counts in the shared backend while it answers', async () => {
    const { shared, limiter, events } = make();
    expect((await limiter.hit('k', 2, 60_000)).count).toBe(1);
    expect((await shared.peek('k')).count).toBe(1);
    expect(limiter.fallingBack).toBe(false);
    expect(events).toEqual([]);
  });

  it('keeps limiting in the process when the shared backend fails, and says so once', async () => {
    const { shared, limiter, events } = make();
    shared.up = false;
    const decisions: LimitDecision[] = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.hit('k', 2, 60_000));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, false, false]);
    expect(decisions[3]?.resetInMs).toBe(60_000);
    expect(limiter.fallingBack).toBe(true);
    expect(events).toEqual(['fallback: Error: connection refused']);
  });

  it('leaves a failed backend alone for the retry pause, then goes back to it once it answers', async () => {
    const { shared, limiter, events } = make();
    shared.up = false;
    await limiter.hit('k', 5, 60_000);
    const callsAfterFailure = shared.calls;
    await limiter.hit('k', 5, 60_000);
    await limiter.release('k');
    expect(shared.calls).toBe(callsAfterFailure);
    time += 1000;
    await limiter.hit('k', 5, 60_000);
    expect(shared.calls).toBe(callsAfterFailure + 1);
    expect(limiter.fallingBack).toBe(true);
    shared.up = true;
    time += 1000;
    expect((await limiter.hit('k', 5, 60_000)).count).toBe(1);
    expect(limiter.fallingBack).toBe(false);
    expect(events).toEqual(['fallback: Error: connection refused', 'recovered']);
  });

  it('starts in the process when told the backend failed before any call', async () => {
    const { shared, limiter, events } = make();
    limiter.primaryFailed(new Error('no connection at start'));
    limiter.primaryFailed(new Error('still none'));
    await limiter.hit('k', 1, 60_000);
    expect(shared.calls).toBe(0);
    expect(events).toEqual(['fallback: Error: no connection at start']);
  });
});
