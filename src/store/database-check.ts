import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import pg from 'pg';
import { migrationProvider, WITHDRAWN_MIGRATIONS, type Dialect } from './migrations.js';
import { shownUrl } from '../runtime/shown-url.js';
import { CONNECT_TIMEOUT_MS, openFailure } from './open-failure.js';

/** Kysely's record of the migrations applied (its default name, as migrate.ts leaves it). */
const MIGRATION_TABLE = 'kysely_migration';
/**
 * Kysely's tables: it makes them before the transaction that applies the migrations, so a first
 * migration cut short on PostgreSQL leaves them in a database that is still new.
 */
const KYSELY_TABLES = [MIGRATION_TABLE, 'kysely_migration_lock'];
/** Every Veracheck database has it applied; another application's migration table does not. */
const FIRST_MIGRATION = '0001_initial';
/** Tables, when the database holds other applications' tables, named in a refusal. */
const TABLES_NAMED = 5;

/** DATABASE_URL as it may be shown: without the password a postgres:// URL may carry. */
export function shownDatabaseUrl(databaseUrl: string): string {
  return shownUrl(databaseUrl);
}

/** What a database holds, as far as telling Veracheck's from another application's goes. */
interface Contents {
  /** The migrations applied; undefined when it keeps no record of any. */
  applied: string[] | undefined;
  /** Its tables and views but Kysely's (PostgreSQL: in the schemas of its search path). */
  tables: string[];
}

/**
 * What a database holds, read with a read-only connection (SQLite) or selects alone
 * (PostgreSQL), so nothing is written. `waitMs`: SQLite's busy timeout meanwhile.
 */
async function databaseContents(databaseUrl: string, waitMs: number): Promise<Contents> {
  if (databaseUrl.startsWith('sqlite:')) {
    const database = new Database(databaseUrl.slice('sqlite:'.length), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      database.pragma(`busy_timeout = ${waitMs}`);
      const tables = (
        database
          .prepare(
            "select name from sqlite_master where type in ('table', 'view') and name not like 'sqlite\\_%' escape '\\' order by name",
          )
          .all() as { name: string }[]
      ).map((r) => r.name);
      if (!tables.includes(MIGRATION_TABLE)) return { applied: undefined, tables };
      const rows = database.prepare(`select name from ${MIGRATION_TABLE}`).all() as {
        name: string;
      }[];
      return {
        applied: rows.map((r) => r.name),
        tables: tables.filter((t) => !KYSELY_TABLES.includes(t)),
      };
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
    // Where unqualified names lead, as Kysely's migrator finds its table and makes Veracheck's;
    // tables an extension brings (PostGIS's spatial_ref_sys) are no other application's.
    const { rows } = await client.query<{ name: string }>(
      `select c.relname as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any (current_schemas(false))
          and c.relkind in ('r', 'p', 'v', 'm', 'f')
          and not exists (select 1 from pg_depend d
                           where d.classid = 'pg_class'::regclass and d.objid = c.oid
                             and d.deptype = 'e')
        order by 1`,
    );
    const present = await client.query<{ present: boolean }>(
      `select to_regclass('${MIGRATION_TABLE}') is not null as present`,
    );
    const tables = rows.map((r) => r.name).filter((t) => !KYSELY_TABLES.includes(t));
    if (present.rows[0]?.present !== true) return { applied: undefined, tables };
    const applied = await client.query<{ name: string }>(`select name from ${MIGRATION_TABLE}`);
    return { applied: applied.rows.map((r) => r.name), tables };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** databaseContents, with a failure to open the database said as such; undefined: not SQLite. */
async function contentsOrNotADatabase(
  databaseUrl: string,
  waitMs: number,
): Promise<Contents | undefined> {
  try {
    return await databaseContents(databaseUrl, waitMs);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_NOTADB') return undefined;
    throw openFailure(databaseUrl, error);
  }
}

const isVeracheck = (contents: Contents | undefined): boolean =>
  contents?.applied?.includes(FIRST_MIGRATION) === true;

/**
 * Why a Veracheck database must not be used by this version, or undefined: it records
 * migrations this version does not know, so a newer version changed its layout. Reading or
 * writing it here could misread or corrupt what the newer version keeps; migrating it fails
 * (Kysely's "corrupted migrations", which would send an operator to a backup for nothing).
 */
async function newerVersionProblem(
  databaseUrl: string,
  applied: readonly string[],
): Promise<string | undefined> {
  const known = await migrationProvider(dialectOf(databaseUrl)).getMigrations();
  const unknown = applied.filter((name) => !Object.hasOwn(known, name)).sort();
  if (unknown.length === 0) return undefined;
  const withdrawn = unknown.find((name) => Object.hasOwn(WITHDRAWN_MIGRATIONS, name));
  if (withdrawn !== undefined) {
    return `DATABASE_URL=${shownDatabaseUrl(databaseUrl)} was migrated by a development build of Veracheck whose migration ${withdrawn} was withdrawn before any release (${WITHDRAWN_MIGRATIONS[withdrawn] ?? ''}): no release can use it; nothing was written to it; start on a new database and import the datasets again, or keep running that build`;
  }
  const named =
    unknown.length === 1 ? `migration ${unknown[0]}` : `migrations ${unknown.join(', ')}`;
  return `DATABASE_URL=${shownDatabaseUrl(databaseUrl)} was migrated by a newer Veracheck version: this version does not know its ${named} and cannot use it; nothing was written to it; run the version that migrated it (or a later one)`;
}

const dialectOf = (databaseUrl: string): Dialect =>
  databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres';

/**
 * Why a command that only reads or changes what a database holds must not use it, or undefined
 * when it may: it is not a Veracheck database (another application's, or an empty one), a newer
 * version migrated it, or it has migrations pending. Such commands must not migrate: a mistyped
 * DATABASE_URL would turn another application's database into a Veracheck one.
 */
export async function unreadyDatabaseProblem(databaseUrl: string): Promise<string | undefined> {
  const shown = `DATABASE_URL=${shownDatabaseUrl(databaseUrl)}`;
  const contents = await contentsOrNotADatabase(databaseUrl, 5000);
  const applied = contents?.applied;
  if (applied === undefined || !isVeracheck(contents)) {
    return `${shown} is not a Veracheck database (it has no Veracheck tables): check the setting; \`veracheck migrate\` sets up a new, empty database`;
  }
  const newer = await newerVersionProblem(databaseUrl, applied);
  if (newer !== undefined) return newer;
  const known = Object.keys(await migrationProvider(dialectOf(databaseUrl)).getMigrations());
  const pending = known.filter((name) => !applied.includes(name));
  if (pending.length === 0) return undefined;
  const count =
    pending.length === 1 ? '1 pending migration' : `${pending.length} pending migrations`;
  return `${shown} has ${count}: run \`veracheck migrate\` first (${pending.join(', ')})`;
}

/**
 * Why a database must not be migrated, or undefined when it may: it holds another
 * application's tables (or is no SQLite database at all), or a newer version migrated it. A new,
 * empty database and a Veracheck one at any of this version's migrations may. `waitMs`: how
 * long SQLite waits for another process's lock.
 */
export async function unmigratableDatabaseProblem(
  databaseUrl: string,
  waitMs: number,
): Promise<string | undefined> {
  const path = databaseUrl.startsWith('sqlite:') ? databaseUrl.slice('sqlite:'.length) : '';
  if (path === ':memory:' || (databaseUrl.startsWith('sqlite:') && !existsSync(path))) {
    return undefined;
  }
  const contents = await contentsOrNotADatabase(databaseUrl, waitMs);
  if (isVeracheck(contents)) return newerVersionProblem(databaseUrl, contents?.applied ?? []);
  const shown = `DATABASE_URL=${shownDatabaseUrl(databaseUrl)}`;
  const advice =
    'check the setting; Veracheck makes its tables only in a new, empty database or its own';
  if (contents === undefined) {
    return `${shown} is not a Veracheck database: the file is no SQLite database; ${advice}`;
  }
  if (contents.tables.length > 0) {
    const named = contents.tables.slice(0, TABLES_NAMED).join(', ');
    const more = contents.tables.length > TABLES_NAMED ? ', ...' : '';
    return `${shown} is not a Veracheck database: it holds tables of another application (${named}${more}); nothing was written to it; ${advice}`;
  }
  if (contents.applied !== undefined && contents.applied.length > 0) {
    return `${shown} is not a Veracheck database: it records migrations of another application (${contents.applied.slice(0, TABLES_NAMED).join(', ')}); nothing was written to it; ${advice}`;
  }
  return undefined;
}
