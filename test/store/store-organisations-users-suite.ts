import { describe, expect, it } from 'vitest';
import { newId } from '../../src/ids/uuidv7.js';
import { StoreConflictError, type Store } from '../../src/store/store.js';
import {
  createWorld,
  defined,
  ISO_INSTANT,
  describeMigrated,
  describeStore,
  type StoreSuite,
} from './store-suite-setup.js';

/** Store organisations and users. */
export const describeStoreOrganisationsUsersSuite: StoreSuite = (name, open) => {
  let store: Store;
  const setStore = (opened: Store) => (store = opened);
  const world = () => createWorld(store);
  describeStore(name, open, setStore, (underTest) => {
    describeMigrated(underTest, () => {
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
          const other = defined(underTest.opened, 'the opened store').reopen();
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
            // Each waits for the other's lock (SQLite's write lock, PostgreSQL's row lock)
            // rather than being refused, and neither list is lost.
            expect(outcomes.filter((o) => !o.done)).toEqual([]);
            for (const { org, kind } of outcomes) {
              const sections = (await store.findOrganisation(org.id))?.customSections[kind];
              expect(sections, `${org.name} ${kind}`).toBeDefined();
            }
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

        it('finds a user by id (a check names its maker so), in upper case too', async () => {
          const org = await store.createOrganisation('Makers Ltd');
          const user = await store.createUser({
            organisationId: org.id,
            username: 'maker',
            passwordHash: 'hash',
            permissions: [],
          });
          expect(await store.findUser(user.id)).toEqual(user);
          expect(await store.findUser(user.id.toUpperCase())).toEqual(user);
          expect(await store.findUser(org.id)).toBeUndefined();
          expect(await store.findUser('not an id')).toBeUndefined();
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
    });
  });
};
