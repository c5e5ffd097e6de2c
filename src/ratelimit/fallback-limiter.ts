import type { LimitDecision, Limiter } from './limiter.js';

export interface FallbackLimiterOptions {
  /** Called once when the shared backend fails and this process starts counting alone. */
  onFallback?: (error: unknown) => void;
  /** Called once when the shared backend answers again after a fallback. */
  onRecover?: () => void;
  /**
   * How long after a failure the shared backend is left alone. A Redis that accepts
   * connections and never answers costs a command timeout per call; without this pause every
   * request would wait for it.
   */
  retryAfterMs?: number;
  now?: () => number;
}

/**
 * A shared limiter (Redis) backed by an in-process one: while the shared backend fails, events
 * are counted in this process alone, so limits and login throttling still hold (per process)
 * rather than failing open. The shared backend is tried again after `retryAfterMs`, and takes
 * over as soon as it answers; counts made meanwhile stay in this process and expire with their
 * windows.
 */
export class FallbackLimiter implements Limiter {
  private down = false;
  private retryAt = 0;
  /** While down: one call is trying the shared backend; the others count here meanwhile. */
  private probing = false;
  private readonly retryAfterMs: number;
  private readonly now: () => number;

  constructor(
    private readonly primary: Limiter,
    private readonly fallback: Limiter,
    private readonly options: FallbackLimiterOptions = {},
  ) {
    this.retryAfterMs = options.retryAfterMs ?? 5000;
    this.now = options.now ?? Date.now;
  }

  /** Whether events are being counted in this process because the shared backend failed. */
  get fallingBack(): boolean {
    return this.down;
  }

  /** Records a failure seen outside a call (the first connection at start), as a call would. */
  primaryFailed(error: unknown): void {
    this.retryAt = this.now() + this.retryAfterMs;
    if (this.down) return;
    this.down = true;
    this.options.onFallback?.(error);
  }

  private async use<T>(run: (limiter: Limiter) => Promise<T>): Promise<T> {
    if (this.down && (this.probing || this.now() < this.retryAt)) return run(this.fallback);
    // Once down, only one call at a time tries the shared backend again: a Redis that accepts
    // connections and never answers would otherwise hold every call of that moment.
    const probe = this.down;
    if (probe) this.probing = true;
    let result: T;
    try {
      result = await run(this.primary);
    } catch (error) {
      this.primaryFailed(error);
      return await run(this.fallback);
    } finally {
      if (probe) this.probing = false;
    }
    if (this.down) {
      this.down = false;
      this.options.onRecover?.();
    }
    return result;
  }

  hit(key: string, limit: number, windowMs: number): Promise<LimitDecision> {
    return this.use((limiter) => limiter.hit(key, limit, windowMs));
  }

  peek(key: string): Promise<{ count: number; resetInMs: number }> {
    return this.use((limiter) => limiter.peek(key));
  }

  release(key: string): Promise<void> {
    return this.use((limiter) => limiter.release(key));
  }

  reset(key: string): Promise<void> {
    return this.use((limiter) => limiter.reset(key));
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }
}
