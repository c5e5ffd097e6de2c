/**
 * PostgreSQL refusing to open a connection with an error of its own, not a TCP failure: the
 * database closed to connections (ALTER DATABASE … ALLOW_CONNECTIONS false, done for
 * maintenance), dropped or renamed, the service's password changed, too many clients. Every
 * connection of the pool lost meanwhile, each request needs a new one, and the server's refusal
 * (SQLSTATE 55000, 3D000, 28P01, 53300, …) was answered 500 INTERNAL and /readyz could not tell
 * it from a bug. It is the database unreachable for now: 503 STORE_UNAVAILABLE, and the store
 * serves again by itself once connections are allowed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openStore } from '../src/store/open-store.js';
import { StoreUnavailableError } from '../src/store/store-unavailable.js';
import {
  createTemporaryPostgresDatabase,
  postgresUnavailableReason,
} from './store/postgres-database.js';
import { auditFor, createWorld, makeCheck } from './store/store-suite-setup.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);
if (unavailable !== undefined) {
  console.warn(`Skipping the PostgreSQL connection refused test: ${unavailable}.`);
}

describe.skipIf(unavailable !== undefined)('PostgreSQL refusing new connections', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('answers store unavailable while refused, and serves again once allowed', async () => {
    const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (!database) throw new Error('PostgreSQL became unreachable during the run');
    cleanups.push(database.drop);
    const admin = new pg.Client({ connectionString: baseUrl });
    admin.on('error', () => undefined);
    await admin.connect();
    cleanups.push(() => admin.end());
    const allow = (allowed: boolean) =>
      admin.query(`alter database "${database.name}" allow_connections ${String(allowed)}`);
    // Allowed again before the database is dropped, also when an expectation failed.
    cleanups.push(() => allow(true).then(() => undefined));

    const store = openStore(database.url, { lockTimeoutMs: 5000 });
    cleanups.push(() => store.close());
    await store.migrate();
    const { orgA, alice } = await createWorld(store);
    const before = makeCheck(orgA, alice);
    await store.insertCheck(before, auditFor(before));

    await allow(false);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      database.name,
    ]);
    // The pool hears of its idle connections' end and drops them: every request needs a new one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = makeCheck(orgA, alice);
    const outcomes = await Promise.allSettled([
      store.insertCheck(refused, auditFor(refused)),
      store.findCheckByCheckIdentifier(orgA.id, before.checkIdentifier),
      store.ping(),
    ]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = outcome.status === 'rejected' ? (outcome.reason as unknown) : undefined;
      expect(reason).toBeInstanceOf(StoreUnavailableError);
      // The server's own words stay, for the log.
      expect((reason as Error).message).toMatch(/not currently accepting connections/);
    }

    await allow(true);
    const after = makeCheck(orgA, alice);
    await expect(store.insertCheck(after, auditFor(after))).resolves.toBe(true);
    await expect(
      store.findCheckByCheckIdentifier(orgA.id, before.checkIdentifier),
    ).resolves.toMatchObject({ id: before.id });
    await expect(
      store.findCheckByCheckIdentifier(orgA.id, refused.checkIdentifier),
    ).resolves.toBeUndefined();
  }, 60_000);
});
