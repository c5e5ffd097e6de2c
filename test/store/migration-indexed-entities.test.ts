/**
 * Migration 0012 on a database an older build left with dataset versions in it: what each of
 * them holds is not known (null), so every in-memory index reads them, and versions staged
 * after it start counting from 0. On SQLite and on PostgreSQL (when TEST_DATABASE_URL answers).
 */
import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationProvider, type Dialect } from '../../src/store/migrations.js';
import { migrateToLatest } from '../../src/store/migrate.js';
import type { Tables } from '../../src/store/tables.js';
import { createTemporaryPostgresDatabase, postgresUnavailableReason } from './postgres-database.js';

const BEFORE = '0011_retention_indexes';

/** A ready version as a build before 0012 wrote it (no listed and registered columns). */
const olderVersion = {
  id: 'v-older',
  dataset: 'sanctions',
  format: 'ftm',
  label: 'older',
  state: 'ready',
  records: 12,
  rejected: 0,
  skipped: 0,
  left_out: 0,
  source: 'file',
  started_at: '2026-11-01T10:00:00.000Z',
  heartbeat_at: '2026-11-01T10:01:00.000Z',
  finished_at: '2026-11-01T10:01:00.000Z',
  published_generation: 1,
};

async function olderVersionsUnknown(db: Kysely<Tables>, dialect: Dialect): Promise<void> {
  const { error } = await new Migrator({ db, provider: migrationProvider(dialect) }).migrateTo(
    BEFORE,
  );
  if (error) throw error instanceof Error ? error : new Error('migration failed');
  await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto('dataset_versions')
    .values(olderVersion)
    .execute();

  expect(await migrateToLatest(db, dialect)).toContain('0012_version_indexed_entities');

  const older = await db
    .selectFrom('dataset_versions')
    .select(['records', 'listed', 'registered'])
    .where('id', '=', 'v-older')
    .executeTakeFirstOrThrow();
  expect(older).toEqual({ records: 12, listed: null, registered: null });
}

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);

describe('migration 0012 on a database with versions of an older build', () => {
  it('leaves what they hold unknown on SQLite', async () => {
    const db = new Kysely<Tables>({
      dialect: new SqliteDialect({ database: new Database(':memory:') }),
    });
    try {
      await olderVersionsUnknown(db, 'sqlite');
    } finally {
      await db.destroy();
    }
  });

  it.skipIf(unavailable !== undefined)('leaves what they hold unknown on PostgreSQL', async () => {
    const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (database === undefined) throw new Error('PostgreSQL went away');
    const db = new Kysely<Tables>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) }),
    });
    try {
      await olderVersionsUnknown(db, 'postgres');
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
