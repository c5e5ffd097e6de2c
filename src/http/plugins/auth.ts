import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  parseBasicAuthorization,
  type Authenticator,
  type Principal,
} from '../../auth/authenticator.js';
import { VeracheckError } from '../../errors/errors.js';
import type { Limiter } from '../../ratelimit/limiter.js';
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

/** Authenticates, rate-limits per user, then checks the route's permission; in that order. */
export function authHook(options: AuthHookOptions) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const credentials = parseBasicAuthorization(request.headers.authorization);
    if (!credentials) {
      throw new VeracheckError('UNAUTHORIZED', 'Send HTTP Basic credentials (RFC 7617).', [], {
        'www-authenticate': WWW_AUTHENTICATE,
      });
    }
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
      if (!decision.allowed) {
        const seconds = Math.max(1, Math.ceil(decision.resetInMs / 1000));
        throw new VeracheckError(
          'RATE_LIMITED',
          `Rate limit of ${options.rateLimitMax} requests reached; retry in ${seconds} s.`,
          [],
          {
            'retry-after': String(seconds),
          },
        );
      }
    } catch (error) {
      if (error instanceof VeracheckError) throw error;
      // A rate-limit backend outage must not take the API down with it.
      options.onLimiterError(error);
    }

    const needed = request.routeOptions.config.permission;
    if (needed === undefined || !principal.permissions.has(needed)) {
      throw new VeracheckError(
        'FORBIDDEN',
        needed === undefined
          ? 'This operation is not available to API users.'
          : `User "${principal.username}" lacks the permission "${needed}".`,
      );
    }
  };
}
