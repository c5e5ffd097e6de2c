import { afterEach, beforeEach, describe } from 'vitest';
import { newId } from '../../src/ids/uuidv7.js';
import type { AuditEntry, Organisation, Store, StoredCheck, User } from '../../src/store/store.js';

/** A store on an empty, unmigrated database of its own. */
export interface OpenedStore {
  store: Store;
  /** Opens another store on the same database (used to check that writes survive close()). */
  reopen: () => Store;
  /** Removes the database; called after every store opened on it has been closed. */
  cleanup: () => Promise<void>;
}

/** The value, or a thrown error naming what was missing. */
export function defined<T>(value: T | undefined, what = 'value'): T {
  if (value === undefined) throw new Error(`expected ${what} to be defined`);
  return value;
}

/** Resolves after the current turn of the event loop. */
export const nextTick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A part of the Store suite that every backend must pass. `name` is the backend as
 * `Store.backend` reports it; `open` gives each test a fresh, unmigrated database, which the
 * suite migrates where it needs to, and whose stores it closes before calling `cleanup`.
 */
export type StoreSuite = (name: string, open: () => Promise<OpenedStore>) => void;

/** Two organisations with a user each. */
export interface World {
  orgA: Organisation;
  orgB: Organisation;
  alice: User;
  bob: User;
}

/** Creates the World on a migrated store. */
export async function createWorld(store: Store): Promise<World> {
  const orgA = await store.createOrganisation('Organisation A (fictitious)');
  const orgB = await store.createOrganisation('Organisation B (fictitious)');
  const alice = await store.createUser({
    organisationId: orgA.id,
    username: 'alice',
    passwordHash: 'hash-alice',
    permissions: ['company-check', 'person-check', 'read-checks'],
  });
  const bob = await store.createUser({
    organisationId: orgB.id,
    username: 'bob',
    passwordHash: 'hash-bob',
    permissions: ['read-checks'],
  });
  return { orgA, orgB, alice, bob };
}

/** A stored check of this user, with these fields replaced. */
export function makeCheck(
  organisation: Organisation,
  user: User,
  overrides: Partial<StoredCheck> = {},
): StoredCheck {
  const id = newId();
  return {
    id,
    organisationId: organisation.id,
    kind: 'company',
    type: 'basic',
    checkIdentifier: `check-${id}`,
    reportIdentifier: newId(),
    requestHash: 'a'.repeat(64),
    resultJson: JSON.stringify({ check: id, status: 'completed' }),
    sourceJson: undefined,
    createdBy: user.id,
    createdAt: new Date().toISOString(),
    reportLanguage: 'nl',
    ...overrides,
  };
}

/** The audit entry that goes with a check. */
export function auditFor(
  check: StoredCheck,
  action: AuditEntry['action'] = 'check.create',
  overrides: Partial<AuditEntry> = {},
): AuditEntry {
  return {
    organisationId: check.organisationId,
    userId: check.createdBy,
    action,
    checkId: check.id,
    sourceJson: check.sourceJson,
    requestId: `req-${newId()}`,
    at: check.createdAt,
    ...overrides,
  };
}

/** The store a test of a Store suite works on, and the stores it opened besides. */
export interface StoreUnderTest {
  /** The store on this test's fresh, unmigrated database. */
  readonly store: Store;
  /** Opens another store on this test's database; closed after the test. */
  reopen: () => Store;
  /** This test's database, as `open` gave it. */
  readonly opened: OpenedStore | undefined;
  /** The stores closed after the test; a test that closes one itself takes it out. */
  readonly openStores: Set<Store>;
}

/**
 * Registers, in the calling describe, the hooks that give each test a fresh database from
 * `open`, and close every store opened on it and remove it afterwards.
 */
export function useStoreUnderTest(open: () => Promise<OpenedStore>): StoreUnderTest {
  let opened: OpenedStore | undefined;
  let store: Store | undefined;
  const openStores = new Set<Store>();

  beforeEach(async () => {
    opened = await open();
    store = opened.store;
    openStores.add(store);
  });

  afterEach(async () => {
    const toClose = [...openStores];
    openStores.clear();
    const cleanup = opened?.cleanup;
    opened = undefined;
    store = undefined;
    try {
      for (const s of toClose) await s.close();
    } finally {
      await cleanup?.();
    }
  });

  return {
    openStores,
    get opened() {
      return opened;
    },
    get store() {
      return defined(store, 'the opened store');
    },
    reopen: () => {
      const again = defined(opened, 'the opened store').reopen();
      openStores.add(again);
      return again;
    },
  };
}

/**
 * `Store (${name})`: each test of `body` gets a fresh, unmigrated database from `open`;
 * `onStore` is given the test's store before the test runs.
 */
export function describeStore(
  name: string,
  open: () => Promise<OpenedStore>,
  onStore: (store: Store) => void,
  body: (underTest: StoreUnderTest) => void,
): void {
  describe(`Store (${name})`, () => {
    const underTest = useStoreUnderTest(open);
    beforeEach(() => {
      onStore(underTest.store);
    });
    body(underTest);
  });
}

/** 'with a migrated database': the tests of `body`, each on its store migrated. */
export function describeMigrated(underTest: StoreUnderTest, body: () => void): void {
  describe('with a migrated database', () => {
    beforeEach(async () => {
      await underTest.store.migrate();
    });
    body();
  });
}
