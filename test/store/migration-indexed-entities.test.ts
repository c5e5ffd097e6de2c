/**
 * Migration 0012 on a database an older build left with dataset versions in it: the ready ones
 * are counted from their rows, never below what they hold; the others stay unknown (null), so
 * every in-memory index reads them. On SQLite and on PostgreSQL (when TEST_DATABASE_URL answers).
 */
import { Kysely, Migrator } from 'kysely';
import { describe, expect } from 'vitest';
import { migrationProvider, type Dialect } from '../../src/store/migrations.js';
import { migrateToLatest } from '../../src/store/migrate.js';
import type { Tables } from '../../src/store/tables.js';
import { itOnBothStores } from './migration-databases.js';

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
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await untyped
    .insertInto('dataset_versions')
    .values([
      olderVersion,
      { ...olderVersion, id: 'v-register', dataset: 'register' },
      { ...olderVersion, id: 'v-failed', dataset: 'register', state: 'failed' },
    ])
    .execute();
  const row = (versionId: string, id: string, schema: string, properties: object) => ({
    version_id: versionId,
    id,
    schema,
    data_json: JSON.stringify({ id, schema, properties }),
  });
  await untyped
    .insertInto('ref_entities')
    .values([
      row('v-older', 'p1', 'Person', { name: ['Jan Voorbeeld'], topics: ['sanction'] }),
      row('v-older', 'c1', 'Company', { name: ['Voorbeeld B.V.'], topics: ['sanction'] }),
      row('v-older', 's1', 'Sanction', { entity: ['p1'] }),
      row('v-register', 'c2', 'Company', { name: ['Handel B.V.'] }),
      row('v-register', 'a2', 'Address', { full: ['Damrak 1'] }),
      row('v-failed', 'c3', 'Company', { name: ['Handel B.V.'] }),
    ])
    .execute();

  expect(await migrateToLatest(db, dialect)).toContain('0012_version_indexed_entities');

  const counted = await db
    .selectFrom('dataset_versions')
    .select(['id', 'listed', 'registered'])
    .orderBy('id')
    .execute();
  // The list's listed company counts as an organisation too: from above, never below.
  expect(counted).toEqual([
    { id: 'v-failed', listed: null, registered: null },
    { id: 'v-older', listed: 2, registered: 1 },
    { id: 'v-register', listed: 0, registered: 1 },
  ]);
}

describe('migration 0012 on a database with versions of an older build', () => {
  itOnBothStores('counts what the ready ones hold, from above,', olderVersionsUnknown);
});
