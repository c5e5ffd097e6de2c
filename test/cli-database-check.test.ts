/**
 * Commands that only read or change what is there refuse a database that is not Veracheck's, or
 * one with migrations pending, without writing to it; commands that create refuse one holding
 * another application's tables: a mistyped DATABASE_URL must not turn another application's
 * database into a Veracheck one. Every command refuses a database a newer version migrated, whose
 * layout this one does not know. On SQLite and on PostgreSQL (when TEST_DATABASE_URL answers).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FILES } from '../src/demo/files.js';
import { migrationProvider, type Dialect } from '../src/store/migrations.js';
import {
  createTemporaryPostgresDatabase,
  postgresUnavailableReason,
} from './store/postgres-database.js';
import { dataDirFor, runCli, withoutModeWarnings, type CliOutcome } from './cli-runner.js';

/** Every command that reads or changes what a database holds, and creates nothing. */
const READ_OR_CHANGE: string[][] = [
  ['users', 'list'],
  ['users', 'disable', 'x'],
  ['users', 'enable', 'x'],
  ['users', 'permissions', 'x', 'all'],
  ['users', 'passwd', 'x'],
  ['orgs', 'list'],
  ['orgs', 'sections', 'x', 'company'],
  ['datasets'],
  ['datasets', 'rollback', 'x'],
];

/** A few of them, for the checks where one of each kind says enough. */
const SOME_READ_OR_CHANGE = [['users', 'list'], ['users', 'disable', 'x'], ['datasets']];

const inputs = mkdtempSync(join(tmpdir(), 'veracheck-cli-dbcheck-inputs-'));
const ftmFile = join(inputs, 'one.ftm.json');
writeFileSync(
  ftmFile,
  `${JSON.stringify({ id: 'c1', schema: 'Company', properties: { name: ['Een B.V. (fictitious)'] } })}\n`,
);
// demo load checks that its files are there before it opens the database.
const demoDir = join(inputs, 'demo');
mkdirSync(demoDir);
for (const file of Object.values(DEMO_FILES)) writeFileSync(join(demoDir, file.file), '');
afterAll(() => {
  rmSync(inputs, { recursive: true, force: true });
});

/** Every command that creates a database or migrates one; serve last, as it stays up if let. */
const CREATING: string[][] = [
  ['orgs', 'add', 'Acme (fictitious)'],
  ['users', 'add', 'Acme (fictitious)', 'api', '--permissions', 'all', '--create-org'],
  ['import', 'ftm', ftmFile, '--dataset', 'one'],
  ['demo', 'load', '--dir', demoDir],
  ['migrate'],
  ['serve'],
];

const cli = (databaseUrl: string, args: string[]) =>
  runCli(args, {
    ...process.env,
    DATABASE_URL: databaseUrl,
    VERACHECK_DATA_DIR: dataDirFor(databaseUrl),
    PORT: '0',
    VERACHECK_DEMO: '0',
  });

/**
 * Runs the commands one after the other (runs in one process share its thread, and a SQLite
 * connection waiting for another's lock would hold up the run that has it): each is to refuse
 * without writing, and the checks made after them all still show a write any one of them made.
 */
async function allRun(databaseUrl: string, commands: readonly string[][]) {
  const outcomes: (readonly [string[], CliOutcome])[] = [];
  for (const args of commands) outcomes.push([args, await cli(databaseUrl, args)] as const);
  return outcomes;
}

/** Applies the first `count` migrations only, as an older build left the database. */
async function migrateFirst(db: Kysely<unknown>, dialect: Dialect, count: number): Promise<void> {
  const names = Object.keys(await migrationProvider(dialect).getMigrations());
  const target = names[count - 1];
  if (target === undefined) throw new Error(`no migration ${count}`);
  const { error } = await new Migrator({ db, provider: migrationProvider(dialect) }).migrateTo(
    target,
  );
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
}

const pendingAfter = async (dialect: Dialect, count: number) =>
  Object.keys(await migrationProvider(dialect).getMigrations()).length - count;

function describeDatabaseCheck(
  backend: Dialect,
  database: () => Promise<{
    url: string;
    /** Names of the tables the database holds. */
    tables: () => Promise<string[]>;
    /** What a write would change: the tables, and on SQLite the files and their bytes. */
    snapshot: () => Promise<string>;
    /** Runs `work` on a Kysely of the database, then closes it. */
    withDb: (work: (db: Kysely<unknown>) => Promise<void>) => Promise<void>;
    drop: () => Promise<void>;
  }>,
) {
  describe(`refusing a database that is not ready (${backend})`, () => {
    let db: Awaited<ReturnType<typeof database>>;
    beforeAll(async () => {
      db = await database();
    });
    afterAll(() => db.drop());

    it('refuses a database that is not Veracheck’s and writes nothing to it', async () => {
      await db.withDb((k) => k.schema.createTable('foo').addColumn('x', 'text').execute());
      for (const [args, refused] of await allRun(db.url, READ_OR_CHANGE)) {
        expect(refused.code, args.join(' ')).toBe(1);
        expect(refused.stderr, args.join(' ')).toMatch(/is not a Veracheck database/);
        expect(refused.stdout, args.join(' ')).toBe('');
      }
      expect(await db.tables()).toEqual(['foo']);
    });

    it('refuses to create Veracheck’s tables beside another application’s', async () => {
      const before = await db.snapshot();
      for (const [args, refused] of await allRun(db.url, CREATING)) {
        expect(refused.code, args.join(' ')).toBe(1);
        expect(refused.stderr, args.join(' ')).toMatch(
          /is not a Veracheck database: it holds tables of another application \(foo\)/,
        );
        expect(refused.stdout, args.join(' ')).toBe('');
      }
      expect(await db.snapshot()).toBe(before);
    });

    it('refuses a database with pending migrations and applies none', async () => {
      await db.withDb(async (k) => {
        await k.schema.dropTable('foo').execute();
        await migrateFirst(k, backend, 3);
      });
      const before = await db.tables();
      const pending = await pendingAfter(backend, 3);
      for (const [args, refused] of await allRun(db.url, SOME_READ_OR_CHANGE)) {
        expect(refused.code, args.join(' ')).toBe(1);
        expect(refused.stderr, args.join(' ')).toContain(
          `has ${pending} pending migrations: run \`veracheck migrate\``,
        );
      }
      expect(await db.tables()).toEqual(before);
      // A creating command brings an older Veracheck database up to date, as migrate does.
      // (A SQLite file made by the driver here is 0644, as an older Veracheck's was: the first
      // command closes it to other accounts, and says so.)
      const added = await cli(db.url, ['orgs', 'add', 'Acme (fictitious)']);
      expect(added.code).toBe(0);
      expect(withoutModeWarnings(added.stderr)).toBe('');
      expect((await cli(db.url, ['migrate'])).stdout).toContain('no pending migrations');
      const listed = await cli(db.url, ['users', 'list']);
      expect(listed).toMatchObject({ code: 0, stderr: '' });
    });

    it('refuses, for every command, a database a newer version migrated, and writes nothing', async () => {
      await db.withDb(async (k) => {
        await k.schema.dropTable('foo').ifExists().execute();
        await migrateFirst(k, backend, await pendingAfter(backend, 0));
      });
      const added = await cli(db.url, [
        'users',
        'add',
        'Newer (fictitious)',
        'newer',
        '--permissions',
        'read-checks',
        '--create-org',
      ]);
      expect(added.code).toBe(0);
      // The next release records its migration, as this one's were recorded.
      await db.withDb(async (k) => {
        await sql`insert into kysely_migration (name, timestamp) values ('0009_future', '2026-12-01T00:00:00.000Z')`.execute(
          k,
        );
      });
      const rows = async () => {
        let found = '';
        await db.withDb(async (k) => {
          const read = async (query: string) => (await sql.raw(query).execute(k)).rows;
          found = JSON.stringify([
            await read('select * from organisations order by id'),
            await read('select * from users order by id'),
            await read('select name from kysely_migration order by name'),
            await read('select * from dataset_versions order by id'),
          ]);
        });
        return found;
      };
      const before = await rows();
      const snapshot = await db.snapshot();
      const commands = [
        ['users', 'list'],
        ['users', 'disable', 'newer'],
        ['users', 'permissions', 'newer', 'all'],
        ['datasets'],
        ...CREATING,
      ];
      for (const [args, refused] of await allRun(db.url, commands)) {
        expect(refused.code, args.join(' ')).toBe(1);
        expect(refused.stderr, args.join(' ')).toContain(
          'was migrated by a newer Veracheck version: this version does not know its migration 0009_future',
        );
        expect(refused.stdout, args.join(' ')).toBe('');
      }
      expect(await rows()).toBe(before);
      expect(await db.snapshot()).toBe(snapshot);
      // A development build's withdrawn migration is named as such, not as a newer version's.
      await db.withDb(async (k) => {
        await sql`insert into kysely_migration (name, timestamp) values ('0008_resident_name_keys', '2026-11-26T20:00:00.000Z')`.execute(
          k,
        );
      });
      const withdrawn = await cli(db.url, ['users', 'list']);
      expect(withdrawn.code).toBe(1);
      expect(withdrawn.stderr).toContain(
        'was migrated by a development build of Veracheck whose migration 0008_resident_name_keys was withdrawn before any release',
      );
      expect(withdrawn.stderr).not.toContain('newer Veracheck version');
    });
  });
}

describeDatabaseCheck('sqlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'veracheck-cli-dbcheck-'));
  const file = join(dir, 'other.db');
  const open = () => new Database(file);
  const tables = () => {
    const database = open();
    try {
      const rows = database
        .prepare("select name from sqlite_master where type = 'table' order by name")
        .all() as { name: string }[];
      return Promise.resolve(rows.map((r) => r.name));
    } finally {
      database.close();
    }
  };
  return Promise.resolve({
    url: `sqlite:${file}`,
    tables,
    snapshot: () =>
      Promise.resolve(
        JSON.stringify(
          readdirSync(dir).map((name) => [
            name,
            createHash('sha256')
              .update(readFileSync(join(dir, name)))
              .digest('hex'),
          ]),
        ),
      ),
    withDb: async (work) => {
      const k = new Kysely<unknown>({ dialect: new SqliteDialect({ database: open() }) });
      try {
        await work(k);
      } finally {
        await k.destroy();
      }
    },
    drop: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  });
});

describe('an empty SQLite file', () => {
  it('is no Veracheck database either, and stays empty', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'veracheck-cli-dbcheck-'));
    try {
      const file = join(dir, 'empty.db');
      writeFileSync(file, '');
      const refused = await cli(`sqlite:${file}`, ['users', 'list']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`sqlite:${file} is not a Veracheck database`);
      const database = new Database(file, { readonly: true });
      try {
        expect(database.pragma('journal_mode', { simple: true })).toBe('delete');
        expect(database.prepare('select count(*) as n from sqlite_master').get()).toEqual({ n: 0 });
      } finally {
        database.close();
      }
      // A command that creates takes it for the new database it is.
      const added = await cli(`sqlite:${file}`, ['orgs', 'add', 'Acme (fictitious)']);
      expect(added.code).toBe(0);
      expect(withoutModeWarnings(added.stderr)).toBe('');
      expect((await cli(`sqlite:${file}`, ['orgs', 'list'])).stdout).toContain('Acme');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);
if (unavailable !== undefined) {
  console.warn(`Skipping the database check tests on PostgreSQL: ${unavailable}.`);
}
describe.skipIf(unavailable !== undefined)('on PostgreSQL', () => {
  it('migrates a database a first migration left with Kysely’s tables alone', async () => {
    const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (!database) throw new Error('PostgreSQL became unreachable during the run');
    try {
      // Kysely makes its two tables before the transaction that applies the migrations: a first
      // migrate cut short there leaves them, and nothing else.
      const k = new Kysely<unknown>({
        dialect: new PostgresDialect({
          pool: new pg.Pool({ connectionString: database.url, max: 1 }),
        }),
      });
      try {
        await k.schema
          .createTable('kysely_migration')
          .addColumn('name', 'varchar(255)', (c) => c.primaryKey())
          .addColumn('timestamp', 'varchar(255)', (c) => c.notNull())
          .execute();
        await k.schema
          .createTable('kysely_migration_lock')
          .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
          .addColumn('is_locked', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      } finally {
        await k.destroy();
      }
      const added = await cli(database.url, ['orgs', 'add', 'Acme (fictitious)']);
      expect(added).toMatchObject({ code: 0, stderr: '' });
    } finally {
      await database.drop();
    }
  });

  describeDatabaseCheck('postgres', async () => {
    const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (!database) throw new Error('PostgreSQL became unreachable during the run');
    const kysely = () =>
      new Kysely<unknown>({
        dialect: new PostgresDialect({
          pool: new pg.Pool({ connectionString: database.url, max: 1 }),
        }),
      });
    const tables = async () => {
      const k = kysely();
      try {
        const found = await k.introspection.getTables({ withInternalKyselyTables: true });
        return found.map((t) => t.name).sort();
      } finally {
        await k.destroy();
      }
    };
    return {
      url: database.url,
      tables,
      snapshot: async () => JSON.stringify(await tables()),
      withDb: async (work) => {
        const k = kysely();
        try {
          await work(k);
        } finally {
          await k.destroy();
        }
      },
      drop: database.drop,
    };
  });
});
