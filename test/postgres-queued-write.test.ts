/**
 * A write that waited in the queue past STORE_LOCK_TIMEOUT_MS behind a commit that took long
 * without waiting for any lock (a large batch under load, a slow disk) meets an ordinary short
 * lock (`orgs sections` updating its organisation's row, which every check of that organisation
 * references): the database is not held, and the write is stored, as before the deadline per
 * write, instead of failing its whole batch 503 after a lock wait of 1 ms.
 */
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../src/store/open-store.js';
import {
  createTemporaryPostgresDatabase,
  postgresUnavailableReason,
} from './store/postgres-database.js';
import { auditFor, createWorld, makeCheck } from './store/store-suite-setup.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);
if (unavailable !== undefined) {
  console.warn(`Skipping the PostgreSQL queued write test: ${unavailable}.`);
}

const LOCK_TIMEOUT_MS = 2000;

describe.skipIf(unavailable !== undefined)('PostgreSQL writes queued past the lock timeout', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('still wait a tenth of the lock timeout for a lock held a moment', async () => {
    const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (!database) throw new Error('PostgreSQL became unreachable during the run');
    cleanups.push(database.drop);
    const store = openStore(database.url, { lockTimeoutMs: LOCK_TIMEOUT_MS });
    cleanups.push(() => store.close());
    await store.migrate();
    const { orgA, alice } = await createWorld(store);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    cleanups.push(() => admin.end());
    // The first commit takes longer than the lock timeout without waiting for a lock.
    await admin.query(`create function slow_audit() returns trigger language plpgsql as $$
      begin if new.request_id = 'slow' then perform pg_sleep(${(LOCK_TIMEOUT_MS + 200) / 1000});
      end if; return new; end $$`);
    await admin.query(`create trigger slow_audit before insert on audit_events
      for each row execute function slow_audit()`);

    const slow = makeCheck(orgA, alice);
    const first = store.insertCheck(slow, auditFor(slow, 'check.create', { requestId: 'slow' }));
    await new Promise((resolve) => setImmediate(resolve));
    // Queued behind it, so its commit begins past its deadline.
    const queued = makeCheck(orgA, alice);
    const second = store.insertCheck(queued, auditFor(queued));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Takes the organisation's row (as `orgs sections` does) once the first commit ends, for
    // 80 ms on the server: the second's check waits for it to read that organisation.
    const sections = admin.query(`begin;
      select id from organisations where id = '${orgA.id}' for update;
      select pg_sleep(0.08); commit`);
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    await sections;
  }, 60_000);
});
