import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { VeracheckError, type ErrorCode } from '../errors/errors.js';
import { MemoryLimiter } from '../ratelimit/memory-limiter.js';
import { openStore } from '../store/open-store.js';
import type { Organisation, Store, User } from '../store/store.js';
import { Authenticator, type AuthenticatorOptions } from './authenticator.js';
import { hashPassword } from './password.js';

export const ALICE_PASSWORD = 'alice: correct horse';
export const BOB_PASSWORD = 'bob battery staple';
export const CAROL_PASSWORD = 'carol password';

/** The limits the tests count against. */
export const OPTIONS: AuthenticatorOptions = {
  cacheTtlMs: 60_000,
  loginMaxFailuresPerUser: 3,
  loginMaxFailuresPerUserAnyAddress: 6,
  loginMaxFailuresPerAddress: 100,
  loginWindowMs: 60_000,
};

/** The VeracheckError a promise rejects with; fails the test on anything else. */
export async function rejection(promise: Promise<unknown>): Promise<VeracheckError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof VeracheckError) return error;
    throw error;
  }
  throw new Error('expected a rejection, but the promise resolved');
}

export async function expectCode(
  promise: Promise<unknown>,
  code: ErrorCode,
): Promise<VeracheckError> {
  const error = await rejection(promise);
  expect(error.code).toBe(code);
  return error;
}

/** The store, users and limiter clock the Authenticator tests share. */
export interface AuthenticatorWorld {
  store: Store;
  organisation: Organisation;
  alice: User;
  bob: User;
  /** The limiter's clock, moved by the tests. */
  time: number;
  /** An Authenticator on the store; its MemoryLimiter runs on `time`, closed after the test. */
  setup: (options?: Partial<AuthenticatorOptions>) => {
    auth: Authenticator;
    limiter: MemoryLimiter;
  };
}

/** Registers hooks that build the world once and reset it after each test. */
export function useAuthenticatorWorld(): AuthenticatorWorld {
  let dir: string;
  const limiters: MemoryLimiter[] = [];
  const world = {
    time: 1_000_000,
    setup: (
      options: Partial<AuthenticatorOptions> = {},
    ): { auth: Authenticator; limiter: MemoryLimiter } => {
      const limiter = new MemoryLimiter(() => world.time);
      limiters.push(limiter);
      return { auth: new Authenticator(world.store, limiter, { ...OPTIONS, ...options }), limiter };
    },
  } as AuthenticatorWorld;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'veracheck-auth-'));
    world.store = openStore('sqlite:' + join(dir, 'a.db'));
    await world.store.migrate();
    world.organisation = await world.store.createOrganisation('Acme');
    const [aliceHash, bobHash, carolHash] = await Promise.all([
      hashPassword(ALICE_PASSWORD),
      hashPassword(BOB_PASSWORD),
      hashPassword(CAROL_PASSWORD),
    ]);
    world.alice = await world.store.createUser({
      organisationId: world.organisation.id,
      username: 'alice',
      passwordHash: aliceHash,
      permissions: ['company-check', 'read-checks'],
    });
    world.bob = await world.store.createUser({
      organisationId: world.organisation.id,
      username: 'bob',
      passwordHash: bobHash,
      permissions: [],
    });
    await world.store.createUser({
      organisationId: world.organisation.id,
      username: 'carol',
      passwordHash: carolHash,
      permissions: ['person-check'],
    });
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    await Promise.all(limiters.splice(0).map((l) => l.close()));
    world.time = 1_000_000;
  });

  afterAll(async () => {
    await world.store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return world;
}
