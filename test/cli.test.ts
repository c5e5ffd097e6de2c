import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password.js';
import { openStore } from '../src/store/open-store.js';
import { cliSandbox, type CliOutcome } from './cli-runner.js';

const { dir, env, cli, remove } = cliSandbox('veracheck-cli-');

afterAll(remove);

/**
 * Runs a command per input, one after the other: runs in one process share its thread, and a
 * SQLite connection waiting for another's lock would hold up the run that has it.
 */
async function eachRun<T>(
  inputs: readonly T[],
  run: (input: T) => Promise<CliOutcome>,
): Promise<(readonly [T, CliOutcome])[]> {
  const outcomes: (readonly [T, CliOutcome])[] = [];
  for (const input of inputs) outcomes.push([input, await run(input)] as const);
  return outcomes;
}

async function passwordOf(username: string, password: string): Promise<boolean> {
  const store = openStore(env.DATABASE_URL);
  try {
    const user = await store.findUserByUsername(username);
    return user !== undefined && (await verifyPassword(password, user.passwordHash));
  } finally {
    await store.close();
  }
}

async function userOf(username: string) {
  const store = openStore(env.DATABASE_URL);
  try {
    return await store.findUserByUsername(username);
  } finally {
    await store.close();
  }
}

describe('veracheck CLI', () => {
  it('migrates, then has nothing left to apply', async () => {
    expect(await cli(['migrate'])).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('applied: 0001_initial') as unknown,
    });
    expect((await cli(['migrate'])).stdout).toContain('no pending migrations');
  });

  it('adds users with generated or given passwords, lists, disables and changes passwords', async () => {
    const added = await cli([
      'users',
      'add',
      'Acme (fictitious)',
      'ops',
      '--permissions',
      'company-check,read-checks',
      '--create-org',
    ]);
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('created organisation Acme (fictitious)');
    const generated = /password \(shown once\): (\S+)/.exec(added.stdout)?.[1];
    expect(generated).toBeDefined();
    expect(await passwordOf('ops', generated ?? '')).toBe(true);

    const given = await cli(
      ['users', 'add', 'Acme (fictitious)', 'batch', '--permissions', 'all', '--password-stdin'],
      'a-long-enough-password\n',
    );
    expect(given.code).toBe(0);
    expect(given.stdout).not.toContain('shown once');
    expect(await passwordOf('batch', 'a-long-enough-password')).toBe(true);

    const listed = await cli(['users', 'list']);
    expect(listed.stdout).toMatch(/ops\s+Acme \(fictitious\)\s+company-check,read-checks/);
    // Each user with its id, which the request log names users by.
    const ops = await userOf('ops');
    expect(listed.stdout).toContain(`${ops?.id}  ops  Acme (fictitious)`);
    expect(listed.stdout).toMatch(
      /batch\s+Acme \(fictitious\)\s+company-check,person-check,company-search,address-search,read-checks/,
    );

    expect((await cli(['users', 'disable', 'ops'])).code).toBe(0);
    expect((await cli(['users', 'list'])).stdout).toMatch(/ops .*\(disabled\)/);
    expect((await cli(['users', 'disable', 'ops'])).stdout).toContain('already disabled');
    const enabled = await cli(['users', 'enable', 'ops']);
    expect(enabled.stdout).toContain('enabled ops: its password is accepted again');
    expect(enabled.stdout).toContain('LOGIN_WINDOW_MS');
    expect(enabled.stdout).not.toContain('stop accepting');
    expect((await cli(['users', 'enable', 'ops'])).stdout).toContain('already enabled');
    expect((await cli(['users', 'disable', 'ops'])).stdout).toContain('disabled ops (running');

    const narrowed = await cli(['users', 'permissions', 'batch', 'read-checks, company-search']);
    expect(narrowed.code).toBe(0);
    expect(narrowed.stdout).toContain(
      'batch may now: read-checks, company-search (was: company-check',
    );
    expect((await cli(['users', 'list'])).stdout).toMatch(
      /batch\s+Acme \(fictitious\)\s+read-checks,company-search\n/,
    );
    const refused = await cli(['users', 'permissions', 'batch', 'read-check']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('unknown permission(s) read-check');
    expect((await cli(['users', 'permissions', 'nobody', 'all'])).stderr).toContain(
      'no user "nobody"',
    );

    const changed = await cli(
      ['users', 'passwd', 'batch', '--password-stdin'],
      'another-long-password\n',
    );
    expect(changed.code).toBe(0);
    // After a leak the operator must know the old password still works for a while.
    expect(changed.stdout).toContain(
      'running servers stop accepting the old one within AUTH_CACHE_TTL_MS',
    );
    expect(await passwordOf('batch', 'another-long-password')).toBe(true);
  });

  it('refuses bad input with a clear message and a failing exit code', async () => {
    const duplicate = await cli([
      'users',
      'add',
      'Acme (fictitious)',
      'batch',
      '--permissions',
      'all',
    ]);
    expect(duplicate.code).not.toBe(0);
    expect(duplicate.stderr).toContain('already exists');
    const permission = await cli([
      'users',
      'add',
      'Acme (fictitious)',
      'x',
      '--permissions',
      'superuser',
    ]);
    expect(permission.stderr).toContain('unknown permission(s) superuser');
    const none = await cli(['users', 'add', 'Acme (fictitious)', 'x', '--permissions', ' , ']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('--permissions needs at least one of');
    // A refused user leaves no organisation behind.
    const refused = (
      await eachRun(
        [
          [
            [
              'users',
              'add',
              'Left Behind (fictitious)',
              'batch',
              '--permissions',
              'all',
              '--create-org',
            ],
          ],
          [
            [
              'users',
              'add',
              'Left Behind (fictitious)',
              'y',
              '--permissions',
              'all',
              '--password-stdin',
              '--create-org',
            ],
            'short\n',
          ],
          [['users', 'add', 'Left Behind (fictitious)', 'z', '--create-org']],
        ] as const,
        ([args, stdin]) => cli([...args], stdin),
      )
    ).map(([, outcome]) => outcome);
    expect(refused.map((r) => r.code)).toEqual([1, 1, 1]);
    expect(refused[0]?.stderr).toContain('already exists');
    expect(refused[1]?.stderr).toContain('at least 12 characters');
    // Permissions are named, never all by omission.
    expect(refused[2]?.stderr).toContain("required option '--permissions <list>' not specified");
    expect((await cli(['orgs', 'list'])).stdout).not.toContain('Left Behind');
    const mistyped = await cli(['frob']);
    expect(mistyped.code).toBe(1);
    expect(mistyped.stderr).toContain("unknown command 'frob'");
    const overridden = await cli(['orgs', 'add', 'Evil \u202eCorp']);
    expect(overridden.code).toBe(1);
    expect(overridden.stderr).toContain('control or text-direction characters');
    for (const [name, blank] of await eachRun(['', '   ', 'two\nlines'], (name) =>
      cli(['orgs', 'add', name]),
    )) {
      expect(blank.code, JSON.stringify(name)).toBe(1);
      expect(blank.stderr).toContain('the organisation name must be 1 to 200 characters');
    }
    const short = await cli(['users', 'passwd', 'batch', '--password-stdin'], 'short\n');
    expect(short.stderr).toContain('at least 12 characters');
    expect((await cli(['users', 'disable', 'nobody'])).stderr).toContain('no user "nobody"');
    const nobody = await cli(['users', 'passwd', 'nobody', '--password-stdin'], '');
    expect(nobody.stderr).toContain('no user "nobody"');
    expect(
      (await cli(['orgs', 'sections', 'Acme (fictitious)', 'company,colour'])).stderr,
    ).toContain('unknown section(s) colour');
    // Names that differ from existing ones by case alone are typos, not new tenants or users.
    const orgCase = await cli(['orgs', 'add', 'ACME (fictitious)']);
    expect(orgCase.stderr).toContain('organisation "Acme (fictitious)" exists');
    const userInOrgCase = await cli([
      'users',
      'add',
      'acme (fictitious)',
      'other-batch',
      '--permissions',
      'all',
    ]);
    expect(userInOrgCase.stderr).toContain('organisation "Acme (fictitious)" exists');
    const userCase = await cli([
      'users',
      'add',
      'Acme (fictitious)',
      'BATCH',
      '--permissions',
      'all',
    ]);
    expect(userCase.stderr).toContain('user "batch" exists');
    expect((await cli(['users', 'list'])).stdout).not.toContain('other-batch');
    // A password of two lines is refused, not cut to its first.
    const twoLines = await cli(
      ['users', 'passwd', 'batch', '--password-stdin'],
      'line-one-12345\nline-two-67890\n',
    );
    expect(twoLines.code).toBe(1);
    expect(twoLines.stderr).toContain('the password must be one line');
  });

  it('refuses an import of a file that is not there before writing anything', async () => {
    const missing = await cli([
      'import',
      'ftm',
      join(dir, 'no-such-file.json'),
      '--dataset',
      'typo',
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no-such-file.json (ENOENT); nothing was imported');
    // A folder is a path that cannot be read as a file (but for OFAC's release folder).
    const folder = await cli(['import', 'ftm', dir, '--dataset', 'typo']);
    expect(folder.code).toBe(1);
    expect(folder.stderr).toContain(`cannot read ${dir}: it is a directory; nothing was imported`);
    expect((await cli(['datasets'])).stdout).not.toContain('typo');
  });

  it('refuses to read or change a database that is not there, and says when it creates one', async () => {
    const typo = join(dir, 'typo', 'v.db');
    const overrides = { DATABASE_URL: `sqlite:${typo}` };
    for (const [args, refused] of await eachRun(
      [['users', 'list'], ['orgs', 'list'], ['datasets'], ['users', 'disable', 'x']],
      (args) => cli(args, undefined, overrides),
    )) {
      expect(refused.code, args.join(' ')).toBe(1);
      expect(refused.stderr, args.join(' ')).toContain(`no database at ${typo} (DATABASE_URL)`);
    }
    expect(existsSync(typo)).toBe(false);
    const created = await cli(['orgs', 'add', 'Typo (fictitious)'], undefined, overrides);
    expect(created.code).toBe(0);
    expect(created.stderr).toContain(`created a new database at ${typo}`);
    const again = await cli(['orgs', 'list'], undefined, overrides);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Typo (fictitious)');
    expect(again.stderr).toBe('');
  });

  it('checks what import, demo load, orgs add and users add are given before it creates a database', async () => {
    const fresh = join(dir, 'fresh', 'v.db');
    const overrides = { DATABASE_URL: `sqlite:${fresh}` };
    for (const [[args, message], refused] of await eachRun(
      [
        [['import', 'nosuch', join(dir, 'x.csv'), '--dataset', 'd'], 'unknown format "nosuch"'],
        [['import', 'financials', '/nonexistent.csv', '--dataset', 'd'], '(ENOENT)'],
        [['import', 'ftm', dir, '--dataset', 'd'], 'it is a directory'],
        [['import', 'ftm', dir, '--dataset', 'Bad Name'], '--dataset takes lower-case'],
        [['demo', 'load', '--dir', join(dir, 'no-demo')], 'is not a demo folder'],
        [['orgs', 'add', ' '], 'the organisation name must be'],
        [['users', 'add', 'X', 'bad name', '--permissions', 'all'], 'the username may use'],
      ] as const,
      ([args]) => cli([...args], undefined, overrides),
    )) {
      expect(refused.code, args.join(' ')).toBe(1);
      expect(refused.stderr, args.join(' ')).toContain(message);
      expect(refused.stderr, args.join(' ')).not.toContain('created a new database');
    }
    expect(existsSync(fresh)).toBe(false);
    // Said only of a database that was made: a path under a file cannot be one.
    writeFileSync(join(dir, 'a-file'), '');
    const underFile = join(dir, 'a-file', 'v.db');
    const failed = await cli(['orgs', 'add', 'Nowhere (fictitious)'], undefined, {
      DATABASE_URL: `sqlite:${underFile}`,
    });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`cannot open the database at DATABASE_URL=sqlite:${underFile}`);
    expect(failed.stderr).not.toContain('created a new database');
  });

  it('refuses a database in memory, which would be gone when the command ends', async () => {
    for (const [args, refused] of await eachRun(
      [
        ['users', 'add', 'Memory (fictitious)', 'm', '--permissions', 'all', '--create-org'],
        ['users', 'list'],
        ['migrate'],
      ],
      (args) => cli(args, undefined, { DATABASE_URL: 'sqlite::memory:' }),
    )) {
      expect(refused.code, args.join(' ')).toBe(1);
      expect(refused.stderr, args.join(' ')).toContain(
        'DATABASE_URL=sqlite::memory: is a database in memory, gone when the command ends',
      );
      expect(refused.stdout, args.join(' ')).toBe('');
    }
  });

  it('lists datasets under a header, with why a version failed, and refuses a blank or overlong label', async () => {
    const company = (id: string) =>
      `${JSON.stringify({ id, schema: 'Company', properties: { name: [`${id} B.V. (fictitious)`] } })}\n`;
    const good = join(dir, 'listing.ftm.json');
    // A country code not known is left out of the third, and counted in LEFT OUT.
    const unknownCountry = `${JSON.stringify({ id: 'c', schema: 'Company', properties: { name: ['c B.V. (fictitious)'], country: ['qq'] } })}\n`;
    writeFileSync(good, company('a') + company('b') + unknownCountry);
    for (const [label, refused] of await eachRun(
      ['', '  ', 'x'.repeat(81), 'two\nlines'],
      (label) => cli(['import', 'ftm', good, '--dataset', 'listing', '--label', label]),
    )) {
      expect(refused.code, JSON.stringify(label)).toBe(1);
      expect(refused.stderr).toContain('--label takes 1 to 80 characters on one line');
    }
    const imported = await cli(['import', 'ftm', good, '--dataset', 'listing', '--label', 'first']);
    expect(imported.code).toBe(0);
    const cut = join(dir, 'listing-cut.ftm.json');
    writeFileSync(cut, company('a') + company('b').slice(0, 20));
    expect((await cli(['import', 'ftm', cut, '--dataset', 'listing', '--label', 'cut'])).code).toBe(
      1,
    );

    const lines = (await cli(['datasets'])).stdout.split('\n');
    const header = lines[0] ?? '';
    expect(header).toMatch(
      /^\s+DATASET\s+LABEL\s+STATE\s+RECORDS\s+REJECTED\s+LEFT OUT\s+FORMAT\s+STARTED \(UTC\)\s+VERSION$/,
    );
    const served = lines.find((l) => /^\*\s+listing/.test(l)) ?? '';
    expect(served.indexOf('ready')).toBe(header.indexOf('STATE'));
    expect(served).toMatch(/ready\s+3\s+0\s+1\s+ftm\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s/);
    const failed = lines.findIndex((l) => /^\s+listing\s+cut\s+failed\s+1\s/.test(l));
    expect(failed).toBeGreaterThan(0);
    expect(lines[failed + 1]).toMatch(
      /^\s+reason: .*listing-cut\.ftm\.json:2: the last line .* looks truncated/,
    );
  });

  it('shows serve without an argument in help', async () => {
    const help = await cli(['--help']);
    expect(help.stdout).toMatch(/^\s+serve\s+run migrations/m);
    expect(help.stdout).not.toContain('[unknown]');
  });

  it('asks import given nothing for its format first', async () => {
    const bare = await cli(['import']);
    expect(bare.code).toBe(1);
    expect(bare.stderr).toContain("missing required argument 'format'");
  });

  it('sets the sections of custom checks', async () => {
    const set = await cli(['orgs', 'sections', 'Acme (fictitious)', 'company,ubo,registrations']);
    expect(set.code).toBe(0);
    expect((await cli(['orgs', 'list'])).stdout).toContain(
      '[custom company: company,ubo,registrations]',
    );
  });
});
