/**
 * Two servers starting at the same moment on a new PostgreSQL database with the demo on: the
 * demo dataset is loaded once, by one of them; the other waits for that load and serves it,
 * rather than loading a second, identical version of every dataset.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoData } from '../src/demo/ensure-demo-data.js';
import { openMigratedStore } from '../src/store/open-store.js';
import type { Store } from '../src/store/store.js';
import {
  createTemporaryPostgresDatabase,
  postgresUnavailableReason,
  type TemporaryPostgresDatabase,
} from './store/postgres-database.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);
if (unavailable !== undefined) {
  console.warn(`Skipping the PostgreSQL first-start tests: ${unavailable}.`);
}

const SMALL = { seed: 1, companies: 100, addresses: 1000, entities: 60 };

describe.skipIf(unavailable !== undefined)('two first starts on one PostgreSQL database', () => {
  let database: TemporaryPostgresDatabase;
  let dir: string;
  const stores: Store[] = [];

  beforeAll(async () => {
    const created = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (!created) throw new Error('PostgreSQL became unreachable during the run');
    database = created;
    dir = mkdtempSync(join(tmpdir(), 'veracheck-pg-first-start-'));
  }, 60_000);

  afterAll(async () => {
    for (const store of stores) await store.close().catch(() => undefined);
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('load the demo dataset once: one loads it, the other finds it served', async () => {
    // Two servers: a pool each, a data directory each (two hosts), started together.
    for (let i = 0; i < 2; i++) stores.push((await openMigratedStore(database.url)).store);
    const lines: string[][] = [[], []];
    const states = await Promise.all(
      stores.map((store, i) =>
        ensureDemoData(store, join(dir, `server-${i}`), (line) => lines[i]?.push(line), SMALL),
      ),
    );
    expect(states.sort()).toEqual(['loaded', 'present']);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ dataset: string; versions: string }>(
        'select dataset, count(*) as versions from dataset_versions group by dataset order by dataset',
      );
      // Eleven demo-* datasets and the shipped country risk lists, one version each.
      expect(rows).toHaveLength(12);
      for (const row of rows) expect(Number(row.versions), row.dataset).toBe(1);
    } finally {
      await client.end();
    }
    // The one that waited said why its start paused.
    const waited = lines.find((printed) => !printed.some((line) => /FICTITIOUS/.test(line)));
    expect(waited?.join('\n')).toMatch(/another server is loading the demo dataset/);
  }, 120_000);

  it('waits a bounded time for a load that does not end, then starts without it, saying why', async () => {
    const fresh = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (!fresh) throw new Error('PostgreSQL became unreachable during the run');
    const loading = (await openMigratedStore(fresh.url)).store;
    const waiting = (await openMigratedStore(fresh.url)).store;
    let finishLoad = (): void => undefined;
    const load = new Promise<void>((resolve) => (finishLoad = resolve));
    let turnTaken = (): void => undefined;
    const taken = new Promise<void>((resolve) => (turnTaken = resolve));
    // A server that took the turn and hangs: its session, and so its advisory lock, lives on.
    const holding = loading.reference.inFirstStartTurn(() => {
      turnTaken();
      return load;
    });
    try {
      await taken;
      const lines: string[] = [];
      const began = Date.now();
      const state = await ensureDemoData(waiting, join(dir, 'bounded'), (l) => lines.push(l), {
        ...SMALL,
        waitMs: 800,
      });
      expect(state).toBe('failed');
      expect(Date.now() - began).toBeLessThan(5_000);
      expect(lines[0]).toBe(
        'another server is loading the demo dataset; waiting for it to finish (up to 0.8 s)',
      );
      expect(lines[1]).toMatch(
        /^warning: another server has been loading the demo dataset for 0\.8 s and has not finished; starting without waiting for it/,
      );
      // Nothing was loaded by the one that gave up, and its connection is free.
      expect((await waiting.reference.servedVersions()).versions).toEqual([]);
      await waiting.close();
    } finally {
      finishLoad();
      await holding;
      await loading.close();
      await waiting.close().catch(() => undefined);
      await fresh.drop();
    }
  }, 60_000);

  it('stops waiting for the other server when its start is stopped, freeing its connection', async () => {
    const fresh = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (!fresh) throw new Error('PostgreSQL became unreachable during the run');
    const loading = (await openMigratedStore(fresh.url)).store;
    const waiting = (await openMigratedStore(fresh.url)).store;
    let finishLoad = (): void => undefined;
    const load = new Promise<void>((resolve) => (finishLoad = resolve));
    let turnTaken = (): void => undefined;
    const taken = new Promise<void>((resolve) => (turnTaken = resolve));
    const holding = loading.reference.inFirstStartTurn(() => {
      turnTaken();
      return load;
    });
    try {
      await taken;
      const stop = new AbortController();
      const start = ensureDemoData(waiting, join(dir, 'stopped'), () => undefined, {
        ...SMALL,
        stop: stop.signal,
      });
      setTimeout(() => {
        stop.abort(new Error('SIGTERM received while starting'));
      }, 300);
      await expect(start).rejects.toThrow('SIGTERM received while starting');
      // Its pool closes at once: no connection is still held by the wait.
      const closed = await Promise.race([
        waiting.close().then(() => 'closed'),
        new Promise<string>((resolve) =>
          setTimeout(() => {
            resolve('still open');
          }, 3000),
        ),
      ]);
      expect(closed).toBe('closed');
    } finally {
      finishLoad();
      await holding;
      await loading.close();
      await waiting.close().catch(() => undefined);
      await fresh.drop();
    }
  }, 60_000);
});
