/**
 * The index builds of a server's first dataset switch, which run while it already listens:
 * what they are still building, for `/readyz` and the requests refused meanwhile, and why the
 * last attempt failed, if it did (the next poll tries again).
 */
export class FirstBuild {
  private readonly pending = new Set<string>();
  private failure: string | undefined;
  private retryAt: number | undefined;
  private done = false;

  constructor(private readonly began: number = Date.now()) {}

  /** Names `build` (one index) as under way until it settles; after `finish`, left unnamed. */
  track<T>(name: string, build: Promise<T> | T): Promise<T> | T {
    if (this.done || !(build instanceof Promise)) return build;
    this.pending.add(name);
    return build.finally(() => {
      this.pending.delete(name);
    });
  }

  /** An attempt failed, the next due in `retryMs`: said until one succeeds. */
  failed(error: unknown, retryMs?: number, now: number = Date.now()): void {
    this.failure = String(error);
    this.retryAt = retryMs === undefined ? undefined : now + retryMs;
  }

  /** The first registry is served: nothing more to say. */
  finish(): void {
    this.done = true;
    this.pending.clear();
  }

  /** A failed attempt was made and the next is not due yet. */
  waitingToRetry(now: number = Date.now()): boolean {
    return !this.done && this.retryAt !== undefined && this.retryAt > now;
  }

  /** Why the server cannot answer checks yet, or undefined once `finish` was called. */
  notReady(now: number = Date.now()): string | undefined {
    if (this.done) return undefined;
    const seconds = Math.round((now - this.began) / 1000);
    const waiting = this.waitingToRetry(now);
    const building = waiting
      ? `its indexes could not be built (${seconds} s so far)`
      : this.pending.size > 0
        ? `its indexes are being built (still under way: ${[...this.pending].join(', ')}; ${seconds} s so far)`
        : `the dataset versions for its indexes are being read (${seconds} s so far)`;
    const again =
      this.retryAt === undefined
        ? 'it is tried again at the next poll'
        : waiting
          ? `it is tried again in ${Math.ceil((this.retryAt - now) / 1000)} s`
          : 'it is being tried again';
    const failed =
      this.failure === undefined
        ? ''
        : ` The last attempt failed (${this.failure}); ${again}, the server's log saying each failure.`;
    return `The server is starting: ${building}.${failed} Checks and searches are answered once the indexes are built.`;
  }
}
