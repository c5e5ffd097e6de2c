import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, runCli } from './cli-runner.js';

const dir = mkdtempSync(join(tmpdir(), 'veracheck-follow-'));
const env = {
  PATH: process.env.PATH,
  DATABASE_URL: `sqlite:${join(dir, 'v.db')}`,
  VERACHECK_DATA_DIR: dir,
  VERACHECK_DEMO: '0',
  REFERENCE_POLL_MS: '200',
  LOG_LEVEL: 'warn',
  PORT: '0',
};
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function cli(args: string[], stdin = ''): Promise<{ code: number; out: string }> {
  const { code, stdout, stderr } = await runCli(args, env, stdin);
  return { code, out: stdout + stderr };
}

const company = (name: string) =>
  `${JSON.stringify({ id: 'nl-kvk-90000001', schema: 'Company', properties: { name: [name], registrationNumber: ['90000001'], country: ['nl'] } })}\n`;

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A user of a new organisation, and a server started as a child process. */
async function startServer(organisation: string, username: string, password: string) {
  expect(
    (
      await cli(
        [
          'users',
          'add',
          organisation,
          username,
          '--permissions',
          'all',
          '--password-stdin',
          '--create-org',
        ],
        `${password}\n`,
      )
    ).code,
  ).toBe(0);
  const server = spawn(process.execPath, [CLI, 'serve'], { env });
  children.push(server);
  let stdout = '';
  server.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  const url = await until(
    () => Promise.resolve(/listening on (http:\/\/\S+)[\s\S]*\nVeracheck ready/.exec(stdout)?.[1]),
    20_000,
  );
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  return { url, authorization, output: () => stdout };
}

describe('a running server follows new dataset versions', () => {
  it('serves a new import and a rollback without a restart', async () => {
    const { url, authorization } = await startServer(
      'Follow (fictitious)',
      'follower',
      'a-long-enough-password',
    );
    const searchResponse = () =>
      fetch(`${url}/v1/company-search`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ chamber_of_commerce_number: '90000001' }),
      });
    // The names found; none while no company data is served (503).
    const search = async () => {
      const response = await searchResponse();
      if (response.status !== 200) return [];
      return ((await response.json()) as { companies: { name?: string }[] }).companies.map(
        (c) => c.name,
      );
    };
    // Before any import there is no company data: no empty list that would read "not found".
    const before = await searchResponse();
    expect(before.status).toBe(503);
    expect(((await before.json()) as { code: string }).code).toBe('COMPANY_DATA_UNAVAILABLE');

    const file = join(dir, 'one.ftm.json');
    writeFileSync(file, company('Eerste Versie B.V. (fictitious)'));
    const first = await cli(['import', 'ftm', file, '--dataset', 'follow', '--label', 'v1']);
    expect(first.out).toContain('imported 1 records');
    await until(async () =>
      (await search())[0] === 'Eerste Versie B.V. (fictitious)' ? true : undefined,
    );

    writeFileSync(file, company('Tweede Versie B.V. (fictitious)'));
    await cli(['import', 'ftm', file, '--dataset', 'follow', '--label', 'v2']);
    await until(async () =>
      (await search())[0] === 'Tweede Versie B.V. (fictitious)' ? true : undefined,
    );

    const check = await fetch(`${url}/v1/company-checks`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'basic', chamber_of_commerce_number: '90000001' }),
    });
    const provenance = JSON.parse(
      ((await check.json()) as { backend_data: string }).backend_data,
    ) as {
      datasets: { name: string; version: string }[];
    };
    expect(provenance.datasets).toEqual([{ name: 'follow', version: 'v2' }]);

    expect((await cli(['datasets', 'rollback', 'follow'])).code).toBe(0);
    await until(async () =>
      (await search())[0] === 'Eerste Versie B.V. (fictitious)' ? true : undefined,
    );
    const listed = await cli(['datasets']);
    expect(listed.out).toMatch(/\* follow\s+v1\s+ready/);
  }, 60_000);

  it('screens persons against the listings of the version it serves, rebuilt on each import', async () => {
    const { url, authorization, output } = await startServer(
      'Screen (fictitious)',
      'screener',
      'another-long-password',
    );
    const registrations = async () => {
      const response = await fetch(`${url}/v1/person-checks`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'extended',
          person: { first_name: 'Aleksandr', last_name: 'Fiktivnov' },
        }),
      });
      // Absent until the server serves a version with a listing in it.
      return ((await response.json()) as { registrations?: { source?: string }[] }).registrations;
    };
    const listed = (name: string) =>
      `${JSON.stringify({ id: 'fx-person-1', schema: 'Person', properties: { name: [name], topics: ['sanction'] } })}\n`;
    const file = join(dir, 'list.ftm.json');
    writeFileSync(file, listed('Александр Фиктивнов'));
    await cli(['import', 'ftm', file, '--dataset', 'watch', '--label', 'v1']);
    await until(async () => ((await registrations())?.length === 1 ? true : undefined));
    expect((await registrations())?.[0]?.source).toBe('watch');
    // The next version lists someone else: the new watchlist has no hit for this person.
    writeFileSync(file, listed('Beatrix Voorbeeld'));
    await cli(['import', 'ftm', file, '--dataset', 'watch', '--label', 'v2']);
    await until(async () => ((await registrations())?.length === 0 ? true : undefined));
    expect(output()).toMatch(/screening: \d+ listed entities indexed/);
  }, 60_000);
});
