/** The durability test's server and CLI child processes, their settings, and their cleanup. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { afterAll, afterEach } from 'vitest';
import { settingNames } from '../src/config/config.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI = join(ROOT, 'dist', 'cli.js');

/** Concurrent request loops against the server before the kill. */
export const CONCURRENCY = 20;
/** The kill comes this long after the load starts (later only if too few checks were acknowledged). */
export const LOAD_MS = 1_500;
export const MAX_LOAD_MS = 10_000;
/** Acknowledged checks wanted before the kill, and the least that makes the test meaningful. */
export const WANTED_BEFORE_KILL = 100;
export const MIN_ACKNOWLEDGED = 50;
// The first start builds the demo data: about 3 s on a quiet machine, 16-21 s when every core
// is busy (the full suite beside other work); the limit is there to catch a hang, not a slow start.
export const HEALTH_TIMEOUT_MS = 60_000;
/** Two starts, the burst, the kill and the checks afterwards. */
export const TEST_TIMEOUT_MS = 240_000;
export const REQUEST_TIMEOUT_MS = 10_000;
export const EXIT_TIMEOUT_MS = 10_000;
export const CLI_TIMEOUT_MS = 30_000;
/** Output kept per stream for diagnostics (the tail). */
export const OUTPUT_LIMIT = 32 * 1024;

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/** A promise that never settles (a race's loser). */
export const never = new Promise<never>(() => undefined);
export const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return `${error.name}${code ? ` ${code}` : ''}: ${error.message}`;
};

/** Rejects with `what` timed out when `promise` takes longer than `ms`. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
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

export async function freePort(): Promise<number> {
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
export const children = new Set<ChildProcess>();
export const agents = new Set<Agent>();
export const cleanups: (() => Promise<void>)[] = [];

export const isRunning = (child: ChildProcess) =>
  child.exitCode === null && child.signalCode === null;

export async function killAllChildren(): Promise<void> {
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

export async function closeAllAgents(): Promise<void> {
  await Promise.all([...agents].map((agent) => agent.destroy().catch(() => undefined)));
  agents.clear();
}

export function newAgent(): Agent {
  const agent = new Agent({
    connections: CONCURRENCY,
    keepAliveTimeout: 30_000,
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  });
  agents.add(agent);
  return agent;
}

/**
 * Registers the hooks that kill the file's children and close its agents after each test, and
 * run the cleanups at the end.
 */
export function useProcessCleanup(): void {
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
}
/** Keeps the tail of a stream's output. */
export class Tail {
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
export function childEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const cleared = new Set<string>([...settingNames, 'VERACHECK_CONFIG']);
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !cleared.has(name)),
  );
  return { ...inherited, ...settings };
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** `node dist/cli.js serve` as a child process. */
export class ServerProcess {
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

/**
 * Starts the server on a free port and waits until GET /readyz answers 200: it answers /healthz
 * before its indexes are built, and refuses checks until they are.
 */
export async function startServer(settings: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  const server = new ServerProcess(settings, await freePort());
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (!server.running) {
      throw new Error(`the server stopped before it became ready\n${server.report()}`);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `GET /readyz did not answer 200 within ${HEALTH_TIMEOUT_MS} ms\n${server.report()}`,
      );
    }
    try {
      const response = await request(`${server.url}/readyz`, {
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
export async function runCli(
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
