import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  parseBasicAuthorization,
  type Authenticator,
  type Principal,
} from '../../auth/authenticator.js';
import { VeracheckError } from '../../errors/errors.js';
import type { LimitDecision, Limiter } from '../../ratelimit/limiter.js';
import type { Permission } from '../../store/store.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyContextConfig {
    /** The permission a route needs; every API route names one. */
    permission?: Permission;
  }
}

export const WWW_AUTHENTICATE = 'Basic realm="veracheck", charset="UTF-8"';

export interface AuthHookOptions {
  authenticator: Authenticator;
  limiter: Limiter;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  onLimiterError: (error: unknown) => void;
}

const missingCredentials = () =>
  new VeracheckError('UNAUTHORIZED', 'Send HTTP Basic credentials (RFC 7617).', [], {
    'www-authenticate': WWW_AUTHENTICATE,
  });

function rateLimited(options: AuthHookOptions, decision: LimitDecision): VeracheckError {
  const seconds = Math.max(1, Math.ceil(decision.resetInMs / 1000));
  return new VeracheckError(
    'RATE_LIMITED',
    `Rate limit of ${options.rateLimitMax} requests reached; retry in ${seconds} s.`,
    [],
    { 'retry-after': String(seconds) },
  );
}

/** Whether the route's permission allows the principal; why not, if it does not. */
function forbidden(
  permission: Permission | undefined,
  principal: Principal,
): VeracheckError | undefined {
  if (permission !== undefined && principal.permissions.has(permission)) return undefined;
  return new VeracheckError(
    'FORBIDDEN',
    permission === undefined
      ? 'This operation is not available to API users.'
      : `User "${principal.username}" lacks the permission "${permission}".`,
  );
}

export type OnRequestHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: (error?: Error) => void,
) => void;

/**
 * The onRequest hook of an API route that needs `permission`: authenticates, rate-limits per
 * user, then checks the permission; in that order. A header whose credentials were verified
 * recently and an in-process limiter are answered at once, in one synchronous step without a
 * promise; anything else (scrypt, Redis) takes the asynchronous path.
 */
export function authHook(options: AuthHookOptions): (permission?: Permission) => OnRequestHook {
  const { authenticator, limiter, rateLimitMax, rateLimitWindowMs } = options;
  /** The limiter key of each principal, made once rather than per request. */
  const limitKeys = new WeakMap<Principal, string>();
  const limitKeyOf = (principal: Principal): string => {
    let key = limitKeys.get(principal);
    if (key === undefined) {
      key = `req:${principal.userId}`;
      limitKeys.set(principal, key);
    }
    return key;
  };

  const slowPath = async (
    request: FastifyRequest,
    header: string | undefined,
    permission: Permission | undefined,
  ): Promise<void> => {
    const credentials = parseBasicAuthorization(header);
    if (!credentials) throw missingCredentials();
    let principal: Principal;
    try {
      principal = await authenticator.authenticate(
        credentials.username,
        credentials.password,
        request.ip,
        header,
      );
    } catch (error) {
      if (error instanceof VeracheckError && error.code === 'UNAUTHORIZED') {
        throw new VeracheckError(error.code, error.message, [], {
          'www-authenticate': WWW_AUTHENTICATE,
        });
      }
      throw error;
    }
    request.principal = principal;
    try {
      const decision = await limiter.hit(limitKeyOf(principal), rateLimitMax, rateLimitWindowMs);
      if (!decision.allowed) throw rateLimited(options, decision);
    } catch (error) {
      if (error instanceof VeracheckError) throw error;
      // A rate-limit backend outage must not take the API down with it.
      options.onLimiterError(error);
    }
    const refused = forbidden(permission, principal);
    if (refused) throw refused;
  };

  return (permission) => (request, _reply, done) => {
    const header = request.headers.authorization;
    const principal = header === undefined ? undefined : authenticator.cachedHeader(header);
    if (principal && limiter.hitNow) {
      request.principal = principal;
      const decision = limiter.hitNow(limitKeyOf(principal), rateLimitMax, rateLimitWindowMs);
      done(decision.allowed ? forbidden(permission, principal) : rateLimited(options, decision));
      return;
    }
    slowPath(request, header, permission).then(() => {
      done();
    }, done);
  };
}
