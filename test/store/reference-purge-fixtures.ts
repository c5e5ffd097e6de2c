import { expect } from 'vitest';
import type { ImportItem } from '../../src/sources/source.js';
import { KyselyReferenceStore } from '../../src/store/kysely-reference-store.js';
import type { Store } from '../../src/store/store.js';
import { entity } from './reference-fixtures.js';

/** Rows a purge's statement covers in these tests: far fewer than a version holds. */
export const TEST_PURGE_BATCH_ROWS = 100;

/** Addresses, companies and records of each version (and each chunk's share of them). */
export const CHUNKS = 12;
const ADDRESSES_PER_CHUNK = 100;
const ENTITIES_PER_CHUNK = 25;
const RECORDS_PER_CHUNK = 10;
export const ADDRESSES = CHUNKS * ADDRESSES_PER_CHUNK;

/** The store's reference store, with purges in batches of TEST_PURGE_BATCH_ROWS. */
export function batchedReference(store: Store): KyselyReferenceStore {
  const reference = store.reference;
  expect(reference).toBeInstanceOf(KyselyReferenceStore);
  if (!(reference instanceof KyselyReferenceStore)) throw new Error('not a Kysely store');
  reference.purgeBatchRows = TEST_PURGE_BATCH_ROWS;
  return reference;
}

/** One chunk of a version's fictitious rows; `n` numbers them within the version. */
function chunkItems(label: string, chunk: number): ImportItem[] {
  const items: ImportItem[] = [];
  for (let i = 0; i < ADDRESSES_PER_CHUNK; i++) {
    const n = chunk * ADDRESSES_PER_CHUNK + i;
    items.push({
      kind: 'address',
      address: {
        postcode: `${1000 + Math.floor(n / 50)}AB`,
        houseNumber: 1 + (n % 50),
        street: `Proefstraat ${label}`,
        city: 'Amsterdam',
        secondary: false,
      },
    });
  }
  for (let i = 0; i < ENTITIES_PER_CHUNK; i++) {
    const n = chunk * ENTITIES_PER_CHUNK + i;
    items.push(
      entity(`co-${n}`, 'Company', {
        name: [`Proefbedrijf ${n} ${label} B.V.`],
        registrationNumber: [String(10_000_000 + n)],
      }),
    );
  }
  for (let i = 0; i < RECORDS_PER_CHUNK; i++) {
    const n = chunk * RECORDS_PER_CHUNK + i;
    items.push({
      kind: 'record',
      record: { type: 'financials', key: String(10_000_000 + n), data: { label } },
    });
  }
  return items;
}

const ENTITY_IDS = Array.from({ length: CHUNKS * ENTITIES_PER_CHUNK }, (_, n) => `co-${n}`);
const RECORD_KEYS = Array.from({ length: CHUNKS * RECORDS_PER_CHUNK }, (_, n) =>
  String(10_000_000 + n),
);

/**
 * Stages `old` and `current` of the dataset `demo` at once, their rows interleaved chunk by
 * chunk (so a batch's range holds rows of both), publishes `old` then `current` keeping one
 * version: `old` is retired. Their ids.
 */
export async function retiredBeside(store: Store): Promise<{ old: string; current: string }> {
  const begin = (label: string) =>
    store.reference.beginVersion({ dataset: 'demo', format: 'memory', label, source: '' });
  const old = await begin('old');
  const current = await begin('current');
  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    await store.reference.writeItems(old, chunkItems('old', chunk));
    await store.reference.writeItems(current, chunkItems('current', chunk));
  }
  const counts = { records: ADDRESSES, rejected: 0, skipped: 0 };
  await store.reference.publishVersion(old, counts, 1);
  await store.reference.publishVersion(current, counts, 1);
  return { old, current };
}

/** How many addresses, companies and records a version holds. */
export async function rowsOf(
  store: Store,
  versionId: string,
): Promise<{ addresses: number; entities: number; records: number }> {
  const addresses = await store.reference.addressesOfVersion(versionId, undefined, 1_000_000);
  const entities = await store.reference.entitiesById([versionId], ENTITY_IDS);
  let records = 0;
  for (const key of RECORD_KEYS) {
    records += (await store.reference.recordsByKey([versionId], 'financials', key)).length;
  }
  return { addresses: addresses.length, entities: entities.length, records };
}

export const ALL_ROWS = {
  addresses: ADDRESSES,
  entities: ENTITY_IDS.length,
  records: RECORD_KEYS.length,
};

export const NO_ROWS = { addresses: 0, entities: 0, records: 0 };
