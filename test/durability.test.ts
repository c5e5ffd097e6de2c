/**
 * Crash durability, end to end: the real server (dist/cli.js) runs as a child process, takes a
 * burst of concurrent check requests, and is killed with SIGKILL while requests are still in
 * flight. After a restart on the same database, every check that was acknowledged with a 200
 * must still be served, byte for byte as it was first returned. Runs against SQLite always and
 * against PostgreSQL when TEST_DATABASE_URL points at a reachable server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { settingNames } from '../src/config/config.js';
import { openStore } from '../src/store/open-store.js';
import { createTemporaryPostgresDatabase, redactUrl } from './store/postgres-database.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'dist', 'cli.js');

/** Concurrent request loops against the server before the kill. */
const CONCURRENCY = 20;
/** The kill comes this long after the load starts (later only if too few checks were acknowledged). */
const LOAD_MS = 1_500;
const MAX_LOAD_MS = 10_000;
/** Acknowledged checks wanted before the kill, and the least that makes the test meaningful. */
const WANTED_BEFORE_KILL = 100;
const MIN_ACKNOWLEDGED = 50;
// The first start builds the demo data: about 3 s on a quiet machine, 16-21 s when every core
// is busy (the full suite beside other work); the limit is there to catch a hang, not a slow start.
const HEALTH_TIMEOUT_MS = 60_000;
/** Two starts, the burst, the kill and the checks afterwards. */
const TEST_TIMEOUT_MS = 240_000;
const REQUEST_TIMEOUT_MS = 10_000;
const EXIT_TIMEOUT_MS = 10_000;
const CLI_TIMEOUT_MS = 30_000;
/** Output kept per stream for diagnostics (the tail). */
const OUTPUT_LIMIT = 32 * 1024;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/** A promise that never settles (a race's loser). */
const never = new Promise<never>(() => undefined);
const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return `${error.name}${code ? ` ${code}` : ''}: ${error.message}`;
};

/** Rejects with `what` timed out when `promise` takes longer than `ms`. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what} did not finish within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolveListen);
  });
  const address = server.address();
  await new Promise<void>((resolveClose, reject) => {
    server.close((error) => {
      if (error) reject(error);
      else resolveClose();
    });
  });
  if (address === null || typeof address === 'string') throw new Error('no TCP port assigned');
  return address.port;
}

/** Every child process this file starts, so that none outlives the tests, whatever happens. */
const children = new Set<ChildProcess>();
const agents = new Set<Agent>();
const cleanups: (() => Promise<void>)[] = [];

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function killAllChildren(): Promise<void> {
  await Promise.all(
    [...children].map(async (child) => {
      if (isRunning(child)) {
        const exited = new Promise<void>((r) => {
          child.once('exit', () => {
            r();
          });
        });
        child.kill('SIGKILL');
        await within(exited, EXIT_TIMEOUT_MS, `exit of child ${child.pid ?? '?'}`).catch(
          (error: unknown) => {
            console.warn(`durability test: ${describeError(error)}`);
          },
        );
      }
      children.delete(child);
    }),
  );
}

async function closeAllAgents(): Promise<void> {
  await Promise.all([...agents].map((agent) => agent.destroy().catch(() => undefined)));
  agents.clear();
}

function newAgent(): Agent {
  const agent = new Agent({
    connections: CONCURRENCY,
    keepAliveTimeout: 30_000,
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  });
  agents.add(agent);
  return agent;
}

afterEach(async () => {
  await killAllChildren();
  await closeAllAgents();
});

afterAll(async () => {
  await killAllChildren();
  await closeAllAgents();
  for (const cleanup of cleanups.reverse()) {
    await cleanup().catch((error: unknown) => {
      console.warn(`durability test cleanup failed: ${describeError(error)}`);
    });
  }
});

/** Keeps the tail of a stream's output. */
class Tail {
  private text = '';
  append(chunk: Buffer): void {
    this.text += chunk.toString('utf8');
    if (this.text.length > OUTPUT_LIMIT) this.text = this.text.slice(-OUTPUT_LIMIT);
  }
  toString(): string {
    return this.text;
  }
}

/**
 * The environment of a child: the test's own, without any Veracheck setting that could leak in
 * from the developer's shell, plus `settings`.
 */
function childEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const cleared = new Set<string>([...settingNames, 'VERACHECK_CONFIG']);
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !cleared.has(name)),
  );
  return { ...inherited, ...settings };
}

interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** `node dist/cli.js serve` as a child process. */
class ServerProcess {
  readonly url: string;
  readonly exited: Promise<ExitStatus>;
  private readonly child: ChildProcess;
  private readonly stdout = new Tail();
  private readonly stderr = new Tail();
  private status: ExitStatus | undefined;

  constructor(settings: Record<string, string>, port: number) {
    this.url = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, [CLI, 'serve'], {
      cwd: ROOT,
      env: childEnv({ ...settings, HOST: '127.0.0.1', PORT: String(port) }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(this.child);
    this.child.stdout?.on('data', (chunk: Buffer) => {
      this.stdout.append(chunk);
    });
    this.child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr.append(chunk);
    });
    this.exited = new Promise<ExitStatus>((resolveExit) => {
      this.child.once('exit', (code, signal) => {
        this.status = { code, signal };
        resolveExit(this.status);
      });
      this.child.once('error', (error) => {
        this.stderr.append(Buffer.from(`\n[spawn error] ${describeError(error)}\n`));
        this.status ??= { code: null, signal: null };
        resolveExit(this.status);
      });
    });
  }

  get running(): boolean {
    return this.status === undefined && isRunning(this.child);
  }

  /** Exit status and output, for failure messages. */
  report(): string {
    const status = this.status
      ? `exited (code ${String(this.status.code)}, signal ${String(this.status.signal)})`
      : 'still running';
    return `server ${this.url} (pid ${this.child.pid ?? '?'}) ${status}\n--- stdout ---\n${this.stdout.toString()}\n--- stderr ---\n${this.stderr.toString()}`;
  }

  /** SIGKILL: no shutdown hook, no drain, no flush. */
  async crash(): Promise<ExitStatus> {
    this.child.kill('SIGKILL');
    return within(this.exited, EXIT_TIMEOUT_MS, `exit after SIGKILL of ${this.url}`);
  }

  /** SIGTERM (graceful), SIGKILL when that takes too long. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    try {
      await within(this.exited, EXIT_TIMEOUT_MS, `graceful stop of ${this.url}`);
    } catch {
      await this.crash();
    }
  }
}

/** Starts the server on a free port and waits until GET /healthz answers 200. */
async function startServer(settings: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  const server = new ServerProcess(settings, await freePort());
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (!server.running) {
      throw new Error(`the server stopped before it became healthy\n${server.report()}`);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `GET /healthz did not answer 200 within ${HEALTH_TIMEOUT_MS} ms\n${server.report()}`,
      );
    }
    try {
      const response = await request(`${server.url}/healthz`, {
        headersTimeout: 1_000,
        bodyTimeout: 1_000,
      });
      await response.body.dump();
      if (response.statusCode === 200) return server;
    } catch {
      // Not listening yet.
    }
    await Promise.race([sleep(100), server.exited]);
  }
}

/** Runs `node dist/cli.js <args>` to completion, with `input` on stdin. */
async function runCli(
  args: string[],
  settings: Record<string, string>,
  input: string,
): Promise<string> {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env: childEnv(settings),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.add(child);
  const stdout = new Tail();
  const stderr = new Tail();
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout.append(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr.append(chunk);
  });
  const exited = new Promise<ExitStatus>((resolveExit, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      resolveExit({ code, signal });
    });
  });
  child.stdin?.end(input);
  const { code, signal } = await within(exited, CLI_TIMEOUT_MS, `veracheck ${args.join(' ')}`);
  children.delete(child);
  if (code !== 0) {
    throw new Error(
      `veracheck ${args.join(' ')} failed (code ${String(code)}, signal ${String(signal)})\n--- stdout ---\n${stdout.toString()}\n--- stderr ---\n${stderr.toString()}`,
    );
  }
  return stdout.toString();
}

const basicAuthorization = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

function readDemoCredentials(dataDir: string): { username: string; password: string } {
  const parsed = JSON.parse(
    readFileSync(join(dataDir, 'demo-credentials.json'), 'utf8'),
  ) as unknown;
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'username' in parsed &&
    'password' in parsed &&
    typeof parsed.username === 'string' &&
    typeof parsed.password === 'string'
  ) {
    return { username: parsed.username, password: parsed.password };
  }
  throw new Error('demo-credentials.json has no username and password');
}

function checkIdentifierOf(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof parsed === 'object' && parsed !== null && 'check_identifier' in parsed) {
    return typeof parsed.check_identifier === 'string' ? parsed.check_identifier : undefined;
  }
  return undefined;
}

type Kind = 'company' | 'person';

interface Acknowledged {
  kind: Kind;
  /** The request body as sent. */
  request: string;
  /** Whether the request named its own check_identifier. */
  keyed: boolean;
  /** The 200 response body, exactly as received. */
  response: Buffer;
}

interface LoadResult {
  acknowledged: Map<string, Acknowledged>;
  /** Request ids of the reads (GET of a check) answered 200: each needs its audit row. */
  acknowledgedReads: Set<string>;
  /** Requests under way when SIGKILL was sent. */
  inFlightAtKill: number;
  acknowledgedAtKill: number;
  /** Requests that failed after the kill (ignored: the crash interrupted them). */
  failedAfterKill: number;
  /** Anything but a 200 answer, and any request failure before the kill. */
  unexpected: string[];
  loadMs: number;
  exit: ExitStatus;
}

function requestBody(kind: Kind, checkIdentifier: string | undefined, n: number): string {
  const key = checkIdentifier === undefined ? {} : { check_identifier: checkIdentifier };
  if (kind === 'company') {
    return JSON.stringify({ type: 'basic', chamber_of_commerce_number: '12345678', ...key });
  }
  const lastNames = ['Jansen', 'de Vries', 'Bakker', 'Visser'];
  return JSON.stringify({
    type: 'basic',
    person: { last_name: lastNames[n % lastNames.length] },
    ...key,
  });
}

/**
 * CONCURRENCY loops POST checks until the server is killed, which happens LOAD_MS after the start
 * (while every loop still has a request under way).
 */
async function loadThenCrash(
  server: ServerProcess,
  authorization: string,
  runTag: string,
): Promise<LoadResult> {
  const agent = newAgent();
  const acknowledged = new Map<string, Acknowledged>();
  const acknowledgedReads = new Set<string>();
  const unexpected: string[] = [];
  let unexpectedCount = 0;
  /** Keeps the first few surprises, and counts them all. */
  const note = (surprise: string) => {
    unexpectedCount += 1;
    if (unexpected.length < 20) unexpected.push(surprise);
  };
  let inFlight = 0;
  let killed = false;
  let failedAfterKill = 0;

  // One authenticated request first, so that the burst does not start with twenty scrypt
  // verifications of the same credentials (the server caches them once verified).
  const warmUp = await request(`${server.url}/v1/checks/durability-warm-up`, {
    headers: { authorization },
    dispatcher: agent,
  });
  await warmUp.body.dump();
  expect(warmUp.statusCode, `warm-up GET with the test credentials\n${server.report()}`).toBe(404);

  const started = Date.now();

  /** GET of an acknowledged check with a request id of our own; true when answered 200. */
  const readBack = async (id: string, requestId: string): Promise<boolean> => {
    const read = await request(`${server.url}/v1/checks/${encodeURIComponent(id)}`, {
      headers: { authorization, 'x-request-id': requestId },
      dispatcher: agent,
    });
    await read.body.dump();
    // The audit row carries the answer's id: ours, then the server's own.
    if (read.statusCode === 200) acknowledgedReads.add(String(read.headers['x-request-id']));
    else note(`GET of acknowledged check ${id} answered ${read.statusCode}`);
    return read.statusCode === 200;
  };

  const loop = async (loopIndex: number) => {
    for (let n = 0; !killed; n += 1) {
      const kind: Kind = (loopIndex + n) % 2 === 0 ? 'company' : 'person';
      // Every third request names a unique check_identifier of its own.
      const ownKey = n % 3 === 0 ? `dur-${runTag}-${loopIndex}-${n}` : undefined;
      const body = requestBody(kind, ownKey, n);
      inFlight += 1;
      try {
        const response = await request(`${server.url}/v1/${kind}-checks`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body,
          dispatcher: agent,
        });
        const bytes = Buffer.from(await response.body.arrayBuffer());
        if (response.statusCode !== 200) {
          note(
            `POST /v1/${kind}-checks answered ${response.statusCode}: ${bytes.toString('utf8').slice(0, 300)}`,
          );
          continue;
        }
        const id = checkIdentifierOf(bytes.toString('utf8'));
        if (id === undefined) {
          note(`200 without a check_identifier: ${bytes.toString('utf8').slice(0, 300)}`);
          continue;
        }
        if (ownKey !== undefined && id !== ownKey) {
          note(`sent check_identifier ${ownKey}, the 200 names ${id}`);
        }
        if (acknowledged.has(id)) note(`check_identifier ${id} acknowledged twice`);
        acknowledged.set(id, { kind, request: body, keyed: ownKey !== undefined, response: bytes });
        // Every other check is read back at once: its audit row may wait for its fsync
        // (AUDIT_SYNC_DELAY_MS), but must survive the process's death.
        if (n % 2 === 1) await readBack(id, `read-${runTag}-${loopIndex}-${n}`);
      } catch (error) {
        if (killed) failedAfterKill += 1;
        else note(`POST /v1/${kind}-checks failed before the kill: ${describeError(error)}`);
      } finally {
        inFlight -= 1;
      }
    }
  };

  const loops = Array.from({ length: CONCURRENCY }, (_, i) => loop(i));

  await sleep(LOAD_MS);
  while (
    acknowledged.size < WANTED_BEFORE_KILL &&
    Date.now() - started < MAX_LOAD_MS &&
    server.running
  ) {
    await sleep(50);
  }
  // The kill lands just after a burst of reads is answered, while their audit rows are the
  // newest writes (those of reads wait for no fsync, only for their commit).
  const lastChecks = [...acknowledged.keys()].slice(-CONCURRENCY);
  const lastReads = lastChecks.map((id, i) =>
    readBack(id, `last-read-${runTag}-${i}`).catch(() => false),
  );
  await Promise.race([Promise.any(lastReads.map(async (r) => (await r) || never)), sleep(2000)]);
  const inFlightAtKill = inFlight;
  const acknowledgedAtKill = acknowledged.size;
  const loadMs = Date.now() - started;
  killed = true;
  const exit = await server.crash();
  await Promise.all(lastReads);
  await within(Promise.all(loops), REQUEST_TIMEOUT_MS + 5_000, 'the request loops after the kill');
  await agent.destroy().catch(() => undefined);
  agents.delete(agent);
  if (unexpectedCount > unexpected.length) {
    unexpected.push(`... ${unexpectedCount - unexpected.length} more`);
  }
  return {
    acknowledged,
    acknowledgedReads,
    inFlightAtKill,
    acknowledgedAtKill,
    failedAfterKill,
    unexpected,
    loadMs,
    exit,
  };
}

/** Maps `items` through `run`, at most `limit` at a time. */
async function pool<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await run(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

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
