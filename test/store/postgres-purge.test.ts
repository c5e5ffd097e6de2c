import { sql, type Kysely, type KyselyPlugin, type QueryResult, type UnknownRow } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe.skipIf(unavailable !== undefined)('PostgreSQL purge batches', () => {
  let store: Store | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await store?.close();
    await drop?.();
    store = drop = undefined;
  });

  /** `before` runs on the migrated database before the versions are imported. */
  const opened = async (before?: (db: Kysely<Tables>, store: Store) => Promise<void>) => {
    const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (!database) throw new Error('PostgreSQL became unreachable during the run');
    drop = database.drop;
    store = openStore(database.url);
    await store.migrate();
    const reference = batchedReference(store);
    const db = (reference as unknown as { db: Kysely<Tables> }).db;
    await before?.(db, store);
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

  it('walks every page of a table far bigger than when its statistics were taken', async () => {
    const { store, db, old, current } = await opened(async (db, store) => {
      // Statistics of a table of one address (one page).
      const early = await store.reference.beginVersion({
        dataset: 'early',
        format: 'memory',
        label: 'early',
        source: '',
      });
      await store.reference.writeItems(early, [
        {
          kind: 'address',
          address: {
            postcode: '9999ZZ',
            houseNumber: 1,
            street: 'Eerste straat',
            city: 'Zwolle',
            secondary: false,
          },
        },
      ]);
      await sql`analyze ref_addresses`.execute(db);
    });
    const { rows } = await sql<{ relpages: number; pages: string }>`
      select relpages, pg_relation_size('ref_addresses') / current_setting('block_size')::int as pages
      from pg_class where oid = 'ref_addresses'::regclass`.execute(db);
    expect(rows[0]?.relpages).toBe(1);
    expect(Number(rows[0]?.pages)).toBeGreaterThan(10);
    expect((await statements(db, old)).length).toBeGreaterThan(10);
    expect((await rowsOf(store, old)).addresses).toBe(0);
    expect((await rowsOf(store, current)).addresses).toBe(ADDRESSES);
  });

  it('finds rows a VACUUM FULL moved behind its walk before marking the version purged', async () => {
    const { store, db, old, current } = await opened();
    const reference = batchedReference(store);
    const tidsBefore = await sql<{ ctid: string }>`
      select ctid::text as ctid from ref_entities where version_id = ${old}`.execute(db);
    const pause = vi.spyOn(
      reference as unknown as { betweenPurgeBatches: (ms: number) => Promise<void> },
      'betweenPurgeBatches',
    );
    let moved = false;
    // After the first batch of companies: the table rewritten without the rows it deleted, so
    // rows of later pages come to sit in pages the walk has passed.
    pause.mockImplementationOnce(async () => {
      await sql`vacuum full ref_entities`.execute(db);
      const after = await sql<{ ctid: string }>`
        select ctid::text as ctid from ref_entities where version_id = ${old}`.execute(db);
      moved = after.rows.some((r, i) => r.ctid !== tidsBefore.rows[i]?.ctid);
    });

    expect(await reference.purge(60_000, 0)).toBe(1);
    expect(moved).toBe(true);
    const left = await sql<{ n: string }>`
      select count(*) as n from ref_entities where version_id = ${old}`.execute(db);
    expect(Number(left.rows[0]?.n)).toBe(0);
    expect((await rowsOf(store, current)).entities).toBeGreaterThan(0);
    const version = (await store.reference.listVersions()).find((v) => v.id === old);
    expect(version?.purgedAt).toEqual(expect.any(String));
  });
});
