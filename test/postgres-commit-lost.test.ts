/**
 * The connection to PostgreSQL lost while a transaction is on it, here after its COMMIT reached
 * the server and before the answer came back (a network blip, a pooler or the server
 * restarting). The server must live on and answer: pg raises the loss on the connection in use
 * as well as to its query, and an 'error' event nobody listens to ended the process. And the
 * rows are stored: the store must not answer them 503, which a client sends again and, with no
 * check_identifier, makes each check twice. Committed once more, each check is found made (its
 * insert stores nothing: a replay), as when such a batch was tried again write by write.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openStore } from '../src/store/open-store.js';
import { postgresProxy } from './postgres-proxy.js';
import { CLI, runCli } from './cli-runner.js';
import {
  createTemporaryPostgresDatabase,
  postgresUnavailableReason,
} from './store/postgres-database.js';
import { auditFor, createWorld, makeCheck } from './store/store-suite-setup.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);
if (unavailable !== undefined) {
  console.warn(`Skipping the PostgreSQL lost commit test: ${unavailable}.`);
}

/** A simple-protocol query message `commit` ('Q', its length, the text and its NUL). */
const COMMIT = Buffer.concat([Buffer.from([0x51, 0, 0, 0, 11]), Buffer.from('commit\0')]);

/**
 * A proxy to `target` that, once `cutNextCommit` is called, lets the next COMMIT through to the
 * server and then closes that connection instead of passing its answer back.
 */
async function commitCuttingProxy(target: URL) {
  let armed = false;
  const cutting = new WeakSet<Socket>();
  const proxy = await postgresProxy(target, {
    toServer: (client, chunk) => {
      if (armed && chunk.includes(COMMIT)) {
        armed = false;
        cutting.add(client);
      }
      return true;
    },
    // The server has committed and answers: the client never hears it.
    toClient: (client) => !cutting.has(client),
  });
  return {
    ...proxy,
    cutNextCommit: () => {
      armed = true;
    },
  };
}

describe.skipIf(unavailable !== undefined)('PostgreSQL, its answer to a COMMIT lost', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A temporary database, and a proxy to it that can cut a COMMIT's answer. */
  async function lostCommitDatabase() {
    const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (!database) throw new Error('PostgreSQL became unreachable during the run');
    cleanups.push(database.drop);
    const proxy = await commitCuttingProxy(new URL(database.url));
    cleanups.push(proxy.close);
    return { database, proxy };
  }

  it('answers no check 503 that it stored, answering each stored or found stored', async () => {
    const { database, proxy } = await lostCommitDatabase();
    const store = openStore(proxy.url(database.url), { lockTimeoutMs: 5000 });
    cleanups.push(() => store.close());
    await store.migrate();
    const { orgA, alice } = await createWorld(store);

    const checks = [makeCheck(orgA, alice), makeCheck(orgA, alice)];
    proxy.cutNextCommit();
    // One turn: one batch, one COMMIT.
    const settled = await Promise.allSettled(
      checks.map((check) => store.insertCheck(check, auditFor(check))),
    );

    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    cleanups.push(() => admin.end());
    const { rows } = await admin.query<{ id: string }>('select id from checks');
    // The COMMIT reached the server: both are stored, and so neither may be answered 503.
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(checks.map((check) => check.id)));
    expect(settled).toEqual([
      { status: 'fulfilled', value: false },
      { status: 'fulfilled', value: false },
    ]);
  }, 60_000);

  it('keeps the server running, answering the request and the next ones', async () => {
    const { database, proxy } = await lostCommitDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'veracheck-lost-'));
    cleanups.push(() => {
      rmSync(dir, { recursive: true, force: true });
    });
    const env = { ...process.env, DATABASE_URL: database.url, VERACHECK_DATA_DIR: dir };
    const password = 'lost-test-password-1';
    const added = await runCli(
      [
        'users',
        'add',
        'Lost (fictitious)',
        'lost',
        '--permissions',
        'all',
        '--password-stdin',
        '--create-org',
      ],
      env,
      password,
    );
    expect(added.code, added.stderr).toBe(0);
    const server = spawn(process.execPath, [CLI, 'serve'], {
      env: {
        ...env,
        DATABASE_URL: proxy.url(database.url),
        PORT: '0',
        VERACHECK_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
    });
    let output = '';
    server.stdout.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr.on('data', (d: Buffer) => (output += d.toString()));
    let exit: number | null | undefined;
    const exited = new Promise<void>((resolve) =>
      server.on('exit', (code) => {
        exit = code;
        resolve();
      }),
    );
    cleanups.push(async () => {
      if (exit === undefined) server.kill('SIGTERM');
      await exited;
    });
    const started = Date.now();
    let match: RegExpExecArray | null = null;
    while (!(match = /listening on (http:\/\/\S+)[\s\S]*\nVeracheck ready/.exec(output))) {
      if (Date.now() - started > 60_000 || exit !== undefined) throw new Error(output);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const url = match[1] ?? '';
    const postCheck = (identifier: string) =>
      fetch(`${url}/v1/company-checks`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`lost:${password}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          type: 'basic',
          chamber_of_commerce_number: '12345678',
          check_identifier: identifier,
        }),
      });

    expect((await postCheck('lost-0')).status).toBe(200);
    proxy.cutNextCommit();
    // Stored though its answer was lost: found stored when committed once more, a replay.
    const cut = await postCheck('lost-1');
    expect(cut.status).toBe(200);
    expect(await cut.json()).toMatchObject({ check_identifier: 'lost-1' });
    expect((await postCheck('lost-2')).status).toBe(200);
    expect(exit, output).toBeUndefined();
  }, 120_000);
});
