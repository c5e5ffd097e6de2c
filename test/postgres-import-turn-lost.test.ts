/**
 * An import whose PostgreSQL turn is lost (the connection holding its advisory lock ended) fails
 * with its own error: releasing the lost lock fails too, and must not take the error's place.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openMigratedStore } from '../src/store/open-store.js';
import type { Store } from '../src/store/store.js';
import { postgresProxy } from './postgres-proxy.js';
import {
  createTemporaryPostgresDatabase,
  postgresUnavailableReason,
  type TemporaryPostgresDatabase,
} from './store/postgres-database.js';

const unavailable = await postgresUnavailableReason(process.env.TEST_DATABASE_URL);
if (unavailable !== undefined) {
  console.warn(`Skipping the lost import turn test: ${unavailable}.`);
}

let store: Store | undefined;
let database: TemporaryPostgresDatabase | undefined;
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

/** Ends the connections holding an import's advisory lock in this database. */
async function endTurnConnections(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_locks
        where locktype = 'advisory' and granted
          and database = (select oid from pg_database where datname = current_database())`,
    );
    return rows.filter((r) => r.ended).length;
  } finally {
    await client.end();
  }
}

describe.skipIf(unavailable !== undefined)('an import whose turn’s connection is lost', () => {
  it('fails with its own error, not with the failed release of the lost lock', async () => {
    database = await createTemporaryPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    if (!database) throw new Error('PostgreSQL became unreachable during the run');
    const url = database.url;
    store = (await openMigratedStore(url)).store;
    const outcome = store.reference.inImportTurn('lost', async () => {
      expect(await endTurnConnections(url)).toBe(1);
      throw new Error('version 1 is no longer being staged');
    });
    await expect(outcome).rejects.toThrow(/^version 1 is no longer being staged/);
    await expect(outcome).rejects.toThrow(/releasing the import turn failed too/);
  });
});

describe.skipIf(unavailable !== undefined)(
  'an import that finishes after its turn’s connection is lost',
  () => {
    it('succeeds: its version is published, and the server dropped the lock with the connection', async () => {
      const other = await createTemporaryPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
      if (!other) throw new Error('PostgreSQL became unreachable during the run');
      const { store: finishing } = await openMigratedStore(other.url);
      try {
        const outcome = finishing.reference.inImportTurn('lost', async () => {
          expect(await endTurnConnections(other.url)).toBe(1);
          return 'published';
        });
        await expect(outcome).resolves.toBe('published');
        // The turn is free for the next import.
        await expect(
          finishing.reference.inImportTurn('lost', () => Promise.resolve('next')),
        ).resolves.toBe('next');
      } finally {
        await finishing.close();
        await other.drop();
      }
    });
  },
);

describe.skipIf(unavailable !== undefined)(
  'an import whose turn is asked for on a connection the server has ended',
  () => {
    it('asks again on another connection: nothing of the import ran on the first', async () => {
      const other = await createTemporaryPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
      if (!other) throw new Error('PostgreSQL became unreachable during the run');
      // The first request for a turn finds its connection gone, as one the pool handed out
      // before it noticed that the server had ended it.
      let cut = false;
      const proxy = await postgresProxy(new URL(other.url), {
        toServer: (_client, chunk) => {
          if (cut || !chunk.includes('pg_try_advisory_lock')) return true;
          cut = true;
          return false;
        },
      });
      const { store: importing } = await openMigratedStore(proxy.url(other.url));
      try {
        await expect(
          importing.reference.inImportTurn('lost', () => Promise.resolve('imported')),
        ).resolves.toBe('imported');
        expect(cut).toBe(true);
      } finally {
        await importing.close();
        await proxy.close();
        await other.drop();
      }
    });
  },
);
