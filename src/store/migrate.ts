import { Migrator, sql, type Kysely } from 'kysely';
import { immediateTransaction } from './exclusive-transaction.js';
import { migrationProvider, type Dialect } from './migrations.js';
import type { Tables } from './tables.js';

/** How long a migration waits for another process's migration (or other writes) to finish. */
const MIGRATION_WAIT_MS = 120_000;

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
      try {
        return await apply(connection, dialect);
      } finally {
        // Back to the session's own setting, given when it connected.
        await sql`reset lock_timeout`.execute(connection);
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
