import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, it, vi } from 'vitest';
import { openStore } from '../../src/store/open-store.js';
import type { Store } from '../../src/store/store.js';
import { ADDRESSES, batchedReference, retiredBeside } from './reference-purge-fixtures.js';

let dir: string | undefined;
let store: Store | undefined;
let writer: Database.Database | undefined;

afterEach(async () => {
  writer?.close();
  await store?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  writer = store = dir = undefined;
});

/**
 * A server storing checks on the file an import purges: its connection must get the write
 * lock while the purge is under way, not only once it is over. The writer here, on a connection
 * of its own that does not wait for the lock at all, writes on every turn of the event loop the
 * purge leaves, and notes how many addresses of the purged version it saw: a count strictly
 * between all and none is a write committed in the middle of one table's deletion, which a
 * single DELETE a table can never let through.
 */
it('lets another connection commit writes in the middle of a large purge (sqlite)', async () => {
  dir = await mkdtemp(join(tmpdir(), 'veracheck-purge-writer-'));
  const file = join(dir, 'veracheck.db');
  store = openStore(`sqlite:${file}`);
  await store.migrate();
  const reference = batchedReference(store);
  const { old } = await retiredBeside(store);

  writer = new Database(file, { timeout: 0 });
  writer.exec('create table purge_writes (addresses_left integer not null)');
  const count = writer.prepare('select count(*) as n from ref_addresses where version_id = ?');
  const insert = writer.prepare('insert into purge_writes (addresses_left) values (?)');
  const write = writer.transaction(() => {
    const { n } = count.get(old) as { n: number };
    insert.run(n);
  });
  const failures: unknown[] = [];
  let purging = true;
  const writeEachTurn = () => {
    if (!purging) return;
    try {
      write.immediate();
    } catch (error) {
      failures.push(error);
    }
    setImmediate(writeEachTurn);
  };
  setImmediate(writeEachTurn);

  try {
    expect(await reference.purge(60_000, 0)).toBe(1);
  } finally {
    purging = false;
  }

  const seen = (
    writer.prepare('select addresses_left as n from purge_writes').all() as { n: number }[]
  ).map((r) => r.n);
  // Never refused the lock (a busy timeout of 0 would have said so at once)...
  expect(failures).toEqual([]);
  // ...and committed while the addresses were partly deleted.
  expect(seen.some((n) => n > 0 && n < ADDRESSES)).toBe(true);
  const { n: left } = count.get(old) as { n: number };
  expect(left).toBe(0);
});

/**
 * A VACUUM between two batches (another process's, by hand) renumbers rowids, so rows of the
 * version may sit behind the walk: the purge must find them before it marks the version purged.
 */
it('deletes rows of the version that moved behind its walk before marking it purged (sqlite)', async () => {
  dir = await mkdtemp(join(tmpdir(), 'veracheck-purge-moved-'));
  const file = join(dir, 'veracheck.db');
  store = openStore(`sqlite:${file}`);
  await store.migrate();
  const reference = batchedReference(store);
  const { old } = await retiredBeside(store);
  writer = new Database(file, { timeout: 0 });
  const moved = writer.prepare(
    `insert into ref_entities (rowid, version_id, id, schema, data_json)
     values (1, ?, 'co-moved', 'Company', '{}')`,
  );
  const pause = vi.spyOn(
    reference as unknown as { betweenPurgeBatches: (ms: number) => Promise<void> },
    'betweenPurgeBatches',
  );
  // After the first batch of companies: the rowid it freed, which the walk has passed.
  pause.mockImplementationOnce(() => {
    moved.run(old);
    return Promise.resolve();
  });

  expect(await reference.purge(60_000, 0)).toBe(1);
  const left = writer
    .prepare('select count(*) as n from ref_entities where version_id = ?')
    .get(old) as { n: number };
  expect(left.n).toBe(0);
  const version = (await store.reference.listVersions()).find((v) => v.id === old);
  expect(version?.purgedAt).toEqual(expect.any(String));
});
