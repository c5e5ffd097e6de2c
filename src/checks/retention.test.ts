import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../store/open-store.js';
import type { DeletedRows, Store, StoredCheck } from '../store/store.js';
import { insertCheckAt } from '../store/check-rows.test-data.js';
import { startRetention } from './retention.js';

describe('startRetention', () => {
  let dir: string;
  let store: Store;
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const checkAt = async (createdAt: string): Promise<StoredCheck> => {
    const organisation =
      (await store.findOrganisation('Organisation A (fictitious)')) ??
      (await store.createOrganisation('Organisation A (fictitious)'));
    const user =
      (await store.findUserByUsername('alice')) ??
      (await store.createUser({
        organisationId: organisation.id,
        username: 'alice',
        passwordHash: 'hash',
        permissions: ['person-check'],
      }));
    return insertCheckAt(store, {
      organisationId: organisation.id,
      userId: user.id,
      checkIdentifier: `jan-jansen-${createdAt}`,
      createdAt,
    });
  };

  it('deletes the checks older than the days kept at once, and says what it deleted', async () => {
    dir = mkdtempSync(join(tmpdir(), 'veracheck-retention-'));
    store = openStore(`sqlite:${join(dir, 'test.db')}`);
    await store.migrate();
    const now = Date.parse('2026-06-01T00:00:00.000Z');
    const old = await checkAt('2026-04-30T23:59:59.000Z');
    const young = await checkAt('2026-05-02T00:00:00.000Z');
    const said: [DeletedRows, string][] = [];
    const retention = startRetention(store, {
      days: 31,
      now: () => now,
      deleted: (rows, before) => said.push([rows, before]),
      failed: (error) => {
        throw error;
      },
    });
    await retention.stop();
    expect(said).toEqual([
      [
        { checks: 1, reports: 0, auditEvents: 1, historyAreas: 0, historyPairs: 0 },
        '2026-05-01T00:00:00.000Z',
      ],
    ]);
    expect(await store.findCheck(old.organisationId, old.checkIdentifier)).toBeUndefined();
    expect(await store.findCheck(young.organisationId, young.checkIdentifier)).toBeDefined();
  });

  it('tells a failed run and is stopped without waiting for the next', async () => {
    dir = mkdtempSync(join(tmpdir(), 'veracheck-retention-'));
    store = openStore(`sqlite:${join(dir, 'test.db')}`);
    const failures: unknown[] = [];
    const retention = startRetention(
      { deleteChecksBefore: () => Promise.reject(new Error('database is locked')) },
      { days: 1, deleted: () => undefined, failed: (error) => failures.push(error) },
    );
    await retention.stop();
    expect(failures).toHaveLength(1);
  });
});

describe('startRetention with a run longer than the interval', () => {
  it('starts no run while the one before is still deleting', async () => {
    let calls = 0;
    let finish: () => void = () => undefined;
    const retention = startRetention(
      {
        deleteChecksBefore: () => {
          calls += 1;
          return new Promise((resolve) => {
            finish = () => {
              resolve({ checks: 0, reports: 0, auditEvents: 0, historyAreas: 0, historyPairs: 0 });
            };
          });
        },
      },
      { days: 1, intervalMs: 5, deleted: () => undefined, failed: () => undefined },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
    finish();
    await retention.stop();
  });
});
