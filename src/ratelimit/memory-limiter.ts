import { decide, type LimitDecision, type Limiter } from './limiter.js';

/** One process's counters; the default when no REDIS_URL is configured. */
export class MemoryLimiter implements Limiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    // Forget expired windows so idle keys do not accumulate.
    this.sweeper = setInterval(() => {
      const t = this.now();
      for (const [key, w] of this.windows) if (w.resetAt <= t) this.windows.delete(key);
    }, 60_000);
    this.sweeper.unref();
  }

  hit(key: string, limit: number, windowMs: number): Promise<LimitDecision> {
    return Promise.resolve(this.hitNow(key, limit, windowMs));
  }

  hitNow(key: string, limit: number, windowMs: number): LimitDecision {
    const t = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= t) {
      window = { count: 0, resetAt: t + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return decide(window.count, limit, window.resetAt - t);
  }

  peek(key: string): Promise<{ count: number; resetInMs: number }> {
    const t = this.now();
    const window = this.windows.get(key);
    return Promise.resolve(
      window && window.resetAt > t
        ? { count: window.count, resetInMs: window.resetAt - t }
        : { count: 0, resetInMs: 0 },
    );
  }

  release(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
    return Promise.resolve();
  }

  reset(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  close(): Promise<void> {
    clearInterval(this.sweeper);
    return Promise.resolve();
  }
}
