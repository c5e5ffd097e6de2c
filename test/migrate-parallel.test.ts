/**
 * Several processes migrating one new SQLite file at once (`veracheck migrate`, or servers
 * starting together): every one succeeds, the migrations are applied once, by one of them.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../src/store/open-store.js';

const OPEN_STORE = pathToFileURL(join(import.meta.dirname, '..', 'dist', 'store', 'open-store.js'));
const PROCESSES = 6;
const ALL = [
  '0001_initial',
  '0002_reference_data',
  '0003_check_history',
  '0004_reports',
  '0005_history_birth_key',
];

/**
 * A process that loads the store module, waits for `startAt` (so that every process begins
 * migrating at the same moment, whatever its start-up took), migrates and says what it applied.
 */
const CHILD = `
const { openMigratedStore } = await import(${JSON.stringify(OPEN_STORE.href)});
const [url, startAt] = process.argv.slice(1);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
try {
  const { store, applied } = await openMigratedStore(url);
  await store.close();
  process.stdout.write(JSON.stringify({ applied }));
} catch (error) {
  process.stdout.write(JSON.stringify({ error: String(error) }));
}
`;

type Outcome = { applied: string[] } | { error: string };

function migrateInChild(url: string, startAt: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [
      '--input-type=module',
      '-e',
      CHILD,
      url,
      String(startAt),
    ]);
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

const dir = mkdtempSync(join(tmpdir(), 'wt-ops-migrate-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('parallel migration of a new SQLite file', () => {
  for (const round of [1, 2]) {
    it(`succeeds in every process and applies each migration once (round ${round})`, async () => {
      const url = `sqlite:${join(dir, `round-${round}.db`)}`;
      // Long enough for every child to have loaded its modules on a busy machine.
      const startAt = Date.now() + 3000;
      const outcomes = await Promise.all(
        Array.from({ length: PROCESSES }, () => migrateInChild(url, startAt)),
      );
      expect(outcomes.filter((o) => 'error' in o)).toEqual([]);
      const applied = outcomes.map((o) => ('applied' in o ? o.applied : []));
      expect(applied.filter((names) => names.length > 0)).toEqual([ALL]);
      const store = openStore(url);
      try {
        expect(await store.pendingMigrations()).toEqual([]);
        await store.createUserWithOrganisation('Migrated Org (fictitious)', {
          username: 'after-migration',
          passwordHash: 'h',
          permissions: ['read-checks'],
        });
      } finally {
        await store.close();
      }
    });
  }
});
