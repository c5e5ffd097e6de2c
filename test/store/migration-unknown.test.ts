/**
 * A newer version migrating the database under a running server: the store names the applied
 * migrations this version does not know, and /readyz takes the server out of service. On SQLite
 * and on PostgreSQL (when TEST_DATABASE_URL answers).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { readinessProblem } from '../../src/http/routes/health.js';
import { openStore } from '../../src/store/open-store.js';
import type { Store } from '../../src/store/store.js';
import { createTemporaryPostgresDatabase, postgresUnavailableReason } from './postgres-database.js';

const FUTURE = ['0099_future_layout', '0100_later_still'];

/** Before: nothing unknown, ready. After `recordFuture` adds what a newer version applied: named. */
async function newerVersionFound(store: Store, recordFuture: () => Promise<void>): Promise<void> {
  expect(await store.unknownMigrations()).toEqual([]);
  await store.migrate();
  expect(await store.unknownMigrations()).toEqual([]);
  expect(await readinessProblem(store)).toBeUndefined();
  await recordFuture();
  expect(await store.unknownMigrations()).toEqual(FUTURE);
  expect(await store.pendingMigrations()).toEqual([]);
  const problem = await readinessProblem(store);
  expect(problem).toContain('migrated by a newer Veracheck version');
  expect(problem).toContain('0099_future_layout, 0100_later_still');
  expect(problem).toContain('stop this server');
}

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);

describe('a database migrated by a newer version while a server runs on it', () => {
  it('is named and makes the server not ready, on SQLite', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'veracheck-unknown-migration-'));
    const path = join(dir, 'v.db');
    const store = openStore(`sqlite:${path}`);
    try {
      await newerVersionFound(store, () => {
        const other = new Database(path);
        try {
          const insert = other.prepare(
            'insert into kysely_migration (name, timestamp) values (?, ?)',
          );
          for (const name of [...FUTURE].reverse()) insert.run(name, new Date().toISOString());
        } finally {
          other.close();
        }
        return Promise.resolve();
      });
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(unavailable !== undefined)(
    'is named and makes the server not ready, on PostgreSQL',
    async () => {
      const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
      if (database === undefined) throw new Error('PostgreSQL went away');
      const store = openStore(database.url);
      try {
        await newerVersionFound(store, async () => {
          const other = new pg.Client({ connectionString: database.url });
          await other.connect();
          try {
            for (const name of [...FUTURE].reverse()) {
              await other.query('insert into kysely_migration (name, timestamp) values ($1, $2)', [
                name,
                new Date().toISOString(),
              ]);
            }
          } finally {
            await other.end();
          }
        });
      } finally {
        await store.close();
        await database.drop();
      }
    },
  );
});
