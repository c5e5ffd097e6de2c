import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { runCli as runCliInProcess } from '../src/cli/run-cli.js';

/** The built CLI, as `npm start` and the README's commands run it. */
export const CLI = join(import.meta.dirname, '..', 'dist', 'cli.js');

export interface CliOutcome {
  stdout: string;
  stderr: string;
  code: number;
}

/** A CLI process that is still running: its outcome when done, and its stderr so far. */
export interface RunningCli {
  done: Promise<CliOutcome>;
  stderr: () => string;
}

/**
 * Starts `veracheck <args>` in a child process of the built CLI with this environment, `stdin`
 * written to it: for what only a process shows (signals, locks and races between processes,
 * `serve`).
 */
export function startCli(args: readonly string[], env: NodeJS.ProcessEnv, stdin = ''): RunningCli {
  let stdout = '';
  let stderr = '';
  const done = new Promise<CliOutcome>((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env });
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => {
      resolve({ stdout, stderr, code: code ?? -1 });
    });
    child.stdin.end(stdin);
  });
  return { done, stderr: () => stderr };
}

/** Runs `veracheck <args>` in a child process, as startCli, to its end. */
export function runCliProcess(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  stdin = '',
): Promise<CliOutcome> {
  return startCli(args, env, stdin).done;
}

/**
 * Runs `veracheck <args>` in this process, as the built CLI's main does, with this environment
 * and `stdin`: what it writes and its exit code, without the cost of a process start.
 */
export async function runCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  stdin = '',
): Promise<CliOutcome> {
  let stdout = '';
  let stderr = '';
  const code = await runCliInProcess(args, {
    env,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    stdin: Readable.from([Buffer.from(stdin)]),
  });
  return { stdout, stderr, code };
}

/**
 * A data directory and SQLite database of a test file's own, and `veracheck <args>` run on them
 * in this process (`overrides` on top of their environment); `remove` deletes them (afterAll).
 */
export function cliSandbox(prefix: string): {
  dir: string;
  env: NodeJS.ProcessEnv & { DATABASE_URL: string };
  cli: (args: string[], stdin?: string, overrides?: Record<string, string>) => Promise<CliOutcome>;
  remove: () => void;
} {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const env = {
    ...process.env,
    DATABASE_URL: `sqlite:${join(dir, 'cli.db')}`,
    VERACHECK_DATA_DIR: dir,
  };
  return {
    dir,
    env,
    cli: (args, stdin, overrides = {}) => runCli(args, { ...env, ...overrides }, stdin),
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A data directory for a test's CLI commands on `databaseUrl`: a SQLite file's own directory (a
 * test's own), so that commands look at that directory's mode and not at the system's temporary
 * directory (shared, and warned about); for PostgreSQL, which keeps nothing there, that one.
 */
export function dataDirFor(databaseUrl: string): string {
  return databaseUrl.startsWith('sqlite:')
    ? dirname(databaseUrl.slice('sqlite:'.length))
    : tmpdir();
}

/**
 * `stderr` without the warnings of a command closing an older database's files to other accounts
 * (a database a test made with the driver's default 0644 is one).
 */
export function withoutModeWarnings(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => !/^warning: .* readable by other accounts /.test(line))
    .join('\n');
}
