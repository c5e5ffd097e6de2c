/**
 * `veracheck serve` as an operator runs it: a broken configuration, a database or HOST it cannot
 * use, a graceful shutdown on SIGTERM (cut short by SHUTDOWN_TIMEOUT_MS), and a start stopped by
 * SIGTERM.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../src/store/open-store.js';
import { CLI, cliSandbox } from './cli-runner.js';

const { dir, env, cli, remove } = cliSandbox('veracheck-cli-serve-');

afterAll(remove);

describe('veracheck serve', { timeout: 180_000 }, () => {
  it('explains a broken configuration without starting', async () => {
    const broken = spawn(process.execPath, [CLI, 'serve'], { env: { ...env, PORT: 'http' } });
    let stderr = '';
    broken.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => broken.on('close', resolve));
    expect(code).toBe(78);
    expect(stderr).toContain('PORT must be a whole number');
  }, 30_000);

  it('names DATABASE_URL when the database cannot be opened, and HOST when it cannot be bound', async () => {
    // A directory is no database file.
    const notAFile = await cli(['migrate'], undefined, { DATABASE_URL: `sqlite:${dir}` });
    expect(notAFile.code).toBe(1);
    expect(notAFile.stderr).toContain(`cannot open the database at DATABASE_URL=sqlite:${dir}`);
    const refused = await cli(['users', 'list'], undefined, {
      DATABASE_URL: 'postgres://user:hunter2@127.0.0.1:1/x',
    });
    expect(refused.stderr).toContain('DATABASE_URL=postgres://***@127.0.0.1:1/x');
    expect(refused.stderr).not.toContain('hunter2');
    // A password with an unencoded @ (URL parsers take the authority's last @) is hidden whole.
    const at = await cli(['users', 'list'], undefined, {
      DATABASE_URL: 'postgres://user:hunter@two@127.0.0.1:1/x',
    });
    expect(at.stderr).toContain('DATABASE_URL=postgres://***@127.0.0.1:1/x');
    expect(at.stderr).not.toContain('two@');
    // 192.0.2.1 (TEST-NET-1) is on no interface: refused before any data is loaded.
    const unbound = await cli(['serve'], undefined, { HOST: '192.0.2.1', PORT: '0' });
    expect(unbound.code).toBe(1);
    expect(unbound.stderr).toContain('cannot listen on HOST=192.0.2.1');
    expect(unbound.stdout).not.toContain('indexed');
  }, 30_000);

  it('shuts down gracefully on SIGTERM, finishing in-flight checks', async () => {
    // A store of its own: the demo account is made only where no users are yet.
    const served = {
      DATABASE_URL: `sqlite:${join(dir, 'serve', 'serve.db')}`,
      VERACHECK_DATA_DIR: join(dir, 'serve'),
    };
    // A small demo dataset loaded beforehand: the server still makes the demo account (no
    // users yet) and loads the country lists, but neither generates nor indexes the full demo
    // dataset, which took most of this test's time.
    for (const args of [
      ['demo', 'generate', '--companies', '100', '--addresses', '1000', '--entities', '60'],
      ['demo', 'load'],
    ]) {
      const prepared = await cli(args, undefined, served);
      expect(prepared.code, prepared.stderr).toBe(0);
    }
    const server = spawn(process.execPath, [CLI, 'serve'], {
      env: { ...env, ...served, PORT: '0', VERACHECK_DEMO: '1', LOG_LEVEL: 'warn' },
    });
    let stdout = '';
    server.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('close', resolve));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /listening on (http:\/\/\S+)[\s\S]*\nVeracheck ready/.exec(stdout);
        const password = /Demo password:\s+(\S+)/.exec(stdout);
        if (match?.[1] && password) {
          clearInterval(timer);
          resolve(match[1]);
        }
      }, 50);
      setTimeout(() => {
        clearInterval(timer);
        reject(new Error(`server did not start: ${stdout}`));
      }, 60_000); // generous: a loaded machine can take long to load the indexes
    });
    const password = /Demo password:\s+(\S+)/.exec(stdout)?.[1] ?? '';
    const authorization = `Basic ${Buffer.from(`demo:${password}`).toString('base64')}`;
    const post = (i: number) =>
      fetch(`${url}/v1/company-checks`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'basic',
          chamber_of_commerce_number: '12345678',
          check_identifier: `graceful-${i}`,
        }),
      }).then(
        (r) => r.status,
        () => 0,
      );
    // A stream of checks, 20 at once and then one every 5 ms, with the signal sent once the first
    // is answered: checks are in flight when it comes however slowly this machine starts them (a
    // signal at a fixed moment found none in flight on a loaded machine).
    const sent = Array.from({ length: 20 }, (_, i) => post(i));
    let signalledYet = false;
    const sending = (async () => {
      for (let i = sent.length; !signalledYet && i < 2000; i++) {
        sent.push(post(i));
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await new Promise<void>((resolve) => {
      for (const answer of sent) {
        void answer.then((status) => {
          if (status === 200) resolve();
        });
      }
    });
    const signalled = Date.now();
    server.kill('SIGTERM');
    signalledYet = true;
    // A second signal while the first drains cuts nothing short.
    await new Promise((r) => setTimeout(r, 10));
    server.kill('SIGTERM');
    await sending;
    const inFlight = sent;
    const statuses = await Promise.all(inFlight);
    expect(await exited).toBe(0);
    expect(stdout).toContain('SIGTERM received');
    // Done once the last answer is sent: the keep-alive connections do not hold it open until
    // SHUTDOWN_TIMEOUT_MS (10 s).
    expect(stdout).not.toContain('shutdown timed out');
    expect(Date.now() - signalled).toBeLessThan(9_000);
    const store = openStore(served.DATABASE_URL);
    try {
      const organisation = await store.findOrganisation('Demo organisation (fictitious)');
      for (const [i, status] of statuses.entries()) {
        if (status !== 200) continue;
        expect(await store.findCheck(organisation?.id ?? '', `graceful-${i}`)).toBeDefined();
      }
    } finally {
      await store.close();
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
  }, 90_000);

  it('stops a start on SIGTERM, closing what it opened, and exits 143', async () => {
    const stopped = join(dir, 'stopped');
    const database = join(stopped, 'stopped.db');
    const server = spawn(process.execPath, [CLI, 'serve'], {
      env: {
        ...env,
        DATABASE_URL: `sqlite:${database}`,
        VERACHECK_DATA_DIR: stopped,
        PORT: '0',
        VERACHECK_DEMO: '1',
        LOG_LEVEL: 'warn',
      },
    });
    let stdout = '';
    let stderr = '';
    server.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    server.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('close', resolve));
    // A first start on an empty store generates the demo data (seconds) before it loads it and
    // builds the indexes: the signal comes while it does.
    await expect
      .poll(() => existsSync(join(stopped, 'demo')), { timeout: 60_000, interval: 20 })
      .toBe(true);
    server.kill('SIGTERM');
    expect(await exited).toBe(143);
    // One line said of it (a slow machine may also have warned that it was not listening yet),
    // and nothing after it: no warning of the step it cut short.
    const lines = stdout.trimEnd().split('\n');
    expect(lines.at(-1)).toBe('SIGTERM received while starting: stopping the start');
    expect(lines.filter((line) => !line.startsWith('warning: not listening yet'))).toHaveLength(1);
    expect(stderr).toBe('');
    // The store was closed, not left to the process's end: SQLite removes its WAL file as its
    // last connection closes (a killed process leaves it).
    expect(existsSync(database)).toBe(true);
    expect(existsSync(`${database}-wal`)).toBe(false);
    // The first start held the imports' turn as it was stopped: its lock leaves no journal.
    expect(existsSync(`${database}.import-lock`)).toBe(true);
    expect(existsSync(`${database}.import-lock-journal`)).toBe(false);
  }, 90_000);

  it('exits 1 when SHUTDOWN_TIMEOUT_MS cuts a request short', async () => {
    const served = {
      DATABASE_URL: `sqlite:${join(dir, 'cut', 'cut.db')}`,
      VERACHECK_DATA_DIR: join(dir, 'cut'),
    };
    const password = 'cut-short-password-1';
    const added = await cli(
      [
        'users',
        'add',
        'Cut (fictitious)',
        'cut',
        '--permissions',
        'all',
        '--password-stdin',
        '--create-org',
      ],
      password,
      served,
    );
    expect(added.code, added.stderr).toBe(0);
    const server = spawn(process.execPath, [CLI, 'serve'], {
      env: {
        ...env,
        ...served,
        PORT: '0',
        VERACHECK_DEMO: '0',
        LOG_LEVEL: 'warn',
        SHUTDOWN_TIMEOUT_MS: '300',
      },
    });
    let stdout = '';
    server.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('close', resolve));
    const url = await new Promise<URL>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /listening on (http:\/\/\S+)[\s\S]*\nVeracheck ready/.exec(stdout);
        if (match?.[1]) {
          clearInterval(timer);
          resolve(new URL(match[1]));
        }
      }, 50);
      setTimeout(() => {
        clearInterval(timer);
        reject(new Error(`server did not start: ${stdout}`));
      }, 60_000);
    });
    // A request whose body has not all arrived is in flight until the timeout cuts it.
    const socket = connect(Number(url.port), url.hostname);
    socket.on('error', () => undefined);
    const authorization = `Basic ${Buffer.from(`cut:${password}`).toString('base64')}`;
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /v1/address-search HTTP/1.1\r\nHost: a\r\nAuthorization: ${authorization}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
    );
    await new Promise((r) => setTimeout(r, 200));
    server.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(stdout).toContain('shutdown timed out');
    socket.destroy();
  }, 90_000);
});
