/**
 * Every CLI command on a SQLite database closes to other accounts the files an earlier version
 * left open (database 0644, its -wal and -shm, data directory 0755), as `serve` does, and says
 * on standard error what it changed; once a command, and nothing once they are closed.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../src/store/open-store.js';
import { runCli } from './cli-runner.js';

const modeOf = (path: string) => statSync(path).mode & 0o7777;

describe('CLI commands on a SQLite database an earlier version left readable by all', () => {
  let root = '';
  afterEach(() => {
    if (root !== '') rmSync(root, { recursive: true, force: true });
  });

  /** A migrated database whose file and data directory are made 0644 and 0755. */
  async function olderDatabase() {
    root = mkdtempSync(join(tmpdir(), 'veracheck-cli-modes-'));
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    const file = join(dataDir, 'veracheck.db');
    const store = openStore(`sqlite:${file}`);
    await store.migrate();
    await store.createOrganisation('Older Org (fictitious)');
    await store.close();
    chmodSync(file, 0o644);
    chmodSync(dataDir, 0o755);
    const env = {
      ...process.env,
      DATABASE_URL: `sqlite:${file}`,
      VERACHECK_DATA_DIR: dataDir,
    };
    return { dataDir, file, env };
  }

  it('tightens the database, its -wal and -shm and the data directory, and says so once', async () => {
    const { dataDir, file, env } = await olderDatabase();
    // A connection of another process keeps the -wal and -shm, which SQLite makes with the
    // database file's mode.
    const other = new Database(file);
    try {
      other.exec('update organisations set name = name');
      expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual([0o644, 0o644, 0o644]);
      const listed = await runCli(['orgs', 'list'], env);
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toContain('Older Org');
      expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual([0o600, 0o600, 0o600]);
      expect(modeOf(dataDir)).toBe(0o700);
      const warnings = listed.stderr.trimEnd().split('\n');
      expect(warnings).toEqual([
        `warning: ${file} was readable by other accounts (0644); made it readable by the service's account only (0600): it holds personal data and password hashes`,
        `warning: ${file}-wal was readable by other accounts (0644); made it readable by the service's account only (0600): it holds personal data and password hashes`,
        `warning: ${file}-shm was readable by other accounts (0644); made it readable by the service's account only (0600): it holds personal data and password hashes`,
        `warning: ${dataDir} was readable by other accounts (0755); made it readable by the service's account only (0700): it holds personal data and password hashes`,
      ]);
    } finally {
      other.close();
    }
    // Closed now: the next command has nothing to say.
    const again = await runCli(['users', 'list'], env);
    expect(again).toMatchObject({ code: 0, stderr: '' });
  });

  it('tightens them for commands that create and for migrate as well', async () => {
    for (const args of [['orgs', 'add', 'Acme (fictitious)'], ['migrate']]) {
      const { dataDir, file, env } = await olderDatabase();
      const outcome = await runCli(args, env);
      expect(outcome.code, outcome.stderr).toBe(0);
      expect(modeOf(file), args.join(' ')).toBe(0o600);
      expect(modeOf(dataDir), args.join(' ')).toBe(0o700);
      expect(outcome.stderr).toContain(`warning: ${file} was readable by other accounts (0644)`);
      rmSync(root, { recursive: true, force: true });
      root = '';
    }
  });
});
