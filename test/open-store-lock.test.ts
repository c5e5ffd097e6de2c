/**
 * A store opened on a new SQLite file while another process holds a lock on it (a server
 * starting at the same moment) waits for the lock rather than failing at once: switching the
 * file to WAL needs the lock too.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../src/store/open-store.js';

const dir = mkdtempSync(join(tmpdir(), 'veracheck-lock-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const DRIVER = createRequire(import.meta.url).resolve('better-sqlite3');

/** A child that takes an exclusive lock on `path`, says so, and keeps it for `ms`. */
const HOLDER = `
const Database = require(process.argv[1]);
const db = new Database(process.argv[2]);
db.exec('begin exclusive');
process.stdout.write('locked\\n');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(process.argv[3]));
db.exec('commit');
db.close();
`;

function holdLock(path: string, ms: number): Promise<{ released: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', HOLDER, DRIVER, path, String(ms)]);
    const released = new Promise<void>((done) => {
      child.on('exit', () => {
        done();
      });
    });
    child.on('error', reject);
    child.stdout.on('data', (data: Buffer) => {
      if (data.toString().includes('locked')) resolve({ released });
    });
  });
}

describe('opening a new SQLite store that another process has locked', () => {
  it('waits for the lock longer than a request would, and then switches the file to WAL', async () => {
    const path = join(dir, 'new.db');
    // Longer than the 5 s a request waits for a lock: as long as another's migrations may take.
    const { released } = await holdLock(path, 6000);
    const store = openStore(`sqlite:${path}`);
    try {
      await store.migrate();
      expect(await store.pendingMigrations()).toEqual([]);
    } finally {
      await store.close();
      await released;
    }
  });
});
