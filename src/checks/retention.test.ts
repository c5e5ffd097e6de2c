import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../store/open-store.js';
import type { DeletedRows, Store, StoredCheck } from '../store/store.js';
import { insertCheckAt } from '../store/check-rows.test-data.js';
import { retentionSaid, startRetention } from './retention.js';

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
    const said: [DeletedRows, { checks?: string; audit?: string }][] = [];
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
        { checks: '2026-05-01T00:00:00.000Z', audit: '2026-05-01T00:00:00.000Z' },
      ],
    ]);
    expect(await store.findCheck(old.organisationId, old.checkIdentifier)).toBeUndefined();
    expect(await store.findCheck(young.organisationId, young.checkIdentifier)).toBeDefined();
  });

  const auditedChecks = async (auditDays: number | undefined, days: number | undefined) => {
    dir = mkdtempSync(join(tmpdir(), 'veracheck-retention-'));
    store = openStore(`sqlite:${join(dir, 'test.db')}`);
    await store.migrate();
    const now = Date.parse('2026-06-01T00:00:00.000Z');
    // Made 40 and 20 days ago, each with its creation's audit row.
    const old = await checkAt('2026-04-22T00:00:00.000Z');
    const young = await checkAt('2026-05-12T00:00:00.000Z');
    const said: { checks?: string; audit?: string }[] = [];
    const retention = startRetention(store, {
      days,
      auditDays,
      now: () => now,
      deleted: (_rows, before) => said.push(before),
      failed: (error) => {
        throw error;
      },
    });
    await retention.stop();
    const audited = (await store.listAudit(old.organisationId, 10)).map((a) => a.checkId);
    const kept = await Promise.all(
      [old, young].map((c) => store.findCheck(c.organisationId, c.checkIdentifier)),
    );
    return { old, young, said, audited, kept: kept.map((c) => c?.id) };
  };

  it('keeps audit rows longer than checks where AUDIT_RETENTION_DAYS says so', async () => {
    const { old, young, said, audited, kept } = await auditedChecks(60, 30);
    expect(said).toEqual([
      { checks: '2026-05-02T00:00:00.000Z', audit: '2026-04-02T00:00:00.000Z' },
    ]);
    expect(kept).toEqual([undefined, young.id]);
    // The deleted check's audit row outlives it, as the audit trail must be kept longer.
    expect(audited.sort()).toEqual([old.id, young.id].sort());
  });

  it('deletes audit rows sooner than checks where AUDIT_RETENTION_DAYS is shorter', async () => {
    const { young, audited, kept } = await auditedChecks(10, 30);
    expect(kept).toEqual([undefined, young.id]);
    // Both creations' audit rows are older than 10 days: the young check stays without its own.
    expect(audited).toEqual([]);
  });

  it('deletes audit rows alone where only AUDIT_RETENTION_DAYS is set', async () => {
    const { old, young, said, audited, kept } = await auditedChecks(30, undefined);
    expect(said).toEqual([{ checks: undefined, audit: '2026-05-02T00:00:00.000Z' }]);
    expect(kept).toEqual([old.id, young.id]);
    expect(audited).toEqual([young.id]);
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

describe('retentionSaid', () => {
  it('names audit rows apart only where they are kept for a time of their own', () => {
    expect(retentionSaid(undefined, undefined)).toBe(
      'Checks are kept until deleted: set CHECK_RETENTION_DAYS to delete them after so many days',
    );
    expect(retentionSaid(1, 1)).toBe(
      'Checks are kept 1 day (CHECK_RETENTION_DAYS), with their reports, audit rows and check history',
    );
    expect(retentionSaid(365, 3650)).toBe(
      'Checks are kept 365 days (CHECK_RETENTION_DAYS), with their reports and check history; audit rows are kept 3650 days (AUDIT_RETENTION_DAYS)',
    );
    expect(retentionSaid(undefined, 90)).toBe(
      'Checks are kept until deleted: set CHECK_RETENTION_DAYS to delete them after so many days; audit rows are kept 90 days (AUDIT_RETENTION_DAYS)',
    );
  });
});
