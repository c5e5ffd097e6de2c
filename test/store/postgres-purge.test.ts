import type { Kysely, KyselyPlugin, QueryResult, UnknownRow } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/open-store.js';
import { postgresPurgeBatches, TID_RANGE_SCAN_SERVER } from '../../src/store/reference-purge.js';
import type { Store } from '../../src/store/store.js';
import type { Tables } from '../../src/store/tables.js';
import { createTemporaryPostgresDatabase, postgresUnavailableReason } from './postgres-database.js';
import { ADDRESSES, batchedReference, retiredBeside, rowsOf } from './reference-purge-fixtures.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);

/** The server's version as `server_version_num` says it, `server` instead. */
const serverSaying = (server: number): KyselyPlugin => ({
  transformQuery: (args) => args.node,
  transformResult: (args): Promise<QueryResult<UnknownRow>> =>
    Promise.resolve({
      ...args.result,
      rows: args.result.rows.map((row) => ('server' in row ? { ...row, server } : row)),
    }),
});

describe.skipIf(unavailable !== undefined)('PostgreSQL purge batches by server version', () => {
  let store: Store | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await store?.close();
    await drop?.();
    store = drop = undefined;
  });

  const opened = async () => {
    const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (!database) throw new Error('PostgreSQL became unreachable during the run');
    drop = database.drop;
    store = openStore(database.url);
    await store.migrate();
    const reference = batchedReference(store);
    const db = (reference as unknown as { db: Kysely<Tables> }).db;
    return { store, db, ...(await retiredBeside(store)) };
  };

  const statements = async (db: Kysely<Tables>, versionId: string) => {
    const out: string[] = [];
    for await (const batch of postgresPurgeBatches(db, 'ref_addresses', versionId, 100)) {
      out.push(batch.compile(db).sql);
      await batch.execute(db);
    }
    return out;
  };

  it('walks page ranges from PostgreSQL 14 on, each only of the version', async () => {
    const { store, db, old, current } = await opened();
    const sent = await statements(db.withPlugin(serverSaying(TID_RANGE_SCAN_SERVER)), old);
    expect(sent.length).toBeGreaterThan(1);
    for (const text of sent) expect(text).toMatch(/ctid >= .*\sand version_id = \$\d+$/s);
    expect((await rowsOf(store, old)).addresses).toBe(0);
    expect((await rowsOf(store, current)).addresses).toBe(ADDRESSES);
  });

  it('deletes a table in one statement on a server without TID range scans (13 and older)', async () => {
    const { store, db, old, current } = await opened();
    const sent = await statements(db.withPlugin(serverSaying(TID_RANGE_SCAN_SERVER - 1)), old);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toContain('ctid');
    expect(sent[0]).toMatch(/where version_id = \$1$/);
    expect((await rowsOf(store, old)).addresses).toBe(0);
    expect((await rowsOf(store, current)).addresses).toBe(ADDRESSES);
  });
});
