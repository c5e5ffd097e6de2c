/**
 * A PostgreSQL server whose tables another transaction holds locked (a migration, VACUUM FULL,
 * a transaction left open by hand): requests are answered 503 STORE_UNAVAILABLE after
 * STORE_LOCK_TIMEOUT_MS, as SQLite's busy timeout gives, and SIGTERM still ends the process;
 * so it does where the database stops answering altogether while the store closes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection, createServer, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, runCli } from './cli-runner.js';
import {
  createTemporaryPostgresDatabase,
  postgresUnavailableReason,
  type TemporaryPostgresDatabase,
} from './store/postgres-database.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);
if (unavailable !== undefined) console.warn(`Skipping the PostgreSQL lock tests: ${unavailable}.`);

const PASSWORD = 'lock-test-password-1';
const AUTHORIZATION = `Basic ${Buffer.from(`locked:${PASSWORD}`).toString('base64')}`;

describe.skipIf(unavailable !== undefined)('PostgreSQL tables held locked', () => {
  let database: TemporaryPostgresDatabase;
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    const created = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (!created) throw new Error('PostgreSQL became unreachable during the run');
    database = created;
    dir = mkdtempSync(join(tmpdir(), 'veracheck-pglock-'));
    env = { ...process.env, DATABASE_URL: database.url, VERACHECK_DATA_DIR: dir };
    const added = await runCli(
      [
        'users',
        'add',
        'Locked (fictitious)',
        'locked',
        '--permissions',
        'all',
        '--password-stdin',
        '--create-org',
      ],
      env,
      PASSWORD,
    );
    expect(added.code, added.stderr).toBe(0);
  }, 60_000);

  afterAll(async () => {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Holds `tables` locked in a transaction of its own until `release` is called. */
  async function holdLocked(tables: string): Promise<{ release: () => Promise<void> }> {
    const client = new pg.Client({ connectionString: database.url });
    client.on('error', () => undefined);
    await client.connect();
    await client.query('begin');
    await client.query(`lock table ${tables} in access exclusive mode`);
    return {
      release: async () => {
        await client.query('rollback').catch(() => undefined);
        await client.end();
      },
    };
  }

  async function serve(settings: Record<string, string>) {
    const server: ChildProcess = spawn(process.execPath, [CLI, 'serve'], {
      env: { ...env, PORT: '0', VERACHECK_DEMO: '0', LOG_LEVEL: 'warn', ...settings },
    });
    let stdout = '';
    server.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('close', resolve));
    const deadline = Date.now() + 60_000;
    let match: RegExpExecArray | null = null;
    while (!(match = /listening on (http:\/\/\S+)[\s\S]*\nVeracheck ready/.exec(stdout))) {
      if (Date.now() > deadline) throw new Error(`server did not start: ${stdout}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return { server, exited, url: match[1] ?? '', output: () => stdout };
  }

  const postCheck = (url: string, identifier: string) =>
    fetch(`${url}/v1/company-checks`, {
      method: 'POST',
      headers: { authorization: AUTHORIZATION, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'basic',
        chamber_of_commerce_number: '12345678',
        check_identifier: identifier,
      }),
    });

  it('answers 503 STORE_UNAVAILABLE with Retry-After once STORE_LOCK_TIMEOUT_MS has passed', async () => {
    const { server, exited, url } = await serve({ STORE_LOCK_TIMEOUT_MS: '500' });
    const lock = await holdLocked('checks, audit_events');
    try {
      const started = Date.now();
      const response = await postCheck(url, 'locked-1');
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(response.status, await response.clone().text()).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(await response.json()).toMatchObject({ code: 'STORE_UNAVAILABLE' });
    } finally {
      await lock.release();
      server.kill('SIGTERM');
      await exited;
    }
  }, 90_000);

  it('exits 1 at SHUTDOWN_TIMEOUT_MS though a request still waits for a lock', async () => {
    const { server, exited, url, output } = await serve({
      STORE_LOCK_TIMEOUT_MS: '600000',
      SHUTDOWN_TIMEOUT_MS: '300',
    });
    const lock = await holdLocked('checks, audit_events');
    try {
      const answer = postCheck(url, 'locked-2').catch(() => undefined);
      await new Promise((r) => setTimeout(r, 500));
      const signalled = Date.now();
      server.kill('SIGTERM');
      const code = await Promise.race([
        exited,
        new Promise<string>((r) =>
          setTimeout(() => {
            r('still running');
          }, 10_000),
        ),
      ]);
      expect(code, output()).toBe(1);
      expect(Date.now() - signalled).toBeLessThan(5_000);
      expect(output()).toContain('shutdown timed out');
      await answer;
    } finally {
      await lock.release();
      server.kill('SIGKILL');
      await exited;
    }
  }, 90_000);

  /**
   * A proxy to the database that, once frozen, passes nothing on and closes nothing: the
   * database as a machine cut off from it sees it, its connections open and silent.
   */
  async function freezingProxy(target: URL) {
    let frozen = false;
    const sockets = new Set<Socket>();
    // Half-open allowed: a frozen proxy does not answer a connection's end with its own either.
    const proxy = createServer({ allowHalfOpen: true }, (client) => {
      const upstream = createConnection(Number(target.port || 5432), target.hostname);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        sockets.add(from);
        from.on('data', (chunk: Buffer) => {
          if (!frozen) to.write(chunk);
        });
        from.on('error', () => undefined);
        from.on('close', () => {
          sockets.delete(from);
          if (!frozen) to.destroy();
        });
      }
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const address = proxy.address();
    const url = new URL(target.href);
    url.hostname = '127.0.0.1';
    url.port = String(typeof address === 'object' && address ? address.port : 0);
    return {
      url: url.href,
      freeze: () => {
        frozen = true;
      },
      close: async () => {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => proxy.close(resolve));
      },
    };
  }

  it('exits 1 at SHUTDOWN_TIMEOUT_MS though the database stops answering as the store closes', async () => {
    const proxy = await freezingProxy(new URL(database.url));
    const { server, exited, url, output } = await serve({
      DATABASE_URL: proxy.url,
      SHUTDOWN_TIMEOUT_MS: '1000',
      // A look for new dataset versions every 100 ms: one is in flight when the database goes
      // quiet, and closing the store waits for its connection.
      REFERENCE_POLL_MS: '100',
    });
    try {
      const answer = await postCheck(url, 'frozen-1');
      expect(answer.status, await answer.text()).toBe(200);
      // The requests have all ended: only closing the store's connections is left to wait.
      proxy.freeze();
      await new Promise((r) => setTimeout(r, 300));
      const signalled = Date.now();
      server.kill('SIGTERM');
      const code = await Promise.race([
        exited,
        new Promise<string>((r) =>
          setTimeout(() => {
            r('still running');
          }, 10_000),
        ),
      ]);
      expect(code, output()).toBe(1);
      expect(Date.now() - signalled).toBeLessThan(5_000);
      expect(output()).toContain(
        'shutdown timed out closing the store; stopping without waiting for it',
      );
      expect(output()).not.toContain('shutdown timed out; closing connections');
    } finally {
      server.kill('SIGKILL');
      await exited;
      await proxy.close();
    }
  }, 90_000);
});
