import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VeracheckError, type ErrorCode } from '../errors/errors.js';
import type { Limiter } from '../ratelimit/limiter.js';
import { MemoryLimiter } from '../ratelimit/memory-limiter.js';
import { openStore } from '../store/open-store.js';
import type { Organisation, Store, User } from '../store/store.js';
import {
  Authenticator,
  parseBasicAuthorization,
  type AuthenticatorOptions,
} from './authenticator.js';
import { hashPassword } from './password.js';

const ALICE_PASSWORD = 'alice: correct horse';
const BOB_PASSWORD = 'bob battery staple';
const CAROL_PASSWORD = 'carol password';

const OPTIONS: AuthenticatorOptions = {
  cacheTtlMs: 60_000,
  loginMaxFailuresPerUser: 3,
  loginMaxFailuresPerUserAnyAddress: 6,
  loginMaxFailuresPerAddress: 100,
  loginWindowMs: 60_000,
};

/** The VeracheckError a promise rejects with; fails the test on anything else. */
async function rejection(promise: Promise<unknown>): Promise<VeracheckError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof VeracheckError) return error;
    throw error;
  }
  throw new Error('expected a rejection, but the promise resolved');
}

async function expectCode(promise: Promise<unknown>, code: ErrorCode): Promise<VeracheckError> {
  const error = await rejection(promise);
  expect(error.code).toBe(code);
  return error;
}

describe('Authenticator', () => {
  let dir: string;
  let store: Store;
  let organisation: Organisation;
  let alice: User;
  let bob: User;

  /** The limiter's clock, moved by the tests. */
  let time = 1_000_000;
  const limiters: MemoryLimiter[] = [];

  const setup = (
    options: Partial<AuthenticatorOptions> = {},
  ): { auth: Authenticator; limiter: MemoryLimiter } => {
    const limiter = new MemoryLimiter(() => time);
    limiters.push(limiter);
    return { auth: new Authenticator(store, limiter, { ...OPTIONS, ...options }), limiter };
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'veracheck-auth-'));
    store = openStore('sqlite:' + join(dir, 'a.db'));
    await store.migrate();
    organisation = await store.createOrganisation('Acme');
    const [aliceHash, bobHash, carolHash] = await Promise.all([
      hashPassword(ALICE_PASSWORD),
      hashPassword(BOB_PASSWORD),
      hashPassword(CAROL_PASSWORD),
    ]);
    alice = await store.createUser({
      organisationId: organisation.id,
      username: 'alice',
      passwordHash: aliceHash,
      permissions: ['company-check', 'read-checks'],
    });
    bob = await store.createUser({
      organisationId: organisation.id,
      username: 'bob',
      passwordHash: bobHash,
      permissions: [],
    });
    await store.createUser({
      organisationId: organisation.id,
      username: 'carol',
      passwordHash: carolHash,
      permissions: ['person-check'],
    });
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    await Promise.all(limiters.splice(0).map((l) => l.close()));
    time = 1_000_000;
  });

  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('credentials', () => {
    it('gives the principal with its permissions for the right password', async () => {
      const { auth } = setup();
      const principal = await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      expect(principal.userId).toBe(alice.id);
      expect(principal.username).toBe('alice');
      expect(principal.organisationId).toBe(organisation.id);
      expect(principal.permissions).toEqual(new Set(['company-check', 'read-checks']));
      expect(principal.permissions.has('person-check')).toBe(false);
    });

    it('gives a principal without permissions for a user that has none', async () => {
      const { auth } = setup();
      const principal = await auth.authenticate('bob', BOB_PASSWORD, '10.0.0.1');
      expect(principal.userId).toBe(bob.id);
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
        expect(await store.updateUser('carol', { disabled: true })).toBe(true);
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
        await store.updateUser('carol', { disabled: false });
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
      const lookups = vi.spyOn(store, 'findUserByUsername');
      const first = await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      expect(lookups).toHaveBeenCalledTimes(1);
      const second = await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.2');
      expect(lookups).toHaveBeenCalledTimes(1);
      expect(second).toBe(first);
    });

    it('verifies a burst of the same new credentials once', async () => {
      const { auth } = setup();
      const lookups = vi.spyOn(store, 'findUserByUsername');
      const principals = await Promise.all(
        Array.from({ length: 5 }, () => auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1')),
      );
      expect(lookups).toHaveBeenCalledTimes(1);
      expect(new Set(principals).size).toBe(1);
    });

    it('never answers other credentials from the cache', async () => {
      const { auth } = setup();
      const lookups = vi.spyOn(store, 'findUserByUsername');
      await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      expect((await auth.authenticate('bob', BOB_PASSWORD, '10.0.0.1')).username).toBe('bob');
      expect(lookups).toHaveBeenCalledTimes(3);
    });

    it('does not cache failures', async () => {
      const { auth } = setup();
      const lookups = vi.spyOn(store, 'findUserByUsername');
      await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      expect(lookups).toHaveBeenCalledTimes(2);
    });

    it('forgetAll makes the next authentication verify again', async () => {
      const { auth } = setup();
      const lookups = vi.spyOn(store, 'findUserByUsername');
      await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      auth.forgetAll();
      await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      expect(lookups).toHaveBeenCalledTimes(2);
    });

    it('verifies again once the cache TTL has passed', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { auth } = setup({ cacheTtlMs: 5_000 });
      const lookups = vi.spyOn(store, 'findUserByUsername');
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
      const lookups = vi.spyOn(store, 'findUserByUsername');
      await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      expect(lookups).toHaveBeenCalledTimes(3);
    });
  });

  describe('throttling', () => {
    it('allows the right password after fewer failures than the limit', async () => {
      const { auth } = setup();
      for (let i = 0; i < OPTIONS.loginMaxFailuresPerUser - 1; i++) {
        await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      }
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1')).userId).toBe(alice.id);
    });

    it('refuses even the right password for a username with too many failures, until the window passes', async () => {
      const { auth } = setup();
      for (let i = 0; i < OPTIONS.loginMaxFailuresPerUser; i++) {
        await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      }
      const lookups = vi.spyOn(store, 'findUserByUsername');

      const throttled = await expectCode(
        auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1'),
        'LOGIN_THROTTLED',
      );
      expect(throttled.headers['retry-after']).toBe('60');
      // Throttled attempts do not reach the store (nor scrypt).
      expect(lookups).not.toHaveBeenCalled();

      time += 30_500;
      const later = await expectCode(
        auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1'),
        'LOGIN_THROTTLED',
      );
      expect(later.headers['retry-after']).toBe('30');
      time += 29_499;
      const last = await expectCode(
        auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1'),
        'LOGIN_THROTTLED',
      );
      expect(last.headers['retry-after']).toBe('1');

      time += 1;
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1')).userId).toBe(alice.id);
    });

    it("locks a username for the address guessing it, not for its owner's address", async () => {
      const { auth } = setup();
      for (let i = 0; i < OPTIONS.loginMaxFailuresPerUser; i++) {
        await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      }
      await expectCode(auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1'), 'LOGIN_THROTTLED');
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '10.9.9.9')).userId).toBe(alice.id);
    });

    it('locks a username everywhere after many failures from many addresses', async () => {
      const { auth } = setup();
      for (let i = 0; i < OPTIONS.loginMaxFailuresPerUserAnyAddress; i++) {
        await expectCode(auth.authenticate('alice', 'wrong', `10.0.1.${i}`), 'UNAUTHORIZED');
      }
      await expectCode(auth.authenticate('alice', ALICE_PASSWORD, '10.9.9.9'), 'LOGIN_THROTTLED');
      // Other usernames from those addresses are not affected.
      expect((await auth.authenticate('bob', BOB_PASSWORD, '10.0.1.0')).userId).toBe(bob.id);
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
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '10.7.7.7')).userId).toBe(alice.id);
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
      expect((await auth.authenticate('bob', BOB_PASSWORD, '10.2.0.1')).userId).toBe(bob.id);
    });

    it('throttles one username without affecting others', async () => {
      const { auth } = setup();
      for (let i = 0; i < OPTIONS.loginMaxFailuresPerUser; i++) {
        await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      }
      await expectCode(auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1'), 'LOGIN_THROTTLED');
      expect((await auth.authenticate('bob', BOB_PASSWORD, '10.0.0.1')).userId).toBe(bob.id);
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
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '192.0.2.2')).userId).toBe(alice.id);
      expect((await auth.authenticate('carol', CAROL_PASSWORD, '192.0.2.2')).username).toBe(
        'carol',
      );

      auth.forgetAll();
      time += 60_000;
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '192.0.2.1')).userId).toBe(alice.id);
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
      time += 1_499;
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
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1')).userId).toBe(alice.id);
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
      const auth = new Authenticator(store, brokenLimiter(), { ...OPTIONS, onLimiterError });
      const principal = await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1');
      expect(principal.userId).toBe(alice.id);
      expect(onLimiterError).toHaveBeenCalled();
      expect(onLimiterError).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'limiter down' }),
      );
    });

    it('still refuses a wrong password with UNAUTHORIZED, reporting every limiter error', async () => {
      const onLimiterError = vi.fn();
      const auth = new Authenticator(store, brokenLimiter(), { ...OPTIONS, onLimiterError });
      await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      // The attempt is counted for the address, the username there and the username anywhere;
      // a failure releases nothing.
      expect(onLimiterError).toHaveBeenCalledTimes(3);
    });

    it('never throttles while the limiter is down', async () => {
      const auth = new Authenticator(store, brokenLimiter(), OPTIONS);
      for (let i = 0; i < OPTIONS.loginMaxFailuresPerUser + 2; i++) {
        await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.1'), 'UNAUTHORIZED');
      }
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1')).userId).toBe(alice.id);
    });

    it('works without an onLimiterError callback', async () => {
      const auth = new Authenticator(store, brokenLimiter(), OPTIONS);
      expect((await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1')).userId).toBe(alice.id);
    });
  });
});

describe('parseBasicAuthorization', () => {
  const basic = (credentials: string): string =>
    'Basic ' + Buffer.from(credentials, 'utf8').toString('base64');

  it('parses a valid header', () => {
    expect(parseBasicAuthorization(basic('alice:secret'))).toEqual({
      username: 'alice',
      password: 'secret',
    });
    // RFC 7617's own example.
    expect(parseBasicAuthorization('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==')).toEqual({
      username: 'Aladdin',
      password: 'open sesame',
    });
  });

  it('accepts the scheme in any case and extra spaces', () => {
    const token = Buffer.from('alice:secret').toString('base64');
    const expected = { username: 'alice', password: 'secret' };
    expect(parseBasicAuthorization(`basic ${token}`)).toEqual(expected);
    expect(parseBasicAuthorization(`BASIC ${token}`)).toEqual(expected);
    expect(parseBasicAuthorization(`Basic   ${token}  `)).toEqual(expected);
  });

  it('is undefined when the header is missing or empty', () => {
    expect(parseBasicAuthorization(undefined)).toBeUndefined();
    expect(parseBasicAuthorization('')).toBeUndefined();
    expect(parseBasicAuthorization('Basic')).toBeUndefined();
    expect(parseBasicAuthorization('Basic ')).toBeUndefined();
  });

  it('is undefined for another scheme', () => {
    const token = Buffer.from('alice:secret').toString('base64');
    expect(parseBasicAuthorization(`Bearer ${token}`)).toBeUndefined();
    expect(parseBasicAuthorization(`Digest ${token}`)).toBeUndefined();
    expect(parseBasicAuthorization(`Basicx ${token}`)).toBeUndefined();
    expect(parseBasicAuthorization(token)).toBeUndefined();
  });

  it('is undefined for a token that is not base64', () => {
    expect(parseBasicAuthorization('Basic alice:secret')).toBeUndefined();
    expect(parseBasicAuthorization('Basic !!!!')).toBeUndefined();
    expect(
      parseBasicAuthorization(`Basic ${Buffer.from('a:b').toString('base64')} extra`),
    ).toBeUndefined();
  });

  it('is undefined without a colon', () => {
    expect(parseBasicAuthorization(basic('alice'))).toBeUndefined();
  });

  it('is undefined for an empty username', () => {
    expect(parseBasicAuthorization(basic(':secret'))).toBeUndefined();
    expect(parseBasicAuthorization(basic(':'))).toBeUndefined();
  });

  it('keeps an empty password', () => {
    expect(parseBasicAuthorization(basic('alice:'))).toEqual({ username: 'alice', password: '' });
  });

  it('splits at the first colon, so passwords may contain colons', () => {
    expect(parseBasicAuthorization(basic('alice:pa:ss:word:'))).toEqual({
      username: 'alice',
      password: 'pa:ss:word:',
    });
    expect(parseBasicAuthorization(basic('alice::'))).toEqual({ username: 'alice', password: ':' });
  });

  it('decodes UTF-8 usernames and passwords', () => {
    expect(parseBasicAuthorization(basic('jörg:grüße'))).toEqual({
      username: 'jörg',
      password: 'grüße',
    });
    expect(parseBasicAuthorization(basic('山田:パスワード'))).toEqual({
      username: '山田',
      password: 'パスワード',
    });
    // RFC 7617 section 2.1's charset="UTF-8" example: "test" / "123£".
    expect(parseBasicAuthorization('Basic dGVzdDoxMjPCow==')).toEqual({
      username: 'test',
      password: '123£',
    });
  });
});
