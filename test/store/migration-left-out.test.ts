/**
 * Migration 0010 on a database an older build left with dataset versions in it: each version
 * it holds reads as having left out no values, and the versions imported after it keep their
 * count. On SQLite and on PostgreSQL (when TEST_DATABASE_URL answers).
 */
import { Kysely, Migrator } from 'kysely';
import { describe, expect } from 'vitest';
import { migrationProvider, type Dialect } from '../../src/store/migrations.js';
import { migrateToLatest } from '../../src/store/migrate.js';
import type { Tables } from '../../src/store/tables.js';
import { itOnBothStores } from './migration-databases.js';

const BEFORE = '0009_version_retirement';

/** A ready version as a build before 0010 wrote it (no left_out column). */
const olderVersion = {
  id: 'v-older',
  dataset: 'sanctions',
  format: 'ftm',
  label: 'older',
  state: 'ready',
  records: 12,
  rejected: 1,
  skipped: 0,
  source: 'file',
  started_at: '2026-11-01T10:00:00.000Z',
  heartbeat_at: '2026-11-01T10:01:00.000Z',
  finished_at: '2026-11-01T10:01:00.000Z',
  published_generation: 1,
};

async function upgradeKeepsVersions(db: Kysely<Tables>, dialect: Dialect): Promise<void> {
  const { error } = await new Migrator({ db, provider: migrationProvider(dialect) }).migrateTo(
    BEFORE,
  );
  if (error) throw error instanceof Error ? error : new Error('migration failed');
  const columns = (await db.introspection.getTables())
    .find((table) => table.name === 'dataset_versions')
    ?.columns.map((column) => column.name);
  expect(columns).not.toContain('left_out');
  // Inserted through an untyped view: the older layout has no left_out.
  await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto('dataset_versions')
    .values(olderVersion)
    .execute();

  expect(await migrateToLatest(db, dialect)).toContain('0010_version_left_out');

  const older = await db
    .selectFrom('dataset_versions')
    .select(['records', 'rejected', 'left_out'])
    .where('id', '=', 'v-older')
    .executeTakeFirstOrThrow();
  expect(older).toEqual({ records: 12, rejected: 1, left_out: 0 });
  await db
    .insertInto('dataset_versions')
    .values({ ...olderVersion, id: 'v-newer', state: 'staging', left_out: 3 })
    .execute();
  const newer = await db
    .selectFrom('dataset_versions')
    .select('left_out')
    .where('id', '=', 'v-newer')
    .executeTakeFirstOrThrow();
  expect(newer.left_out).toBe(3);
}

describe('migration 0010 on a database with versions of an older build', () => {
  itOnBothStores('reads their left-out count as 0', upgradeKeepsVersions);
});
