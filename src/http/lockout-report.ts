import type { FastifyBaseLogger } from 'fastify';
import type { LockoutScope } from '../auth/authenticator.js';
import type { Metrics } from './plugins/metrics.js';

/** What a login lock refuses, in the warning that it began. */
const LOCKOUT_WORDS: Readonly<Record<LockoutScope, string>> = {
  address: 'a client address (every username from it)',
  'user-address': 'a username from one client address',
  user: 'a username from every address',
};

/**
 * Counts a lock begun by failed logins and warns of it, so that guessing is seen by the
 * operator. No address or username: logs carry no personal data (docs/decisions.md, Logging);
 * the proxy's access log has the address of the 429 answers that follow.
 */
export const lockoutReporter =
  (metrics: Metrics, log: FastifyBaseLogger) =>
  (scope: LockoutScope, lockedForMs: number): void => {
    metrics.loginLockout(scope);
    const lockedForS = Math.ceil(lockedForMs / 1000);
    log.warn(
      { scope, lockedForS },
      `failed logins: ${LOCKOUT_WORDS[scope]} locked out for ${lockedForS} s`,
    );
  };
