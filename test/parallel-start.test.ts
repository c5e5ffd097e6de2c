/**
 * Several processes starting on one new SQLite file at once (`veracheck migrate`, or servers
 * starting together): every one succeeds, the migrations are applied once, by one of them,
 * and the demo account is made once, with one password.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password.js';
import { migrationProvider } from '../src/store/migrations.js';
import { openStore } from '../src/store/open-store.js';

const DIST = join(import.meta.dirname, '..', 'dist');
const OPEN_STORE = pathToFileURL(join(DIST, 'store', 'open-store.js'));
const DEMO_ACCOUNT = pathToFileURL(join(DIST, 'demo', 'demo-account.js'));
const PROCESSES = 6;
/** Every migration of the release, in order (each to be applied once, by one process). */
const ALL = Object.keys(await migrationProvider('sqlite').getMigrations());

/**
 * A process that loads the store module, waits for `startAt` (so that every process begins at
 * the same moment, whatever its start-up took), migrates, and with a data directory prepares
 * the demo account as `serve` does; it says what it applied and the account's state.
 */
const CHILD = `
const { openMigratedStore } = await import(${JSON.stringify(OPEN_STORE.href)});
const { ensureDemoAccount } = await import(${JSON.stringify(DEMO_ACCOUNT.href)});
const [url, startAt, dataDir] = process.argv.slice(1);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
try {
  const { store, applied } = await openMigratedStore(url);
  try {
    const demo = dataDir ? await ensureDemoAccount(store, dataDir) : undefined;
    process.stdout.write(JSON.stringify({ applied, demo }));
  } finally {
    await store.close();
  }
} catch (error) {
  process.stdout.write(JSON.stringify({ error: String(error) }));
}
`;

type Outcome =
  | { applied: string[]; demo?: { state: string; credentials?: { password: string } } }
  | { error: string };

function startInChild(url: string, startAt: number, dataDir?: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const args = ['--input-type=module', '-e', CHILD, url, String(startAt), dataDir ?? ''];
    const child = spawn(process.execPath, args);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(stdout) as Outcome);
      } catch {
        reject(new Error(`no answer from the child: ${stdout} ${stderr}`));
      }
    });
  });
}

/** Starts PROCESSES children on one database together; their outcomes. */
function startTogether(url: string, dataDir?: string): Promise<Outcome[]> {
  // Long enough for every child to have loaded its modules on a busy machine.
  const startAt = Date.now() + 3000;
  return Promise.all(Array.from({ length: PROCESSES }, () => startInChild(url, startAt, dataDir)));
}

const dir = mkdtempSync(join(tmpdir(), 'wt-ops-migrate-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('parallel migration of a new SQLite file', () => {
  for (const round of [1, 2]) {
    it(`succeeds in every process and applies each migration once (round ${round})`, async () => {
      const url = `sqlite:${join(dir, `round-${round}.db`)}`;
      const outcomes = await startTogether(url);
      expect(outcomes.filter((o) => 'error' in o)).toEqual([]);
      const applied = outcomes.map((o) => ('applied' in o ? o.applied : []));
      expect(applied.filter((names) => names.length > 0)).toEqual([ALL]);
      const store = openStore(url);
      try {
        expect(await store.pendingMigrations()).toEqual([]);
        await store.createUserWithOrganisation(
          'Migrated Org (fictitious)',
          { username: 'after-migration', passwordHash: 'h', permissions: ['read-checks'] },
          { create: true },
        );
      } finally {
        await store.close();
      }
    });
  }
});

describe('servers starting together on a new store', () => {
  it('make the demo account once, and all of them know its one password', async () => {
    const dataDir = join(dir, 'demo');
    const url = `sqlite:${join(dataDir, 'veracheck.db')}`;
    const outcomes = await startTogether(url, dataDir);
    expect(outcomes.filter((o) => 'error' in o)).toEqual([]);
    const demos = outcomes.map((o) => ('demo' in o ? o.demo : undefined));
    expect(demos.filter((d) => d?.state === 'created')).toHaveLength(1);
    expect(demos.filter((d) => d?.state === 'existing')).toHaveLength(PROCESSES - 1);
    const { password } = JSON.parse(
      readFileSync(join(dataDir, 'demo-credentials.json'), 'utf8'),
    ) as { password: string };
    expect(new Set(demos.map((d) => d?.credentials?.password))).toEqual(new Set([password]));
    const store = openStore(url);
    try {
      const users = await store.listUsers();
      expect(users.map((u) => u.username)).toEqual(['demo']);
      expect(await verifyPassword(password, users[0]?.passwordHash ?? '')).toBe(true);
      expect(await store.listOrganisations()).toHaveLength(1);
    } finally {
      await store.close();
    }
  });
});
