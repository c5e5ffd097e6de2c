/**
 * `veracheck users add` run by several processes at once, on SQLite and on PostgreSQL (when
 * TEST_DATABASE_URL answers): each either creates its user, and the organisation when new, or
 * fails and leaves nothing behind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../src/store/open-store.js';
import {
  createTemporaryPostgresDatabase,
  postgresUnavailableReason,
} from './store/postgres-database.js';
import { dataDirFor, runCliProcess, type CliOutcome } from './cli-runner.js';

const PROCESSES = 4;

/** A CLI process: the race is between processes, each with its own connection. */
const cli = (databaseUrl: string, args: string[]): Promise<CliOutcome> =>
  runCliProcess(args, {
    ...process.env,
    DATABASE_URL: databaseUrl,
    VERACHECK_DATA_DIR: dataDirFor(databaseUrl),
  });

const inParallel = (databaseUrl: string, argsOf: (i: number) => string[]): Promise<CliOutcome[]> =>
  Promise.all(Array.from({ length: PROCESSES }, (_, i) => cli(databaseUrl, argsOf(i))));

async function accounts(databaseUrl: string) {
  const store = openStore(databaseUrl);
  try {
    return {
      organisations: (await store.listOrganisations()).map((o) => o.name),
      users: (await store.listUsers()).map((u) => `${u.username}@${u.organisationName}`),
    };
  } finally {
    await store.close();
  }
}

function describeParallelAdds(
  backend: string,
  database: () => Promise<{ url: string; drop: () => Promise<void> }>,
) {
  describe(`parallel users add (${backend})`, () => {
    let url = '';
    let drop = (): Promise<void> => Promise.resolve();

    beforeAll(async () => {
      ({ url, drop } = await database());
      const store = openStore(url);
      await store.migrate();
      await store.close();
    });
    afterAll(() => drop());

    it('adds every user to one new organisation, made once', async () => {
      const outcomes = await inParallel(url, (i) => [
        'users',
        'add',
        'Parallel Org (fictitious)',
        `member-${i}`,
        '--permissions',
        'all',
        '--create-org',
      ]);
      for (const outcome of outcomes) expect(outcome, outcome.stderr).toMatchObject({ code: 0 });
      const made = outcomes.filter((o) => o.stdout.includes('created organisation Parallel Org'));
      expect(made).toHaveLength(1);
      const { organisations, users } = await accounts(url);
      expect(organisations.filter((name) => name.startsWith('Parallel Org'))).toHaveLength(1);
      for (let i = 0; i < PROCESSES; i++) {
        expect(users).toContain(`member-${i}@Parallel Org (fictitious)`);
      }
    });

    it('gives one username to one process and leaves no organisation of the others', async () => {
      const outcomes = await inParallel(url, (i) => [
        'users',
        'add',
        `Race Org ${i} (fictitious)`,
        'racer',
        '--permissions',
        'all',
        '--create-org',
      ]);
      const won = outcomes.filter((o) => o.code === 0);
      expect(won).toHaveLength(1);
      const winner = /created user racer in (Race Org \d \(fictitious\))/.exec(
        won[0]?.stdout ?? '',
      )?.[1];
      const { organisations, users } = await accounts(url);
      expect(organisations.filter((name) => name.startsWith('Race Org'))).toEqual([winner]);
      expect(users.filter((u) => u.startsWith('racer@'))).toEqual([`racer@${winner ?? ''}`]);
      for (const lost of outcomes.filter((o) => o.code !== 0)) {
        expect(lost.code).toBe(1);
        expect(lost.stderr).toBe(
          `error: user "racer" already exists (in ${winner ?? ''}); nothing was created\n`,
        );
        expect(lost.stdout).toBe('');
      }
    });
  });
}

describeParallelAdds('sqlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wt-ops-accounts-'));
  return Promise.resolve({
    url: `sqlite:${join(dir, 'veracheck.db')}`,
    drop: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);
if (unavailable !== undefined) {
  console.warn(`Skipping the parallel users add tests on PostgreSQL: ${unavailable}.`);
}
describe.skipIf(unavailable !== undefined)('on PostgreSQL', () => {
  describeParallelAdds('postgres', async () => {
    const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (!database) throw new Error('PostgreSQL became unreachable during the run');
    return database;
  });
});
