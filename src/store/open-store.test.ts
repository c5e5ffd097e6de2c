import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
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

describe('openStore on PostgreSQL', () => {
  it('gives up a connection to a server that accepts and never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const store = openStore(`postgres://postgres@127.0.0.1:${port}/silent`);
    try {
      const started = Date.now();
      await expect(store.ping()).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await store.close();
      await new Promise<void>((resolve) =>
        silent.close(() => {
          resolve();
        }),
      );
    }
  }, 30_000);
});
