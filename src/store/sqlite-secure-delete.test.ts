/**
 * Deleted rows leave no trace in the SQLite file (PRAGMA secure_delete), whether the server's
 * connection deletes them (retention) or the commit thread replaces them (a report rendered
 * again): a check's personal data must be gone from the disk once it is deleted.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { insertCheckAt } from './check-rows.test-data.js';
import { openStore } from './open-store.js';
import type { Store } from './store.js';

describe('a SQLite store', () => {
  let dir = '';
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const open = async (): Promise<{ store: Store; file: string }> => {
    dir = mkdtempSync(join(tmpdir(), 'veracheck-secure-delete-'));
    const file = join(dir, 'test.db');
    const store = openStore(`sqlite:${file}`);
    await store.migrate();
    return { store, file };
  };

  /** The database as it lies on the disk once closed (the last connection checkpoints). */
  const onDisk = (file: string): string =>
    [file, `${file}-wal`]
      .filter((path) => existsSync(path))
      .map((path) => readFileSync(path).toString('latin1'))
      .join('');

  const checkOf = async (store: Store, checkIdentifier: string, createdAt: string) => {
    const organisation = await store.createOrganisation('Organisation A (fictitious)');
    const user = await store.createUser({
      organisationId: organisation.id,
      username: 'alice',
      passwordHash: 'hash',
      permissions: ['person-check'],
    });
    return insertCheckAt(store, {
      organisationId: organisation.id,
      userId: user.id,
      checkIdentifier,
      createdAt,
    });
  };

  it('leaves no trace of a deleted check in the file', async () => {
    const { store, file } = await open();
    await checkOf(store, 'jansen-jan-1980-04-12', '2025-01-01T00:00:00.000Z');
    await store.close();
    // The check was on the disk before it was deleted.
    expect(onDisk(file)).toContain('jansen-jan-1980-04-12');
    const again = openStore(`sqlite:${file}`);
    expect(await again.deleteChecksBefore('2026-01-01T00:00:00.000Z')).toMatchObject({
      checks: 1,
    });
    await again.close();
    expect(onDisk(file)).not.toContain('jansen-jan-1980-04-12');
  });

  it('leaves no trace of a report the commit thread replaced', async () => {
    const { store, file } = await open();
    const check = await checkOf(store, 'check-1', '2026-01-01T00:00:00.000Z');
    const report = {
      reportIdentifier: check.reportIdentifier,
      organisationId: check.organisationId,
      checkId: check.id,
      status: 'rendered' as const,
      // Larger than a page, so that replacing it frees whole pages.
      html: `<p>${'Jan Jansen, 12 April 1980; '.repeat(400)}</p>`,
      pdf: Buffer.from('%PDF'),
      error: undefined,
      attempts: 1,
      updatedAt: check.createdAt,
    };
    await store.saveReport(report);
    await store.saveReport({ ...report, html: '<p>rendered again</p>', attempts: 2 });
    await store.close();
    expect(onDisk(file)).toContain('rendered again');
    expect(onDisk(file)).not.toContain('Jan Jansen, 12 April 1980');
  });
});
