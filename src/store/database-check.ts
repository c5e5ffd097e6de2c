import Database from 'better-sqlite3';
import pg from 'pg';
import { migrationProvider, type Dialect } from './migrations.js';
import { openStore, shownDatabaseUrl } from './open-store.js';
import type { Store } from './store.js';

/** Kysely's record of the migrations applied (its default name, as migrate.ts leaves it). */
const MIGRATION_TABLE = 'kysely_migration';
/** Every Veracheck database has it applied; another application's migration table does not. */
const FIRST_MIGRATION = '0001_initial';
const CONNECT_TIMEOUT_MS = 5000;

/**
 * The migrations a database has applied, or undefined when it keeps no record of any: read
 * with a read-only connection (SQLite) or selects alone (PostgreSQL), so nothing is written.
 */
async function appliedMigrations(databaseUrl: string): Promise<string[] | undefined> {
  if (databaseUrl.startsWith('sqlite:')) {
    const database = new Database(databaseUrl.slice('sqlite:'.length), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      database.pragma('busy_timeout = 5000');
      const table = database
        .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
        .get(MIGRATION_TABLE);
      if (table === undefined) return undefined;
      const rows = database.prepare(`select name from ${MIGRATION_TABLE}`).all() as {
        name: string;
      }[];
      return rows.map((r) => r.name);
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    // Found as Kysely's migrator finds it: unqualified, through the search path.
    const { rows } = await client.query<{ present: boolean }>(
      `select to_regclass('${MIGRATION_TABLE}') is not null as present`,
    );
    if (rows[0]?.present !== true) return undefined;
    const applied = await client.query<{ name: string }>(`select name from ${MIGRATION_TABLE}`);
    return applied.rows.map((r) => r.name);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Why a command that only reads or changes what a database holds must not use it, or undefined
 * when it may: it is not a Veracheck database (another application's, or an empty one), or it
 * has migrations pending. Such commands must not migrate: a mistyped DATABASE_URL would turn
 * another application's database into a Veracheck one.
 */
export async function unreadyDatabaseProblem(databaseUrl: string): Promise<string | undefined> {
  const shown = `DATABASE_URL=${shownDatabaseUrl(databaseUrl)}`;
  const dialect: Dialect = databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres';
  let applied: string[] | undefined;
  try {
    applied = await appliedMigrations(databaseUrl);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_NOTADB') applied = undefined;
    else {
      throw new Error(
        `cannot open the database at ${shown}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  }
  if (applied === undefined || !applied.includes(FIRST_MIGRATION)) {
    return `${shown} is not a Veracheck database (it has no Veracheck tables): check the setting; \`veracheck migrate\` sets up a new, empty database`;
  }
  const known = Object.keys(await migrationProvider(dialect).getMigrations());
  const pending = known.filter((name) => !applied.includes(name));
  if (pending.length === 0) return undefined;
  const count =
    pending.length === 1 ? '1 pending migration' : `${pending.length} pending migrations`;
  return `${shown} has ${count}: run \`veracheck migrate\` first (${pending.join(', ')})`;
}

/**
 * Opens a Veracheck database as it is, without migrating it: one that is not Veracheck's or
 * has migrations pending is refused (see unreadyDatabaseProblem).
 */
export async function openReadyStore(databaseUrl: string): Promise<Store> {
  const problem = await unreadyDatabaseProblem(databaseUrl);
  if (problem !== undefined) throw new Error(problem);
  try {
    return openStore(databaseUrl);
  } catch (error) {
    throw new Error(
      `cannot open the database at DATABASE_URL=${shownDatabaseUrl(databaseUrl)}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}
