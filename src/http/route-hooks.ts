/**
 * Every route's first onRequest hook, its only one unless the route brings more: the request
 * id header, where the request is counted (see registerRequestMetrics), and on API routes
 * authentication, rate limit and permission. One hook per route rather than one per concern
 * for every route; requests that match no route get their request id from the app's not-found
 * handler. The same hook refuses new requests once the server starts to shut down.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VeracheckError } from '../errors/errors.js';
import type { Permission } from '../store/store.js';
import type { OnRequestHook } from './plugins/auth.js';
import { metricsRouteOf, type Metrics } from './plugins/metrics.js';
import { headerProblem, malformedHeaders } from './unrouted.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on every request is answered 503 SHUTTING_DOWN (the server is stopping). */
    refuseNewRequests(): void;
  }
}

export interface RouteHookOptions {
  metrics: Metrics;
  /** The hook that authenticates, rate-limits and checks `permission` on an API route. */
  authenticate: (permission?: Permission) => OnRequestHook;
  /** The prefixes of the API's routes, which need authentication. */
  apiPrefixes: readonly string[];
}

/** Gives every route added from now on its first onRequest hook, and the app its shutdown. */
export function registerRouteHooks(app: FastifyInstance, options: RouteHookOptions): void {
  const { metrics, authenticate, apiPrefixes } = options;
  // Set when the server starts to shut down (server.ts calls it before closing), or at the
  // latest when Fastify closes.
  let shuttingDown = false;
  app.decorate('refuseNewRequests', () => {
    shuttingDown = true;
  });
  app.addHook('preClose', (done) => {
    shuttingDown = true;
    done();
  });
  // Answers to requests that arrived before the shutdown tell the client not to send another
  // on the connection, which the server is about to close.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });
  const refuseWhileClosing = (reply: FastifyReply): VeracheckError => {
    reply.header('connection', 'close');
    return new VeracheckError(
      'SHUTTING_DOWN',
      'The service is shutting down and takes no new requests; send the request again',
      [],
      { 'retry-after': '1' },
    );
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const label = metricsRouteOf(route.url, route.prefix);
    const fixed = methods.length === 1 ? metrics.route(String(methods[0]), label) : undefined;
    const identify = (request: FastifyRequest, reply: FastifyReply) => {
      request.routeMetrics = fixed ?? metrics.route(request.method, label);
      reply.header('x-request-id', request.id);
      // Every answer is the type it says: no browser may read JSON or a report as a script.
      reply.header('x-content-type-options', 'nosniff');
    };
    const api = apiPrefixes.includes(route.prefix);
    const access = api ? authenticate(route.config?.permission) : undefined;
    const first: OnRequestHook = access
      ? (request, reply, done) => {
          identify(request, reply);
          const malformed = headerProblem(request);
          if (malformed !== undefined) {
            done(malformedHeaders(malformed));
            return;
          }
          // Checks and searches hold personal data: no cache along the way may keep them.
          reply.header('cache-control', 'no-store');
          if (shuttingDown) done(refuseWhileClosing(reply));
          else access(request, reply, done);
        }
      : (request, reply, done) => {
          identify(request, reply);
          const malformed = headerProblem(request);
          if (malformed !== undefined) done(malformedHeaders(malformed));
          else done(shuttingDown ? refuseWhileClosing(reply) : undefined);
        };
    route.onRequest = [first, ...[route.onRequest ?? []].flat()];
  });
}
