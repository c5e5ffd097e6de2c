/**
 * Deleting checks past CHECK_RETENTION_DAYS and audit rows past AUDIT_RETENTION_DAYS
 * (`Store.deleteChecksBefore`), in both backends.
 */
import { sql, type Kysely } from 'kysely';
import type { DeletedRows } from './store.js';
import type { Tables } from './tables.js';

/** Rows deleted per statement: a check being stored meanwhile waits for one batch at most. */
const DELETE_BATCH = 500;

/**
 * Lets requests run between batches: on SQLite every statement runs on the thread that serves
 * them, and awaiting one alone never leaves the microtask queue, so a run of many batches
 * stopped the server for all of its length.
 */
const breather = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const count = (affected: bigint | undefined): number => Number(affected ?? 0n);

/**
 * The rows of `table` whose `column` is before `before`, the oldest batch at a time (a batch
 * ends at its last row's value, so ties with it go along), by the column's index.
 */
async function deleteOlder(
  db: Kysely<Tables>,
  table: 'audit_events' | 'history_areas' | 'history_pairs' | 'reports',
  column: 'at' | 'day' | 'last_at' | 'updated_at',
  before: string,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const last = await sql<{ upTo: string | Date }>`
      select ${sql.ref(column)} as "upTo" from ${sql.table(table)}
      where ${sql.ref(column)} < ${before}
      order by ${sql.ref(column)} limit 1 offset ${DELETE_BATCH - 1}`.execute(db);
    const upTo = last.rows[0]?.upTo;
    const result = await sql`
      delete from ${sql.table(table)}
      where ${sql.ref(column)} ${upTo === undefined ? sql`< ${before}` : sql`<= ${upTo}`}`.execute(
      db,
    );
    deleted += count(result.numAffectedRows);
    if (upTo === undefined) return deleted;
    await breather();
  }
}

/**
 * Deletes checks made before `before` with their reports and check history, and audit rows
 * older than `auditBefore`; an undefined time deletes none of its rows. A check's audit rows go
 * with it unless audit rows are kept longer than checks (`auditBefore` earlier than `before`).
 */
export async function deleteChecksBefore(
  db: Kysely<Tables>,
  before: string | undefined,
  auditBefore: string | undefined,
): Promise<DeletedRows> {
  const deleted: DeletedRows = {
    checks: 0,
    reports: 0,
    auditEvents: 0,
    historyAreas: 0,
    historyPairs: 0,
  };
  if (before !== undefined) await deleteChecks(db, before, auditBefore, deleted);
  if (auditBefore !== undefined) {
    deleted.auditEvents += await deleteOlder(db, 'audit_events', 'at', auditBefore);
  }
  if (before === undefined) return deleted;
  // A report is written after its check, so one as old has a check that is gone: one a request
  // rendered while its check was being deleted, which no batch above could find.
  deleted.reports += await deleteOlder(db, 'reports', 'updated_at', before);
  // A day is deleted once it is wholly before the time; a pair once last checked before it.
  deleted.historyAreas += await deleteOlder(db, 'history_areas', 'day', before.slice(0, 10));
  deleted.historyPairs += await deleteOlder(db, 'history_pairs', 'last_at', before);
  return deleted;
}

async function deleteChecks(
  db: Kysely<Tables>,
  before: string,
  auditBefore: string | undefined,
  deleted: DeletedRows,
): Promise<void> {
  // ISO instants of one form compare as strings. Audit rows kept longer than checks stay
  // after their check: that is what the operator keeps them for.
  const auditGoesWithCheck = auditBefore !== undefined && auditBefore >= before;
  for (;;) {
    // Read before the transaction, whose first statement then writes: on SQLite one that read
    // first is refused at once (SQLITE_BUSY, no busy wait) when another connection, the commit
    // thread storing checks or another server, has committed since its read.
    const ids = (
      await db
        .selectFrom('checks')
        .select('id')
        .where('created_at', '<', before)
        .limit(DELETE_BATCH)
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) return;
    await db.transaction().execute(async (trx) => {
      // A check's report and audit rows go with it: they hold or name its personal data.
      deleted.reports += count(
        (await trx.deleteFrom('reports').where('check_id', 'in', ids).executeTakeFirst())
          .numDeletedRows,
      );
      if (auditGoesWithCheck) {
        deleted.auditEvents += count(
          (await trx.deleteFrom('audit_events').where('check_id', 'in', ids).executeTakeFirst())
            .numDeletedRows,
        );
      }
      deleted.checks += count(
        (await trx.deleteFrom('checks').where('id', 'in', ids).executeTakeFirst()).numDeletedRows,
      );
    });
    if (ids.length < DELETE_BATCH) return;
    await breather();
  }
}
