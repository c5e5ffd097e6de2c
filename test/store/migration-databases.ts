/**
 * A migration test run on both stores: an empty SQLite database in memory, and a temporary
 * PostgreSQL database (when TEST_DATABASE_URL answers; skipped otherwise, as the other
 * PostgreSQL tests are).
 */
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { it } from 'vitest';
import type { Dialect } from '../../src/store/migrations.js';
import type { Tables } from '../../src/store/tables.js';
import { createTemporaryPostgresDatabase, postgresUnavailableReason } from './postgres-database.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);

/** Registers `test` twice, "<title> on SQLite" and "<title> on PostgreSQL", each on its own database. */
export function itOnBothStores(
  title: string,
  test: (db: Kysely<Tables>, dialect: Dialect) => Promise<void>,
): void {
  it(`${title} on SQLite`, async () => {
    const db = new Kysely<Tables>({
      dialect: new SqliteDialect({ database: new Database(':memory:') }),
    });
    try {
      await test(db, 'sqlite');
    } finally {
      await db.destroy();
    }
  });

  it.skipIf(unavailable !== undefined)(`${title} on PostgreSQL`, async () => {
    const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (database === undefined) throw new Error('PostgreSQL went away');
    const db = new Kysely<Tables>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) }),
    });
    try {
      await test(db, 'postgres');
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
}
