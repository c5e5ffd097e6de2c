/**
 * Migration 0008 on both backends: residents imported before they were keyed by each name of a
 * double family name get those keys from the data stored with them, without a re-import.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runImport } from '../../src/ingest/run-import.js';
import { StoreRegistry } from '../../src/registry/store-registry.js';
import { findFormat } from '../../src/sources/formats.js';
import { migrationProvider, type Dialect } from '../../src/store/migrations.js';
import { openStore } from '../../src/store/open-store.js';
import { createTemporaryPostgresDatabase, postgresUnavailableReason } from './postgres-database.js';

const RESIDENTS = [
  'postcode,house_number,addition,initials,first_name,last_name_prefix,last_name,date_of_birth,gender,known_since,last_seen',
  '9101AD,5,,M.,María José,,García Pérez,1985-05-05,F,2015-01-01,2026-05-01',
  '9101AD,6,,K.,Kees,van den,Berg-Jansen,1961-03-03,M,2015-01-01,2026-05-01',
  '9101AD,7,,A.,Ahmed,,Ben Ali,1979-03-03,M,2015-01-01,2026-05-01',
  '9101AD,8,,P.,Pablo,,García Pérez,,M,2015-01-01,2026-05-01',
].join('\n');

/** The keys of names of double names, which imports before migration 0008 did not write. */
const NAME_KEYS = ['garcia|1985-05-05', 'perez|1985-05-05', 'berg|1961-03-03', 'jansen|1961-03-03'];

interface TestDatabase {
  url: string;
  dialect: Dialect;
  kysely: () => Kysely<unknown>;
  cleanup: () => Promise<void>;
}

async function sqliteDatabase(): Promise<TestDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'veracheck-name-keys-'));
  const path = join(dir, 'veracheck.db');
  return {
    url: `sqlite:${path}`,
    dialect: 'sqlite',
    kysely: () => new Kysely({ dialect: new SqliteDialect({ database: new Database(path) }) }),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

const baseUrl = process.env.TEST_DATABASE_URL;
const postgresUnavailable = await postgresUnavailableReason(baseUrl);

async function postgresDatabase(): Promise<TestDatabase> {
  const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
  if (!database) throw new Error('PostgreSQL became unreachable during the run');
  return {
    url: database.url,
    dialect: 'postgres',
    kysely: () =>
      new Kysely({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) }),
      }),
    cleanup: database.drop,
  };
}

async function backfills(open: () => Promise<TestDatabase>): Promise<void> {
  const database = await open();
  const dir = await mkdtemp(join(tmpdir(), 'veracheck-name-keys-csv-'));
  try {
    // The schema as it was before 0008, and residents imported into it as imports did then.
    const db = database.kysely();
    const migrator = new Migrator({ db, provider: migrationProvider(database.dialect) });
    const { error } = await migrator.migrateTo('0007_version_lifecycle');
    expect(error).toBeUndefined();
    const store = openStore(database.url);
    const file = join(dir, 'residents.csv');
    await writeFile(file, RESIDENTS);
    const format = findFormat('residents');
    if (!format) throw new Error('residents format missing');
    await runImport({ store, format, paths: [file], dataset: 'residents' });
    await sql`delete from ref_records where key in (${sql.join(NAME_KEYS)})`.execute(db);
    await db.destroy();
    const before = new StoreRegistry(store.reference, await store.reference.servedVersions());
    expect(await before.records('residents-by-person', 'garcia|1985-05-05')).toEqual([]);

    expect(await store.migrate()).toEqual(['0008_resident_name_keys']);
    const after = new StoreRegistry(store.reference, await store.reference.servedVersions());
    const lastNames = async (key: string) =>
      (await after.records('residents-by-person', key)).map((r) => r.data.last_name);
    expect(await lastNames('garcia|1985-05-05')).toEqual(['García Pérez']);
    expect(await lastNames('perez|1985-05-05')).toEqual(['García Pérez']);
    expect(await lastNames('berg|1961-03-03')).toEqual(['Berg-Jansen']);
    expect(await lastNames('jansen|1961-03-03')).toEqual(['Berg-Jansen']);
    // The whole name's key is kept once; a name with a particle gets no key of its words.
    expect(await lastNames('garciaperez|1985-05-05')).toEqual(['García Pérez']);
    expect(await lastNames('benali|1979-03-03')).toEqual(['Ben Ali']);
    expect(await lastNames('ali|1979-03-03')).toEqual([]);
    // Without a date of birth nobody is looked up by name: no keys are made.
    expect(await lastNames('garcia|')).toEqual([]);
    await store.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
    await database.cleanup();
  }
}

describe('migration 0008: resident name keys', () => {
  it('back-fills the keys of each name of a double name on SQLite', async () => {
    await backfills(sqliteDatabase);
  });

  it.skipIf(postgresUnavailable !== undefined)(
    'back-fills the keys of each name of a double name on PostgreSQL',
    async () => {
      await backfills(postgresDatabase);
    },
  );
});
