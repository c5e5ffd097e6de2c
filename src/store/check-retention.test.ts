/**
 * Deleting checks past CHECK_RETENTION_DAYS on SQLite, whose statements run on the thread that
 * serves requests: a deletion must find its rows by index and let requests run between batches.
 */
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../ids/uuidv7.js';
import { SqliteStore } from './sqlite-store.js';
import type { StoredCheck } from './store.js';

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
    const check: StoredCheck = {
      id: newId(),
      organisationId: organisation.id,
      kind: 'person',
      type: 'basic',
      checkIdentifier: `check-${i}`,
      reportIdentifier: newId(),
      requestHash: 'a'.repeat(64),
      resultJson: '{}',
      sourceJson: undefined,
      createdBy: user.id,
      createdAt,
      reportLanguage: 'nl',
    };
    await store.insertCheck(check, {
      organisationId: organisation.id,
      userId: user.id,
      action: 'check.create',
      checkId: check.id,
      sourceJson: undefined,
      requestId: undefined,
      at: createdAt,
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
