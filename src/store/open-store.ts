import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { unmigratableDatabaseProblem, unreadyDatabaseProblem } from './database-check.js';
import { KyselyStore } from './kysely-store.js';
import { CONNECT_TIMEOUT_MS, openFailure } from './open-failure.js';
import { SqliteStore } from './sqlite-store.js';
import type { Store } from './store.js';
import { ConnectionNotMadeError, guardStore } from './store-unavailable.js';
import type { Tables } from './tables.js';

export interface StoreOptions {
  /** PostgreSQL: told of an idle connection's error (the pool replaces the connection). */
  onConnectionError?: (error: Error) => void;
  /**
   * How long the audit row of a read (check read, replay, report served) may wait for its
   * fsync after it is committed and answered; 0 syncs it first (AUDIT_SYNC_DELAY_MS).
   */
  auditSyncDelayMs?: number;
  /**
   * How long a statement waits for a lock another transaction or process holds before it fails,
   * raised as StoreUnavailableError (a 503 asking to retry): PostgreSQL's lock_timeout, SQLite's
   * busy timeout. Unset: PostgreSQL statements wait as long as the lock is held (CLI), SQLite's
   * for SQLITE_LOCK_WAIT_MS.
   */
  lockTimeoutMs?: number;
}

/** SQLite's busy timeout where no lockTimeoutMs is given (STORE_LOCK_TIMEOUT_MS's default). */
const SQLITE_LOCK_WAIT_MS = 5000;

/**
 * Opens the backend that DATABASE_URL names: `sqlite:<path>` or `postgres://...`. A database
 * held or unreachable is raised as StoreUnavailableError, here at the store's edge: the same
 * driver codes (ECONNRESET) from any other socket are no store outage.
 */
/** How long opening a SQLite file waits for another process's lock on it. */
const OPEN_WAIT_MS = 60_000;

export function openStore(databaseUrl: string, options: StoreOptions = {}): Store {
  const { onConnectionError = () => undefined, auditSyncDelayMs = 0, lockTimeoutMs } = options;
  if (databaseUrl.startsWith('sqlite:')) {
    const path = databaseUrl.slice('sqlite:'.length);
    if (path !== ':memory:') {
      // Checks hold personal data and users' password hashes: a data directory and database
      // made here are readable by the service's account only (SQLite gives its -wal and -shm
      // files the database file's mode).
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
    }
    const database = new Database(path);
    // Switching a new file to WAL takes a lock that another process starting at the same moment
    // may hold for as long as its migrations take (seconds on a busy machine): it is waited for
    // as migrations wait for each other, not for as long as a request waits.
    database.pragma(`busy_timeout = ${OPEN_WAIT_MS}`);
    database.pragma('journal_mode = WAL');
    const lockWaitMs = lockTimeoutMs ?? SQLITE_LOCK_WAIT_MS;
    database.pragma(`busy_timeout = ${lockWaitMs}`);
    // FULL: a commit is on disk before the caller hears of it, so a 200 is never lost.
    database.pragma('synchronous = FULL');
    database.pragma('foreign_keys = ON');
    // Deleted rows are overwritten with zeros, not left in free pages until reused: a check
    // deleted past CHECK_RETENTION_DAYS must be gone from the file. Costs the deletions only
    // (writing the freed pages), not the commits of checks; per connection, so the commit
    // thread sets it too.
    database.pragma('secure_delete = ON');
    // 64 MiB of page cache: imports touch large indexes, and lookups stay in memory.
    database.pragma('cache_size = -65536');
    return guardStore(new SqliteStore(database, { auditSyncDelayMs, lockTimeoutMs: lockWaitMs }));
  }
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      // A database host that accepts connections and never answers (a hung server, a stuck
      // pooler, a half-open firewall) must not take every slot of the pool for good: the
      // attempt gives up, the request is answered 503, and the pool heals when it is back.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A peer gone silent on an open connection is found out by TCP keep-alive.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // Set at the start of every session, so no connection of the pool waits without bound
      // behind a migration, VACUUM FULL or a transaction left open by hand.
      ...(lockTimeoutMs !== undefined && { options: `-c lock_timeout=${lockTimeoutMs}` }),
    });
    // An idle connection the server ends (restart, failover, timeout) is dropped by the pool
    // and replaced on the next query; without a listener it would crash the process.
    pool.on('error', onConnectionError);
    // A connection lost while in use (a transaction on it) is raised to its query, which the
    // store answers as unavailable (503), and is also emitted on the connection, where the pool
    // listens only while it is idle: unheard, that event ended the process. The pool drops the
    // connection when it is given back.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    return guardStore(
      new KyselyStore(
        'postgres',
        new Kysely<Tables>({
          dialect: new PostgresDialect({
            pool: {
              // A connection the server will not open (the database closed to connections,
              // dropped or renamed, the password changed, too many clients) is the database
              // unreachable for now, as a refused TCP connection is: a 503 to send again, and
              // /readyz not ready, whatever SQLSTATE the server gives, never a 500.
              // Marked as a connection not made: readiness and a commit's second try must not
              // take it for one lost in use.
              connect: () =>
                pool.connect().catch((error: unknown) => {
                  throw error instanceof ConnectionNotMadeError
                    ? error
                    : new ConnectionNotMadeError(error);
                }),
              end: () => pool.end(),
            },
          }),
        }),
        undefined,
        { auditSyncDelayMs, lockTimeoutMs },
      ),
    );
  }
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}

/**
 * Opens a Veracheck database as it is, without migrating it: one that is not Veracheck's, was
 * migrated by a newer version or has migrations pending is refused (see unreadyDatabaseProblem).
 */
export async function openReadyStore(databaseUrl: string): Promise<Store> {
  const problem = await unreadyDatabaseProblem(databaseUrl);
  if (problem !== undefined) throw new Error(problem);
  try {
    return openStore(databaseUrl);
  } catch (error) {
    throw openFailure(databaseUrl, error);
  }
}

/**
 * Opens the store and applies pending migrations. A failure names DATABASE_URL, as the
 * driver's own message ("unable to open database file", "ECONNREFUSED") does not say which
 * setting to look at. A database holding another application's tables, or one a newer version
 * migrated, is refused before anything is written to it (not even SQLite's switch to WAL): a
 * mistyped DATABASE_URL must not fill it with Veracheck's, and this version must not write into
 * a layout it does not know.
 */
export async function openMigratedStore(
  databaseUrl: string,
  options: StoreOptions = {},
): Promise<{ store: Store; applied: string[] }> {
  const explain = (error: unknown) => openFailure(databaseUrl, error);
  const unmigratable = await unmigratableDatabaseProblem(databaseUrl, OPEN_WAIT_MS);
  if (unmigratable !== undefined) throw new Error(unmigratable);
  // Processes starting together on one new SQLite file: on a busy machine SQLite may still
  // answer one of them SQLITE_BUSY at once, without waiting out its busy timeout (seen about
  // once in ten starts of six processes under load). Opening and migrating again is safe: the
  // migrations run in one transaction, and the next try waits for the other's.
  const deadline = Date.now() + OPEN_WAIT_MS;
  for (;;) {
    let store: Store;
    try {
      store = openStore(databaseUrl, options);
    } catch (error) {
      if (busyAgain(error, deadline)) {
        await pause(BUSY_RETRY_MS);
        continue;
      }
      throw explain(error);
    }
    try {
      return { store, applied: await store.migrate() };
    } catch (error) {
      await store.close().catch(() => undefined);
      if (busyAgain(error, deadline)) {
        await pause(BUSY_RETRY_MS);
        continue;
      }
      throw explain(error);
    }
  }
}

const BUSY_RETRY_MS = 100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether an open or migration that failed for SQLite's lock may be tried again. */
function busyAgain(error: unknown, deadline: number): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY') && Date.now() < deadline;
}
