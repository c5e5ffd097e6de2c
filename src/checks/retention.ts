/**
 * Deleting checks once they are older than the retention the operator set
 * (CHECK_RETENTION_DAYS): their reports, audit rows and check history go with them; audit rows
 * may be kept for a time of their own (AUDIT_RETENTION_DAYS).
 */
import type { DeletedRows, Store } from '../store/store.js';

const DAY_MS = 86_400_000;
/** How often a server deletes what has grown past the retention since it last did. */
export const RETENTION_INTERVAL_MS = 3_600_000;

/**
 * The instant before which what is kept `days` is deleted, at `now`: the deletion and the
 * memory of recent checks (CheckService) go by this one rule, so no server serves a check from
 * memory that a deletion, its own or another server's, may have removed.
 */
export const retentionCutoff = (days: number, now: number): string =>
  new Date(now - days * DAY_MS).toISOString();

export interface RetentionOptions {
  /** Days checks are kept; undefined keeps them. */
  days: number | undefined;
  /** Days audit rows are kept; undefined: as long as checks. */
  auditDays?: number;
  intervalMs?: number;
  /** Told what each run deleted, where it deleted anything, and the times it deleted before. */
  deleted: (rows: DeletedRows, before: { checks?: string; audit?: string }) => void;
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
  const { days, auditDays = days, intervalMs = RETENTION_INTERVAL_MS, now = Date.now } = options;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const run = () => {
    // A run longer than the interval (a first one on years of checks) is not joined by another,
    // which would delete the same rows beside it, and stop() waits for the one under way.
    if (busy) return;
    busy = true;
    const at = now();
    const before = days === undefined ? undefined : retentionCutoff(days, at);
    const auditBefore = auditDays === undefined ? undefined : retentionCutoff(auditDays, at);
    running = store
      .deleteChecksBefore(before, auditBefore)
      .then(
        (rows) => {
          if (Object.values(rows).some((n) => n > 0)) {
            options.deleted(rows, { checks: before, audit: auditBefore });
          }
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

const daysSaid = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;

/** What the server says at its start about how long checks and audit rows are kept. */
export function retentionSaid(days: number | undefined, auditDays: number | undefined): string {
  const checks =
    days === undefined
      ? 'Checks are kept until deleted: set CHECK_RETENTION_DAYS to delete them after so many days'
      : `Checks are kept ${daysSaid(days)} (CHECK_RETENTION_DAYS), with their reports${auditDays === days ? ', audit rows' : ''} and check history`;
  if (auditDays === days) return checks;
  return auditDays === undefined
    ? `${checks}; audit rows are kept until deleted`
    : `${checks}; audit rows are kept ${daysSaid(auditDays)} (AUDIT_RETENTION_DAYS)`;
}
