/**
 * Two server processes on one PostgreSQL database whose group commits take the same keys in
 * opposite orders (a client sending its checks again through another process): PostgreSQL ends
 * one transaction as a deadlock. That is the batch's own conflict, not a database held or
 * unreachable: the writes are tried again alone, as any other failed batch, and each is stored
 * or found stored (a replay), none answered 503.
 */
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../src/store/open-store.js';
import type { Store } from '../src/store/store.js';
import {
  createTemporaryPostgresDatabase,
  postgresUnavailableReason,
  type TemporaryPostgresDatabase,
} from './store/postgres-database.js';
import { auditFor, createWorld, makeCheck } from './store/store-suite-setup.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);
if (unavailable !== undefined) {
  console.warn(`Skipping the PostgreSQL batch deadlock test: ${unavailable}.`);
}

describe.skipIf(unavailable !== undefined)('PostgreSQL group commits that deadlock', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('retries the writes of the batch PostgreSQL ended as a deadlock alone, answering none 503', async () => {
    const database: TemporaryPostgresDatabase | undefined = await createTemporaryPostgresDatabase(
      baseUrl ?? '',
    );
    if (!database) throw new Error('PostgreSQL became unreachable during the run');
    cleanups.push(database.drop);
    const open = (): Store => {
      const store = openStore(database.url, { lockTimeoutMs: 5000 });
      cleanups.push(() => store.close());
      return store;
    };
    const [a, b] = [open(), open()];
    await a.migrate();
    const { orgA, alice } = await createWorld(a);
    // Both connected, so that neither batch begins later by a connection's start.
    await Promise.all([a.ping(), b.ping()]);
    // Each audit row takes 500 ms to write, so that both transactions hold their first key
    // before either asks for its second: the order that makes a deadlock every time.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    cleanups.push(() => admin.end());
    await admin.query(`create function slow_audit() returns trigger language plpgsql as $$
      begin perform pg_sleep(0.5); return new; end $$`);
    await admin.query(`create trigger slow_audit before insert on audit_events
      for each row execute function slow_audit()`);

    const first = makeCheck(orgA, alice, { checkIdentifier: 'crossed-1' });
    const second = makeCheck(orgA, alice, { checkIdentifier: 'crossed-2' });
    // One turn of the event loop each, so one batch each: [1, 2] and [2, 1].
    const inA = [first, second].map((check) => a.insertCheck(check, auditFor(check)));
    const inB = [second, first].map((check) => b.insertCheck(check, auditFor(check)));
    const settled = await Promise.allSettled([...inA, ...inB]);

    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    const stored = settled.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
    // Each key stored once, by one of the two.
    expect([stored[0] !== stored[3], stored[1] !== stored[2]]).toEqual([true, true]);
    const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from checks');
    expect(rows[0]?.n).toBe(2);
  }, 60_000);
});
