import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
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
) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    env,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    stdin: Readable.from([]),
    ...(onStopSignal && { onStopSignal }),
  });
  return { code, stdout, stderr };
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
});
