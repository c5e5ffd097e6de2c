/**
 * Deleting checks past CHECK_RETENTION_DAYS on SQLite, whose statements run on the thread that
 * serves requests: a deletion must find its rows by index and let requests run between batches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../ids/uuidv7.js';
import { insertCheckAt } from './check-rows.test-data.js';
import { SqliteStore } from './sqlite-store.js';

const opened: SqliteStore[] = [];

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

async function storeWithChecks(count: number, createdAt: string) {
  const database = new Database(':memory:');
  const store = new SqliteStore(database);
  opened.push(store);
  await store.migrate();
  const organisation = await store.createOrganisation('Retention (fictitious)');
  const user = await store.createUser({
    organisationId: organisation.id,
    username: 'retention',
    passwordHash: 'hash',
    permissions: ['person-check'],
  });
  for (let i = 0; i < count; i++) {
    await insertCheckAt(store, {
      organisationId: organisation.id,
      userId: user.id,
      checkIdentifier: `check-${i}`,
      createdAt,
    });
  }
  return { store, database };
}

describe('deleting checks past the retention on SQLite', () => {
  it('finds what to delete by index, not by reading every check, report and audit row', async () => {
    const { database } = await storeWithChecks(0, '2026-01-01T00:00:00.000Z');
    const plan = (query: string) =>
      (database.prepare(`explain query plan ${query}`).all() as { detail: string }[])
        .map((row) => row.detail)
        .join('; ');
    const at = '2026-01-01T00:00:00.000Z';
    expect(plan(`select id from checks where created_at < '${at}' limit 500`)).toMatch(/INDEX/);
    expect(plan(`delete from reports where check_id in ('a', 'b')`)).toMatch(/INDEX/);
    expect(plan(`delete from audit_events where at < '${at}'`)).toMatch(/INDEX/);
    expect(plan(`delete from reports where updated_at < '${at}'`)).toMatch(/INDEX/);
    expect(plan(`delete from history_pairs where last_at < '${at}'`)).toMatch(/INDEX/);
    expect(plan(`delete from history_areas where day < '2026-01-01'`)).toMatch(/INDEX/);
  });

  it('lets other work run between batches', async () => {
    const { store } = await storeWithChecks(1200, '2025-01-01T00:00:00.000Z');
    let ranBetween = false;
    const deletion = store.deleteChecksBefore('2026-01-01T00:00:00.000Z');
    setImmediate(() => {
      ranBetween = true;
    });
    let doneBefore = false;
    void deletion.then(() => {
      doneBefore = !ranBetween;
    });
    const deleted = await deletion;
    expect(deleted.checks).toBe(1200);
    expect(doneBefore).toBe(false);
  });
});

describe('deleting checks past the retention on a SQLite file', () => {
  it('is not refused for a check another connection stored while a batch was read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'veracheck-retention-'));
    try {
      const path = join(dir, 'test.db');
      const database = new Database(path);
      database.pragma('journal_mode = WAL');
      database.pragma('busy_timeout = 1000');
      const other = new Database(path);
      other.pragma('busy_timeout = 1000');
      // Another connection (the commit thread, another server) commits between the read of a
      // batch and its deletion.
      const prepare = database.prepare.bind(database);
      let committed = false;
      database.prepare = (source: string) => {
        if (!committed && /^delete from "reports"/.test(source)) {
          committed = true;
          other
            .prepare(
              'insert into organisations (id, name, settings_json, created_at) values (?, ?, ?, ?)',
            )
            .run(newId(), 'Other (fictitious)', '{}', '2026-01-01T00:00:00.000Z');
        }
        return prepare(source);
      };
      const store = new SqliteStore(database);
      await store.migrate();
      const organisation = await store.createOrganisation('Retention (fictitious)');
      const user = await store.createUser({
        organisationId: organisation.id,
        username: 'retention',
        passwordHash: 'hash',
        permissions: ['person-check'],
      });
      database
        .prepare(
          `insert into checks (id, organisation_id, kind, type, check_identifier, report_identifier,
            request_hash, result_json, created_by, created_at) values (?, ?, 'person', 'basic', ?, ?, ?, '{}', ?, ?)`,
        )
        .run(
          newId(),
          organisation.id,
          'old',
          newId(),
          'a'.repeat(64),
          user.id,
          '2025-01-01T00:00:00.000Z',
        );
      const deleted = await store.deleteChecksBefore('2026-01-01T00:00:00.000Z');
      expect(committed).toBe(true);
      expect(deleted.checks).toBe(1);
      await store.close();
      other.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
