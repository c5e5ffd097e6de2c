import { isStoreUnavailable, StoreUnavailableError } from './store-unavailable.js';

/**
 * Whether a commit's failure is the database's, held or unreachable, rather than any one
 * write's: a backend's own error (the batcher sees it before the store's guard does) or one
 * already raised as StoreUnavailableError.
 */
const unavailable = (error: unknown): boolean =>
  error instanceof StoreUnavailableError || isStoreUnavailable(error);

/**
 * Group commit: writes queued in the same turn of the event loop (or, with `overlap`, while
 * the committer was busy) share one transaction, so a burst of checks pays for one durable
 * commit (an fsync) instead of one each. Each caller's
 * promise settles only after the transaction holding its write has committed.
 */
export class WriteBatcher<Item, Outcome> {
  private queue: { item: Item; resolve: (o: Outcome) => void; reject: (e: unknown) => void }[] = [];
  private flushing: Promise<void> | undefined;
  private scheduled = false;

  /**
   * With `overlap`, a batch is handed on while earlier ones are still committing; for a
   * committer that queues and groups work itself (the SQLite commit thread). Otherwise one
   * batch commits at a time and the next gathers meanwhile. Either way a batch holds at least
   * the writes of one turn of the event loop: under load a turn answers many requests, and one
   * hand-over and one transaction for all of them cost both threads far less than one each.
   */
  constructor(
    private readonly commit: (items: Item[]) => Promise<Outcome[]>,
    private readonly options: {
      maxBatch?: number;
      overlap?: boolean;
    } = {},
  ) {}

  private inFlight = 0;

  submit(item: Item): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves when everything queued so far has been committed or has failed. */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.flushing || this.scheduled || this.inFlight > 0) {
      if (this.flushing) await this.flushing;
      else await new Promise((r) => setImmediate(r));
    }
  }

  private schedule(): void {
    if (this.scheduled || (this.flushing && !this.options.overlap)) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.inFlight++;
      const flushing = this.flush().finally(() => {
        this.inFlight--;
        if (this.flushing === flushing) this.flushing = undefined;
        if (this.queue.length > 0) this.schedule();
      });
      this.flushing = flushing;
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue.splice(0, this.options.maxBatch ?? 500);
    if (batch.length === 0) return;
    try {
      const outcomes = await this.commit(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => {
        entry.resolve(outcomes[i] as Outcome);
      });
    } catch (error) {
      // A database held or unreachable fails every write alike: each tried again alone would
      // wait the lock timeout once more, and the writes queued behind with it.
      if (batch.length === 1 || unavailable(error)) {
        for (const entry of batch) entry.reject(error);
        return;
      }
      // One bad write must not fail its neighbours: retry each alone.
      for (const [i, entry] of batch.entries()) {
        try {
          const [outcome] = await this.commit([entry.item]);
          entry.resolve(outcome as Outcome);
        } catch (single) {
          if (!unavailable(single)) {
            entry.reject(single);
            continue;
          }
          for (const rest of batch.slice(i)) rest.reject(single);
          return;
        }
      }
    }
  }
}
