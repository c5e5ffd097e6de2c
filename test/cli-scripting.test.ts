import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliSandbox } from './cli-runner.js';

const { dir, cli, remove } = cliSandbox('veracheck-cli-scripting-');

afterAll(remove);

const parsed = (stdout: string): unknown => JSON.parse(stdout);

describe('veracheck CLI for scripts and operators', () => {
  it('lists organisations and users as JSON, without password hashes', async () => {
    expect((await cli(['orgs', 'list', '--json'])).code).toBe(1); // no database yet
    const added = await cli(
      [
        'users',
        'add',
        'Lender (fictitious)',
        'batch',
        '--permissions',
        'read-checks',
        '--create-org',
      ],
      '',
    );
    expect(added.code).toBe(0);
    const orgs = await cli(['orgs', 'list', '--json']);
    expect(orgs.code).toBe(0);
    const [org] = parsed(orgs.stdout) as { id: string }[];
    expect(org).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      name: 'Lender (fictitious)',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      custom_sections: {},
    });
    expect((await cli(['users', 'disable', 'batch'])).code).toBe(0);
    const users = await cli(['users', 'list', '--json']);
    expect(users.code).toBe(0);
    expect(users.stdout).not.toMatch(/hash|scrypt|argon/i);
    expect(parsed(users.stdout)).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        username: 'batch',
        organisation_id: org?.id,
        organisation_name: 'Lender (fictitious)',
        permissions: ['read-checks'],
        disabled: true,
      },
    ]);
  });

  it('lists dataset versions as JSON, and says what a rollback retired', async () => {
    expect(parsed((await cli(['datasets', '--json'])).stdout)).toEqual([]);
    const file = join(dir, 'list.ftm.json');
    writeFileSync(
      file,
      `${JSON.stringify({ id: 'a', schema: 'Company', properties: { name: ['A B.V. (fictitious)'] } })}\n`,
    );
    for (const label of ['first', 'second']) {
      expect((await cli(['import', 'ftm', file, '--dataset', 'list', '--label', label])).code).toBe(
        0,
      );
    }
    const rollback = await cli(['datasets', 'rollback', 'list']);
    expect(rollback.code).toBe(0);
    expect(rollback.stdout).toMatch(/^list: now serving [0-9a-f-]{36} \(first\);/);
    expect(rollback.stdout).toMatch(
      /\nlist: retired [0-9a-f-]{36} \(second\): its rows are kept until \d{4}-.*Z for servers still reading them, then deleted by the next import; to serve it again, import it again\n$/,
    );
    const versions = parsed((await cli(['datasets', '--json'])).stdout) as Record<
      string,
      unknown
    >[];
    expect(versions.map((v) => [v.label, v.state, v.current])).toEqual([
      ['second', 'retired', false],
      ['first', 'ready', true],
    ]);
    expect(versions[0]).toMatchObject({
      dataset: 'list',
      format: 'ftm',
      records: 1,
      rows_kept_until: expect.stringMatching(/Z$/) as unknown,
      deleted_at: null,
    });
    const again = await cli(['datasets', 'rollback', 'list']);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('error: dataset "list" has no earlier ready version\n');
  });

  it('names the command a mistyped one may mean, failing with exit code 1', async () => {
    const user = await cli(['user', 'list']);
    expect(user).toMatchObject({ code: 1, stdout: '' });
    expect(user.stderr).toBe(
      "error: unknown command 'user'; did you mean 'users'? (see veracheck --help)\n",
    );
    const rolback = await cli(['datasets', 'rolback', 'list']);
    expect(rolback.code).toBe(1);
    expect(rolback.stderr).toBe(
      "error: unknown command 'rolback'; did you mean 'rollback'? (see veracheck datasets --help)\n",
    );
    const lst = await cli(['orgs', 'lst']);
    expect(lst.code).toBe(1);
    expect(lst.stderr).toContain('(Did you mean list?)');
  });

  it('shows examples and the exit statuses in the help', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('veracheck datasets --json');
    expect(help.stdout).toContain('--password-stdin < api-user.secret');
    expect(help.stdout).toMatch(/Exit status: 0 done; 1 refused or failed .*; 78 a configuration/);
  });

  it('follows a usage error with where the usage is', async () => {
    const missing = await cli(['users', 'add', 'Lender (fictitious)', 'x']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      "error: required option '--permissions <list>' not specified\n(add --help to see the usage)\n",
    );
    const sections = await cli(['orgs', 'sections', 'Lender (fictitious)', ',']);
    expect(sections.code).toBe(1);
    expect(sections.stderr).toMatch(/^error: no section given; company sections are company,/);
  });
});
