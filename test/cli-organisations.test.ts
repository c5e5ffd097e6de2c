/**
 * How the CLI finds an organisation: every command by its id, else by its name as written; and
 * `users add` makes an organisation only when asked (--create-org), never one named like an id.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/ids/uuidv7.js';
import { openStore } from '../src/store/open-store.js';
import type { Organisation } from '../src/store/store.js';
import { runCli } from './cli-runner.js';

const dir = mkdtempSync(join(tmpdir(), 'veracheck-cli-orgs-'));
const env = {
  ...process.env,
  DATABASE_URL: `sqlite:${join(dir, 'cli.db')}`,
  VERACHECK_DATA_DIR: dir,
};

const cli = (args: string[]) => runCli(args, env);

async function accounts() {
  const store = openStore(env.DATABASE_URL);
  try {
    return { organisations: await store.listOrganisations(), users: await store.listUsers() };
  } finally {
    await store.close();
  }
}

let acme: Organisation;

beforeAll(async () => {
  const made = await cli(['orgs', 'add', 'Acme (fictitious)']);
  expect(made.code, made.stderr).toBe(0);
  const [organisation] = (await accounts()).organisations;
  if (!organisation) throw new Error('no organisation made');
  acme = organisation;
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('organisations named on the command line', () => {
  it('users add takes an existing organisation by its id, with or without --create-org', async () => {
    for (const [username, flags] of [
      ['auditor', []],
      ['second-auditor', ['--create-org']],
    ] as const) {
      const added = await cli([
        'users',
        'add',
        '--permissions',
        'all',
        acme.id,
        username,
        ...flags,
      ]);
      expect(added.code, added.stderr).toBe(0);
      expect(added.stdout).toContain(`created user ${username} in Acme (fictitious)`);
      expect(added.stdout).not.toContain('created organisation');
    }
    const { organisations, users } = await accounts();
    expect(organisations).toEqual([acme]);
    expect(users.map((u) => u.organisationId)).toEqual([acme.id, acme.id]);
  });

  it('users add makes an organisation only with --create-org', async () => {
    const refused = await cli([
      'users',
      'add',
      'Acme Typo (fictitious)',
      'eve',
      '--permissions',
      'all',
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      'error: no organisation "Acme Typo (fictitious)" (give its id, or its name as written; `orgs list` shows both); --create-org creates it with the user\n',
    );
    expect((await accounts()).users.map((u) => u.username)).not.toContain('eve');
    const made = await cli([
      'users',
      'add',
      'Beta (fictitious)',
      'bea',
      '--permissions',
      'read-checks',
      '--create-org',
    ]);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('created organisation Beta (fictitious)');
    const names = (await accounts()).organisations.map((o) => o.name);
    expect(names).toEqual(['Acme (fictitious)', 'Beta (fictitious)']);
  });

  it('makes no organisation named like an id, with users add --create-org or orgs add', async () => {
    const unknownId = newId();
    const viaUsers = await cli([
      'users',
      'add',
      unknownId,
      'gil',
      '--permissions',
      'all',
      '--create-org',
    ]);
    expect(viaUsers.code).toBe(1);
    expect(viaUsers.stderr).toContain(`no organisation has the id "${unknownId}"`);
    const viaOrgs = await cli(['orgs', 'add', acme.id]);
    expect(viaOrgs.code).toBe(1);
    expect(viaOrgs.stderr).toContain('an organisation name in the form of an id is refused');
    expect((await accounts()).organisations.map((o) => o.name)).not.toContain(unknownId);
    expect((await accounts()).organisations.map((o) => o.name)).not.toContain(acme.id);
  });

  it('orgs sections finds the organisation the same way, and names the miss alike', async () => {
    expect((await cli(['orgs', 'sections', acme.id, 'ubo'])).code).toBe(0);
    expect((await cli(['orgs', 'sections', 'Acme (fictitious)', 'ubo,directors'])).code).toBe(0);
    // Spaces around the name aside, as users add reads it.
    const spaced = await cli(['orgs', 'sections', ' Acme (fictitious) ', 'ubo']);
    expect(spaced.code, spaced.stderr).toBe(0);
    const missed = await cli(['orgs', 'sections', 'Acme Typo (fictitious)', 'ubo']);
    expect(missed.code).toBe(1);
    expect(missed.stderr).toBe(
      'error: no organisation "Acme Typo (fictitious)" (give its id, or its name as written; `orgs list` shows both)\n',
    );
  });

  it('orgs sections names the organisation a look-alike name means, without using it', async () => {
    const cased = await cli(['orgs', 'sections', 'acme (fictitious)', 'ubo']);
    expect(cased.code).toBe(1);
    expect(cased.stderr).toBe(
      `error: no organisation "acme (fictitious)"; did you mean "Acme (fictitious)" (${acme.id})? It differs in case, Unicode form or invisible characters: give its name as written, or its id\n`,
    );
    // A Persian name spelt with a zero-width non-joiner, asked for without it.
    const bookshop = 'کتاب\u200cفروشی (fictitious)';
    expect((await cli(['orgs', 'add', bookshop])).code).toBe(0);
    const typed = await cli(['orgs', 'sections', 'کتابفروشی (fictitious)', 'ubo']);
    expect(typed.code).toBe(1);
    expect(typed.stderr).toContain(`did you mean "${bookshop}"`);
    expect((await cli(['orgs', 'sections', bookshop, 'ubo'])).code).toBe(0);
  });
});
