import { afterAll, describe, expect, it } from 'vitest';
import { openMigratedStore } from '../src/store/open-store.js';
import type { ImportItem } from '../src/sources/source.js';
import type { Store } from '../src/store/store.js';
import {
  createTemporaryPostgresDatabase,
  postgresUnavailableReason,
} from './store/postgres-database.js';

const entity = (id: string): ImportItem => ({
  kind: 'entity',
  entity: { id, schema: 'Company', properties: { name: [`${id} B.V. (fictitious)`] } },
});

/**
 * An import whose version another import has failed (found staging while that import held the
 * turn, as when the turn's PostgreSQL connection was lost, or failed after 10 minutes without a
 * heartbeat) must stop writing: its rows would go to a version already purged, kept forever.
 */
async function writesToFailedVersionAreRefused(store: Store) {
  const reference = store.reference;
  const id = await reference.beginVersion({
    dataset: 'taken',
    format: 'ftm',
    label: 'live',
    source: 'x.ftm.json',
  });
  await reference.writeItems(id, [entity('a')], { records: 1, rejected: 0, skipped: 0 });
  await reference.failVersion(id, undefined, 'abandoned: found by the next import');
  await reference.purge(0, 0);
  await expect(
    reference.writeItems(id, [entity('b')], { records: 2, rejected: 0, skipped: 0 }),
  ).rejects.toThrow(/no longer being staged/);
  expect(await reference.entitySources(id, ['a', 'b'])).toEqual(new Map());
}

const unavailable = await postgresUnavailableReason(process.env.TEST_DATABASE_URL);
const stores: Store[] = [];
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const store of stores) await store.close();
  for (const drop of drops) await drop();
});

describe('an import whose version another import failed', () => {
  it('stops writing rows (SQLite)', async () => {
    const { store } = await openMigratedStore('sqlite::memory:');
    stores.push(store);
    await writesToFailedVersionAreRefused(store);
  });

  it.skipIf(unavailable !== undefined)('stops writing rows (PostgreSQL)', async () => {
    const database = await createTemporaryPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    if (!database) return;
    drops.push(database.drop);
    const { store } = await openMigratedStore(database.url);
    stores.push(store);
    await writesToFailedVersionAreRefused(store);
  });
});
