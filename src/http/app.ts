import type { Socket } from 'node:net';
import type { TSchema } from '@sinclair/typebox';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { Authenticator } from '../auth/authenticator.js';
import { CheckService } from '../checks/check-service.js';
import { reportRenderer } from '../reports/render-report.js';
import { ReportService, type ReportRenderer } from '../reports/report-service.js';
import type { Config } from '../config/config.js';
import { contractSchemas } from '../contract/index.js';
import { requestIdGenerator } from '../ids/uuidv7.js';
import { VeracheckError } from '../errors/errors.js';
import type { Limiter } from '../ratelimit/limiter.js';
import type { Registry } from '../registry/registry.js';
import type { ScreeningService } from '../screening/service.js';
import type { ViesClient } from '../upstream/vies/index.js';
import type { Store } from '../store/store.js';
import { authHook } from './plugins/auth.js';
import { lockoutReporter } from './lockout-report.js';
import { reportEvents } from './report-events.js';
import { createMetrics, registerRequestMetrics } from './plugins/metrics.js';
import { registerOpenApi } from './plugins/openapi.js';
import { missingBodyOr, registerJsonBodyParser } from './json-body.js';
import {
  docsFileProblem,
  problem,
  problemInstance,
  toProblem,
  type ProblemResponse,
} from './problem.js';
import { VALIDATOR_OPTIONS } from './validator-options.js';
import { answerClientError, writeProblem } from './client-error.js';
import { limitBodyTime } from './request-deadline.js';
import { loggedPath } from './logged-path.js';
import { answerExpectations } from './expect-header.js';
import {
  headerProblem,
  malformedHeaders,
  MAX_SEGMENT,
  notFoundOrTooLong,
  pathEncodingProblem,
  routeMatchers,
} from './unrouted.js';
import { checkRoutes } from './routes/checks.js';
import { reportRoutes } from './routes/reports.js';
import { healthRoutes } from './routes/health.js';
import { searchRoutes } from './routes/searches.js';
import { registerRouteHooks } from './route-hooks.js';
import { loggedError } from './logged-error.js';

export type AppConfig = Pick<
  Config,
  | 'bodyLimit'
  | 'requestTimeoutMs'
  | 'rateLimitMax'
  | 'rateLimitWindowMs'
  | 'loginMaxFailuresPerUser'
  | 'loginMaxFailuresPerUserAnyAddress'
  | 'loginMaxFailuresPerAddress'
  | 'loginWindowMs'
  | 'authCacheTtlMs'
  | 'trustProxy'
  | 'checkRetentionDays'
  | 'reportQueueMax'
>;

export interface AppDependencies {
  config: AppConfig;
  store: Store;
  limiter: Limiter;
  /** The registry to use for each request; later dataset versions swap what it returns. */
  registry: () => Registry;
  /**
   * Why the registry's versions may no longer be answered from (ReferenceFollower.stale), or
   * undefined while they may: checks and searches are then refused, and /readyz says so.
   */
  referenceStale?: () => string | undefined;
  /**
   * Why the server cannot answer from the dataset versions yet (its first indexes are still
   * being built), or undefined once it can: checks and searches are then refused (503
   * NOT_READY with Retry-After), /healthz says it is starting and /readyz that it is not ready.
   */
  starting?: () => string | undefined;
  /** Screens persons and companies against the listings of the registry's datasets. */
  screening: ScreeningService;
  /** The VIES connector, when VIES_URL enables it. */
  vies?: ViesClient;
  logger?: FastifyServerOptions['logger'];
  /** Renders reports; the service's own unless a test gives another. */
  reportRenderer?: ReportRenderer;
  /** Plugins registered after the app's own (tests: one that is slow to load). */
  extraPlugins?: FastifyPluginAsync[];
}

/** Seconds a request refused while the first indexes are built is told to wait (minutes at most). */
const STARTING_RETRY_AFTER_S = 10;

/** API base paths: the contract's /v1, and /v1/v1 for base URLs that already end in /v1. */
export const API_PREFIXES = ['/v1', '/v1/v1'] as const;

function sendProblem(reply: FastifyReply, response: ProblemResponse): FastifyReply {
  return reply
    .code(response.status)
    .headers(response.headers)
    .type('application/problem+json')
    .send(JSON.stringify(response.body));
}

/** Builds the HTTP application; starting to listen is the caller's business (server.ts). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, store, limiter } = deps;
  const nextRequestId = requestIdGenerator();
  /** Counts and logs an answer given before any route ran (set once metrics exist). */
  let answeredWithoutRoute: (request: FastifyRequest, status: number) => void = () => undefined;
  const metrics = createMetrics();
  const app = Fastify({
    // Errors are logged by what says what failed only (loggedError), wherever they are logged.
    logger:
      deps.logger === undefined || deps.logger === false
        ? false
        : {
            ...(deps.logger === true ? {} : deps.logger),
            serializers: {
              ...(deps.logger === true ? {} : deps.logger.serializers),
              err: (error) => loggedError(error),
            },
          },
    // No limit on how long a plugin may take to load: the default (10 s) failed a start on a
    // busy host (the event loop held up by an index build), where nothing was wrong but time.
    // A plugin that never loads leaves the server not listening, which a start check sees.
    pluginTimeout: 0,
    bodyLimit: config.bodyLimit,
    // Headers must arrive within this (408 REQUEST_TIMEOUT); Node looks at open requests every
    // connectionsCheckingInterval, so that runs a few times per timeout. The body has its own
    // deadline (limitBodyTime below), which Node does not keep.
    requestTimeout: config.requestTimeoutMs,
    http: {
      // A request without Host is refused below as a problem, not with Node's bare 400.
      requireHostHeader: false,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, config.requestTimeoutMs / 4)),
    },
    // The socket's address and the next trustProxy - 1 hops are proxies; the address before
    // them in X-Forwarded-For is the client. Entries further left are the client's own say.
    trustProxy: config.trustProxy > 0 ? (_address, hop) => hop < config.trustProxy : false,
    // The id always ends in one this server made, unique to the request: a caller's own id
    // (safe characters only, no "~") comes first, for correlation, but cannot make a log line
    // or audit row pass for another request's.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(given)
        ? `${given}~${nextRequestId()}`
        : nextRequestId();
    },
    ajv: VALIDATOR_OPTIONS,
    // Requests that reach a closing server are refused by the first hook, as a problem.
    return503OnClosing: false,
    // One log line per request, written below; no per-request child logger, which would cost
    // a serialisation on every request even when nothing is logged.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (logger) => logger,
    // Identifiers are at most 128 characters; the router's default limit is 100.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_SEGMENT },
    // Requests the HTTP parser refuses (oversized headers, not HTTP) are problems too.
    clientErrorHandler: (error, socket) => {
      const status = answerClientError(error, socket);
      if (status !== undefined) metrics.route('-', 'unparsed').record(status, 0);
    },
    // Errors raised before a route is matched are problems too.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id);
      reply.header('x-content-type-options', 'nosniff');
      // As every API answer: a refused path is no answer a cache should keep.
      reply.header('cache-control', 'no-store');
      // The router decodes the whole path before matching it, so a bad escape anywhere is
      // refused here, for any route or none: named, as the client must fix its URL.
      const response =
        error.code === 'FST_ERR_BAD_URL' ? pathEncodingProblem(request.url) : toProblem(error);
      response.body.instance = problemInstance(request.url);
      void sendProblem(reply, response);
      // No route ran, so no onResponse hook counts or logs the answer: done here.
      answeredWithoutRoute(request, response.status);
    },
  });

  const countUnparsed = (status: number) => {
    metrics.route('-', 'unparsed').record(status, 0);
  };
  limitBodyTime(app.server, config.requestTimeoutMs, countUnparsed);
  answerExpectations(app.server, config.bodyLimit, countUnparsed);
  // CONNECT asks for a tunnel, which this server never opens: a problem, not a silent close.
  app.server.on('connect', (_request: unknown, socket: Socket) => {
    const status = writeProblem(
      socket,
      problem('METHOD_NOT_ALLOWED', 'CONNECT is not supported: this server opens no tunnels.'),
    );
    metrics.route('CONNECT', 'unparsed').record(status, 0);
  });

  // JSON only: the default text/plain parser would let other bodies through.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);

  const logRequests = ['trace', 'debug', 'info'].includes(app.log.level);
  answeredWithoutRoute = (request, status) => {
    metrics.route(request.method, 'unmatched').record(status, 0);
    if (logRequests) {
      request.log.info(
        { reqId: request.id, method: request.method, status },
        'request refused before routing (path not read)',
      );
    }
  };
  const allowedMethods = routeMatchers(app);
  const logLimiterError = (error: unknown) => {
    app.log.warn(
      { err: error },
      'rate limiter backend unavailable; requests are allowed and failed logins not counted',
    );
  };

  const authenticator = new Authenticator(store, limiter, {
    cacheTtlMs: config.authCacheTtlMs,
    loginMaxFailuresPerUser: config.loginMaxFailuresPerUser,
    loginMaxFailuresPerUserAnyAddress: config.loginMaxFailuresPerUserAnyAddress,
    loginMaxFailuresPerAddress: config.loginMaxFailuresPerAddress,
    loginWindowMs: config.loginWindowMs,
    onLimiterError: logLimiterError,
    onLockout: lockoutReporter(metrics, app.log),
  });
  const authenticate = authHook({
    authenticator,
    limiter,
    rateLimitMax: config.rateLimitMax,
    rateLimitWindowMs: config.rateLimitWindowMs,
    onLimiterError: logLimiterError,
  });

  registerRouteHooks(app, { metrics, authenticate, apiPrefixes: API_PREFIXES });
  if (logRequests) {
    app.addHook('onResponse', (request, reply, done) => {
      // The route, not the URL: a check_identifier or query may hold personal data.
      const path = request.is404
        ? undefined
        : loggedPath(request.routeOptions.url, request.params as Record<string, unknown>);
      request.log.info(
        {
          reqId: request.id,
          method: request.method,
          ...(path !== undefined && { path }),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 100) / 100,
          // The user's id, not the username: an operator traces a user's requests by it (and
          // to the audit rows, which name users by it too) with `users list`, while a username
          // is often a person's name or mail address, which every line would then repeat.
          userId: request.principal?.userId,
        },
        'request completed',
      );
      done();
    });
  }

  app.setErrorHandler((error, request, reply) => {
    // Fastify refuses QUERY without a Content-Type (as the method's specification asks) before
    // the not-found handler runs; where no route takes QUERY, the method is what is wrong.
    if (
      request.is404 &&
      (error as { code?: unknown }).code === 'FST_ERR_ROUTE_MISSING_CONTENT_TYPE'
    ) {
      return answerUnrouted(request, reply);
    }
    if (!reply.hasHeader('x-request-id')) reply.header('x-request-id', request.id);
    const response =
      (request.routeOptions.url?.startsWith('/docs/') ? docsFileProblem(error) : undefined) ??
      toProblem(
        missingBodyOr(error, request.body),
        request.headers['content-type'],
        request.routeOptions.schema?.body as TSchema | undefined,
      );
    // A 503 the service means (shutting down, not ready) is an answer, not a failure: no
    // error line with a stack for every client that reuses a connection during a drain.
    const expected =
      error instanceof VeracheckError &&
      (error.code === 'SHUTTING_DOWN' || error.code === 'NOT_READY');
    if (response.status >= 500 && !expected) {
      request.log.error({ err: error, reqId: request.id }, 'request failed');
    }
    response.body.instance = problemInstance(request.url);
    return sendProblem(reply, response);
  });

  /** The answer where no route takes the request: 405 with Allow at a known path, else 404. */
  const answerUnrouted = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    // As every API answer: a 404 or 405 for a path is no answer a cache should keep.
    reply.header('cache-control', 'no-store');
    const malformed = headerProblem(request);
    if (malformed !== undefined) return sendProblem(reply, toProblem(malformedHeaders(malformed)));
    const path = problemInstance(request.url);
    const { methods, label } = allowedMethods(request.url);
    // A 405 is counted under the route it was sent to, not as a path that matched nothing.
    if (methods.length > 0 && label !== undefined) {
      request.routeMetrics = metrics.route(request.method, label);
    }
    // A route that takes the method and found nothing (the docs' file server without such a
    // file) answers 404: the method is not what is wrong.
    const response =
      methods.length > 0 && !methods.includes(request.method)
        ? problem(
            'METHOD_NOT_ALLOWED',
            `${request.method} is not supported here; use ${methods.join(', ')}.`,
            [],
            {
              allow: methods.join(', '),
            },
          )
        : notFoundOrTooLong(request.url, path, (other) =>
            allowedMethods(other).named.includes(request.method),
          );
    response.body.instance = path;
    return sendProblem(reply, response);
  };
  app.setNotFoundHandler(answerUnrouted);

  for (const schema of contractSchemas) app.addSchema(schema);
  await registerOpenApi(app);
  registerRequestMetrics(app, metrics);
  healthRoutes(app, store, deps.referenceStale, deps.starting);
  // Checks and searches read the registry once they start: on versions whose rows may be gone
  // they would miss rows without saying so (a lost document read as valid), so they are refused;
  // so are they before the first indexes are built, where the registry has no data at all.
  const registry = (): Registry => {
    const starting = deps.starting?.();
    if (starting) {
      throw new VeracheckError('NOT_READY', starting, [], {
        'retry-after': String(STARTING_RETRY_AFTER_S),
      });
    }
    const stale = deps.referenceStale?.();
    if (stale) throw new VeracheckError('REFERENCE_DATA_STALE', stale);
    return deps.registry();
  };

  const reports = new ReportService(
    store,
    deps.reportRenderer ?? reportRenderer,
    reportEvents(metrics, app.log, config.reportQueueMax),
    { maxWaiting: config.reportQueueMax },
  );
  metrics.reportsWaiting(() => reports.renderingsWaiting);
  const checks = new CheckService(
    store,
    registry,
    { screening: deps.screening, vies: deps.vies },
    reports,
    { retentionDays: config.checkRetentionDays },
  );

  for (const prefix of API_PREFIXES) {
    const hidden = prefix !== '/v1';
    await app.register(
      (api, _opts, done) => {
        checkRoutes(api, { checks, metrics, hidden });
        reportRoutes(api, { reports, hidden });
        searchRoutes(api, { registry, hidden });
        done();
      },
      { prefix },
    );
  }
  try {
    for (const plugin of deps.extraPlugins ?? []) await app.register(plugin);
  } catch (error) {
    // The caller never gets the app to close: closed here, as a start that fails closes the rest.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
