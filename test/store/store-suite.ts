import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../src/ids/uuidv7.js';
import {
  StoreConflictError,
  type AuditEntry,
  type CheckKind,
  type Organisation,
  type Store,
  type StoredCheck,
  type StoredReport,
  type User,
} from '../../src/store/store.js';

/** A store on an empty, unmigrated database of its own. */
export interface OpenedStore {
  store: Store;
  /** Opens another store on the same database (used to check that writes survive close()). */
  reopen: () => Store;
  /** Removes the database; called after every store opened on it has been closed. */
  cleanup: () => Promise<void>;
}

function defined<T>(value: T | undefined, what = 'value'): T {
  if (value === undefined) throw new Error(`expected ${what} to be defined`);
  return value;
}

const nextTick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The behaviour every Store backend must share. `name` is the backend as `Store.backend`
 * reports it. `open` gives each test a fresh, unmigrated database; the suite migrates it,
 * closes the stores it opened and then calls `cleanup`.
 */
export function describeStoreSuite(name: string, open: () => Promise<OpenedStore>): void {
  describe(`Store (${name})`, () => {
    let opened: OpenedStore | undefined;
    let store: Store;
    const openStores = new Set<Store>();

    /** Opens another store on this test's database; closed after the test. */
    const reopen = (): Store => {
      const again = defined(opened, 'the opened store').reopen();
      openStores.add(again);
      return again;
    };

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
      try {
        for (const s of toClose) await s.close();
      } finally {
        await cleanup?.();
      }
    });

    it(`reports its backend as ${name}`, () => {
      expect(store.backend).toBe(name);
    });

    it('migrate is idempotent: the second call applies nothing and nothing stays pending', async () => {
      const all = [
        '0001_initial',
        '0002_reference_data',
        '0003_check_history',
        '0004_reports',
        '0005_history_birth_key',
        '0006_entity_sources',
        '0007_version_lifecycle',
      ];
      expect(await store.pendingMigrations()).toEqual(all);
      expect(await store.migrate()).toEqual(all);
      expect(await store.pendingMigrations()).toEqual([]);
      expect(await store.migrate()).toEqual([]);
      expect(await store.pendingMigrations()).toEqual([]);
    });

    it('ping answers', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
      await store.migrate();
      await expect(store.ping()).resolves.toBeUndefined();
    });

    describe('with a migrated database', () => {
      beforeEach(async () => {
        await store.migrate();
      });

      // -- fixtures -------------------------------------------------------------------------

      interface World {
        orgA: Organisation;
        orgB: Organisation;
        alice: User;
        bob: User;
      }

      async function world(): Promise<World> {
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

      function makeCheck(
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

      function auditFor(
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

      // -- organisations -------------------------------------------------------------------

      describe('organisations', () => {
        it('creates an organisation and finds it by id and by name', async () => {
          const created = await store.createOrganisation('Łódź Sp. z o.o. (fictitious)');
          expect(created).toEqual({
            id: expect.any(String) as string,
            name: 'Łódź Sp. z o.o. (fictitious)',
            createdAt: expect.stringMatching(ISO_INSTANT) as string,
            customSections: {},
          });
          expect(created.id).not.toBe('');
          expect(await store.findOrganisation(created.id)).toEqual(created);
          expect(await store.findOrganisation('Łódź Sp. z o.o. (fictitious)')).toEqual(created);
          expect(await store.findOrganisation('łódź sp. z o.o. (fictitious)')).toBeUndefined();
          expect(await store.findOrganisation('No such organisation')).toBeUndefined();
          expect(await store.findOrganisation(newId())).toBeUndefined();
        });

        it('lists organisations by name', async () => {
          expect(await store.listOrganisations()).toEqual([]);
          const gamma = await store.createOrganisation('Gamma SA');
          const alpha = await store.createOrganisation('Alpha Ltd');
          const beta = await store.createOrganisation('Beta GmbH');
          expect(await store.listOrganisations()).toEqual([alpha, beta, gamma]);
        });

        it('rejects a duplicate name with StoreConflictError and keeps the first', async () => {
          const first = await store.createOrganisation('Duplicate Ltd');
          await expect(store.createOrganisation('Duplicate Ltd')).rejects.toBeInstanceOf(
            StoreConflictError,
          );
          expect(await store.listOrganisations()).toEqual([first]);
        });

        it('setCustomSections replaces the section list of one kind', async () => {
          const org = await store.createOrganisation('Custom Ltd');
          const other = await store.createOrganisation('Other Ltd');
          await store.setCustomSections(org.id, 'company', ['registry', 'officers']);
          expect((await store.findOrganisation(org.id))?.customSections).toEqual({
            company: ['registry', 'officers'],
          });
          await store.setCustomSections(org.id, 'person', ['sanctions']);
          await store.setCustomSections(org.id, 'company', ['officers']);
          const expected = {
            ...org,
            customSections: { company: ['officers'], person: ['sanctions'] },
          };
          expect(await store.findOrganisation(org.id)).toEqual(expected);
          expect(await store.findOrganisation('Custom Ltd')).toEqual(expected);
          expect(await store.listOrganisations()).toEqual([expected, other]);
          await store.setCustomSections(org.id, 'person', []);
          expect((await store.findOrganisation(org.id))?.customSections).toEqual({
            company: ['officers'],
            person: [],
          });
          await expect(store.setCustomSections(newId(), 'company', ['x'])).rejects.toThrow();
        });

        it('setCustomSections from two processes at once loses no list silently', async () => {
          const other = defined(opened, 'the opened store').reopen();
          try {
            const orgs = await Promise.all(
              Array.from({ length: 40 }, (_, i) => store.createOrganisation(`Race ${i} Ltd`)),
            );
            const outcomes = await Promise.all(
              orgs.flatMap((org) => [
                store.setCustomSections(org.id, 'company', ['registry']).then(
                  () => ({ org, kind: 'company' as const, done: true }),
                  () => ({ org, kind: 'company' as const, done: false }),
                ),
                other.setCustomSections(org.id, 'person', ['sanctions']).then(
                  () => ({ org, kind: 'person' as const, done: true }),
                  () => ({ org, kind: 'person' as const, done: false }),
                ),
              ]),
            );
            // A call may be refused (a lock it could not have); one that succeeded is kept.
            for (const { org, kind, done } of outcomes) {
              if (!done) continue;
              const sections = (await store.findOrganisation(org.id))?.customSections[kind];
              expect(sections, `${org.name} ${kind}`).toBeDefined();
            }
            expect(outcomes.filter((o) => o.done).length).toBeGreaterThan(0);
          } finally {
            await other.close();
          }
        });
      });

      // -- users ---------------------------------------------------------------------------

      describe('users', () => {
        it('creates a user and finds it by username', async () => {
          const org = await store.createOrganisation('Users Ltd');
          const user = await store.createUser({
            organisationId: org.id,
            username: 'vladimir',
            passwordHash: '$scrypt$N=16384$salt$hash',
            permissions: ['company-check', 'read-checks'],
          });
          expect(user).toEqual({
            id: expect.any(String) as string,
            organisationId: org.id,
            username: 'vladimir',
            passwordHash: '$scrypt$N=16384$salt$hash',
            permissions: ['company-check', 'read-checks'],
            disabled: false,
            createdAt: expect.stringMatching(ISO_INSTANT) as string,
            updatedAt: user.createdAt,
          });
          expect(await store.findUserByUsername('vladimir')).toEqual(user);
          expect(await store.findUserByUsername('Vladimir')).toBeUndefined();
          expect(await store.findUserByUsername('nobody')).toBeUndefined();
        });

        it('keeps an empty permission list empty', async () => {
          const org = await store.createOrganisation('Users Ltd');
          const user = await store.createUser({
            organisationId: org.id,
            username: 'nopermissions',
            passwordHash: 'h',
            permissions: [],
          });
          expect(user.permissions).toEqual([]);
          expect((await store.findUserByUsername('nopermissions'))?.permissions).toEqual([]);
        });

        it('lists users by username with their organisation name', async () => {
          const { orgA, orgB, alice, bob } = await world();
          const carol = await store.createUser({
            organisationId: orgA.id,
            username: 'carol',
            passwordHash: 'hash-carol',
            permissions: ['address-search'],
          });
          expect(await store.listUsers()).toEqual([
            { ...alice, organisationName: orgA.name },
            { ...bob, organisationName: orgB.name },
            { ...carol, organisationName: orgA.name },
          ]);
        });

        it('updates the password hash, the disabled flag and the permissions', async () => {
          const { alice, bob } = await world();
          const updatedBefore = Date.parse(alice.updatedAt);

          expect(await store.updateUser('alice', { passwordHash: 'new-hash' })).toBe(true);
          let found = defined(await store.findUserByUsername('alice'));
          expect(found).toEqual({ ...alice, passwordHash: 'new-hash', updatedAt: found.updatedAt });
          expect(found.updatedAt).toMatch(ISO_INSTANT);
          expect(Date.parse(found.updatedAt)).toBeGreaterThanOrEqual(updatedBefore);

          expect(await store.updateUser('alice', { disabled: true })).toBe(true);
          found = defined(await store.findUserByUsername('alice'));
          expect(found.disabled).toBe(true);
          expect(found.passwordHash).toBe('new-hash');
          expect(found.permissions).toEqual(alice.permissions);

          expect(await store.updateUser('alice', { disabled: false })).toBe(true);
          expect((await store.findUserByUsername('alice'))?.disabled).toBe(false);

          expect(
            await store.updateUser('alice', { permissions: ['read-checks', 'company-search'] }),
          ).toBe(true);
          found = defined(await store.findUserByUsername('alice'));
          expect(found.permissions).toEqual(['read-checks', 'company-search']);

          expect(await store.updateUser('alice', { permissions: [] })).toBe(true);
          expect((await store.findUserByUsername('alice'))?.permissions).toEqual([]);

          expect(
            await store.updateUser('alice', {
              passwordHash: 'third-hash',
              disabled: true,
              permissions: ['person-check'],
            }),
          ).toBe(true);
          found = defined(await store.findUserByUsername('alice'));
          expect(found).toEqual({
            ...alice,
            passwordHash: 'third-hash',
            disabled: true,
            permissions: ['person-check'],
            updatedAt: found.updatedAt,
          });

          // Nobody else changed.
          expect(await store.findUserByUsername('bob')).toEqual(bob);
        });

        it('updateUser returns false for an unknown user and changes nothing', async () => {
          const { alice, bob } = await world();
          expect(await store.updateUser('nobody', { disabled: true })).toBe(false);
          expect(await store.updateUser('Alice', { passwordHash: 'x' })).toBe(false);
          expect(await store.findUserByUsername('alice')).toEqual(alice);
          expect(await store.findUserByUsername('bob')).toEqual(bob);
        });

        it('settles concurrent creations of one username and one organisation name with StoreConflictError', async () => {
          const { orgA } = await world();
          const users = await Promise.allSettled(
            Array.from({ length: 5 }, () =>
              store.createUser({
                organisationId: orgA.id,
                username: 'racer',
                passwordHash: 'h',
                permissions: [],
              }),
            ),
          );
          expect(users.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
          for (const r of users.filter((u) => u.status === 'rejected')) {
            expect(r.reason).toBeInstanceOf(StoreConflictError);
          }
          const orgs = await Promise.allSettled(
            Array.from({ length: 5 }, () => store.createOrganisation('Racing (fictitious)')),
          );
          expect(orgs.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
          for (const r of orgs.filter((o) => o.status === 'rejected')) {
            expect(r.reason).toBeInstanceOf(StoreConflictError);
          }
        });

        it('rejects a duplicate username with StoreConflictError, in any organisation', async () => {
          const { orgA, orgB, alice } = await world();
          for (const organisationId of [orgA.id, orgB.id]) {
            await expect(
              store.createUser({
                organisationId,
                username: 'alice',
                passwordHash: 'other',
                permissions: [],
              }),
            ).rejects.toBeInstanceOf(StoreConflictError);
          }
          expect(await store.findUserByUsername('alice')).toEqual(alice);
          expect((await store.listUsers()).map((u) => u.username)).toEqual(['alice', 'bob']);
        });
      });

      // -- checks and audit ------------------------------------------------------------------

      describe('checks', () => {
        it('insertCheck stores the check and its audit entry', async () => {
          const { orgA, alice } = await world();
          const check = makeCheck(orgA, alice, { sourceJson: '{"system":"crm","ref":"42"}' });
          const audit = auditFor(check);
          expect(await store.insertCheck(check, audit)).toBe(true);
          expect(await store.findCheckByCheckIdentifier(orgA.id, check.checkIdentifier)).toEqual(
            check,
          );
          expect(await store.listAudit(orgA.id, 10)).toEqual([audit]);
        });

        it('keeps an absent sourceJson and requestId absent', async () => {
          const { orgA, alice } = await world();
          const check = makeCheck(orgA, alice, { sourceJson: undefined });
          const audit = auditFor(check, 'check.create', {
            requestId: undefined,
            sourceJson: undefined,
          });
          expect(await store.insertCheck(check, audit)).toBe(true);
          const found = defined(await store.findCheck(orgA.id, check.checkIdentifier));
          expect(found.sourceJson).toBeUndefined();
          expect(found).toEqual(check);
          const [entry] = await store.listAudit(orgA.id, 10);
          expect(entry).toEqual(audit);
          expect(entry?.requestId).toBeUndefined();
          expect(entry?.sourceJson).toBeUndefined();
        });

        it('an already used (organisation, check_identifier) returns false and stores nothing', async () => {
          const { orgA, alice } = await world();
          const first = makeCheck(orgA, alice, { checkIdentifier: 'order-1001' });
          const firstAudit = auditFor(first);
          expect(await store.insertCheck(first, firstAudit)).toBe(true);

          const second = makeCheck(orgA, alice, {
            checkIdentifier: 'order-1001',
            kind: 'person',
            requestHash: 'b'.repeat(64),
            resultJson: '{"second":true}',
          });
          expect(await store.insertCheck(second, auditFor(second))).toBe(false);

          expect(await store.findCheckByCheckIdentifier(orgA.id, 'order-1001')).toEqual(first);
          expect(await store.findCheck(orgA.id, second.reportIdentifier)).toBeUndefined();
          expect(await store.listAudit(orgA.id, 10)).toEqual([firstAudit]);
        });

        it('finds nothing by a key with a NUL, in both backends alike (PostgreSQL text has none)', async () => {
          const { orgA, alice } = await world();
          const check = makeCheck(orgA, alice, { checkIdentifier: 'nul-key' });
          expect(await store.insertCheck(check, auditFor(check))).toBe(true);
          expect(await store.findCheck(orgA.id, 'nul-key\0')).toBeUndefined();
          expect(await store.findCheck(orgA.id, '\0')).toBeUndefined();
          expect(await store.findReport(orgA.id, `${check.reportIdentifier}\0`)).toBeUndefined();
          expect(await store.findUserByUsername('al\0ice')).toBeUndefined();
          expect(await store.findOrganisation('\0')).toBeUndefined();
          expect(await store.findCheck(orgA.id, 'nul-key')).toEqual(check);
        });

        it('allows the same check_identifier in two organisations', async () => {
          const { orgA, orgB, alice, bob } = await world();
          const inA = makeCheck(orgA, alice, { checkIdentifier: 'shared-key' });
          const inB = makeCheck(orgB, bob, { checkIdentifier: 'shared-key', kind: 'person' });
          expect(await store.insertCheck(inA, auditFor(inA))).toBe(true);
          expect(await store.insertCheck(inB, auditFor(inB))).toBe(true);
          expect(await store.findCheckByCheckIdentifier(orgA.id, 'shared-key')).toEqual(inA);
          expect(await store.findCheckByCheckIdentifier(orgB.id, 'shared-key')).toEqual(inB);
          expect(await store.findCheck(orgA.id, 'shared-key')).toEqual(inA);
          expect(await store.findCheck(orgB.id, 'shared-key')).toEqual(inB);
          expect(await store.listAudit(orgA.id, 10)).toHaveLength(1);
          expect(await store.listAudit(orgB.id, 10)).toHaveLength(1);
        });

        it('findCheck finds a check by check_identifier and by report_identifier', async () => {
          const { orgA, alice } = await world();
          const check = makeCheck(orgA, alice);
          const other = makeCheck(orgA, alice);
          await store.insertCheck(check, auditFor(check));
          await store.insertCheck(other, auditFor(other));
          expect(await store.findCheck(orgA.id, check.checkIdentifier)).toEqual(check);
          expect(await store.findCheck(orgA.id, check.reportIdentifier)).toEqual(check);
          expect(await store.findCheck(orgA.id, other.reportIdentifier)).toEqual(other);
          expect(await store.findCheck(orgA.id, check.id)).toBeUndefined();
          expect(await store.findCheck(orgA.id, 'unknown')).toBeUndefined();
        });

        it("does not find another organisation's check", async () => {
          const { orgA, orgB, alice } = await world();
          const check = makeCheck(orgA, alice);
          await store.insertCheck(check, auditFor(check));
          expect(await store.findCheck(orgB.id, check.checkIdentifier)).toBeUndefined();
          expect(await store.findCheck(orgB.id, check.reportIdentifier)).toBeUndefined();
          expect(await store.findCheck(orgB.id, check.checkIdentifier, 'company')).toBeUndefined();
          expect(
            await store.findCheckByCheckIdentifier(orgB.id, check.checkIdentifier),
          ).toBeUndefined();
          expect(await store.listAudit(orgB.id, 10)).toEqual([]);
        });

        it('findCheck filters by kind', async () => {
          const { orgA, alice } = await world();
          const company = makeCheck(orgA, alice, { kind: 'company' });
          const person = makeCheck(orgA, alice, { kind: 'person', type: 'sanctions' });
          await store.insertCheck(company, auditFor(company));
          await store.insertCheck(person, auditFor(person));
          const cases: [StoredCheck, CheckKind, CheckKind][] = [
            [company, 'company', 'person'],
            [person, 'person', 'company'],
          ];
          for (const [check, kind, otherKind] of cases) {
            for (const identifier of [check.checkIdentifier, check.reportIdentifier]) {
              expect(await store.findCheck(orgA.id, identifier, kind)).toEqual(check);
              expect(await store.findCheck(orgA.id, identifier, otherKind)).toBeUndefined();
              expect(await store.findCheck(orgA.id, identifier)).toEqual(check);
            }
          }
        });

        it('findCheck falls back to the report identifier when the key names a check of the other kind', async () => {
          const { orgA, alice } = await world();
          const company = makeCheck(orgA, alice, { kind: 'company' });
          // A caller chose as its key the report identifier of the company check.
          const person = makeCheck(orgA, alice, {
            kind: 'person',
            checkIdentifier: company.reportIdentifier,
          });
          await store.insertCheck(company, auditFor(company));
          await store.insertCheck(person, auditFor(person));
          expect(await store.findCheck(orgA.id, company.reportIdentifier)).toEqual(person);
          expect(await store.findCheck(orgA.id, company.reportIdentifier, 'company')).toEqual(
            company,
          );
        });

        it('findCheckByCheckIdentifier matches check identifiers only', async () => {
          const { orgA, alice } = await world();
          const check = makeCheck(orgA, alice, { checkIdentifier: 'caller-key-7' });
          await store.insertCheck(check, auditFor(check));
          expect(await store.findCheckByCheckIdentifier(orgA.id, 'caller-key-7')).toEqual(check);
          expect(
            await store.findCheckByCheckIdentifier(orgA.id, check.reportIdentifier),
          ).toBeUndefined();
          expect(await store.findCheckByCheckIdentifier(orgA.id, 'CALLER-KEY-7')).toBeUndefined();
          expect(await store.findCheckByCheckIdentifier(orgA.id, 'caller-key')).toBeUndefined();
        });

        it('a failing write rejects alone and does not fail the writes batched with it', async () => {
          const { orgA, alice } = await world();
          const good = Array.from({ length: 5 }, () => makeCheck(orgA, alice));
          // created_by references users.id: an unknown user violates the foreign key.
          const bad = makeCheck(orgA, alice, { createdBy: 'no-such-user' });
          const writes = [...good.slice(0, 2), bad, ...good.slice(2)];
          const settled = await Promise.allSettled(
            writes.map((c) => store.insertCheck(c, auditFor(c))),
          );
          expect(settled.map((s) => s.status)).toEqual([
            'fulfilled',
            'fulfilled',
            'rejected',
            'fulfilled',
            'fulfilled',
            'fulfilled',
          ]);
          for (const check of good) {
            expect(await store.findCheck(orgA.id, check.checkIdentifier)).toEqual(check);
          }
          expect(await store.findCheck(orgA.id, bad.checkIdentifier)).toBeUndefined();
          const audit = await store.listAudit(orgA.id, 100);
          expect(audit.map((a) => a.checkId).sort()).toEqual(good.map((c) => c.id).sort());
        });

        it('settles 200 concurrent insertCheck calls, duplicates included, storing exactly the unique ones', async () => {
          const { orgA, orgB, alice, bob } = await world();
          const owners = [
            { org: orgA, user: alice },
            { org: orgB, user: bob },
          ] as const;
          // 160 distinct (organisation, check_identifier) keys, the same key string used in both
          // organisations, then 40 more writes reusing keys already submitted.
          const firsts = Array.from({ length: 160 }, (_, i) => {
            const { org, user } = defined(owners[i % 2]);
            return makeCheck(org, user, { checkIdentifier: `key-${Math.floor(i / 2)}` });
          });
          const duplicates = Array.from({ length: 40 }, (_, i) => {
            const original = defined(firsts[(i * 7) % firsts.length]);
            const { org, user } = defined(owners[firsts.indexOf(original) % 2]);
            return makeCheck(org, user, {
              checkIdentifier: original.checkIdentifier,
              resultJson: `{"duplicate":${i}}`,
            });
          });
          // Interleave the duplicates with the first writes: one after every fourth.
          const all: StoredCheck[] = [];
          firsts.forEach((check, i) => {
            all.push(check);
            if (i % 4 === 3) all.push(defined(duplicates[(i - 3) / 4]));
          });
          expect(all).toHaveLength(200);

          const results = await Promise.all(all.map((c) => store.insertCheck(c, auditFor(c))));

          const keyOf = (c: StoredCheck) => `${c.organisationId}/${c.checkIdentifier}`;
          const winners = new Map<string, StoredCheck>();
          all.forEach((check, i) => {
            if (results[i] !== true) return;
            expect(winners.has(keyOf(check)), `two winners for ${keyOf(check)}`).toBe(false);
            winners.set(keyOf(check), check);
          });
          expect(results.filter((r) => r).length).toBe(160);
          expect(winners.size).toBe(160);
          expect(new Set(all.map(keyOf)).size).toBe(160);

          for (const [, winner] of winners) {
            expect(
              await store.findCheckByCheckIdentifier(winner.organisationId, winner.checkIdentifier),
            ).toEqual(winner);
          }
          const losers = all.filter((_, i) => results[i] === false);
          expect(losers).toHaveLength(40);
          for (const loser of losers) {
            expect(
              await store.findCheck(loser.organisationId, loser.reportIdentifier),
            ).toBeUndefined();
          }

          const auditA = await store.listAudit(orgA.id, 1000);
          const auditB = await store.listAudit(orgB.id, 1000);
          expect(auditA).toHaveLength(80);
          expect(auditB).toHaveLength(80);
          expect([...auditA, ...auditB].map((a) => a.checkId).sort()).toEqual(
            [...winners.values()].map((c) => c.id).sort(),
          );
        });

        it('gives each of many writes submitted turn by turn its own outcome, however commits group them', async () => {
          const { orgA, alice } = await world();
          // One write per turn of the event loop, as requests arrive: each is handed on alone,
          // and the committer groups those that arrive while it commits. Every third reuses
          // the key of the write before it and must lose.
          const checks = Array.from({ length: 90 }, (_, i) =>
            makeCheck(orgA, alice, { checkIdentifier: `turn-${i - (i % 3 === 2 ? 1 : 0)}` }),
          );
          const pending: Promise<boolean>[] = [];
          for (const check of checks) {
            pending.push(store.insertCheck(check, auditFor(check)));
            await new Promise((resolve) => setImmediate(resolve));
          }
          const results = await Promise.all(pending);
          expect(results).toEqual(checks.map((_, i) => i % 3 !== 2));
          expect(await store.listAudit(orgA.id, 1000)).toHaveLength(60);
        });

        it('returns resultJson and sourceJson byte for byte', async () => {
          const { orgA, alice } = await world();
          const payloads = [
            JSON.stringify({
              company: 'Łódź Fabryka Sp. z o.o.',
              director: 'Владимир Иванович',
              emoji: '✅🧾👨‍👩‍👧‍👦🇵🇱',
              greek: 'Ελληνικά',
              cjk: '株式会社テスト',
              rtl: 'شركة',
              combining: 'e\u0301 vs é',
              separators: '\u2028\u2029',
              control: '\u0000\u0001\u001f\t\n',
              quotes: `"'\\`,
            }),
            // Spacing, escapes and key order a re-serialisation would not reproduce.
            '{ "b" : 1,\n  "a" : "\\u0141\\u00f3d\\u017a \\ud83d\\ude00",\t"c":[1.50, 1e3, -0.0] }',
            '{"nested":' +
              JSON.stringify({
                list: Array.from({ length: 2_000 }, (_, i) => `Łódź-${i}-Владимир-😀`),
              }) +
              '}',
          ];
          for (const [i, resultJson] of payloads.entries()) {
            const sourceJson = JSON.stringify({ note: `źródło ${i} — 😀`, user: 'Владимир' });
            const check = makeCheck(orgA, alice, { resultJson, sourceJson });
            const audit = auditFor(check, 'check.create', { sourceJson });
            expect(await store.insertCheck(check, audit)).toBe(true);
            for (const found of [
              await store.findCheck(orgA.id, check.reportIdentifier),
              await store.findCheckByCheckIdentifier(orgA.id, check.checkIdentifier),
            ]) {
              const got = defined(found);
              expect(got.resultJson).toBe(resultJson);
              expect(
                Buffer.from(got.resultJson, 'utf8').equals(Buffer.from(resultJson, 'utf8')),
              ).toBe(true);
              expect(got.sourceJson).toBe(sourceJson);
            }
            expect((await store.listAudit(orgA.id, 1))[0]?.sourceJson).toBe(sourceJson);
          }
        });

        it('returns createdAt and audit timestamps as the same ISO strings', async () => {
          const { orgA, alice } = await world();
          const instants = [
            new Date().toISOString(),
            '2024-02-29T23:59:59.999Z',
            '2000-01-01T00:00:00.000Z',
            '1999-12-31T23:59:59.001Z',
            '2038-01-19T03:14:08.010Z',
          ];
          for (const createdAt of instants) {
            const check = makeCheck(orgA, alice, { createdAt });
            const audit = auditFor(check, 'check.create', { at: createdAt });
            await store.insertCheck(check, audit);
            expect((await store.findCheck(orgA.id, check.checkIdentifier))?.createdAt).toBe(
              createdAt,
            );
            expect((await store.listAudit(orgA.id, 1))[0]?.at).toBe(createdAt);
          }
        });

        it('recordAudit appends entries, listed newest first per organisation within the limit', async () => {
          const { orgA, orgB, alice, bob } = await world();
          const check = makeCheck(orgA, alice);
          const created = auditFor(check);
          await store.insertCheck(check, created);
          const read = auditFor(check, 'check.read', {
            requestId: 'req-read',
            sourceJson: undefined,
          });
          const replay = auditFor(check, 'check.replay', {
            requestId: undefined,
            sourceJson: '{"via":"retry"}',
            at: new Date(Date.now() + 1000).toISOString(),
          });
          await expect(store.recordAudit(read)).resolves.toBeUndefined();
          await store.recordAudit(replay);
          const elsewhere = auditFor(makeCheck(orgB, bob), 'check.read', {
            checkId: 'check-elsewhere',
          });
          await store.recordAudit(elsewhere);

          expect(await store.listAudit(orgA.id, 10)).toEqual([replay, read, created]);
          expect(await store.listAudit(orgA.id, 2)).toEqual([replay, read]);
          expect(await store.listAudit(orgB.id, 10)).toEqual([elsewhere]);
          expect(await store.listAudit(newId(), 10)).toEqual([]);
        });
      });

      // -- reports ---------------------------------------------------------------------------

      describe('reports', () => {
        const pdfBytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a, 0x80, 0x7f]);
        const reportOf = (
          check: StoredCheck,
          overrides: Partial<StoredReport> = {},
        ): StoredReport => ({
          reportIdentifier: check.reportIdentifier,
          organisationId: check.organisationId,
          checkId: check.id,
          status: 'rendered',
          html: '<!DOCTYPE html><p>Łódź · Владимир</p>',
          pdf: pdfBytes,
          error: undefined,
          attempts: 1,
          updatedAt: '2026-06-01T12:00:00.000Z',
          ...overrides,
        });

        it('keeps the report language of a check', async () => {
          const { orgA, alice } = await world();
          const check = makeCheck(orgA, alice, { reportLanguage: 'en' });
          await store.insertCheck(check, auditFor(check));
          expect((await store.findCheck(orgA.id, check.checkIdentifier))?.reportLanguage).toBe(
            'en',
          );
        });

        it('findCheckByReportIdentifier matches report identifiers of the organisation only', async () => {
          const { orgA, orgB, alice } = await world();
          const check = makeCheck(orgA, alice);
          await store.insertCheck(check, auditFor(check));
          expect(await store.findCheckByReportIdentifier(orgA.id, check.reportIdentifier)).toEqual(
            check,
          );
          expect(
            await store.findCheckByReportIdentifier(orgA.id, check.checkIdentifier),
          ).toBeUndefined();
          expect(
            await store.findCheckByReportIdentifier(orgB.id, check.reportIdentifier),
          ).toBeUndefined();
        });

        it('keeps a report with its PDF byte for byte and its HTML as given', async () => {
          const { orgA, alice } = await world();
          const check = makeCheck(orgA, alice);
          await store.insertCheck(check, auditFor(check));
          const report = reportOf(check);
          await store.saveReport(report);
          const found = await store.findReport(orgA.id, check.reportIdentifier);
          expect(found).toEqual(report);
          expect(found?.pdf?.equals(pdfBytes)).toBe(true);
        });

        it('replaces a failed report by the rendered one', async () => {
          const { orgA, alice } = await world();
          const check = makeCheck(orgA, alice);
          await store.insertCheck(check, auditFor(check));
          const failed = reportOf(check, {
            status: 'failed',
            html: undefined,
            pdf: undefined,
            error: 'renderer crashed',
          });
          await store.saveReport(failed);
          expect(await store.findReport(orgA.id, check.reportIdentifier)).toEqual(failed);
          const rendered = reportOf(check, { attempts: 2, updatedAt: '2026-06-01T12:05:00.000Z' });
          await store.saveReport(rendered);
          expect(await store.findReport(orgA.id, check.reportIdentifier)).toEqual(rendered);
        });

        it("neither finds nor replaces another organisation's report", async () => {
          const { orgA, orgB, alice } = await world();
          const check = makeCheck(orgA, alice);
          await store.insertCheck(check, auditFor(check));
          const report = reportOf(check);
          await store.saveReport(report);
          expect(await store.findReport(orgB.id, check.reportIdentifier)).toBeUndefined();
          await store.saveReport({ ...report, organisationId: orgB.id, html: 'taken over' });
          expect(await store.findReport(orgA.id, check.reportIdentifier)).toEqual(report);
          expect(await store.findReport(orgB.id, check.reportIdentifier)).toBeUndefined();
        });
      });

      // -- check history ---------------------------------------------------------------------

      describe('check history', () => {
        const since = '2026-01-01T00:00:00.000Z';
        const personCheck = (
          organisation: Organisation,
          user: User,
          subject: StoredCheck['subject'],
          createdAt = '2026-06-01T12:00:00.000Z',
        ) => makeCheck(organisation, user, { kind: 'person', subject, createdAt });
        const store3 = async (checks: StoredCheck[]) => {
          for (const check of checks) await store.insertCheck(check, auditFor(check));
        };

        it('counts the organisation’s checks per postcode area, other persons at the address and other addresses of the person', async () => {
          const { orgA, orgB, alice, bob } = await world();
          await store3([
            personCheck(orgA, alice, {
              postcode: '1012AB',
              addressKey: '1012AB|1|',
              personKey: 'p1',
            }),
            personCheck(orgA, alice, {
              postcode: '1012AB',
              addressKey: '1012AB|1|',
              personKey: 'p2',
            }),
            personCheck(orgA, alice, {
              postcode: '1012AB',
              addressKey: '1012AB|1|',
              personKey: 'p2',
            }),
            personCheck(orgA, alice, {
              postcode: '1012AC',
              addressKey: '1012AC|5|',
              personKey: 'p2',
            }),
            personCheck(orgA, alice, {
              postcode: '1013AA',
              addressKey: '1013AA|2|',
              personKey: 'p3',
            }),
            // Before the window, and another organisation's: not counted.
            personCheck(
              orgA,
              alice,
              { postcode: '1012AB', addressKey: '1012AB|1|', personKey: 'p9' },
              '2025-12-31T23:59:59.000Z',
            ),
            personCheck(orgB, bob, {
              postcode: '1012AB',
              addressKey: '1012AB|1|',
              personKey: 'p1',
            }),
          ]);
          const counts = await store.checkHistory({
            organisationId: orgA.id,
            since,
            areas: ['1012', '1012A', '1012AB', '1013'],
            addressKey: '1012AB|1|',
            personKey: 'p2',
          });
          expect(counts).toEqual({
            checksInArea: { '1012': 4, '1012A': 4, '1012AB': 3, '1013': 1 },
            otherPersonsAtAddress: 1,
            otherAddressesOfPerson: 1,
          });
        });

        it('reads the pairs under the person’s earlier key as the person’s own', async () => {
          const { orgA, alice } = await world();
          const at = (addressKey: string, personKey: string) =>
            personCheck(orgA, alice, { postcode: '1012AB', addressKey, personKey });
          await store3([
            at('1012AB|1|', 'old'),
            at('1012AB|2|', 'new'),
            // One address checked under both keys is one address.
            at('1012AB|3|', 'old'),
            at('1012AB|3|', 'new'),
            at('1012AB|4|', 'old'),
          ]);
          const counts = await store.checkHistory({
            organisationId: orgA.id,
            since,
            areas: [],
            addressKey: '1012AB|4|',
            personKey: 'new',
            earlierPersonKey: 'old',
          });
          // The pair under the earlier key at the address is no other person either.
          expect(counts).toEqual({
            checksInArea: {},
            otherPersonsAtAddress: 0,
            otherAddressesOfPerson: 3,
          });
        });

        it('keeps no history for checks without a subject, and counts nothing for absent keys', async () => {
          const { orgA, alice } = await world();
          await store3([makeCheck(orgA, alice), personCheck(orgA, alice, { personKey: 'p1' })]);
          expect(
            await store.checkHistory({ organisationId: orgA.id, since, areas: ['1012'] }),
          ).toEqual({
            checksInArea: { '1012': 0 },
            otherPersonsAtAddress: 0,
            otherAddressesOfPerson: 0,
          });
          expect(
            await store.checkHistory({
              organisationId: orgA.id,
              since,
              areas: [],
              personKey: 'p1',
            }),
          ).toEqual({ checksInArea: {}, otherPersonsAtAddress: 0, otherAddressesOfPerson: 0 });
        });

        it('counts a pair again once it is checked again inside the window', async () => {
          const { orgA, alice } = await world();
          const keys = { addressKey: '1012AB|1|', personKey: 'p1' };
          await store3([personCheck(orgA, alice, keys, '2025-06-01T00:00:00.000Z')]);
          const query = { organisationId: orgA.id, since, areas: [], addressKey: '1012AB|1|' };
          expect((await store.checkHistory(query)).otherPersonsAtAddress).toBe(0);
          await store3([personCheck(orgA, alice, keys)]);
          // An older check of the same pair does not move it back out of the window.
          await store3([personCheck(orgA, alice, keys, '2025-07-01T00:00:00.000Z')]);
          expect((await store.checkHistory(query)).otherPersonsAtAddress).toBe(1);
        });

        it('counts persons at an address with one date of birth once: a corrected family name is no other person', async () => {
          const { orgA, alice } = await world();
          const home = { addressKey: '1012AB|1|' };
          await store3([
            // Checked as "Jansen", then again as "Janssen": same date of birth.
            personCheck(orgA, alice, { ...home, personKey: 'jansen-1980', birthKey: 'b1980' }),
            personCheck(orgA, alice, { ...home, personKey: 'janssen-1980', birthKey: 'b1980' }),
            // Another person there, and one written before birth keys were kept.
            personCheck(orgA, alice, { ...home, personKey: 'devries-1975', birthKey: 'b1975' }),
            personCheck(orgA, alice, { ...home, personKey: 'legacy' }),
          ]);
          const atHome = { organisationId: orgA.id, since, areas: [], ...home };
          // A newcomer sees three others: the corrected pair once, De Vries, the legacy row.
          expect(
            (await store.checkHistory({ ...atHome, personKey: 'bakker', birthKey: 'b1990' }))
              .otherPersonsAtAddress,
          ).toBe(3);
          // The corrected person sees neither of the own spellings as someone else.
          expect(
            (
              await store.checkHistory({
                ...atHome,
                personKey: 'janssen-1980',
                birthKey: 'b1980',
              })
            ).otherPersonsAtAddress,
          ).toBe(2);
          // A check without a person counts every person once.
          expect((await store.checkHistory(atHome)).otherPersonsAtAddress).toBe(3);
        });

        it('keeps the history of a check whose check_identifier was taken out of it', async () => {
          const { orgA, alice } = await world();
          const first = personCheck(orgA, alice, { postcode: '1012AB', personKey: 'p1' });
          const duplicate = personCheck(orgA, alice, { postcode: '1012AB', personKey: 'p1' });
          duplicate.checkIdentifier = first.checkIdentifier;
          expect(await store.insertCheck(first, auditFor(first))).toBe(true);
          expect(await store.insertCheck(duplicate, auditFor(duplicate))).toBe(false);
          const counts = await store.checkHistory({
            organisationId: orgA.id,
            since,
            areas: ['1012AB'],
          });
          expect(counts.checksInArea['1012AB']).toBe(1);
        });
      });

      // -- shutdown --------------------------------------------------------------------------

      it('close() waits for queued writes, which a reopened store then finds', async () => {
        const { orgA, alice } = await world();
        const checks = Array.from({ length: 50 }, (_, i) =>
          makeCheck(orgA, alice, { resultJson: JSON.stringify({ i, name: 'Łódź' }) }),
        );
        const settled: boolean[] = [];
        const submit = (check: StoredCheck) =>
          store.insertCheck(check, auditFor(check)).then((outcome) => {
            settled.push(outcome);
            return outcome;
          });

        // Half the writes go out in a batch that is committing when close() is called, the
        // other half are still queued.
        const pending = checks.slice(0, 25).map(submit);
        await nextTick();
        pending.push(...checks.slice(25).map(submit));
        const readAudit = auditFor(defined(checks[0]), 'check.read', { requestId: 'req-last' });
        let auditSettled = false;
        const auditWrite = store.recordAudit(readAudit).then(() => {
          auditSettled = true;
        });
        const outcomes = Promise.allSettled([...pending, auditWrite]);

        openStores.delete(store);
        await store.close();
        expect(settled).toHaveLength(50);
        expect(auditSettled).toBe(true);
        expect((await outcomes).map((o) => o.status)).toEqual(
          Array.from({ length: 51 }, () => 'fulfilled'),
        );
        expect(settled.every((s) => s)).toBe(true);

        const reopened = reopen();
        expect(await reopened.pendingMigrations()).toEqual([]);
        for (const check of checks) {
          expect(await reopened.findCheck(orgA.id, check.checkIdentifier)).toEqual(check);
        }
        const audit = await reopened.listAudit(orgA.id, 100);
        expect(audit).toHaveLength(51);
        // Audit rows alone commit apart from checks, so the read's row may come before theirs.
        expect(audit).toContainEqual(readAudit);
      });
    });
  });
}
