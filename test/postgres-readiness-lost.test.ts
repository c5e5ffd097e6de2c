/**
 * /readyz asks the store for a ping and its pending migrations. A connection that PostgreSQL ended while it sat idle in
 * the pool (pg_terminate_backend, a pooler recycling its connections, a failover) was found
 * dead only by those queries, and the server called itself not ready, "the store is not reachable",
 * while a new connection would have answered: every server of one database went out of a load
 * balancer at once. Readiness tries again on the pool's next connection, a new one in the end; a
 * database that is not reachable still fails it.
 */
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readinessProblem } from '../src/http/routes/health.js';
import { openStore } from '../src/store/open-store.js';
import { postgresProxy } from './postgres-proxy.js';
import {
  createTemporaryPostgresDatabase,
  postgresUnavailableReason,
} from './store/postgres-database.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);
if (unavailable !== undefined) {
  console.warn(`Skipping the PostgreSQL ping on a lost connection test: ${unavailable}.`);
}

/**
 * A proxy to `target`. `cutOpenConnections` makes each connection open now close as soon as
 * the client next writes on it, as a connection the server ended unnoticed does; connections
 * opened later pass. `refuse` closes every new connection at once.
 */
async function cuttingProxy(target: URL) {
  const doomed = new WeakSet<Socket>();
  let refusing = false;
  let refused = 0;
  const proxy = await postgresProxy(target, {
    accept: () => {
      if (refusing) refused += 1;
      return !refusing;
    },
    toServer: (client) => !doomed.has(client),
  });
  return {
    ...proxy,
    cutOpenConnections: () => {
      for (const client of proxy.openClients()) doomed.add(client);
    },
    refuse: () => {
      refusing = true;
    },
    refused: () => refused,
  };
}

describe.skipIf(unavailable !== undefined)('PostgreSQL readiness, pooled connections ended', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A migrated store on a temporary database, reached through a cutting proxy. */
  async function proxiedStore() {
    const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (!database) throw new Error('PostgreSQL became unreachable during the run');
    cleanups.push(database.drop);
    const proxy = await cuttingProxy(new URL(database.url));
    cleanups.push(proxy.close);
    const store = openStore(proxy.url(database.url), { lockTimeoutMs: 5000 });
    cleanups.push(() => store.close());
    await store.migrate();
    return { proxy, store };
  }

  it('answers on a new connection, and fails only when none can be had', async () => {
    const { proxy, store } = await proxiedStore();
    // Several connections in the pool, as concurrent requests leave them.
    await Promise.all([1, 2, 3, 4].map(() => store.ping()));

    proxy.cutOpenConnections();
    await expect(readinessProblem(store)).resolves.toBeUndefined();

    await Promise.all([1, 2, 3, 4].map(() => store.ping()));
    proxy.cutOpenConnections();
    proxy.refuse();
    await expect(readinessProblem(store)).resolves.toBe('The store is not reachable.');
  }, 60_000);

  it('tries one new connection per probe when the address closes every new one', async () => {
    // A TCP proxy or load balancer in front of a database that is down accepts a connection and
    // closes it at once ("Connection terminated unexpectedly", as a pooled connection ended
    // says): that is the new connection failing, the answer. Each probe of a load balancer
    // polling from many nodes made eleven of them, and as many while the database came back.
    const { proxy, store } = await proxiedStore();
    await Promise.all([1, 2, 3, 4].map(() => store.ping()));
    proxy.cutOpenConnections();
    proxy.refuse();

    await expect(readinessProblem(store)).resolves.toBe('The store is not reachable.');
    expect(proxy.refused()).toBe(1);
    await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map(() =>
        expect(readinessProblem(store)).resolves.toBe('The store is not reachable.'),
      ),
    );
    expect(proxy.refused()).toBe(9);
  }, 60_000);
});
