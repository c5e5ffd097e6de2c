/**
 * Deleting checks once they are older than the retention the operator set
 * (CHECK_RETENTION_DAYS): their reports, audit rows and check history go with them.
 */
import type { DeletedRows, Store } from '../store/store.js';

const DAY_MS = 86_400_000;
/** How often a server deletes what has grown past the retention since it last did. */
export const RETENTION_INTERVAL_MS = 3_600_000;

export interface RetentionOptions {
  days: number;
  intervalMs?: number;
  /** Told what each run deleted, where it deleted anything. */
  deleted: (rows: DeletedRows, before: string) => void;
  failed: (error: unknown) => void;
  now?: () => number;
}

/**
 * Runs the deletion now and then every interval, until stopped; a run that fails is tried
 * again at the next. Every server runs it: a second one deletes what the first left.
 */
export function startRetention(
  store: Pick<Store, 'deleteChecksBefore'>,
  options: RetentionOptions,
): { stop: () => Promise<void> } {
  const { days, intervalMs = RETENTION_INTERVAL_MS, now = Date.now } = options;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const run = () => {
    // A run longer than the interval (a first one on years of checks) is not joined by another,
    // which would delete the same rows beside it, and stop() waits for the one under way.
    if (busy) return;
    busy = true;
    const before = new Date(now() - days * DAY_MS).toISOString();
    running = store
      .deleteChecksBefore(before)
      .then(
        (rows) => {
          if (Object.values(rows).some((n) => n > 0)) options.deleted(rows, before);
        },
        (error: unknown) => {
          options.failed(error);
        },
      )
      .finally(() => {
        busy = false;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  // A pending deletion keeps no process alive that has nothing else to do.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
