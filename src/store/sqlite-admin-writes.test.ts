import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from './open-store.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * Another connection, on a thread of its own (as the server's commit thread or another
 * process), that holds the database's write lock for `ms` from when the returned promise
 * resolves. The store's statements run on this thread and stop it while they wait for the lock,
 * so the lock must be let go of elsewhere.
 */
async function holdWriteLock(path: string, ms: number): Promise<{ released: Promise<void> }> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const Database = require(workerData.driver);
     const database = new Database(workerData.path);
     database.exec('begin immediate');
     parentPort.postMessage('held');
     Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms);
     database.exec('commit');
     database.close();
     parentPort.postMessage('released');`,
    {
      eval: true,
      workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), path, ms },
    },
  );
  cleanups.push(() => worker.terminate());
  const next = () =>
    new Promise<void>((resolve, reject) => {
      worker.once('message', () => {
        resolve();
      });
      worker.once('error', reject);
    });
  await next();
  return { released: next() };
}

/** A migrated SQLite store in a directory of its own, closed and removed after the test. */
async function migratedStore() {
  const dir = mkdtempSync(join(tmpdir(), 'veracheck-admin-writes-'));
  cleanups.push(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const path = join(dir, 'veracheck.db');
  const store = openStore(`sqlite:${path}`, { lockTimeoutMs: 5000 });
  cleanups.push(() => store.close());
  await store.migrate();
  return { path, store };
}

describe('SqliteStore.setCustomSections while another connection holds the write lock', () => {
  it('waits for the lock, as other writes do, rather than being refused at once', async () => {
    const { path, store } = await migratedStore();
    const organisation = await store.createOrganisation('Sections (fictitious)');
    await store.setCustomSections(organisation.id, 'person', ['sanctions']);
    const lock = await holdWriteLock(path, 300);
    const started = Date.now();
    await store.setCustomSections(organisation.id, 'company', ['registry', 'officers']);
    // It waited for the other connection's commit (a few ms early at most: timer granularity).
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await lock.released;
    expect((await store.findOrganisation(organisation.id))?.customSections).toEqual({
      person: ['sanctions'],
      company: ['registry', 'officers'],
    });
  });
});

describe('SqliteReferenceStore.rollback while another connection holds the write lock', () => {
  it('waits for the lock, as an import does, rather than being refused at once', async () => {
    const { path, store } = await migratedStore();
    const counts = { records: 0, rejected: 0, skipped: 0, leftOut: 0 };
    const published: string[] = [];
    for (const label of ['first', 'second']) {
      const id = await store.reference.beginVersion({
        dataset: 'rollback-test',
        format: 'memory',
        label,
        source: 'test',
      });
      await store.reference.publishVersion(id, counts, 2);
      published.push(id);
    }
    // Its first statement reads, its first write comes after: a deferred transaction then finds
    // the lock held and is refused at once (SQLite runs no busy handler for it).
    const lock = await holdWriteLock(path, 300);
    const started = Date.now();
    expect(await store.reference.rollback('rollback-test')).toEqual({
      from: published[1],
      to: published[0],
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await lock.released;
    const served = await store.reference.servedVersions();
    expect(served.versions.map((v) => v.versionId)).toEqual([published[0]]);
  });
});
