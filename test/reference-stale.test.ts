/**
 * A server that cannot confirm the dataset versions it serves for longer than a retired
 * version's rows are kept refuses checks and searches (503 REFERENCE_DATA_STALE) and is not
 * ready, until a refresh succeeds: the rows it reads may have been deleted. On SQLite and on
 * PostgreSQL (when TEST_DATABASE_URL answers).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/http/app.js';
import { runImport } from '../src/ingest/run-import.js';
import { MemoryLimiter } from '../src/ratelimit/memory-limiter.js';
import { ReferenceFollower } from '../src/registry/reference-follower.js';
import { createScreeningService } from '../src/screening/default-service.js';
import { ftmFormat } from '../src/sources/ftm/index.js';
import { openStore } from '../src/store/open-store.js';
import type { ReferenceStore } from '../src/store/reference-store.js';
import { addUser, TEST_CONFIG } from './helpers.js';
import {
  createTemporaryPostgresDatabase,
  postgresUnavailableReason,
} from './store/postgres-database.js';

const dir = mkdtempSync(join(tmpdir(), 'veracheck-stale-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
const listFile = join(dir, 'list.ftm.json');
writeFileSync(
  listFile,
  `${JSON.stringify({ id: 'stale-1', schema: 'Person', properties: { name: ['Ivan Stalecheck'], topics: ['sanction'] } })}\n`,
);

/**
 * How long retired rows are kept in these tests. The clock the follower reads is set by the
 * test (only Date is faked), so a slow first request on a loaded host does not use up the keep
 * time and the moment it runs out is exact.
 */
const KEPT_MS = 60_000;

function describeStaleness(
  backend: string,
  open: () => Promise<{ url: string; drop(): Promise<void> }>,
) {
  describe(`on ${backend}`, () => {
    it('refuses checks and searches once the versions served are unconfirmed past the keep time, until a refresh succeeds', async () => {
      const database = await open();
      const store = openStore(database.url);
      const limiter = new MemoryLimiter();
      try {
        await store.migrate();
        const user = await addUser(store, 'Stale (fictitious)', 'stale');
        await runImport({ store, format: ftmFormat, paths: [listFile], dataset: 'lists' });
        // The store's reference data, whose switch counter can be made to fail (a lost database).
        let failing = false;
        const reference: ReferenceStore = Object.create(store.reference) as ReferenceStore;
        reference.generation = () =>
          failing ? Promise.reject(new Error('connection lost')) : store.reference.generation();
        const follower = new ReferenceFollower(reference, undefined, { retiredKeptMs: KEPT_MS });
        expect(await follower.refresh()).toBe(true);
        const app = await buildApp({
          config: TEST_CONFIG,
          store,
          limiter,
          registry: follower.current,
          referenceStale: () => follower.stale(),
          screening: createScreeningService(),
        });
        const check = (payload: Record<string, unknown> = {}) =>
          app.inject({
            method: 'POST',
            url: '/v1/person-checks',
            headers: { authorization: user.authorization },
            payload: {
              type: 'basic',
              person: { first_name: 'Ivan', last_name: 'Stalecheck' },
              ...payload,
            },
          });
        const search = () =>
          app.inject({
            method: 'POST',
            url: '/v1/company-search',
            headers: { authorization: user.authorization },
            payload: { company: { name: 'Stalecheck' } },
          });
        const startedAt = Date.now();
        vi.useFakeTimers({ toFake: ['Date'], now: startedAt });
        try {
          expect(await follower.refresh()).toBe(false);
          const first = await check({ check_identifier: 'stale-replayed' });
          expect(first.statusCode, first.body).toBe(200);
          expect((await app.inject('/readyz')).statusCode).toBe(200);

          // Polls fail, but the versions were confirmed within the keep time: still answered.
          failing = true;
          vi.setSystemTime(startedAt + KEPT_MS);
          await expect(follower.refresh()).rejects.toThrow(/connection lost/);
          expect((await check()).statusCode).toBe(200);
          expect((await app.inject('/readyz')).statusCode).toBe(200);

          vi.setSystemTime(startedAt + KEPT_MS + 1);
          await expect(follower.refresh()).rejects.toThrow(/connection lost/);
          for (const refused of [await check(), await search()]) {
            expect(refused.statusCode, refused.body).toBe(503);
            expect(refused.json()).toMatchObject({
              code: 'REFERENCE_DATA_STALE',
              detail: expect.stringMatching(/may have been deleted/) as unknown,
            });
          }
          const ready = await app.inject('/readyz');
          expect(ready.statusCode).toBe(503);
          expect(ready.json()).toMatchObject({
            code: 'NOT_READY',
            detail: expect.stringMatching(/dataset versions/) as unknown,
          });
          // A replay and reading a check back need no reference data: still answered.
          const replay = await check({ check_identifier: 'stale-replayed' });
          expect(replay.statusCode, replay.body).toBe(200);
          expect(replay.json()).toMatchObject({
            report_identifier: first.json<{ report_identifier: string }>().report_identifier,
          });
          const read = await app.inject({
            url: '/v1/checks/stale-replayed',
            headers: { authorization: user.authorization },
          });
          expect(read.statusCode, read.body).toBe(200);

          // The first refresh that succeeds ends it, however long the polls failed.
          vi.setSystemTime(startedAt + 10 * KEPT_MS);
          failing = false;
          expect(await follower.refresh()).toBe(false);
          expect((await check()).statusCode).toBe(200);
          expect((await app.inject('/readyz')).statusCode).toBe(200);
        } finally {
          vi.useRealTimers();
          await app.close();
        }
      } finally {
        await limiter.close();
        await store.close();
        await database.drop();
      }
    });
  });
}

describeStaleness('SQLite', () => {
  const sqliteDir = mkdtempSync(join(dir, 'sqlite-'));
  return Promise.resolve({
    url: `sqlite:${join(sqliteDir, 'v.db')}`,
    drop: () => Promise.resolve(),
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);
if (unavailable !== undefined) {
  console.warn(`Skipping the stale reference data test on PostgreSQL: ${unavailable}.`);
}
describe.skipIf(unavailable !== undefined)('PostgreSQL', () => {
  describeStaleness('PostgreSQL', async () => {
    const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (!database) throw new Error('PostgreSQL became unreachable during the run');
    return database;
  });
});
