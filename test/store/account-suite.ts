import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreConflictError, type Store } from '../../src/store/store.js';
import type { OpenedStore } from './store-suite.js';

const user = (username: string) => ({
  username,
  passwordHash: `hash-of-${username}`,
  permissions: ['read-checks' as const],
});

/**
 * Store.createUserWithOrganisation on one backend: all of it or nothing; and createOrganisation,
 * which takes the same lock.
 */
export function describeAccountSuite(name: string, open: () => Promise<OpenedStore>): void {
  describe(`createUserWithOrganisation (${name})`, () => {
    let opened: OpenedStore | undefined;
    let store: Store;

    beforeEach(async () => {
      opened = await open();
      store = opened.store;
      await store.migrate();
    });

    afterEach(async () => {
      await store.close();
      await opened?.cleanup();
      opened = undefined;
    });

    it('makes a new organisation with its first user, and adds later users to it', async () => {
      const first = await store.createUserWithOrganisation('Account Org (fictitious)', user('ann'));
      expect(first.organisationCreated).toBe(true);
      expect(first.organisation.name).toBe('Account Org (fictitious)');
      expect(first.user).toMatchObject({
        username: 'ann',
        organisationId: first.organisation.id,
        passwordHash: 'hash-of-ann',
        permissions: ['read-checks'],
        disabled: false,
      });
      const second = await store.createUserWithOrganisation('Account Org (fictitious)', user('bo'));
      expect(second.organisationCreated).toBe(false);
      expect(second.organisation).toEqual(first.organisation);
      expect(await store.findUserByUsername('bo')).toEqual(second.user);
      expect(await store.listOrganisations()).toEqual([first.organisation]);
    });

    it('refuses a username taken in any organisation and leaves the new organisation uncreated', async () => {
      await store.createUserWithOrganisation('Account Org (fictitious)', user('ann'));
      const refused = store.createUserWithOrganisation('Other Org (fictitious)', user('ann'));
      await expect(refused).rejects.toBeInstanceOf(StoreConflictError);
      await expect(refused).rejects.toThrow(
        'user "ann" already exists (in Account Org (fictitious)); nothing was created',
      );
      expect((await store.listOrganisations()).map((o) => o.name)).toEqual([
        'Account Org (fictitious)',
      ]);
      expect((await store.findUserByUsername('ann'))?.passwordHash).toBe('hash-of-ann');
    });

    it('refuses names that differ from existing ones by case alone, creating nothing', async () => {
      await store.createUserWithOrganisation('Account Org (fictitious)', user('ann'));
      await expect(
        store.createUserWithOrganisation('New Org (fictitious)', user('ANN')),
      ).rejects.toThrow('user "ann" exists; usernames differing only in case are refused');
      await expect(
        store.createUserWithOrganisation('ACCOUNT ORG (fictitious)', user('cy')),
      ).rejects.toThrow(
        'organisation "Account Org (fictitious)" exists; use its name as written, not "ACCOUNT ORG (fictitious)"',
      );
      expect((await store.listUsers()).map((u) => u.username)).toEqual(['ann']);
      expect(await store.listOrganisations()).toHaveLength(1);
    });

    it('uses an organisation made without users (orgs add)', async () => {
      const made = await store.createOrganisation('Empty Org (fictitious)');
      const added = await store.createUserWithOrganisation('Empty Org (fictitious)', user('di'));
      expect(added.organisationCreated).toBe(false);
      expect(added.organisation).toEqual(made);
    });

    it('makes one organisation of one name asked for at once in several cases (orgs add)', async () => {
      const spellings = [
        'Casing Org (fictitious)',
        'CASING ORG (fictitious)',
        'casing org (fictitious)',
      ];
      const outcomes = await Promise.allSettled(spellings.map((n) => store.createOrganisation(n)));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected')
          expect(outcome.reason).toBeInstanceOf(StoreConflictError);
      }
      const names = (await store.listOrganisations()).map((o) => o.name.toLowerCase());
      expect(names.filter((n) => n === 'casing org (fictitious)')).toHaveLength(1);
    });
  });
}
