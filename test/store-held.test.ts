/**
 * A database held locked by another process (SQLite's write lock, `begin immediate`) or another
 * transaction (a PostgreSQL table lock): every request waiting for it is answered 503
 * STORE_UNAVAILABLE within about STORE_LOCK_TIMEOUT_MS of its own start, however many wait
 * together, and a check answered 503 was not stored: sent again once the lock is gone, it is made.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../src/store/open-store.js';
import { StoreUnavailableError } from '../src/store/store-unavailable.js';
import { CLI, runCli } from './cli-runner.js';
import {
  createTemporaryPostgresDatabase,
  postgresUnavailableReason,
} from './store/postgres-database.js';

const LOCK_TIMEOUT_MS = 500;
/** Requests of each kind (check reads, new checks) sent together while the lock is held. */
const REQUESTS = 8;
const PASSWORD = 'held-test-password-1';
const AUTHORIZATION = `Basic ${Buffer.from(`held:${PASSWORD}`).toString('base64')}`;

interface HeldDatabase {
  databaseUrl: string;
  /** Takes the lock as another writer would; resolves to its release. */
  hold: () => Promise<() => Promise<void>>;
  drop: () => Promise<void>;
}

/** `veracheck serve` on `env`, once it listens. */
async function serve(env: NodeJS.ProcessEnv) {
  const server = spawn(process.execPath, [CLI, 'serve'], {
    env: { ...env, PORT: '0', VERACHECK_DEMO: '0', LOG_LEVEL: 'warn' },
  });
  let output = '';
  server.stdout.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) =>
    server.on('close', () => {
      resolve();
    }),
  );
  const deadline = Date.now() + 60_000;
  let match: RegExpExecArray | null = null;
  while (!(match = /listening on (http:\/\/\S+)[\s\S]*\nVeracheck ready/.exec(output))) {
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: match[1] ?? '',
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** A response, its body and how long it took from the request's start. */
async function timed(request: () => Promise<Response>) {
  const started = Date.now();
  const response = await request();
  const body = await response.text();
  return { response, body, ms: Date.now() - started };
}

function describeHeldStore(name: string, open: () => Promise<HeldDatabase>): void {
  describe(name, () => {
    let database: HeldDatabase;
    let server: Awaited<ReturnType<typeof serve>>;
    let env: NodeJS.ProcessEnv;
    /** What beforeAll made, undone in reverse order (also where it failed halfway). */
    const cleanups: (() => Promise<void> | void)[] = [];

    beforeAll(async () => {
      database = await open();
      cleanups.push(database.drop);
      const dir = mkdtempSync(join(tmpdir(), 'veracheck-held-'));
      cleanups.push(() => {
        rmSync(dir, { recursive: true, force: true });
      });
      env = { ...process.env, DATABASE_URL: database.databaseUrl, VERACHECK_DATA_DIR: dir };
      const added = await runCli(
        [
          'users',
          'add',
          'Held (fictitious)',
          'held',
          '--permissions',
          'all',
          '--password-stdin',
          '--create-org',
        ],
        env,
        PASSWORD,
      );
      expect(added.code, added.stderr).toBe(0);
      server = await serve({ ...env, STORE_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS) });
      cleanups.push(server.stop);
    }, 120_000);

    afterAll(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    const postCheck = (identifier: string) =>
      fetch(`${server.url}/v1/company-checks`, {
        method: 'POST',
        headers: { authorization: AUTHORIZATION, 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'basic',
          chamber_of_commerce_number: '12345678',
          check_identifier: identifier,
        }),
      });
    const getCheck = (identifier: string) =>
      fetch(`${server.url}/v1/checks/${identifier}`, {
        headers: { authorization: AUTHORIZATION },
      });
    const range = Array.from({ length: REQUESTS }, (_, i) => i);

    it('answers each waiting request 503 within the lock timeout; a check answered 503 is made when sent again', async () => {
      expect((await postCheck('held-read')).status).toBe(200);
      const release = await database.hold();
      let answers: Awaited<ReturnType<typeof timed>>[];
      try {
        answers = await Promise.all([
          ...range.map(() => timed(() => getCheck('held-read'))),
          ...range.map((i) => timed(() => postCheck(`held-${i}`))),
        ]);
      } finally {
        await release();
      }
      for (const { response, body, ms } of answers) {
        expect(response.status, body).toBe(503);
        expect(JSON.parse(body)).toMatchObject({ code: 'STORE_UNAVAILABLE' });
        expect(response.headers.get('retry-after')).toBe('1');
        // About one wait (two where they reach the store in two groups); tried alone, the
        // writes were answered a wait apart (the last of eight after nine waits), and SQLite
        // waited 5 s whatever the setting. Five leave a loaded machine room.
        expect(ms).toBeLessThan(5 * LOCK_TIMEOUT_MS);
      }
      for (const i of range) {
        expect((await getCheck(`held-${i}`)).status, `held-${i} was stored`).toBe(404);
        expect((await postCheck(`held-${i}`)).status).toBe(200);
        expect((await getCheck(`held-${i}`)).status).toBe(200);
      }
    }, 120_000);

    it('keeps answering other requests while a report rendered under the lock waits to be kept; that request alone gets its 503', async () => {
      // A wait long enough to tell from the rendering on a loaded machine (about 200 ms).
      const lockTimeoutMs = 2000;
      const reporting = await serve({ ...env, STORE_LOCK_TIMEOUT_MS: String(lockTimeoutMs) });
      cleanups.push(reporting.stop);
      const getReport = (identifier: string) =>
        fetch(`${reporting.url}/v1/reports/${identifier}`, {
          headers: { authorization: AUTHORIZATION, accept: 'text/html' },
        });
      const reportOf = async (identifier: string) => {
        const response = await fetch(`${reporting.url}/v1/company-checks`, {
          method: 'POST',
          headers: { authorization: AUTHORIZATION, 'content-type': 'application/json' },
          body: JSON.stringify({
            type: 'basic',
            chamber_of_commerce_number: '12345678',
            check_identifier: identifier,
          }),
        });
        expect(response.status).toBe(200);
        return (JSON.parse(await response.text()) as { report_identifier: string })
          .report_identifier;
      };
      // The renderer is warmed up first, so the probes below time the store's wait alone.
      expect((await getReport(await reportOf('held-report-warm'))).status).toBe(200);
      const report = await reportOf('held-report');
      const release = await database.hold();
      const probes: number[] = [];
      let answer: Awaited<ReturnType<typeof timed>>;
      try {
        const asked = timed(() => getReport(report));
        let waiting = true;
        void asked.finally(() => (waiting = false));
        while (waiting) {
          probes.push((await timed(() => fetch(`${reporting.url}/healthz`))).ms);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        answer = await asked;
      } finally {
        await release();
      }
      expect(answer.response.status, answer.body).toBe(503);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'STORE_UNAVAILABLE' });
      // One wait: the report's save, not its audit row's after it.
      expect(answer.ms).toBeLessThan(1.8 * lockTimeoutMs);
      // Kept on the server's own connection, SQLite stopped the event loop for the whole wait.
      expect(probes.length).toBeGreaterThan(3);
      expect(Math.max(...probes)).toBeLessThan(lockTimeoutMs / 2);
      expect((await getReport(report)).status).toBe(200);
    }, 60_000);

    it('fails a write sent while another waits within the lock timeout of its own start', async () => {
      const lockTimeoutMs = 2000;
      const store = openStore(database.databaseUrl, { lockTimeoutMs });
      const organisation = await store.createOrganisation('Queued (fictitious)');
      const audit = () => ({
        organisationId: organisation.id,
        userId: 'user',
        action: 'check.read' as const,
        checkId: 'check',
        sourceJson: undefined,
        requestId: undefined,
        at: new Date().toISOString(),
      });
      // Its connections (SQLite's commit thread) are made before the lock is taken.
      await store.recordAudit(audit());
      const release = await database.hold();
      try {
        const first = store.recordAudit(audit());
        await new Promise((resolve) => setTimeout(resolve, 100));
        const started = Date.now();
        const second = store.recordAudit(audit());
        await expect(first).rejects.toBeInstanceOf(StoreUnavailableError);
        await expect(second).rejects.toBeInstanceOf(StoreUnavailableError);
        // About 2000 ms, not the first's wait and then a whole one of its own (3900 ms): the
        // bound between leaves a loaded machine a second either way.
        expect(Date.now() - started).toBeLessThan(3000);
      } finally {
        await release();
        await store.close();
      }
    });
  });
}

describeHeldStore('a SQLite file another process writes to', () => {
  const dir = mkdtempSync(join(tmpdir(), 'veracheck-held-db-'));
  const path = join(dir, 'held.db');
  return Promise.resolve({
    databaseUrl: `sqlite:${path}`,
    hold: () => {
      const holder = new Database(path);
      holder.exec('begin immediate');
      return Promise.resolve(() => {
        holder.exec('rollback');
        holder.close();
        return Promise.resolve();
      });
    },
    drop: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);
if (unavailable !== undefined) {
  console.warn(`Skipping the PostgreSQL held-table tests: ${unavailable}.`);
}

describe.skipIf(unavailable !== undefined)('PostgreSQL', () => {
  describeHeldStore('a PostgreSQL table another transaction holds locked', async () => {
    const created = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (!created) throw new Error('PostgreSQL became unreachable during the run');
    return {
      databaseUrl: created.url,
      // As the audit found it: every request writes an audit row.
      hold: async () => {
        const client = new pg.Client({ connectionString: created.url });
        client.on('error', () => undefined);
        await client.connect();
        await client.query('begin');
        await client.query('lock table audit_events in access exclusive mode');
        // Reports are still read, not written: a report rendered now waits to be kept.
        await client.query('lock table reports in share mode');
        return async () => {
          await client.query('rollback').catch(() => undefined);
          await client.end();
        };
      },
      drop: created.drop,
    };
  });
});
