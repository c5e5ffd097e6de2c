import { hashPassword } from '../auth/password.js';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.js';
import { openStore } from '../store/open-store.js';
import type { Store } from '../store/store.js';
import { ensureDemoAccount } from './demo-account.js';

describe('ensureDemoAccount', () => {
  let dir: string;
  let store: Store;

  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function setUp() {
    dir = mkdtempSync(join(tmpdir(), 'veracheck-demo-'));
    store = openStore(`sqlite:${join(dir, 'v.db')}`);
    await store.migrate();
  }

  it('creates the account once, keeps the password in a private file and reuses it', async () => {
    await setUp();
    const first = await ensureDemoAccount(store, dir);
    expect(first.state).toBe('created');
    if (first.state !== 'created') throw new Error('unexpected');
    const saved = JSON.parse(readFileSync(first.file, 'utf8')) as { password: string };
    expect(saved.password).toBe(first.credentials.password);
    expect(statSync(first.file).mode & 0o077).toBe(0);
    const user = await store.findUserByUsername('demo');
    expect(user && (await verifyPassword(saved.password, user.passwordHash))).toBe(true);
    expect(user?.permissions).toHaveLength(5);

    const second = await ensureDemoAccount(store, dir);
    expect(second.state).toBe('existing');
    expect((await store.listUsers()).length).toBe(1);
  });

  it("gives a second database in the same data folder the file's password, not a new one", async () => {
    await setUp();
    const first = await ensureDemoAccount(store, dir);
    if (first.state !== 'created') throw new Error('unexpected');
    const other = openStore(`sqlite:${join(dir, 'other.db')}`);
    try {
      await other.migrate();
      const second = await ensureDemoAccount(other, dir);
      expect(second.state).toBe('created');
      const saved = JSON.parse(readFileSync(first.file, 'utf8')) as { password: string };
      expect(saved.password).toBe(first.credentials.password);
      for (const database of [store, other]) {
        const user = await database.findUserByUsername('demo');
        expect(user && (await verifyPassword(saved.password, user.passwordHash))).toBe(true);
      }
    } finally {
      await other.close();
    }
  });

  it("adds no demo user to a store that has its operator's users", async () => {
    await setUp();
    const organisation = await store.createOrganisation('Operator (fictitious)');
    await store.createUser({
      organisationId: organisation.id,
      username: 'alice',
      passwordHash: 'scrypt$1$1$1$x$y',
      permissions: ['read-checks'],
    });
    expect((await ensureDemoAccount(store, dir)).state).toBe('operator-store');
    expect(await store.findUserByUsername('demo')).toBeUndefined();
  });

  it('says so when the user exists but its credentials file is gone', async () => {
    await setUp();
    const first = await ensureDemoAccount(store, dir);
    if (first.state !== 'created') throw new Error('unexpected');
    rmSync(first.file);
    expect((await ensureDemoAccount(store, dir)).state).toBe('credentials-lost');
  });

  it('says so when the demo user was disabled or its password changed', async () => {
    await setUp();
    const first = await ensureDemoAccount(store, dir);
    if (first.state !== 'created') throw new Error('unexpected');
    expect((await ensureDemoAccount(store, dir)).state).toBe('existing');
    await store.updateUser('demo', { passwordHash: await hashPassword('operator-chosen-pw-1') });
    expect((await ensureDemoAccount(store, dir)).state).toBe('password-changed');
    await store.updateUser('demo', { disabled: true });
    expect((await ensureDemoAccount(store, dir)).state).toBe('disabled');
  });
});
