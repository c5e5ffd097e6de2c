import { Migrator, sql, type Kysely } from 'kysely';
import { detectDeadPeer, resetDeadPeer } from './dead-peer.js';
import { immediateTransaction } from './exclusive-transaction.js';
import { migrationProvider, type Dialect } from './migrations.js';
import type { Tables } from './tables.js';

/** How long a migration waits for another process's migration (or other writes) to finish. */
const MIGRATION_WAIT_MS = 120_000;

/** Kysely's Migrator records the applied migrations in this table (its default name). */
const MIGRATION_TABLE = 'kysely_migration';

const migrator = (db: Kysely<Tables>, dialect: Dialect): Migrator =>
  new Migrator({ db, provider: migrationProvider(dialect) });

/** Applies what is pending through `db`; a failure throws, rolling back a transaction around. */
async function apply(db: Kysely<Tables>, dialect: Dialect): Promise<string[]> {
  const { error, results } = await migrator(db, dialect).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Applies pending migrations; returns the names applied. Safe for processes starting at once. */
export function migrateToLatest(db: Kysely<Tables>, dialect: Dialect): Promise<string[]> {
  // PostgreSQL: Kysely's migrator holds an advisory lock while it reads and applies, on one
  // connection whose lock timeout (a server's is short, for requests) is raised meanwhile.
  if (dialect === 'postgres') {
    return db.connection().execute(async (connection) => {
      await sql.raw(`set lock_timeout = ${MIGRATION_WAIT_MS}`).execute(connection);
      // A machine that crashes mid-migration leaves its transaction, and the tables' locks, to
      // the server: found dead in seconds, not hours, the next start can migrate.
      await detectDeadPeer(connection);
      try {
        return await apply(connection, dialect);
      } finally {
        // Back to the session's own settings, given when it connected.
        await sql`reset lock_timeout`.execute(connection);
        await resetDeadPeer(connection);
      }
    });
  }
  // SQLite: it takes no lock, so processes starting on one new file at once each found the
  // migrations pending and applied them again (table exists, database locked). Reading the
  // applied versions and applying the rest happen in one write transaction instead: a process
  // that waited for it finds nothing left, and a failed migration leaves none of the batch.
  return withBusyTimeout(db, MIGRATION_WAIT_MS, () =>
    immediateTransaction(db, (trx) => apply(trx, dialect)),
  );
}

/**
 * Migrations recorded as applied that this version does not know: a newer version (or a
 * withdrawn development build) migrated the database after this process opened it. Empty for a
 * database not migrated yet.
 */
export async function unknownMigrations(db: Kysely<Tables>, dialect: Dialect): Promise<string[]> {
  const exists =
    dialect === 'postgres'
      ? sql<{ found: string | null }>`select to_regclass(${MIGRATION_TABLE})::text as found`
      : sql<{
          found: string | null;
        }>`select name as found from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`;
  const { rows } = await exists.execute(db);
  if (rows[0]?.found == null) return [];
  const applied = await sql<{
    name: string;
  }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db);
  const known = await migrationProvider(dialect).getMigrations();
  return applied.rows
    .map((row) => row.name)
    .filter((name) => !Object.hasOwn(known, name))
    .sort();
}

export async function pendingMigrations(db: Kysely<Tables>, dialect: Dialect): Promise<string[]> {
  const migrations = await migrator(db, dialect).getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** SQLite: runs `work` with the connection's busy timeout raised to `ms`, then restores it. */
async function withBusyTimeout<T>(
  db: Kysely<Tables>,
  ms: number,
  work: () => Promise<T>,
): Promise<T> {
  const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
  const before = rows[0]?.timeout ?? 0;
  await sql.raw(`pragma busy_timeout = ${ms}`).execute(db);
  try {
    return await work();
  } finally {
    await sql.raw(`pragma busy_timeout = ${before}`).execute(db);
  }
}
