import type { Config } from '../config/config.js';
import { isTerminal, readNewHiddenPassword } from './hidden-input.js';

/** A stream a CLI run writes to: the process's own, or a test's buffer. */
export interface CliOutput {
  write(text: string): unknown;
  /** Whether it is a terminal: progress is then redrawn in place rather than logged. */
  readonly isTTY?: boolean;
}

/** What one CLI run reads, writes and is configured from. */
export interface CliIo {
  /** The environment the configuration is read from; the process's own when not given. */
  env?: NodeJS.ProcessEnv;
  stdout: CliOutput;
  stderr: CliOutput;
  stdin: AsyncIterable<Buffer | string>;
  /**
   * Subscribes `serve` to the signals that stop it (SIGTERM, SIGINT for the process). Without
   * it, `serve` runs until its process ends.
   */
  onStopSignal?: (stop: (signal: string) => void) => void;
}

/** What the commands of one CLI run are given: its configuration and its streams. */
export interface CommandContext {
  /** The configuration, read when a command needs it, so `--help` works with a broken environment. */
  config: () => Config;
  /** Writes one line to standard output. */
  print: (line: string) => void;
  /** Writes text as it is to standard error (notes, warnings, progress). */
  writeError: (text: string) => void;
  /** Whether standard error is a terminal. */
  stderrIsTTY: boolean;
  /**
   * Reads a new password from standard input, for --password-stdin: at a terminal typed twice
   * without echo, otherwise one line as piped.
   */
  readPassword: () => Promise<string>;
  /**
   * Closes a SQLite database and data directory to other accounts, once per run (see
   * command-modes.ts), after the store was opened.
   */
  tightenModes: () => void;
}

/**
 * Reads a new password from `stdin` for --password-stdin. At a terminal it is typed twice,
 * unseen, with prompts on `prompts`; otherwise (a file, a pipe) it is one line, a final line
 * break allowed.
 */
export async function readPasswordFrom(
  stdin: AsyncIterable<Buffer | string>,
  prompts: CliOutput,
): Promise<string> {
  if (isTerminal(stdin)) return readNewHiddenPassword(stdin, prompts, checkPasswordLength);
  const chunks: Buffer[] = [];
  for await (const chunk of stdin)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  const [password = '', ...rest] = Buffer.concat(chunks).toString('utf8').split(/\r?\n/);
  // A second line would be dropped silently, and the password set not the one meant.
  if (rest.some((line) => line !== '')) throw new Error('the password must be one line');
  checkPasswordLength(password);
  return password;
}

function checkPasswordLength(password: string): void {
  if (password.length < 12) throw new Error('the password must have at least 12 characters');
}

/**
 * Prints a listing: with `--json` one JSON array (for scripts), otherwise its lines (for people).
 * Each form is made only when it is the one printed.
 */
export function printListing(
  print: (line: string) => void,
  json: boolean | undefined,
  listing: { json: () => unknown; lines: () => Iterable<string> },
): void {
  if (json === true) {
    print(JSON.stringify(listing.json(), null, 2));
    return;
  }
  for (const line of listing.lines()) print(line);
}
