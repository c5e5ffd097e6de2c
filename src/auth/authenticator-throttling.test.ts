import { describe, expect, it, vi } from 'vitest';
import { Authenticator } from './authenticator.js';
import type { Limiter } from '../ratelimit/limiter.js';
import {
  ALICE_PASSWORD,
  BOB_PASSWORD,
  CAROL_PASSWORD,
  OPTIONS,
  expectCode,
  rejection,
  useAuthenticatorWorld,
} from './authenticator.test-data.js';

describe('Authenticator', () => {
  const world = useAuthenticatorWorld();
  const { setup } = world;

  describe('throttling', () => {
    it('allows the right password after fewer failures than the limit', async () => {
      const { auth } = setup();
      for (let i = 0; i < OPTIONS.loginMaxFailuresPerUser - 1; i++) {
        await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      }
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1')).userId).toBe(
        world.alice.id,
      );
    });

    it('refuses even the right password for a username with too many failures, until the window passes', async () => {
      const { auth } = setup();
      for (let i = 0; i < OPTIONS.loginMaxFailuresPerUser; i++) {
        await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      }
      const lookups = vi.spyOn(world.store, 'findUserByUsername');

      const throttled = await expectCode(
        auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1'),
        'LOGIN_THROTTLED',
      );
      expect(throttled.headers['retry-after']).toBe('60');
      // Throttled attempts do not reach the world.store (nor scrypt).
      expect(lookups).not.toHaveBeenCalled();

      world.time += 30_500;
      const later = await expectCode(
        auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1'),
        'LOGIN_THROTTLED',
      );
      expect(later.headers['retry-after']).toBe('30');
      world.time += 29_499;
      const last = await expectCode(
        auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1'),
        'LOGIN_THROTTLED',
      );
      expect(last.headers['retry-after']).toBe('1');

      world.time += 1;
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1')).userId).toBe(
        world.alice.id,
      );
    });

    it("locks a username for the address guessing it, not for its owner's address", async () => {
      const { auth } = setup();
      for (let i = 0; i < OPTIONS.loginMaxFailuresPerUser; i++) {
        await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      }
      await expectCode(auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1'), 'LOGIN_THROTTLED');
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '10.9.9.9')).userId).toBe(
        world.alice.id,
      );
    });

    it('counts the addresses of one IPv6 /64 as one address, and other /64s apart', async () => {
      const { auth } = setup();
      for (let i = 0; i < OPTIONS.loginMaxFailuresPerUser; i++) {
        const address = `2001:db8:1:2:${(i + 1).toString(16)}::1`;
        await expectCode(auth.authenticate('alice', 'wrong', address), 'UNAUTHORIZED');
      }
      await expectCode(
        auth.authenticate('alice', ALICE_PASSWORD, '2001:db8:1:2:ffff::9'),
        'LOGIN_THROTTLED',
      );
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '2001:db8:1:3::1')).userId).toBe(
        world.alice.id,
      );
    });

    it('locks a username everywhere after many failures from many addresses', async () => {
      const { auth } = setup();
      for (let i = 0; i < OPTIONS.loginMaxFailuresPerUserAnyAddress; i++) {
        await expectCode(auth.authenticate('alice', 'wrong', `10.0.1.${i}`), 'UNAUTHORIZED');
      }
      await expectCode(auth.authenticate('alice', ALICE_PASSWORD, '10.9.9.9'), 'LOGIN_THROTTLED');
      // Other usernames from those addresses are not affected.
      expect((await auth.authenticate('bob', BOB_PASSWORD, '10.0.1.0')).userId).toBe(world.bob.id);
    });

    it('counts no username against an address already refused', async () => {
      const { auth } = setup({ loginMaxFailuresPerAddress: 2, loginMaxFailuresPerUser: 100 });
      for (const guess of ['a', 'b']) {
        await expectCode(auth.authenticate('alice', guess, '10.6.6.6'), 'UNAUTHORIZED');
      }
      for (let i = 0; i < 10; i++) {
        await expectCode(auth.authenticate('alice', 'c', '10.6.6.6'), 'LOGIN_THROTTLED');
      }
      // Had those refused attempts counted, alice would be locked everywhere (any address: 6).
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '10.7.7.7')).userId).toBe(
        world.alice.id,
      );
    });

    it("does not count an owner's retries against their address while their username is locked", async () => {
      const { auth } = setup({
        loginMaxFailuresPerAddress: 6,
        loginMaxFailuresPerUserAnyAddress: 3,
      });
      // Someone elsewhere locks alice everywhere.
      for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
        await expectCode(auth.authenticate('alice', 'wrong', address), 'UNAUTHORIZED');
      }
      // Alice at her office retries the right password, again and again: refused, not counted.
      for (let i = 0; i < 10; i++) {
        await expectCode(auth.authenticate('alice', ALICE_PASSWORD, '10.2.0.1'), 'LOGIN_THROTTLED');
      }
      // Her colleague at the same address logs in.
      expect((await auth.authenticate('bob', BOB_PASSWORD, '10.2.0.1')).userId).toBe(world.bob.id);
    });

    it('throttles one username without affecting others', async () => {
      const { auth } = setup();
      for (let i = 0; i < OPTIONS.loginMaxFailuresPerUser; i++) {
        await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      }
      await expectCode(auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1'), 'LOGIN_THROTTLED');
      expect((await auth.authenticate('bob', BOB_PASSWORD, '10.0.0.1')).userId).toBe(world.bob.id);
    });

    it('counts failures of unknown usernames too', async () => {
      const { auth } = setup();
      for (let i = 0; i < OPTIONS.loginMaxFailuresPerUser; i++) {
        await expectCode(auth.authenticate('mallory', `guess ${i}`, '10.0.0.1'), 'UNAUTHORIZED');
      }
      await expectCode(auth.authenticate('mallory', 'guess', '10.0.0.1'), 'LOGIN_THROTTLED');
    });

    it('throttles a client address across usernames, until the window passes', async () => {
      const { auth } = setup({ loginMaxFailuresPerUser: 100, loginMaxFailuresPerAddress: 4 });
      await expectCode(auth.authenticate('alice', 'wrong', '192.0.2.1'), 'UNAUTHORIZED');
      await expectCode(auth.authenticate('bob', 'wrong', '192.0.2.1'), 'UNAUTHORIZED');
      await expectCode(auth.authenticate('mallory', 'wrong', '192.0.2.1'), 'UNAUTHORIZED');
      await expectCode(auth.authenticate('trent', 'wrong', '192.0.2.1'), 'UNAUTHORIZED');

      const throttled = await expectCode(
        auth.authenticate('carol', CAROL_PASSWORD, '192.0.2.1'),
        'LOGIN_THROTTLED',
      );
      expect(throttled.headers['retry-after']).toBe('60');
      await expectCode(auth.authenticate('alice', ALICE_PASSWORD, '192.0.2.1'), 'LOGIN_THROTTLED');
      // The same users from another address are fine.
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '192.0.2.2')).userId).toBe(
        world.alice.id,
      );
      expect((await auth.authenticate('carol', CAROL_PASSWORD, '192.0.2.2')).username).toBe(
        'carol',
      );

      auth.forgetAll();
      world.time += 60_000;
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '192.0.2.1')).userId).toBe(
        world.alice.id,
      );
    });

    it('counts failures in the limiter with the configured window', async () => {
      const { auth, limiter } = setup({ loginWindowMs: 10_000 });
      await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      expect(await limiter.peek('login:user:alice')).toEqual({ count: 1, resetInMs: 10_000 });
      expect(await limiter.peek('login:addr:10.0.0.1')).toEqual({ count: 1, resetInMs: 10_000 });
      // A success counts nothing.
      await auth.authenticate('bob', BOB_PASSWORD, '10.0.0.1');
      expect((await limiter.peek('login:user:bob')).count).toBe(0);
      expect((await limiter.peek('login:addr:10.0.0.1')).count).toBe(1);
    });

    it('rounds retry-after up to whole seconds, at least 1', async () => {
      const { auth } = setup({ loginWindowMs: 1_500 });
      for (let i = 0; i < OPTIONS.loginMaxFailuresPerUser; i++) {
        await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      }
      expect(
        (await expectCode(auth.authenticate('alice', 'x', '10.0.0.1'), 'LOGIN_THROTTLED')).headers,
      ).toEqual({
        'retry-after': '2',
      });
      world.time += 1_499;
      expect(
        (await expectCode(auth.authenticate('alice', 'x', '10.0.0.1'), 'LOGIN_THROTTLED')).headers[
          'retry-after'
        ],
      ).toBe('1');
    });

    it('still serves credentials verified before the username was throttled from the cache', async () => {
      const { auth } = setup();
      await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      for (let i = 0; i < OPTIONS.loginMaxFailuresPerUser; i++) {
        await expectCode(auth.authenticate('alice', 'wrong', '10.6.6.6'), 'UNAUTHORIZED');
      }
      await expectCode(auth.authenticate('alice', 'wrong', '10.6.6.6'), 'LOGIN_THROTTLED');
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1')).userId).toBe(
        world.alice.id,
      );
    });

    it('refuses concurrent guesses beyond the limit', async () => {
      const { auth } = setup();
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          rejection(auth.authenticate('alice', `guess ${i}`, '10.0.0.1')),
        ),
      );
      const verified = outcomes.filter((e) => e.code === 'UNAUTHORIZED').length;
      expect(verified).toBeLessThanOrEqual(OPTIONS.loginMaxFailuresPerUser);
    });
  });

  describe('a failing limiter', () => {
    const brokenLimiter = (): Limiter => ({
      hit: () => Promise.reject(new Error('limiter down')),
      peek: () => Promise.reject(new Error('limiter down')),
      reset: () => Promise.reject(new Error('limiter down')),
      release: () => Promise.reject(new Error('limiter down')),
      close: () => Promise.resolve(),
    });

    it('lets the right password in (fails open) and reports the error', async () => {
      const onLimiterError = vi.fn();
      const auth = new Authenticator(world.store, brokenLimiter(), { ...OPTIONS, onLimiterError });
      const principal = await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      expect(principal.userId).toBe(world.alice.id);
      expect(onLimiterError).toHaveBeenCalled();
      expect(onLimiterError).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'limiter down' }),
      );
    });

    it('still refuses a wrong password with UNAUTHORIZED, reporting every limiter error', async () => {
      const onLimiterError = vi.fn();
      const auth = new Authenticator(world.store, brokenLimiter(), { ...OPTIONS, onLimiterError });
      await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      // The attempt is counted for the address, the username there and the username anywhere;
      // a failure releases nothing.
      expect(onLimiterError).toHaveBeenCalledTimes(3);
    });

    it('never throttles while the limiter is down', async () => {
      const auth = new Authenticator(world.store, brokenLimiter(), OPTIONS);
      for (let i = 0; i < OPTIONS.loginMaxFailuresPerUser + 2; i++) {
        await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      }
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1')).userId).toBe(
        world.alice.id,
      );
    });

    it('works without an onLimiterError callback', async () => {
      const auth = new Authenticator(world.store, brokenLimiter(), OPTIONS);
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1')).userId).toBe(
        world.alice.id,
      );
    });
  });
});
