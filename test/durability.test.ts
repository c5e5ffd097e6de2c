/**
 * Crash durability, end to end: the real server (dist/cli.js) runs as a child process, takes a
 * burst of concurrent check requests, and is killed with SIGKILL while requests are still in
 * flight. After a restart on the same database, every check that was acknowledged with a 200
 * must still be served, byte for byte as it was first returned. Runs against SQLite always and
 * against PostgreSQL when TEST_DATABASE_URL points at a reachable server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { describe, expect, test } from 'vitest';
import { openStore } from '../src/store/open-store.js';
import { createTemporaryPostgresDatabase, redactUrl } from './store/postgres-database.js';
import {
  CONCURRENCY,
  MIN_ACKNOWLEDGED,
  TEST_TIMEOUT_MS,
  cleanups,
  newAgent,
  runCli,
  startServer,
  useProcessCleanup,
} from './durability-processes.js';
import { basicAuthorization, loadThenCrash, pool, readDemoCredentials } from './durability-load.js';

useProcessCleanup();

interface Backend {
  name: string;
  /** Server settings for this backend (DATABASE_URL, VERACHECK_DATA_DIR, VERACHECK_DEMO, ...). */
  settings: Record<string, string>;
  /** The credentials to use; called once the first server is healthy. */
  credentials: () => { username: string; password: string };
}

async function crashAndRecover(backend: Backend): Promise<void> {
  const testStarted = Date.now();
  const settings: Record<string, string> = {
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
    ...backend.settings,
  };

  const first = await startServer(settings);
  const { username, password } = backend.credentials();
  const authorization = basicAuthorization(username, password);

  const load = await loadThenCrash(first, authorization, randomBytes(4).toString('hex'));
  const context = `\n${first.report()}`;
  expect(load.exit.signal, `the first server did not die of SIGKILL${context}`).toBe('SIGKILL');
  expect(load.unexpected, `unexpected answers or failures before the kill${context}`).toEqual([]);
  expect(load.inFlightAtKill, 'SIGKILL must hit while requests are in flight').toBeGreaterThan(0);
  expect(
    load.acknowledged.size,
    'too few checks acknowledged before the kill',
  ).toBeGreaterThanOrEqual(MIN_ACKNOWLEDGED);

  // Every read answered 200 left its audit row (found by the request id it was sent with).
  const store = openStore(settings.DATABASE_URL ?? 'DATABASE_URL is missing');
  try {
    const user = await store.findUserByUsername(username);
    const audited = new Set(
      (await store.listAudit(user?.organisationId ?? '', 1_000_000)).map((e) => e.requestId),
    );
    const unaudited = [...load.acknowledgedReads].filter((id) => !audited.has(id));
    expect(load.acknowledgedReads.size, 'too few reads acknowledged').toBeGreaterThan(0);
    expect(unaudited, `reads acknowledged without a surviving audit row${context}`).toEqual([]);
  } finally {
    await store.close();
  }

  const second = await startServer(settings);
  const agent = newAgent();
  const entries = [...load.acknowledged.entries()];
  const verifyStarted = Date.now();
  const problems = (
    await pool(entries, CONCURRENCY, async ([id, original]) => {
      const response = await request(`${second.url}/v1/checks/${encodeURIComponent(id)}`, {
        headers: { authorization },
        dispatcher: agent,
      });
      const bytes = Buffer.from(await response.body.arrayBuffer());
      if (response.statusCode !== 200) {
        return `${original.kind} check ${id}: GET answered ${response.statusCode} ${bytes.toString('utf8').slice(0, 200)}`;
      }
      if (!bytes.equals(original.response)) {
        return `${original.kind} check ${id}: body differs\n  at 200:  ${original.response.toString('utf8').slice(0, 300)}\n  now:     ${bytes.toString('utf8').slice(0, 300)}`;
      }
      return undefined;
    })
  ).filter((p): p is string => p !== undefined);
  const lost = problems.filter((p) => p.includes('GET answered')).length;
  expect(
    { lost, changed: problems.length - lost, firstProblems: problems.slice(0, 10) },
    `of ${entries.length} acknowledged checks, some did not survive the crash\n${second.report()}`,
  ).toEqual({ lost: 0, changed: 0, firstProblems: [] });

  // The idempotency key survives the crash too: a replay returns the stored check, unchanged.
  const keyed = entries.filter(([, a]) => a.keyed).slice(0, 20);
  const replayProblems = (
    await pool(keyed, CONCURRENCY, async ([id, original]) => {
      const response = await request(`${second.url}/v1/${original.kind}-checks`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: original.request,
        dispatcher: agent,
      });
      const bytes = Buffer.from(await response.body.arrayBuffer());
      if (response.statusCode !== 200)
        return `replay of ${id}: ${response.statusCode} ${bytes.toString('utf8').slice(0, 200)}`;
      if (!bytes.equals(original.response))
        return `replay of ${id}: body differs from the original 200`;
      return undefined;
    })
  ).filter((p): p is string => p !== undefined);
  expect(replayProblems).toEqual([]);
  const verifyMs = Date.now() - verifyStarted;

  await second.stop();
  console.info(
    `durability (${backend.name}): ${load.acknowledged.size} checks acknowledged in ${load.loadMs} ms ` +
      `(${load.acknowledgedAtKill} at the kill), ${load.inFlightAtKill} requests in flight at SIGKILL, ` +
      `${load.failedAfterKill} failed by the crash, ${load.acknowledgedReads.size} reads audited; ` +
      `all ${entries.length} retrieved unchanged after restart ` +
      `(${verifyMs} ms, ${keyed.length} idempotent replays); total ${Date.now() - testStarted} ms`,
  );
}

describe('durability: SIGKILL during a burst of checks loses no acknowledged check or read audit', () => {
  test(
    'SQLite',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'veracheck-durability-'));
      cleanups.push(() => {
        rmSync(dir, { recursive: true, force: true });
        return Promise.resolve();
      });
      await crashAndRecover({
        name: 'SQLite',
        settings: {
          DATABASE_URL: `sqlite:${join(dir, 'v.db')}`,
          VERACHECK_DATA_DIR: dir,
          VERACHECK_DEMO: '1',
        },
        credentials: () => readDemoCredentials(dir),
      });
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'PostgreSQL',
    async ({ skip }) => {
      const baseUrl = process.env.TEST_DATABASE_URL;
      if (baseUrl === undefined || baseUrl.trim() === '') {
        const reason = 'TEST_DATABASE_URL is not set: the PostgreSQL durability test is SKIPPED';
        console.warn(`\n*** ${reason} ***\n`);
        skip(reason);
        return;
      }
      const database = await createTemporaryPostgresDatabase(baseUrl);
      if (database === undefined) {
        const reason = `PostgreSQL at ${redactUrl(baseUrl)} is unreachable: the PostgreSQL durability test is SKIPPED`;
        console.warn(`\n*** ${reason} ***\n`);
        skip(reason);
        return;
      }
      cleanups.push(() => database.drop());
      const dir = mkdtempSync(join(tmpdir(), 'veracheck-durability-pg-'));
      cleanups.push(() => {
        rmSync(dir, { recursive: true, force: true });
        return Promise.resolve();
      });

      const settings = { DATABASE_URL: database.url, VERACHECK_DATA_DIR: dir, VERACHECK_DEMO: '0' };
      const username = 'durability';
      const password = `pw-${randomBytes(12).toString('hex')}`;
      await runCli(
        [
          'users',
          'add',
          'Durability test organisation (fictitious)',
          username,
          '--permissions',
          'all',
          '--password-stdin',
          '--create-org',
        ],
        { ...settings, LOG_LEVEL: 'warn' },
        `${password}\n`,
      );
      await crashAndRecover({
        name: 'PostgreSQL',
        settings,
        credentials: () => ({ username, password }),
      });
    },
    TEST_TIMEOUT_MS,
  );
});
