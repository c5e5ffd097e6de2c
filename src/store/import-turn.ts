/**
 * Turns of imports (ReferenceStore.inImportTurn). SQLite has one writer: two imports writing
 * batches at once starve each other and the checks' writes of the lock until one gives up with
 * "database is locked". PostgreSQL writes them side by side, but two imports of one dataset
 * must still take turns for each to be compared with the version served before it.
 */
import Database from 'better-sqlite3';
import { closeSync, fchmodSync, fstatSync, openSync, realpathSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { detectDeadPeer, resetDeadPeer } from './dead-peer.js';
import type { ImportTurn } from './reference-store.js';
import { isConnectionLost } from './store-unavailable.js';
import type { Tables } from './tables.js';

/**
 * The error of a step that must be taken in the turn (publishing) found the turn gone: another
 * import may have taken it and run meanwhile, so the step was not taken.
 */
export const turnLost = (why: string): Error =>
  new Error(
    `the import lost its turn (${why}): another import of the dataset may have run meanwhile, so nothing was published`,
  );

/** How often a waiting import asks again. */
export const TURN_POLL_MS = 250;

/**
 * Retries `take` until it succeeds, telling `onWait` once; then runs and releases. `stop` ends
 * the wait (not the run): a start stopped while another server holds the turn must give back
 * the connection it waits on, or closing its pool would wait for the other's whole load.
 */
async function whenTaken<T>(
  take: () => Promise<boolean>,
  release: () => Promise<void>,
  run: () => Promise<T>,
  onWait: (() => void) | undefined,
  stop?: AbortSignal,
): Promise<T> {
  let told = false;
  stop?.throwIfAborted();
  while (!(await take())) {
    if (!told) onWait?.();
    told = true;
    await sleep(TURN_POLL_MS, undefined, stop && { signal: stop }).catch((error: unknown) => {
      throw stop?.aborted === true ? (stop.reason as Error) : error;
    });
  }
  let result: T;
  try {
    result = await run();
  } catch (error) {
    // A turn lost with its connection cannot be released either: that failure must not take
    // the place of the error that says what happened to the import.
    await release().catch((releaseError: unknown) => {
      if (error instanceof Error) {
        error.message += ` (releasing the import turn failed too: ${releaseError instanceof Error ? releaseError.message : String(releaseError)})`;
      }
    });
    throw error;
  }
  // Finished (its version published): a turn lost with its connection, whose lock the server
  // dropped with it, cannot be released either, and that is no failure of the import.
  await release().catch(() => undefined);
  return result;
}

/** The path of a file with symlinks followed; of its folder, for a file not made yet. */
function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return join(realpathSync(dirname(path)), basename(path));
  }
}

/**
 * SQLite: an exclusive lock on a file beside the database file (`<database>.import-lock`,
 * symlinks followed) for the whole import. The operating system drops the lock with a killed process, so no stale turn
 * is left behind; an in-memory database has no other writer to wait for.
 */
export function inSqliteImportTurn<T>(
  databasePath: string,
  run: (turn: ImportTurn) => Promise<T>,
  onWait?: () => void,
  stop?: AbortSignal,
): Promise<T> {
  if (databasePath === ':memory:' || databasePath === '') {
    return run({ confirm: () => Promise.resolve() });
  }
  // Beside the file itself: two paths to one database (a symlink to it or to its folder) must
  // share one lock, or their imports would run at once.
  const path = `${realPath(databasePath)}.import-lock`;
  // Made 0600 as the database is (open-store.ts): SQLite would make it 0644. 'a' leaves a lock
  // file that is there alone.
  const fd = openSync(path, 'a', 0o600);
  try {
    // One an earlier version left 0644 is narrowed too; one of another account is left as it is.
    if ((fstatSync(fd).mode & 0o077) !== 0) fchmodSync(fd, 0o600);
  } catch {
    // Not ours to change: the lock works all the same.
  } finally {
    closeSync(fd);
  }
  const lock = new Database(path);
  lock.pragma('busy_timeout = 0');
  let journalInMemory = false;
  const take = () => {
    try {
      // The lock file holds no data, so nothing needs a journal on disk: with one, a process
      // that ended holding the turn (stopped by a signal mid-import) left <lock>-journal behind.
      // Set while no other process holds the lock, as reading the mode needs a shared lock.
      if (!journalInMemory) lock.pragma('journal_mode = memory');
      journalInMemory = true;
      lock.exec('begin exclusive');
      // Holding the lock, no other process uses a journal of it: one left by an earlier
      // version's process that ended holding the turn is removed.
      rmSync(`${path}-journal`, { force: true });
      return Promise.resolve(true);
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_BUSY') return Promise.resolve(false);
      throw error;
    }
  };
  const release = () => {
    lock.exec('rollback');
    return Promise.resolve();
  };
  // The operating system keeps the lock for as long as this process keeps the file open: no
  // network between them, nothing that could end it behind the import's back.
  const turn: ImportTurn = {
    confirm: () =>
      lock.inTransaction
        ? Promise.resolve()
        : Promise.reject(turnLost(`the lock on ${path} is no longer held`)),
  };
  return whenTaken(take, release, () => run(turn), onWait, stop).finally(() => lock.close());
}

/** The class of the advisory locks of imports (the object is the dataset's name's hash). */
const IMPORT_LOCK_CLASS = 0x76657269;
/** The class of the advisory lock of a first start's demo load ("vcfs" in ASCII). */
const FIRST_START_LOCK_CLASS = 0x76636673;

/**
 * A PostgreSQL turn: its connection, the session holding the lock, for the statements that
 * must only run while it is held (a session that has ended runs none).
 */
export interface PostgresTurn extends ImportTurn {
  connection: Kysely<Tables>;
}

/**
 * PostgreSQL: a session advisory lock per dataset, held on one connection of the pool for the
 * whole import. The server drops it when that connection ends: a machine cut off from the
 * database for longer than its keep-alive probes (about 25 s) loses it without knowing, until
 * `confirm` asks.
 */
export function inPostgresImportTurn<T>(
  db: Kysely<Tables>,
  dataset: string,
  run: (turn: PostgresTurn) => Promise<T>,
  onWait?: () => void,
): Promise<T> {
  return inPostgresTurn(db, IMPORT_LOCK_CLASS, sql`hashtext(${dataset}::text)`, run, onWait);
}

/**
 * PostgreSQL: the first start's turn (ReferenceStore.inFirstStartTurn), a session advisory lock
 * of its own: the imports it runs take their datasets' turns beside it, on other connections.
 */
export function inPostgresFirstStartTurn<T>(
  db: Kysely<Tables>,
  run: () => Promise<T>,
  onWait?: () => void,
  stop?: AbortSignal,
): Promise<T> {
  return inPostgresTurn(db, FIRST_START_LOCK_CLASS, sql`0`, run, onWait, stop);
}

async function inPostgresTurn<T>(
  db: Kysely<Tables>,
  lockClass: number,
  object: RawBuilder<unknown>,
  run: (turn: PostgresTurn) => Promise<T>,
  onWait?: () => void,
  stop?: AbortSignal,
): Promise<T> {
  let started = false;
  const runMarked = (turn: PostgresTurn) => {
    started = true;
    return run(turn);
  };
  try {
    return await onOneConnection(db, lockClass, object, runMarked, onWait, stop);
  } catch (error) {
    // The pool may hand out a connection the server has ended before the pool noticed (after a
    // lost connection, the idle ones went with it): no lock was taken and nothing of the run
    // happened on it, so the turn is asked for once more on another.
    if (started || !isConnectionLost(error)) throw error;
    return onOneConnection(db, lockClass, object, run, onWait, stop);
  }
}

/** The turn taken, the work run and the turn released, on one connection of the pool. */
function onOneConnection<T>(
  db: Kysely<Tables>,
  lockClass: number,
  object: RawBuilder<unknown>,
  run: (turn: PostgresTurn) => Promise<T>,
  onWait: (() => void) | undefined,
  stop?: AbortSignal,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    // The turn is held by this session while it sits idle: a machine that crashes holding it
    // must not keep every later import (or start) waiting for hours.
    await detectDeadPeer(connection);
    const take = async () => {
      const { rows } = await sql<{ taken: boolean }>`select pg_try_advisory_lock(
          ${lockClass}::int, ${object}) as taken`.execute(connection);
      return rows[0]?.taken === true;
    };
    const release = async () => {
      await sql`select pg_advisory_unlock(${lockClass}::int, ${object})`.execute(connection);
    };
    const turn: PostgresTurn = {
      connection,
      confirm: () => confirmHeld(connection, lockClass, object),
    };
    try {
      return await whenTaken(take, release, () => run(turn), onWait, stop);
    } finally {
      await resetDeadPeer(connection).catch(() => undefined);
    }
  });
}

/**
 * Asks the session holding the turn whether it still holds its lock: a connection the server
 * has ended (its keep-alive probes unanswered, or ended by an administrator) has lost it, and
 * so has a session that is not the one that took it (a pooler in transaction mode).
 */
async function confirmHeld(
  connection: Kysely<Tables>,
  lockClass: number,
  object: RawBuilder<unknown>,
): Promise<void> {
  let held: boolean;
  try {
    // An advisory lock of two int4 keys is listed with them as classid and objid, objsubid 2.
    const { rows } = await sql<{ held: boolean }>`select exists (
        select 1 from pg_locks
         where locktype = 'advisory' and granted and pid = pg_backend_pid()
           and database = (select oid from pg_database where datname = current_database())
           and classid = ${lockClass}::int::oid and objid = (${object})::int::oid
           and objsubid = 2) as held`.execute(connection);
    held = rows[0]?.held === true;
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw turnLost(`the connection holding it ended: ${reason}`);
  }
  if (!held) throw turnLost('the database no longer holds its lock for this session');
}
