import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from './open-store.js';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('openStore on a SQLite file', () => {
  let root = '';
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('makes the data directory and the database files readable by the service only', async () => {
    root = mkdtempSync(join(tmpdir(), 'veracheck-modes-'));
    const dir = join(root, 'data');
    const store = openStore(`sqlite:${join(dir, 'veracheck.db')}`);
    try {
      await store.migrate();
      expect(mode(dir).toString(8)).toBe('700');
      for (const file of ['veracheck.db', 'veracheck.db-wal', 'veracheck.db-shm']) {
        expect(mode(join(dir, file)).toString(8), file).toBe('600');
      }
    } finally {
      await store.close();
    }
  });
});
