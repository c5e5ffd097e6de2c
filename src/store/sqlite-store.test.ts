import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../ids/uuidv7.js';
import { KyselyStore } from './kysely-store.js';
import { SqliteStore } from './sqlite-store.js';
import type { CheckSubject, HistoryQuery, Organisation, StoredCheck, User } from './store.js';
import type { Tables } from './tables.js';

// The shared store suite runs SQLite on a file (writes through the commit thread); these tests
// cover the in-memory database, which writes on the calling thread, and check that the
// prepared-statement reads of SqliteStore agree with the shared Kysely reads.

const opened: SqliteStore[] = [];

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

async function memoryStore() {
  const database = new Database(':memory:');
  const store = new SqliteStore(database);
  opened.push(store);
  await store.migrate();
  const shared = new KyselyStore(
    'sqlite',
    new Kysely<Tables>({ dialect: new SqliteDialect({ database }) }),
  );
  const organisation = await store.createOrganisation('Memory (fictitious)');
  const user = await store.createUser({
    organisationId: organisation.id,
    username: 'memory',
    passwordHash: 'hash',
    permissions: ['person-check'],
  });
  return { store, shared, organisation, user };
}

function personCheck(
  organisation: Organisation,
  user: User,
  subject: CheckSubject,
  createdAt = '2026-06-01T12:00:00.000Z',
): StoredCheck {
  const id = newId();
  return {
    id,
    organisationId: organisation.id,
    kind: 'person',
    type: 'standard',
    checkIdentifier: `check-${id}`,
    reportIdentifier: newId(),
    requestHash: 'a'.repeat(64),
    resultJson: '{}',
    sourceJson: undefined,
    createdBy: user.id,
    createdAt,
    subject,
    reportLanguage: 'nl',
  };
}

const auditOf = (check: StoredCheck) => ({
  organisationId: check.organisationId,
  userId: check.createdBy,
  action: 'check.create' as const,
  checkId: check.id,
  sourceJson: undefined,
  requestId: undefined,
  at: check.createdAt,
});

describe('SqliteStore check history in memory', () => {
  it('adds stored person checks to the history, once per stored check, and reads it as the shared store does', async () => {
    const { store, shared, organisation, user } = await memoryStore();
    const home = { postcode: '1012AB', addressKey: '1012AB|1|' };
    const first = personCheck(organisation, user, { ...home, personKey: 'p1' });
    const replayed = personCheck(organisation, user, { ...home, personKey: 'p1' });
    replayed.checkIdentifier = first.checkIdentifier;
    const checks = [
      first,
      replayed,
      personCheck(organisation, user, { ...home, personKey: 'p2' }),
      personCheck(organisation, user, {
        postcode: '1012AC',
        addressKey: '1012AC|3|A',
        personKey: 'p2',
      }),
      personCheck(organisation, user, { ...home, personKey: 'p3' }, '2025-01-01T00:00:00.000Z'),
    ];
    const stored = [];
    for (const check of checks) stored.push(await store.insertCheck(check, auditOf(check)));
    expect(stored).toEqual([true, false, true, true, true]);

    const query: HistoryQuery = {
      organisationId: organisation.id,
      since: '2026-05-01T00:00:00.000Z',
      areas: ['1012', '1012A', '1012AB', '1012AC'],
      addressKey: '1012AB|1|',
      personKey: 'p2',
    };
    const counts = await store.checkHistory(query);
    expect(counts).toEqual({
      checksInArea: { '1012': 3, '1012A': 3, '1012AB': 2, '1012AC': 1 },
      otherPersonsAtAddress: 1,
      otherAddressesOfPerson: 1,
    });
    expect(await shared.checkHistory(query)).toEqual(counts);
    expect(await store.checkHistory({ ...query, organisationId: newId() })).toEqual({
      checksInArea: { '1012': 0, '1012A': 0, '1012AB': 0, '1012AC': 0 },
      otherPersonsAtAddress: 0,
      otherAddressesOfPerson: 0,
    });
  });
});
