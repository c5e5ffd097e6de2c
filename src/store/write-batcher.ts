/**
 * Group commit: writes queued in the same turn of the event loop share one transaction, so a
 * burst of checks pays for one durable commit (an fsync) instead of one each. Each caller's
 * promise settles only after the transaction holding its write has committed.
 */
export class WriteBatcher<Item, Outcome> {
  private queue: { item: Item; resolve: (o: Outcome) => void; reject: (e: unknown) => void }[] = [];
  private flushing: Promise<void> | undefined;
  private scheduled = false;

  constructor(
    private readonly commit: (items: Item[]) => Promise<Outcome[]>,
    private readonly maxBatch = 500,
  ) {}

  submit(item: Item): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves when everything queued so far has been committed or has failed. */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.flushing || this.scheduled) {
      if (this.flushing) await this.flushing;
      else await new Promise((r) => setImmediate(r));
    }
  }

  private schedule(): void {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flushing = this.flush().finally(() => {
        this.flushing = undefined;
        if (this.queue.length > 0) this.schedule();
      });
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue.splice(0, this.maxBatch);
    if (batch.length === 0) return;
    try {
      const outcomes = await this.commit(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => {
        entry.resolve(outcomes[i] as Outcome);
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One bad write must not fail its neighbours: retry each alone.
      for (const entry of batch) {
        try {
          const [outcome] = await this.commit([entry.item]);
          entry.resolve(outcome as Outcome);
        } catch (single) {
          entry.reject(single);
        }
      }
    }
  }
}
