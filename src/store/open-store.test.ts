import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from './open-store.js';
import { StoreUnavailableError } from './store-unavailable.js';

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

  it('gives up a write against another connection’s lock after lockTimeoutMs, not 5 s', async () => {
    root = mkdtempSync(join(tmpdir(), 'veracheck-held-'));
    const path = join(root, 'held.db');
    const store = openStore(`sqlite:${path}`, { lockTimeoutMs: 300 });
    await store.migrate();
    const organisation = await store.createOrganisation('Held (fictitious)');
    const holder = new Database(path);
    holder.exec('begin immediate');
    try {
      // A write on the store's own connection, and one through its commit thread.
      const writes = [
        () => store.createOrganisation('Other (fictitious)'),
        () =>
          store.recordAudit({
            organisationId: organisation.id,
            userId: 'user',
            action: 'check.read',
            checkId: 'check',
            sourceJson: undefined,
            requestId: undefined,
            at: new Date().toISOString(),
          }),
      ];
      for (const write of writes) {
        const started = Date.now();
        await expect(write()).rejects.toBeInstanceOf(StoreUnavailableError);
        expect(Date.now() - started).toBeLessThan(2500);
      }
    } finally {
      holder.exec('rollback');
      holder.close();
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
