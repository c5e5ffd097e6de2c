import {
  isConnectionLost,
  isStoreUnavailable,
  StoreUnavailableError,
} from './store-unavailable.js';

/** PostgreSQL's deadlock_detected: the transaction crossed another's locks, and was ended. */
const DEADLOCK = '40P01';
/** PostgreSQL's lock_not_available: lock_timeout passed. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Whether a commit's failure is the database's, held or unreachable, rather than any one
 * write's: a backend's own error (the batcher sees it before the store's guard does) or one
 * already raised as StoreUnavailableError. A deadlock is not: it is the batch's writes taking
 * keys in another order than a concurrent transaction (another process's batch), which the
 * same writes committed alone do not, so they are retried alone as after any other failure.
 */
const unavailable = (error: unknown): boolean =>
  (error instanceof StoreUnavailableError || isStoreUnavailable(error)) &&
  (error as { code?: unknown }).code !== DEADLOCK;

/**
 * Whether a commit failed waiting for a lock another connection holds: SQLite's write lock past
 * the busy timeout, PostgreSQL's lock_timeout. It waited only until the batch's oldest write was
 * due, so its younger writes may still wait for the lock in a batch of their own.
 */
export function isLockWaitOver(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return (
    typeof code === 'string' &&
    (code === LOCK_NOT_AVAILABLE ||
      code.startsWith('SQLITE_BUSY') ||
      code.startsWith('SQLITE_LOCKED'))
  );
}

/** The pause before the first retry of writes requeued after a lock wait; doubled each retry. */
export const REQUEUE_FIRST_PAUSE_MS = 5;
/** The longest pause between retries of requeued writes. */
export const REQUEUE_MOST_PAUSE_MS = 100;

/**
 * How long to pause before the `retries`-th retry in a row (0 for the first) of writes whose
 * commit found the lock held: growing from REQUEUE_FIRST_PAUSE_MS to REQUEUE_MOST_PAUSE_MS. A
 * commit that waited out its lock timeout hardly notices; one that SQLite answered SQLITE_BUSY at
 * once, without waiting (a busy timeout not honoured), would otherwise be tried again in every
 * turn of the event loop until its deadline, holding a core.
 */
export function requeuePauseMs(retries: number): number {
  return Math.min(REQUEUE_MOST_PAUSE_MS, REQUEUE_FIRST_PAUSE_MS * 2 ** Math.min(retries, 16));
}

/**
 * The pauses of `requeuePauseMs` in a row, up to the first that reaches the bound (repeated from
 * then on): what the SQLite commit thread is given, its program being unable to import this one.
 */
export function requeuePauses(): number[] {
  const pauses: number[] = [];
  for (let retries = 0; ; retries++) {
    const pause = requeuePauseMs(retries);
    pauses.push(pause);
    if (pause >= REQUEUE_MOST_PAUSE_MS) return pauses;
  }
}

/** A write waiting in the queue, and its caller. */
interface Entry<Item, Outcome> {
  item: Item;
  /** When it was submitted (Date.now(), which the SQLite commit thread reads alike). */
  since: number;
  resolve: (o: Outcome) => void;
  reject: (e: unknown) => void;
}

/**
 * Group commit: writes queued in the same turn of the event loop (or, with `overlap`, while
 * the committer was busy) share one transaction, so a burst of checks pays for one durable
 * commit (an fsync) instead of one each. Each caller's
 * promise settles only after the transaction holding its write has committed.
 */
export class WriteBatcher<Item, Outcome> {
  private queue: Entry<Item, Outcome>[] = [];
  private flushing: Promise<void> | undefined;
  private scheduled = false;

  /**
   * With `overlap`, a batch is handed on while earlier ones are still committing; for a
   * committer that queues and groups work itself (the SQLite commit thread). Otherwise one
   * batch commits at a time and the next gathers meanwhile. Either way a batch holds at least
   * the writes of one turn of the event loop: under load a turn answers many requests, and one
   * hand-over and one transaction for all of them cost both threads far less than one each.
   *
   * With `waitLimitMs`, each commit is given the time (Date.now()) by which its oldest write will
   * have waited that long since it was submitted, so that it waits for a lock no longer: a write
   * queued behind a commit that waited for a held lock must not then wait a whole lock timeout
   * of its own (`lockWaitMs`). Where that wait ends with the lock still held, only the writes
   * that have waited the limit fail; the others wait on in the next batch (`failOrRequeue`),
   * tried after a pause that grows with each retry in a row (`requeuePauseMs`).
   */
  constructor(
    private readonly commit: (items: Item[], deadline: number | undefined) => Promise<Outcome[]>,
    private readonly options: {
      maxBatch?: number;
      overlap?: boolean;
      waitLimitMs?: number;
    } = {},
  ) {}

  private inFlight = 0;
  /** Retries in a row of writes requeued after a lock wait; 0 once a commit succeeds. */
  private requeues = 0;
  /** No batch is flushed before this time (Date.now()): the pause after a requeue. */
  private pausedUntil = 0;
  /** The flush waiting out that pause, if one is. */
  private paused: { timer: NodeJS.Timeout; run: () => void } | undefined;

  submit(item: Item): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      this.queue.push({ item, since: Date.now(), resolve, reject });
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
    const run = () => {
      this.scheduled = false;
      this.inFlight++;
      const flushing = this.flush().finally(() => {
        this.inFlight--;
        if (this.flushing === flushing) this.flushing = undefined;
        if (this.queue.length > 0) this.schedule();
      });
      this.flushing = flushing;
    };
    const pause = this.pausedUntil - Date.now();
    // Writes submitted during a pause wait with the requeued ones: the lock is held for all.
    if (pause > 0) {
      const paused = {
        run: () => {
          if (this.paused === paused) this.paused = undefined;
          run();
        },
        timer: setTimeout(() => {
          paused.run();
        }, pause),
      };
      this.paused = paused;
    } else setImmediate(run);
  }

  /**
   * A commit succeeded: the lock is free again. The retries start again from the shortest
   * pause, and a pause still running (after an overlapping batch found the lock held) ends
   * now, rather than holding the requeued writes and those queued behind them until it would.
   */
  private committed(): void {
    this.requeues = 0;
    this.pausedUntil = 0;
    const paused = this.paused;
    if (paused === undefined) return;
    this.paused = undefined;
    clearTimeout(paused.timer);
    setImmediate(paused.run);
  }

  private async flush(): Promise<void> {
    const batch = this.queue.splice(0, this.options.maxBatch ?? 500);
    const oldest = batch[0];
    if (!oldest) return;
    try {
      const outcomes = await this.commitOnceMoreIfLost(
        batch.map((entry) => entry.item),
        oldest.since,
      );
      this.committed();
      batch.forEach((entry, i) => {
        entry.resolve(outcomes[i] as Outcome);
      });
    } catch (error) {
      // A database held or unreachable fails every write alike: each tried again alone would
      // wait the lock timeout once more, and the writes queued behind with it.
      if (batch.length === 1 || unavailable(error)) {
        this.failOrRequeue(batch, error);
        return;
      }
      // One bad write must not fail its neighbours: retry each alone.
      for (const [i, entry] of batch.entries()) {
        try {
          const [outcome] = await this.commitOnceMoreIfLost([entry.item], entry.since);
          this.committed();
          entry.resolve(outcome as Outcome);
        } catch (single) {
          if (!unavailable(single)) {
            entry.reject(single);
            continue;
          }
          this.failOrRequeue(batch.slice(i), single);
          return;
        }
      }
    }
  }

  /**
   * After `error` ended the commit of `entries`: where it was a lock wait, which lasted only
   * until the oldest write was due, the writes not yet due go back to the head of the queue and
   * wait in the next batch until their own deadline; the rest fail with it. Without a wait
   * limit no write has a deadline of its own, and all fail.
   */
  private failOrRequeue(entries: Entry<Item, Outcome>[], error: unknown): void {
    const now = Date.now();
    const again = isLockWaitOver(error)
      ? entries.filter((entry) => (this.deadline(entry.since) ?? now) > now)
      : [];
    for (const entry of entries) if (!again.includes(entry)) entry.reject(error);
    if (again.length === 0) return;
    // In the order of submission: batches ended in one turn (the commit thread fails requests
    // of one group together) requeue theirs in the order their errors arrive, and a batch is due
    // when its first write is. The sort is stable, and the queue is in that order already.
    this.queue = [...again, ...this.queue].sort((a, b) => a.since - b.since);
    // Tried again after a pause, but no later than the first of them is due: it then has its
    // last try, as it would have had without one.
    // Batches failing together (overlapping ones, which the commit thread fails in one turn)
    // share one pause.
    const due = Math.min(...again.map((entry) => this.deadline(entry.since) ?? now));
    if (this.pausedUntil > now) this.pausedUntil = Math.min(this.pausedUntil, due);
    else this.pausedUntil = Math.min(now + requeuePauseMs(this.requeues++), due);
    // flush() schedules the next batch once it has settled.
  }

  /**
   * Commits `items`, the oldest submitted at `since`; where the connection was lost with the
   * commit, once more. Its COMMIT may have reached the server and been made, the answer alone
   * lost: a check so stored is then found stored (its insert stores nothing, a replay) rather
   * than answered 503 and made again by a client that sends it again without its key. An audit
   * row alone may then be written twice, as when such a batch was tried write by write. A
   * database still unreachable fails the second commit as the first.
   */
  private async commitOnceMoreIfLost(items: Item[], since: number): Promise<Outcome[]> {
    try {
      return await this.commit(items, this.deadline(since));
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      return this.commit(items, this.deadline(since));
    }
  }

  private deadline(since: number): number | undefined {
    const limit = this.options.waitLimitMs;
    return limit === undefined ? undefined : since + limit;
  }
}

/**
 * How long a commit due by `deadline` may wait for a lock: what is left until then, but at
 * least a tenth of `lockTimeoutMs` (and 1 ms: PostgreSQL reads 0 as no limit). Writes that
 * waited in the queue behind slow commits of a database that is not held (load, a slow disk)
 * must still wait out the ordinary short locks of one that is working (another commit's row or
 * the table's extension, `orgs sections`' organisation row), which 1 ms does not; a held
 * database still fails them about `lockTimeoutMs` after they were queued, a tenth more at most.
 * Undefined where that is within a tenth of the connection's own `lockTimeoutMs`: no statement
 * is spent setting a wait hardly shorter. The SQLite commit thread reckons alike.
 */
export function lockWaitMs(
  deadline: number | undefined,
  lockTimeoutMs: number,
  now = Date.now(),
): number | undefined {
  if (deadline === undefined) return undefined;
  const left = Math.max(1, Math.ceil(lockTimeoutMs / 10), Math.floor(deadline - now));
  return left < lockTimeoutMs * 0.9 ? left : undefined;
}
