/**
 * An import whose PostgreSQL turn is lost (the connection holding its advisory lock ended) fails
 * with its own error: releasing the lost lock fails too, and must not take the error's place.
 * One that loses it while it reads publishes nothing: another import may have run meanwhile.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runImport } from '../src/ingest/run-import.js';
import type { ImportItem, SourceEvent, SourceFormat } from '../src/sources/source.js';
import type { PostgresTurn } from '../src/store/import-turn.js';
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

const company = (id: string): ImportItem => ({
  kind: 'entity',
  entity: { id, schema: 'Company', properties: { name: [`${id} B.V. (fictitious)`] } },
});

/** Three companies; `midway`, awaited after the first, stands for whatever happens meanwhile. */
const companies = (midway: () => Promise<void>): SourceFormat => ({
  name: 'ftm',
  description: 'three companies, read with a pause after the first',
  paths: 'any',
  yields: 'entities',
  async *read(): AsyncIterable<SourceEvent> {
    for (const [i, id] of ['c1', 'c2', 'c3'].entries()) {
      yield { file: 'companies.ftm.json', line: i + 1, items: [company(id)] };
      if (i === 0) await midway();
    }
  },
});

describe.skipIf(unavailable !== undefined)(
  'an import whose turn the server ends while it reads (its machine cut off from the database)',
  () => {
    it('fails before publishing, its version failed and purged, the served version left', async () => {
      const other = await createTemporaryPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
      if (!other) throw new Error('PostgreSQL became unreachable during the run');
      const { store: importing } = await openMigratedStore(other.url);
      try {
        const first = await runImport({
          store: importing,
          format: companies(() => Promise.resolve()),
          paths: ['companies.ftm.json'],
          dataset: 'cut',
        });
        let ended = 0;
        const outcome = runImport({
          store: importing,
          format: companies(async () => {
            ended = await endTurnConnections(other.url);
          }),
          paths: ['companies.ftm.json'],
          dataset: 'cut',
        });
        // Every row was staged, on the pool's other connections: only the turn was lost.
        await expect(outcome).rejects.toThrow(
          /^the import lost its turn \(the connection holding it ended: .*\): another import of the dataset may have run meanwhile, so nothing was published/,
        );
        expect(ended).toBe(1);
        const versions = (await importing.reference.listVersions()).filter(
          (v) => v.dataset === 'cut',
        );
        const cut = versions.find((v) => v.id !== first.versionId);
        expect(cut).toMatchObject({ state: 'failed', current: false, records: 3 });
        expect(cut?.failure).toMatch(/^the import lost its turn/);
        expect(cut?.purgedAt).toBeDefined();
        expect(await importing.reference.entitySources(cut?.id ?? '', ['c1'])).toEqual(new Map());
        expect(versions.find((v) => v.current)?.id).toBe(first.versionId);
        // The turn is free for the next import, which publishes.
        const next = await runImport({
          store: importing,
          format: companies(() => Promise.resolve()),
          paths: ['companies.ftm.json'],
          dataset: 'cut',
        });
        const served = await importing.reference.servedVersions();
        expect(served.versions.find((v) => v.dataset === 'cut')?.versionId).toBe(next.versionId);
      } finally {
        await importing.close();
        await other.drop();
      }
    });
  },
);

describe.skipIf(unavailable !== undefined)(
  'an import whose session no longer holds its lock (given back behind its back)',
  () => {
    it('is not confirmed in its turn, though its connection still answers', async () => {
      const other = await createTemporaryPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
      if (!other) throw new Error('PostgreSQL became unreachable during the run');
      const { store: importing } = await openMigratedStore(other.url);
      try {
        const outcome = importing.reference.inImportTurn('given-back', async (turn) => {
          await turn.confirm();
          // A PostgreSQL store's turn is its session's (import-turn.ts).
          await sql`select pg_advisory_unlock_all()`.execute((turn as PostgresTurn).connection);
          await turn.confirm();
        });
        await expect(outcome).rejects.toThrow(
          /^the import lost its turn \(the database no longer holds its lock for this session\)/,
        );
      } finally {
        await importing.close();
        await other.drop();
      }
    });
  },
);
