/**
 * A PostgreSQL session that holds the imports' or a first start's turn, or migrates, asks the
 * server to probe its peer after 10 s of silence, so that a crashed machine's locks are dropped
 * in seconds instead of after the operating system's two hours (TEST_DATABASE_URL, over TCP).
 */
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DEAD_PEER_SETTINGS, detectDeadPeer, resetDeadPeer } from '../../src/store/dead-peer.js';
import { inPostgresImportTurn } from '../../src/store/import-turn.js';
import { migrateToLatest } from '../../src/store/migrate.js';
import type { Tables } from '../../src/store/tables.js';
import { createTemporaryPostgresDatabase, postgresUnavailableReason } from './postgres-database.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);

/**
 * Whether TEST_DATABASE_URL reaches the server over a Unix socket (`?host=/var/run/postgresql`),
 * where the server ignores the keep-alive settings and reads them as 0: their values are then
 * not to be seen, and that test is skipped rather than failed.
 */
async function overUnixSocket(): Promise<boolean> {
  if (unavailable !== undefined || baseUrl === undefined) return false;
  const client = new pg.Client({ connectionString: baseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ socket: boolean }>(
      'select inet_server_addr() is null as socket',
    );
    return rows[0]?.socket === true;
  } finally {
    await client.end();
  }
}
const unixSocket = await overUnixSocket();

async function withDatabase(work: (db: Kysely<Tables>, queries: string[]) => Promise<void>) {
  const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
  if (database === undefined) throw new Error('PostgreSQL went away');
  const queries: string[] = [];
  const db = new Kysely<Tables>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) }),
    log: (event: LogEvent) => {
      queries.push(event.query.sql);
    },
  });
  try {
    await work(db, queries);
  } finally {
    await db.destroy();
    await database.drop();
  }
}

const settingsOf = (db: Kysely<Tables>) =>
  Promise.all(
    Object.keys(DEAD_PEER_SETTINGS).map(async (name) => {
      const { rows } = await sql<{
        setting: string;
      }>`select current_setting(${name}) as setting`.execute(db);
      return rows[0]?.setting;
    }),
  );

describe.skipIf(unavailable !== undefined)(
  'dead peers of PostgreSQL sessions holding locks',
  () => {
    it.skipIf(unixSocket)(
      'sets the keep-alive of one session, and resets it to what it connected with (over TCP)',
      async () => {
        await withDatabase(async (db) => {
          await db.connection().execute(async (connection) => {
            const before = await settingsOf(connection);
            await detectDeadPeer(connection);
            expect(await settingsOf(connection)).toEqual(Object.values(DEAD_PEER_SETTINGS));
            await resetDeadPeer(connection);
            expect(await settingsOf(connection)).toEqual(before);
          });
        });
      },
    );

    it('an import turn sets it on its session before taking the lock, and a migration too', async () => {
      await withDatabase(async (db, queries) => {
        await migrateToLatest(db, 'postgres');
        const migrating = queries.splice(0);
        const keepAlive = (list: string[]) =>
          list.findIndex((q) => q.includes('set_config') && q.includes('$1'));
        expect(keepAlive(migrating)).toBeGreaterThanOrEqual(0);
        expect(keepAlive(migrating)).toBeLessThan(
          migrating.findIndex((q) => q.includes('create table')),
        );
        expect(await inPostgresImportTurn(db, 'sanctions', () => Promise.resolve('ran'))).toBe(
          'ran',
        );
        expect(keepAlive(queries)).toBeGreaterThanOrEqual(0);
        expect(keepAlive(queries)).toBeLessThan(
          queries.findIndex((q) => q.includes('pg_try_advisory_lock')),
        );
        expect(queries.filter((q) => q.startsWith('reset tcp_keepalives'))).toHaveLength(3);
      });
    });
  },
);
