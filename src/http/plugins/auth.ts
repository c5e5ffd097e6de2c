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

/** The route's permission, or why the principal may not use it. */
function forbidden(request: FastifyRequest, principal: Principal): VeracheckError | undefined {
  const needed = request.routeOptions.config.permission;
  if (needed !== undefined && principal.permissions.has(needed)) return undefined;
  return new VeracheckError(
    'FORBIDDEN',
    needed === undefined
      ? 'This operation is not available to API users.'
      : `User "${principal.username}" lacks the permission "${needed}".`,
  );
}

/**
 * Authenticates, rate-limits per user, then checks the route's permission; in that order.
 * Credentials verified recently and an in-process limiter are answered at once, without a
 * promise per step; anything else (scrypt, Redis) takes the asynchronous path.
 */
export function authHook(options: AuthHookOptions) {
  const slowPath = async (
    request: FastifyRequest,
    credentials: { username: string; password: string },
  ): Promise<void> => {
    let principal: Principal;
    try {
      principal = await options.authenticator.authenticate(
        credentials.username,
        credentials.password,
        request.ip,
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
      const decision = await options.limiter.hit(
        `req:${principal.userId}`,
        options.rateLimitMax,
        options.rateLimitWindowMs,
      );
      if (!decision.allowed) throw rateLimited(options, decision);
    } catch (error) {
      if (error instanceof VeracheckError) throw error;
      // A rate-limit backend outage must not take the API down with it.
      options.onLimiterError(error);
    }
    const refused = forbidden(request, principal);
    if (refused) throw refused;
  };

  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void => {
    const credentials = parseBasicAuthorization(request.headers.authorization);
    if (!credentials) {
      done(missingCredentials());
      return;
    }
    const principal = options.authenticator.cached(credentials.username, credentials.password);
    if (principal && options.limiter.hitNow) {
      request.principal = principal;
      const decision = options.limiter.hitNow(
        `req:${principal.userId}`,
        options.rateLimitMax,
        options.rateLimitWindowMs,
      );
      done(decision.allowed ? forbidden(request, principal) : rateLimited(options, decision));
      return;
    }
    slowPath(request, credentials).then(() => {
      done();
    }, done);
  };
}
