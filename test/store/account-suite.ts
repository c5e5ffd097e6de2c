import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../src/ids/uuidv7.js';
import {
  OrganisationNotFoundError,
  StoreConflictError,
  type Store,
} from '../../src/store/store.js';
import type { OpenedStore } from './store-suite-setup.js';

/** As `users add --create-org` asks. */
const CREATE = { create: true };

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
      const first = await store.createUserWithOrganisation(
        'Account Org (fictitious)',
        user('ann'),
        CREATE,
      );
      expect(first.organisationCreated).toBe(true);
      expect(first.organisation.name).toBe('Account Org (fictitious)');
      expect(first.user).toMatchObject({
        username: 'ann',
        organisationId: first.organisation.id,
        passwordHash: 'hash-of-ann',
        permissions: ['read-checks'],
        disabled: false,
      });
      const second = await store.createUserWithOrganisation(
        'Account Org (fictitious)',
        user('bo'),
        CREATE,
      );
      expect(second.organisationCreated).toBe(false);
      expect(second.organisation).toEqual(first.organisation);
      expect(await store.findUserByUsername('bo')).toEqual(second.user);
      expect(await store.listOrganisations()).toEqual([first.organisation]);
    });

    it('refuses a username taken in any organisation and leaves the new organisation uncreated', async () => {
      await store.createUserWithOrganisation('Account Org (fictitious)', user('ann'), CREATE);
      const refused = store.createUserWithOrganisation(
        'Other Org (fictitious)',
        user('ann'),
        CREATE,
      );
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
      await store.createUserWithOrganisation('Account Org (fictitious)', user('ann'), CREATE);
      await expect(
        store.createUserWithOrganisation('New Org (fictitious)', user('ANN'), CREATE),
      ).rejects.toThrow('user "ann" exists; usernames differing only in case are refused');
      await expect(
        store.createUserWithOrganisation('ACCOUNT ORG (fictitious)', user('cy'), CREATE),
      ).rejects.toThrow(
        'organisation "Account Org (fictitious)" exists; use its name as written, not "ACCOUNT ORG (fictitious)"',
      );
      expect((await store.listUsers()).map((u) => u.username)).toEqual(['ann']);
      expect(await store.listOrganisations()).toHaveLength(1);
    });

    it('uses an organisation made without users (orgs add)', async () => {
      const made = await store.createOrganisation('Empty Org (fictitious)');
      const added = await store.createUserWithOrganisation(
        'Empty Org (fictitious)',
        user('di'),
        CREATE,
      );
      expect(added.organisationCreated).toBe(false);
      expect(added.organisation).toEqual(made);
    });

    it('adds a user to the organisation given by its id, and makes no organisation of the id', async () => {
      const made = await store.createOrganisation('Id Org (fictitious)');
      for (const [username, create] of [
        ['ed', false],
        ['flo', true],
      ] as const) {
        const added = await store.createUserWithOrganisation(made.id, user(username), { create });
        expect(added.organisationCreated).toBe(false);
        expect(added.organisation).toEqual(made);
        expect(added.user.organisationId).toBe(made.id);
      }
      expect(await store.listOrganisations()).toEqual([made]);
    });

    it('without create, refuses an organisation that does not exist and creates nothing', async () => {
      const refused = store.createUserWithOrganisation('Nowhere (fictitious)', user('gus'), {
        create: false,
      });
      await expect(refused).rejects.toBeInstanceOf(OrganisationNotFoundError);
      await expect(refused).rejects.toThrow('no organisation "Nowhere (fictitious)"');
      await expect(
        store.createUserWithOrganisation(newId(), user('gus'), { create: false }),
      ).rejects.toBeInstanceOf(OrganisationNotFoundError);
      expect(await store.listOrganisations()).toEqual([]);
      expect(await store.listUsers()).toEqual([]);
    });

    it('refuses a new organisation name in the form of an id', async () => {
      const id = newId();
      await expect(store.createUserWithOrganisation(id, user('hal'), CREATE)).rejects.toThrow(
        `no organisation has the id "${id}", and an organisation name in the form of an id is refused`,
      );
      await expect(store.createOrganisation(id.toUpperCase())).rejects.toThrow(
        'an organisation name in the form of an id is refused',
      );
      expect(await store.listOrganisations()).toEqual([]);
      expect(await store.listUsers()).toEqual([]);
    });

    it('reads an organisation name in any Unicode form as the same name, stored in NFC', async () => {
      const composed = 'Z\u00fcrich AG (fictitious)';
      const decomposed = 'Zu\u0308rich AG (fictitious)';
      const made = await store.createOrganisation(decomposed);
      expect(made.name).toBe(composed);
      expect((await store.findOrganisation(composed))?.id).toBe(made.id);
      expect((await store.findOrganisation(decomposed))?.id).toBe(made.id);
      const added = await store.createUserWithOrganisation(decomposed, user('zoe'), CREATE);
      expect(added.organisationCreated).toBe(false);
      expect(added.organisation.id).toBe(made.id);
      await expect(store.createOrganisation(composed)).rejects.toBeInstanceOf(StoreConflictError);
      expect(await store.listOrganisations()).toHaveLength(1);
    });

    it('refuses a new organisation name that only looks like an existing one', async () => {
      await store.createOrganisation('OrgB (fictitious)');
      // A no-break space reads as a space: "Org B" is another name, spelt with one or the other.
      await store.createOrganisation('Org B (fictitious)');
      await expect(store.createOrganisation('Org\u00a0B (fictitious)')).rejects.toThrow(
        'organisation "Org B (fictitious)" exists',
      );
      // Full-width letters, and a case that differs too.
      await expect(store.createOrganisation('\uff2f\uff52\uff47B (fictitious)')).rejects.toThrow(
        'organisation "OrgB (fictitious)" exists; use its name as written',
      );
      await expect(
        store.createUserWithOrganisation('\uff4f\uff52\uff47b (fictitious)', user('ivy'), CREATE),
      ).rejects.toBeInstanceOf(StoreConflictError);
      // Invisible characters are refused outright.
      for (const invisible of ['Org\u200bB (fictitious)', 'Org\u2060B (fictitious)']) {
        await expect(store.createOrganisation(invisible)).rejects.toThrow(
          'must not hold control, format or zero-width characters',
        );
      }
      // ZWNJ and ZWJ only between letters of the scripts that use them (Persian, Indic).
      for (const joiner of [
        '\u200cOrg B (fictitious)',
        'Org\u200d B (fictitious)',
        'Acme\u200cCorp (fictitious)',
        'Acme\u200dCorp (fictitious)',
      ]) {
        await expect(store.createOrganisation(joiner)).rejects.toThrow(
          'must not hold control, format or zero-width characters',
        );
      }
      expect((await store.listOrganisations()).map((o) => o.name)).toEqual([
        'Org B (fictitious)',
        'OrgB (fictitious)',
      ]);
      expect(await store.listUsers()).toEqual([]);
    });

    it('takes a Persian or Indic organisation name spelt with ZWNJ or ZWJ between letters', async () => {
      const persian = await store.createOrganisation('شرکت می\u200cخواهم (fictitious)');
      const indic = await store.createOrganisation('क्\u200dष संस्था (fictitious)');
      expect((await store.findOrganisation(persian.name))?.id).toBe(persian.id);
      expect((await store.findOrganisation(indic.name))?.id).toBe(indic.id);
      // Without the joiner it looks like the name made: refused, not a second tenant.
      await expect(store.createOrganisation('شرکت میخواهم (fictitious)')).rejects.toThrow(
        'exists; use its name as written',
      );
      // Other format characters stay refused between letters too.
      await expect(store.createOrganisation('Org\u202eB (fictitious)')).rejects.toThrow(
        'must not hold control, format or zero-width characters',
      );
    });

    it('finds an organisation by its id in upper case', async () => {
      const made = await store.createOrganisation('Upper Id Org (fictitious)');
      expect((await store.findOrganisation(made.id.toUpperCase()))?.id).toBe(made.id);
      const added = await store.createUserWithOrganisation(made.id.toUpperCase(), user('uma'), {
        create: false,
      });
      expect(added.organisation.id).toBe(made.id);
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
