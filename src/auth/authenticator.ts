import { hash } from 'node:crypto';
import { VeracheckError } from '../errors/errors.js';
import type { LimitDecision, Limiter } from '../ratelimit/limiter.js';
import type { Permission, Store } from '../store/store.js';
import { throttledNetworkOf } from './client-network.js';
import { hashPassword, verifyPassword } from './password.js';

export interface Principal {
  userId: string;
  username: string;
  organisationId: string;
  permissions: ReadonlySet<Permission>;
}

export interface AuthenticatorOptions {
  cacheTtlMs: number;
  /** Failures of one username from one client address before that pair is locked. */
  loginMaxFailuresPerUser: number;
  /** Failures of one username from all addresses together before it is locked everywhere. */
  loginMaxFailuresPerUserAnyAddress: number;
  loginMaxFailuresPerAddress: number;
  loginWindowMs: number;
  /** Called when the limiter backend fails; logins then proceed without throttling. */
  onLimiterError?: (error: unknown) => void;
  /**
   * Called once when a lock begins (the first attempt refused in its window), so that guessing
   * is seen by the operator, not only by the guesser: the scope locked and for how long.
   */
  onLockout?: (scope: LockoutScope, lockedForMs: number) => void;
}

/**
 * What a lock refuses: one client address (or IPv6 /64) for every username, one username from
 * one address, or one username from every address.
 */
export type LockoutScope = 'address' | 'user-address' | 'user';

const CACHE_LIMIT = 10_000;

/** A digest of the credentials, so the cache never holds a password. */
const cacheKeyOf = (username: string, password: string): string =>
  hash('sha256', `${username}\0${password}`, 'base64');

/** A digest of an Authorization header, for the same reason. */
const headerKeyOf = (header: string): string => hash('sha256', header, 'base64');

interface CacheEntry {
  principal: Principal;
  expiresAt: number;
}

const unauthorized = () => new VeracheckError('UNAUTHORIZED', 'Invalid username or password.');

/**
 * HTTP Basic credentials against the users in the store. Verified credentials are cached (keyed
 * by a digest of username and password, never the password itself) so that steady traffic does
 * not pay for scrypt; failed attempts are counted per username and per client address.
 */
export class Authenticator {
  private readonly cache = new Map<string, CacheEntry>();
  /**
   * The same entries by a digest of the Authorization header that carried the credentials, so
   * that a repeated header is recognised without decoding it (one digest per request).
   */
  private readonly byHeader = new Map<string, CacheEntry>();
  /** Verifications under way, so a burst of requests with new credentials runs scrypt once. */
  private readonly pending = new Map<string, Promise<Principal>>();
  /**
   * The locks reported by this process, by limiter key: the time (this process's clock) their
   * window ends and what was left of it when reported. See `reportLock`.
   */
  private readonly reportedLocks = new Map<string, { until: number; resetInMs: number }>();

  /** Verified against for unknown usernames, so their timing matches a wrong password's. */
  private readonly decoyHash: Promise<string> = hashPassword('decoy password');

  constructor(
    private readonly store: Store,
    private readonly limiter: Limiter,
    private readonly options: AuthenticatorOptions,
  ) {}

  /** The principal of credentials verified recently, without waiting; undefined otherwise. */
  cached(username: string, password: string): Principal | undefined {
    const cached = this.cache.get(cacheKeyOf(username, password));
    return cached && cached.expiresAt > Date.now() ? cached.principal : undefined;
  }

  /**
   * The principal of an Authorization header whose credentials were verified recently (see
   * `authenticate`), without waiting or decoding it; undefined otherwise.
   */
  cachedHeader(header: string): Principal | undefined {
    const cached = this.byHeader.get(headerKeyOf(header));
    return cached && cached.expiresAt > Date.now() ? cached.principal : undefined;
  }

  /**
   * Verifies the credentials (or finds them verified recently). With `header`, the
   * Authorization header they came from, a later `cachedHeader` of the same header finds them.
   */
  async authenticate(
    username: string,
    password: string,
    clientAddress: string,
    header?: string,
  ): Promise<Principal> {
    const cacheKey = cacheKeyOf(username, password);
    const cached = this.cache.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) {
      if (header !== undefined) this.remember(this.byHeader, headerKeyOf(header), cached);
      return cached.principal;
    }
    if (cached) this.cache.delete(cacheKey);
    let verification = this.pending.get(cacheKey);
    if (!verification) {
      verification = this.verify(username, password, clientAddress, cacheKey).finally(() => {
        this.pending.delete(cacheKey);
      });
      this.pending.set(cacheKey, verification);
    }
    if (header === undefined) return verification;
    const principal = await verification;
    const entry = this.cache.get(cacheKey);
    if (entry?.principal === principal) this.remember(this.byHeader, headerKeyOf(header), entry);
    return principal;
  }

  private async verify(
    username: string,
    password: string,
    clientAddress: string,
    cacheKey: string,
  ): Promise<Principal> {
    // An IPv6 client by its /64: it may hold every address in it.
    const network = throttledNetworkOf(clientAddress);
    const addressKey = `login:addr:${network}`;
    const pairKey = `login:user-addr:${username}\u0000${network}`;
    const userKey = `login:user:${username}`;
    // Every attempt is counted before scrypt runs, atomically, so concurrent guesses cannot
    // all slip under the limit; a successful attempt is taken back afterwards. A username is
    // locked first for the address guessing it, and for everyone only after many more failures
    // (guesses from many addresses): a few wrong passwords from anywhere must not lock its
    // owner out. An address already refused counts against no username.
    await this.countAttempt(addressKey, this.options.loginMaxFailuresPerAddress, 'address');
    // An attempt refused for the username (at this address, or everywhere) was no guess at a
    // password: it is taken back from the counts before it, or the owner retrying the right
    // password while their username is locked would lock their whole address (an office).
    try {
      await this.countAttempt(pairKey, this.options.loginMaxFailuresPerUser, 'user-address');
    } catch (error) {
      await this.releaseAttempt(addressKey);
      throw error;
    }
    try {
      await this.countAttempt(userKey, this.options.loginMaxFailuresPerUserAnyAddress, 'user');
    } catch (error) {
      await Promise.all([addressKey, pairKey].map((key) => this.releaseAttempt(key)));
      throw error;
    }

    const user = await this.store.findUserByUsername(username);
    const valid = await verifyPassword(password, user?.passwordHash ?? (await this.decoyHash));
    if (!user || !valid || user.disabled) throw unauthorized();
    await Promise.all([addressKey, pairKey, userKey].map((key) => this.releaseAttempt(key)));
    const principal: Principal = {
      userId: user.id,
      username: user.username,
      organisationId: user.organisationId,
      permissions: new Set(user.permissions),
    };
    if (this.options.cacheTtlMs > 0) {
      this.remember(this.cache, cacheKey, {
        principal,
        expiresAt: Date.now() + this.options.cacheTtlMs,
      });
    }
    return principal;
  }

  private remember(cache: Map<string, CacheEntry>, key: string, entry: CacheEntry): void {
    if (cache.get(key) === entry) return;
    if (cache.size >= CACHE_LIMIT) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, entry);
  }

  /** Forget cached credentials, for example after a password change or a user was disabled. */
  forgetAll(): void {
    this.cache.clear();
    this.byHeader.clear();
  }

  private async countAttempt(key: string, limit: number, scope: LockoutScope): Promise<void> {
    let decision: LimitDecision;
    try {
      decision = await this.limiter.hit(key, limit, this.options.loginWindowMs);
    } catch (error) {
      this.options.onLimiterError?.(error);
      return;
    }
    if (!decision.allowed) {
      if (decision.count === limit + 1) this.reportLock(key, scope, decision.resetInMs);
      const seconds = Math.max(1, Math.ceil(decision.resetInMs / 1000));
      throw new VeracheckError(
        'LOGIN_THROTTLED',
        `Too many failed logins; try again in ${seconds} s.`,
        [],
        { 'retry-after': String(seconds) },
      );
    }
  }

  /**
   * Reports a lock as it begins, once. The count passes the limit once per window (the backends
   * count atomically), but an attempt refused for a later key gives its count back to the keys
   * before it: with guesses sent concurrently, a key's count then falls back to the limit and
   * passes it again, burst after burst. A lock reported in this window is not reported again;
   * one in a later window (its time left larger, or the window past on this clock) is.
   */
  private reportLock(key: string, scope: LockoutScope, resetInMs: number): void {
    const now = Date.now();
    const reported = this.reportedLocks.get(key);
    if (reported && reported.until > now && resetInMs <= reported.resetInMs) return;
    if (!reported && this.reportedLocks.size >= CACHE_LIMIT) {
      for (const [other, { until }] of this.reportedLocks) {
        if (until <= now) this.reportedLocks.delete(other);
      }
      const oldest = this.reportedLocks.keys().next().value;
      if (this.reportedLocks.size >= CACHE_LIMIT && oldest !== undefined) {
        this.reportedLocks.delete(oldest);
      }
    }
    this.reportedLocks.set(key, { until: now + resetInMs, resetInMs });
    this.options.onLockout?.(scope, resetInMs);
  }

  private async releaseAttempt(key: string): Promise<void> {
    try {
      await this.limiter.release(key);
    } catch (error) {
      this.options.onLimiterError?.(error);
    }
  }
}

/** Parses an `Authorization: Basic` header (RFC 7617); undefined when absent or malformed. */
export function parseBasicAuthorization(
  header: string | undefined,
): { username: string; password: string } | undefined {
  if (!header) return undefined;
  const match = /^Basic +([A-Za-z0-9+/=]+) *$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
