/**
 * Deleting a dead dataset version's rows (`ReferenceStore.purge`) in bounded batches, each
 * statement its own short transaction, so that other writers (a server storing checks on the
 * same SQLite file; PostgreSQL's WAL and vacuum) are never held for the whole of millions of
 * rows.
 *
 * No index of the reference tables but ref_entities' primary key leads with `version_id`
 * (adding one would slow every import for the sake of the purge), so a batch cannot be "the next
 * N rows of the version" without a scan from the table's start each time (quadratic over a large
 * table). The batches walk the table's physical order instead, a bounded range of it per
 * statement, found by the key every row has: SQLite's rowid (no reference table is WITHOUT
 * ROWID; a rowid range is a seek in the table's own b-tree), PostgreSQL's ctid (a page range is
 * a TID Range Scan, PostgreSQL 14 and later; an older server would read the whole table for
 * every batch, so there a table's rows go in one statement, as before batches). Rows of a
 * retired version are never written again, so none appears behind the walk.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from './tables.js';

export const REFERENCE_TABLES = [
  'ref_entities',
  'ref_keys',
  'ref_addresses',
  'ref_streets',
  'ref_records',
] as const;

export type ReferenceTable = (typeof REFERENCE_TABLES)[number];

/**
 * Rows one statement covers at most: on SQLite, the write lock held 90–280 ms at most by one
 * at 1,500,000 addresses on a shared host (docs/benchmarks.md), far below STORE_LOCK_TIMEOUT_MS;
 * fewer a statement did not hold it shorter.
 */
export const PURGE_BATCH_ROWS = 10_000;

/** The statements that delete `versionId`'s rows of `table`, one bounded batch each. */
export type PurgeBatches = (
  db: Kysely<Tables>,
  table: ReferenceTable,
  versionId: string,
  batchRows: number,
) => AsyncGenerator<RawBuilder<unknown>>;

/**
 * Rows a page is taken to hold when PostgreSQL has no statistics of the table, or statistics
 * of fewer than MIN_STATISTICS_PAGES pages (the narrowest table's).
 */
const UNKNOWN_ROWS_PER_PAGE = 100;

/**
 * Pages a table's statistics must have counted for their rows a page to be used: those taken
 * of a table of a page or two (its first rows, a half-filled last page) may say a row a page,
 * and one batch of a table grown since would then be hundreds of thousands of rows.
 */
const MIN_STATISTICS_PAGES = 100;

/** The first PostgreSQL (`server_version_num`) that reads a ctid range without a full scan. */
export const TID_RANGE_SCAN_SERVER = 140_000;

/**
 * PostgreSQL: ranges of pages holding about `batchRows` rows, by the table's statistics; on a
 * server older than TID_RANGE_SCAN_SERVER, one statement for the table.
 */
export async function* postgresPurgeBatches(
  db: Kysely<Tables>,
  table: ReferenceTable,
  versionId: string,
  batchRows: number,
): AsyncGenerator<RawBuilder<unknown>> {
  const { rows } = await sql<{
    server: number;
    pages: string | number;
    tuples: number;
    relpages: number;
  }>`
    select current_setting('server_version_num')::int as server,
      pg_relation_size(c.oid) / current_setting('block_size')::int as pages,
      c.reltuples as tuples, c.relpages as relpages
    from pg_class c where c.oid = ${table}::regclass`.execute(db);
  const stats = rows[0];
  if (!stats) return;
  if (stats.server < TID_RANGE_SCAN_SERVER) {
    yield* wholeTablePurge(table, versionId);
    return;
  }
  const pages = Number(stats.pages);
  const perPage =
    stats.relpages >= MIN_STATISTICS_PAGES && stats.tuples > 0
      ? stats.tuples / stats.relpages
      : UNKNOWN_ROWS_PER_PAGE;
  const step = Math.max(1, Math.floor(batchRows / perPage));
  for (let from = 0; from < pages; from += step) {
    yield sql`delete from ${sql.table(table)}
      where ctid >= ${`(${from},0)`}::tid and ctid < ${`(${from + step},0)`}::tid
        and version_id = ${versionId}`;
  }
}

/** One statement deleting the version's rows of `table`: a server without TID range scans. */
export function* wholeTablePurge(
  table: ReferenceTable,
  versionId: string,
): Generator<RawBuilder<unknown>> {
  yield sql`delete from ${sql.table(table)} where version_id = ${versionId}`;
}

/** SQLite: ranges of `batchRows` rowids, from the table's first row to its last. */
export async function* sqlitePurgeBatches(
  db: Kysely<Tables>,
  table: ReferenceTable,
  versionId: string,
  batchRows: number,
): AsyncGenerator<RawBuilder<unknown>> {
  // Each in a subquery of its own: a seek at either end of the rowids, where min() and max()
  // in one select read the whole table.
  const { rows } = await sql<{ low: number | null; high: number | null }>`
    select (select min(rowid) from ${sql.table(table)}) as low,
      (select max(rowid) from ${sql.table(table)}) as high`.execute(db);
  const { low, high } = rows[0] ?? { low: null, high: null };
  if (low === null || high === null) return;
  for (let after = low - 1; after < high; after += batchRows) {
    yield sql`delete from ${sql.table(table)}
      where rowid > ${after} and rowid <= ${after + batchRows} and version_id = ${versionId}`;
  }
}

/** How a store walks its tables: its batches, their size, and what it does between two. */
export interface PurgeWalk {
  batches: PurgeBatches;
  batchRows: number;
  between: (batchMs: number) => Promise<void>;
}

/**
 * `ReferenceStore.purge`: fails the versions left staging past `staleAfterMs`, then deletes the
 * rows of every version that is dead (failed, or retired `retiredKeptMs` ago or longer) and not
 * yet purged, `walk`'s batches at a time, marking each purged once its rows are gone. How many.
 */
export async function purgeDeadVersions(
  db: Kysely<Tables>,
  staleAfterMs: number,
  retiredKeptMs: number,
  walk: PurgeWalk,
): Promise<number> {
  const staleBefore = new Date(Date.now() - staleAfterMs).toISOString();
  const retiredBefore = new Date(Date.now() - retiredKeptMs).toISOString();
  await db
    .updateTable('dataset_versions')
    .set({
      state: 'failed',
      finished_at: new Date().toISOString(),
      failure: `abandoned: its import was not heard from for ${Math.round(staleAfterMs / 60_000)} minutes`,
    })
    .where('state', '=', 'staging')
    // Silent for staleAfterMs or longer: with 0, one whose heartbeat falls in this very
    // millisecond is abandoned too (a strict "<" let it through at random).
    .where('heartbeat_at', '<=', staleBefore)
    .execute();
  const dead = await db
    .selectFrom('dataset_versions')
    .select('id')
    .where('purged_at', 'is', null)
    .where((eb) =>
      eb.or([
        // Never served: no server reads it.
        eb('state', '=', 'failed'),
        // A server that read the switch before its retirement may still be reading it (see
        // ReferenceFollower): kept until that is long over. Those retired before retirement
        // was dated (retired_at null) were deleted at once then, and still are.
        eb.and([
          eb('state', '=', 'retired'),
          eb.or([eb('retired_at', 'is', null), eb('retired_at', '<=', retiredBefore)]),
        ]),
      ]),
    )
    .execute();
  for (const { id } of dead) {
    await deleteVersionRows(db, id, walk);
    // Only once all its rows are gone: a purge cut short is taken up again by the next.
    await db
      .updateTable('dataset_versions')
      .set({ purged_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return dead.length;
}

/** Walks of a table a purge makes at most before it leaves the rest to the next purge. */
const MAX_PURGE_WALKS = 3;

/** Deletes every row of `versionId` from the reference tables, `walk`'s batches at a time. */
export async function deleteVersionRows(
  db: Kysely<Tables>,
  versionId: string,
  walk: PurgeWalk,
): Promise<void> {
  for (const table of REFERENCE_TABLES) await deleteTableRows(db, table, versionId, walk);
}

/**
 * Deletes the version's rows of `table` in batches along the table's physical order, then
 * walks it again while any is left: rows moved behind the walk between two batches (SQLite's
 * VACUUM renumbers rowids, PostgreSQL's VACUUM FULL or CLUSTER rewrites pages) are found by
 * that one read, which takes no write lock.
 */
async function deleteTableRows(
  db: Kysely<Tables>,
  table: ReferenceTable,
  versionId: string,
  walk: PurgeWalk,
): Promise<void> {
  for (let pass = 1; ; pass++) {
    for await (const batch of walk.batches(db, table, versionId, walk.batchRows)) {
      const started = performance.now();
      await batch.execute(db);
      await walk.between(performance.now() - started);
    }
    const left = await sql`select 1 as one from ${sql.table(table)}
      where version_id = ${versionId} limit 1`.execute(db);
    if (left.rows.length === 0) return;
    if (pass === MAX_PURGE_WALKS) {
      throw new Error(
        `rows of version ${versionId} were still left in ${table} after ${pass} passes; the next purge deletes them`,
      );
    }
  }
}
