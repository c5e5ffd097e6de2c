/** A fixed-window counter: the backend behind request rate limits and login throttling. */
export interface Limiter {
  /** Counts one event for the key and says whether it is within the limit. */
  hit(key: string, limit: number, windowMs: number): Promise<LimitDecision>;
  /** `hit` answered at once, for backends in this process; absent for remote ones. */
  hitNow?(key: string, limit: number, windowMs: number): LimitDecision;
  /** The key's current window, without counting an event. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
  /** Takes back one event counted by `hit` (never below zero). */
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface LimitDecision {
  allowed: boolean;
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

export const decide = (count: number, limit: number, resetInMs: number): LimitDecision => ({
  allowed: count <= limit,
  count,
  resetInMs: Math.max(0, resetInMs),
});
