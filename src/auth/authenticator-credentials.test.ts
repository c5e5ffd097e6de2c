import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  ALICE_PASSWORD,
  BOB_PASSWORD,
  CAROL_PASSWORD,
  expectCode,
  useAuthenticatorWorld,
} from './authenticator.test-data.js';

describe('Authenticator', () => {
  const world = useAuthenticatorWorld();
  const { setup } = world;

  describe('credentials', () => {
    it('gives the principal with its permissions for the right password', async () => {
      const { auth } = setup();
      const principal = await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      expect(principal.userId).toBe(world.alice.id);
      expect(principal.username).toBe('alice');
      expect(principal.organisationId).toBe(world.organisation.id);
      expect(principal.permissions).toEqual(new Set(['company-check', 'read-checks']));
      expect(principal.permissions.has('person-check')).toBe(false);
    });

    it('gives a principal without permissions for a user that has none', async () => {
      const { auth } = setup();
      const principal = await auth.authenticate('bob', BOB_PASSWORD, '10.0.0.1');
      expect(principal.userId).toBe(world.bob.id);
      expect(principal.permissions.size).toBe(0);
    });

    it('refuses a wrong password with UNAUTHORIZED', async () => {
      const { auth } = setup();
      await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      await expectCode(
        auth.authenticate('alice', ALICE_PASSWORD + ' ', '10.0.0.1'),
        'UNAUTHORIZED',
      );
      await expectCode(auth.authenticate('alice', '', '10.0.0.1'), 'UNAUTHORIZED');
    });

    it('refuses another user’s password', async () => {
      const { auth } = setup();
      await expectCode(auth.authenticate('alice', BOB_PASSWORD, '10.0.0.1'), 'UNAUTHORIZED');
    });

    it('refuses an unknown user with the same error as a wrong password', async () => {
      const { auth } = setup();
      const unknown = await expectCode(
        auth.authenticate('mallory', 'whatever', '10.0.0.1'),
        'UNAUTHORIZED',
      );
      const wrong = await expectCode(
        auth.authenticate('alice', 'whatever', '10.0.0.1'),
        'UNAUTHORIZED',
      );
      expect(unknown.message).toBe(wrong.message);
      expect(unknown.headers).toEqual(wrong.headers);
    });

    it('usernames are case-sensitive', async () => {
      const { auth } = setup();
      await expectCode(auth.authenticate('Alice', ALICE_PASSWORD, '10.0.0.1'), 'UNAUTHORIZED');
    });

    it('refuses a disabled user once cached credentials are forgotten', async () => {
      const { auth } = setup();
      await auth.authenticate('carol', CAROL_PASSWORD, '10.0.0.1');
      try {
        expect(await world.store.updateUser('carol', { disabled: true })).toBe(true);
        // Cached credentials outlive the change until forgetAll() ...
        expect((await auth.authenticate('carol', CAROL_PASSWORD, '10.0.0.1')).username).toBe(
          'carol',
        );
        auth.forgetAll();
        // ... and then the right password no longer helps.
        await expectCode(auth.authenticate('carol', CAROL_PASSWORD, '10.0.0.1'), 'UNAUTHORIZED');
        // Nor does it for an authenticator that never saw carol.
        const { auth: fresh } = setup();
        await expectCode(fresh.authenticate('carol', CAROL_PASSWORD, '10.0.0.1'), 'UNAUTHORIZED');
      } finally {
        await world.store.updateUser('carol', { disabled: false });
      }
      const { auth: again } = setup();
      expect((await again.authenticate('carol', CAROL_PASSWORD, '10.0.0.1')).username).toBe(
        'carol',
      );
    });
  });

  describe('cache', () => {
    it('answers repeated credentials without the store or scrypt', async () => {
      const { auth } = setup();
      const lookups = vi.spyOn(world.store, 'findUserByUsername');
      const first = await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      expect(lookups).toHaveBeenCalledTimes(1);
      const second = await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.2');
      expect(lookups).toHaveBeenCalledTimes(1);
      expect(second).toBe(first);
    });

    it('verifies a burst of the same new credentials once', async () => {
      const { auth } = setup();
      const lookups = vi.spyOn(world.store, 'findUserByUsername');
      const principals = await Promise.all(
        Array.from({ length: 5 }, () => auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1')),
      );
      expect(lookups).toHaveBeenCalledTimes(1);
      expect(new Set(principals).size).toBe(1);
    });

    it('never answers other credentials from the cache', async () => {
      const { auth } = setup();
      const lookups = vi.spyOn(world.store, 'findUserByUsername');
      await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      expect((await auth.authenticate('bob', BOB_PASSWORD, '10.0.0.1')).username).toBe('bob');
      expect(lookups).toHaveBeenCalledTimes(3);
    });

    it('does not cache failures', async () => {
      const { auth } = setup();
      const lookups = vi.spyOn(world.store, 'findUserByUsername');
      await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      expect(lookups).toHaveBeenCalledTimes(2);
    });

    it('forgetAll makes the next authentication verify again', async () => {
      const { auth } = setup();
      const lookups = vi.spyOn(world.store, 'findUserByUsername');
      await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      auth.forgetAll();
      await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      expect(lookups).toHaveBeenCalledTimes(2);
    });

    it('verifies again once the cache TTL has passed', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // The clock is real again for the tests after this one, in this file and the next.
      onTestFinished(() => {
        vi.useRealTimers();
      });
      const { auth } = setup({ cacheTtlMs: 5_000 });
      const lookups = vi.spyOn(world.store, 'findUserByUsername');
      await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      vi.setSystemTime(Date.now() + 4_999);
      await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      expect(lookups).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 1);
      await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      expect(lookups).toHaveBeenCalledTimes(2);
    });

    it('a TTL of 0 disables the cache', async () => {
      const { auth } = setup({ cacheTtlMs: 0 });
      const lookups = vi.spyOn(world.store, 'findUserByUsername');
      await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      expect(lookups).toHaveBeenCalledTimes(3);
    });
  });
});
