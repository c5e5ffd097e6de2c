import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIo } from './io.js';
import { runCli } from './run-cli.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** `veracheck <argv>` in this process on `env`: its exit code and what it wrote. */
async function run(
  argv: string[],
  env: NodeJS.ProcessEnv,
  onStopSignal?: (stop: (signal: string) => void) => void,
  stdin: CliIo['stdin'] = Readable.from([]),
) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    env,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    stdin,
    ...(onStopSignal && { onStopSignal }),
  });
  return { code, stdout, stderr };
}

/**
 * Standard input at a terminal: each line is typed when the reader next listens (resumes), as a
 * person types after each prompt. Iterating it, as piped input is read, fails the test.
 */
class TypingTerminal extends EventEmitter {
  readonly isTTY = true;
  isRaw = false;
  constructor(private readonly lines: string[]) {
    super();
  }
  setRawMode(raw: boolean): void {
    this.isRaw = raw;
  }
  resume(): void {
    const line = this.lines.shift();
    if (line !== undefined) setImmediate(() => this.emit('data', Buffer.from(line)));
  }
  pause(): void {}
  [Symbol.asyncIterator](): AsyncIterator<Buffer> {
    throw new Error('a terminal is read in raw mode, not as a stream');
  }
}

function sqliteEnv(): NodeJS.ProcessEnv {
  const dir = mkdtempSync(join(tmpdir(), 'veracheck-run-cli-'));
  dirs.push(dir);
  return { DATABASE_URL: `sqlite:${join(dir, 'v.db')}`, VERACHECK_DATA_DIR: dir };
}

describe('runCli', () => {
  it('answers help and usage errors with an exit code, not by ending the process', async () => {
    const help = await run(['--help'], {});
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toContain('Usage: veracheck');
    const missing = await run(['import'], {});
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      "error: missing required argument 'format'\n(add --help to see the usage)\n",
    );
  });

  it('reads the configuration from the environment it is given, afresh each run', async () => {
    const broken = await run(['migrate'], { ...sqliteEnv(), PORT: 'http' });
    expect(broken.code).toBe(78);
    expect(broken.stderr).toContain('PORT must be a whole number');
    const [first, second] = [sqliteEnv(), sqliteEnv()];
    expect((await run(['orgs', 'add', 'First (fictitious)'], first)).code).toBe(0);
    expect((await run(['orgs', 'add', 'Second (fictitious)'], second)).code).toBe(0);
    const listed = await run(['orgs', 'list'], first);
    expect(listed.stdout).toContain('First (fictitious)');
    expect(listed.stdout).not.toContain('Second');
  });

  it('stops serve on a signal that comes before its start began, opening nothing', async () => {
    const env = sqliteEnv();
    const stopped = await run(['serve'], env, (stop) => {
      stop('SIGTERM');
    });
    expect(stopped).toMatchObject({ code: 143, stderr: '' });
    expect(stopped.stdout).toBe('SIGTERM received while starting: stopping the start\n');
    expect(existsSync((env.DATABASE_URL ?? '').slice('sqlite:'.length))).toBe(false);
  });

  it('reads users passwd --password-stdin at a terminal twice and unseen, and stops at Ctrl-C with 130', async () => {
    const env = sqliteEnv();
    expect((await run(['orgs', 'add', 'Tty (fictitious)'], env)).code).toBe(0);
    const add = ['users', 'add', 'Tty (fictitious)', 'tty', '--permissions', 'all'];
    expect(
      (
        await run(
          [...add, '--password-stdin'],
          env,
          undefined,
          new TypingTerminal(['long enough pw\r', 'long enough pw\r']),
        )
      ).code,
    ).toBe(0);
    const passwd = ['users', 'passwd', 'tty', '--password-stdin'];
    const set = await run(
      passwd,
      env,
      undefined,
      new TypingTerminal(['another long pw\r', 'another long pw\r']),
    );
    expect(set.code).toBe(0);
    expect(set.stderr).toBe('Password: \nPassword (again): \n');
    expect(set.stdout).toContain('new password set for tty');
    expect(set.stdout + set.stderr).not.toContain('another long pw');
    const differ = await run(
      passwd,
      env,
      undefined,
      new TypingTerminal(['another long pw\r', 'another long pW\r']),
    );
    expect(differ).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('error: the two passwords typed differ') as unknown,
    });
    const terminal = new TypingTerminal(['another\x03']);
    const interrupted = await run(passwd, env, undefined, terminal);
    expect(interrupted).toMatchObject({
      code: 130,
      stderr: 'Password: \npassword entry interrupted\n',
    });
    expect(terminal.isRaw).toBe(false);
  });
});
