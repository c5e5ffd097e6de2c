import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ConfigError, type Config } from '../config/config.js';
import { allBuilt } from '../runtime/all-built.js';
import { retiredKeptMs } from '../config/retention.js';
import { ensureDemoAccount } from '../demo/demo-account.js';
import { ensureDemoData } from '../demo/ensure-demo-data.js';
import { tightenDemoModes } from '../demo/demo-modes.js';
import { FallbackLimiter } from '../ratelimit/fallback-limiter.js';
import type { Limiter } from '../ratelimit/limiter.js';
import { MemoryLimiter } from '../ratelimit/memory-limiter.js';
import { RedisDatabaseError, RedisLimiter } from '../ratelimit/redis-limiter.js';
import { directoryFor } from '../registry/company-directory-build.js';
import { ReferenceFollower } from '../registry/reference-follower.js';
import { StoreRegistry } from '../registry/store-registry.js';
import { createScreeningService } from '../screening/default-service.js';
import { openMigratedStore } from '../store/open-store.js';
import { tightenDatabaseModes } from '../store/sqlite-file-modes.js';
import { createViesClient } from '../upstream/vies/index.js';
import { preloadReportFonts } from '../reports/pdf/fonts.js';
import { buildApp } from './app.js';
import { assertCanListen } from './listen-probe.js';
import { StartUndo } from './start-undo.js';
import { stopWithin, type StopOutcome } from './server-stop.js';
import { untilStopped } from './start-stop.js';
import { retentionSaid, startRetention } from '../checks/retention.js';
import { watchStart, type StartWatch } from './start-watch.js';
import { FirstBuild } from '../runtime/first-build.js';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /**
   * Stops accepting, finishes in-flight requests, then closes the store and the limiter, all
   * within SHUTDOWN_TIMEOUT_MS (a second more where requests were cut): resolves to whether
   * requests were cut short, or closing was, because it ran out.
   */
  stop(): Promise<StopOutcome>;
  /** Whether its first indexes are still being built: checks and searches are refused meanwhile. */
  starting(): boolean;
}

/** The longest wait before the first index build is tried again after failing. */
export const FIRST_BUILD_RETRY_MAX_MS = 300_000;

/**
 * How long to wait before trying the first index build again after `failures` failed attempts:
 * the poll interval, doubled at each failure up to FIRST_BUILD_RETRY_MAX_MS (or the poll
 * interval, where that is longer).
 */
export function firstBuildRetryMs(pollMs: number, failures: number): number {
  const most = Math.max(pollMs, FIRST_BUILD_RETRY_MAX_MS);
  return Math.min(most, pollMs * 2 ** Math.min(failures - 1, 30));
}

/** A wait said in seconds, tenths below ten. */
const seconds = (ms: number): string =>
  `${ms < 10_000 ? (ms / 1000).toFixed(1) : Math.round(ms / 1000)} s`;

/**
 * Opens the store, migrates, prepares the demo account and data, reads the dataset versions and
 * listens; the indexes of those versions are built after that, while /healthz answers and
 * checks and searches are refused as not ready (`RunningServer.starting`). Where the start, or
 * the build, takes longer than `startWarningMs` (30 s), says which step it is in
 * (`watchStart`). `extraPlugins` are loaded with the app's own, and the first index build
 * waits for `holdIndexes` (tests). A start that fails closes what it had opened, last
 * first, and rejects with the step's own error. `stop` aborted (a signal, its reason a
 * StartStopped) ends the start so, at once, whichever step it is in: rejected with that reason,
 * and the step left running says nothing more.
 */
export async function startServer(
  config: Config,
  print: (line: string) => void,
  options: {
    startWarningMs?: number;
    extraPlugins?: FastifyPluginAsync[];
    stop?: AbortSignal;
    holdIndexes?: Promise<void>;
  } = {},
): Promise<RunningServer> {
  const { stop } = options;
  // A step abandoned by a stop (a demo load whose store is closed under it) would otherwise
  // warn of a failure after the stop was said.
  const startPrint = (line: string): void => {
    if (stop?.aborted !== true) print(line);
  };
  const watch = watchStart(startPrint, { thresholdMs: options.startWarningMs });
  const undo = new StartUndo();
  try {
    return await start(config, startPrint, watch, undo, options, stop);
  } catch (error) {
    // The start has failed: closing what it opened can take up to SHUTDOWN_TIMEOUT_MS, and a
    // warning then that it is still in its last step would be false.
    watch.stop();
    // Bounded as a stop is: a database that stopped answering must not hold the exit.
    await undo.closeAll((what, closeError) => {
      print(`warning: could not close ${what} after the failed start: ${String(closeError)}`);
    }, config.shutdownTimeoutMs);
    throw error;
  }
}

async function start(
  config: Config,
  print: (line: string) => void,
  watch: StartWatch,
  undo: StartUndo,
  options: { extraPlugins?: FastifyPluginAsync[]; holdIndexes?: Promise<void> },
  stopStart: AbortSignal | undefined,
): Promise<RunningServer> {
  watch.step('probe');
  await untilStopped(stopStart, () => assertCanListen(config.port, config.host));
  // Before the store is opened and anything loaded: a Redis database that does not exist is a
  // setting to fix (exit 78), said at once rather than after the indexes are built.
  let limiter: Limiter;
  if (config.redisUrl) {
    watch.step('redis');
    const redis = new RedisLimiter(config.redisUrl);
    // While Redis fails, each process counts alone: limits then hold per process instead of
    // not at all, so a Redis outage does not open the door to password guessing.
    const shared = new FallbackLimiter(redis, new MemoryLimiter(), {
      onFallback: (error) => {
        print(
          `warning: Redis at REDIS_URL is not answering (${String(error)}); rate limits and login throttling count in this process alone until it is back`,
        );
      },
      onRecover: () => {
        print('Redis at REDIS_URL answers again; rate limits and login throttling are shared');
      },
    });
    try {
      await untilStopped(stopStart, () => redis.connect());
    } catch (error) {
      if (stopStart?.aborted === true) {
        await shared.close().catch(() => undefined);
        throw error;
      }
      if (error instanceof RedisDatabaseError) {
        await redis.close().catch(() => undefined);
        throw new ConfigError([error.message]);
      }
      shared.primaryFailed(error);
    }
    limiter = shared;
  } else {
    limiter = new MemoryLimiter();
  }
  undo.add('the rate limiter', () => limiter.close());

  watch.step('database');
  const { store } = await untilStopped(
    stopStart,
    () =>
      openMigratedStore(config.databaseUrl, {
        onConnectionError: (error) => {
          print(
            `warning: a PostgreSQL connection was lost (${error.message}); it will be replaced`,
          );
        },
        auditSyncDelayMs: config.auditSyncDelayMs,
        lockTimeoutMs: config.storeLockTimeoutMs,
      }),
    // Stopped while migrating: the store is closed once the migration has ended; a migration
    // still running when the process exits rolls back with its dropped connection.
    (late) => late.store.close(),
  );
  // Closed after the follower and the app, which read from it while they run.
  undo.add('the store', () => store.close());
  // Once the database is known to be Veracheck's: an older version's 0644 file and 0755 data
  // directory are closed as a new install's are, and said so.
  for (const warning of tightenDatabaseModes(config.databaseUrl, config.dataDir)) print(warning);
  // The demo folder and credentials an older version left 0755 and 0644 alike, whether or not
  // the demo is on now: they are in the data directory all the same.
  for (const warning of tightenDemoModes(config.dataDir)) print(warning);
  if (config.demo) watch.step('demo');
  const demo = config.demo
    ? await untilStopped(stopStart, () => ensureDemoAccount(store, config.dataDir))
    : undefined;
  // Demo data goes only where the demo account is: never into an operator's store.
  if (demo && demo.state !== 'operator-store')
    await untilStopped(stopStart, () =>
      ensureDemoData(store, config.dataDir, print, {
        retiredKeptMs: retiredKeptMs(config),
        ...(stopStart && { stop: stopStart }),
      }),
    );
  const follower = new ReferenceFollower(
    store.reference,
    (error) => {
      // Before the first indexes are built, a failure is said by the first build's own warning.
      if (follower.hasServed) {
        print(`warning: could not look for new dataset versions: ${String(error)}`);
      }
    },
    { retiredKeptMs: retiredKeptMs(config) },
  );
  const screening = createScreeningService({
    threshold: config.screeningThreshold,
    maxHits: config.screeningMaxHits,
    weights: config.screeningWeights,
  });
  // A new set of dataset versions gets its watchlist, company directory and address index
  // before checks switch to it; those whose datasets did not change are kept (LastIndex), and
  // said so only when built.
  const shown = new WeakSet<object>();
  const built = (index: object | undefined): boolean =>
    index !== undefined && !shown.has(index) && Boolean(shown.add(index));
  // What the first switch is still building, named by /readyz and the requests refused meanwhile.
  const firstBuild = new FirstBuild();
  follower.onSwitch(async (registry) => {
    if (options.holdIndexes && !follower.hasServed) await options.holdIndexes;
    const [watchlist, directory, addresses] = await allBuilt([
      firstBuild.track('screening', screening.watchlistFor(registry)),
      registry instanceof StoreRegistry
        ? firstBuild.track('companies', directoryFor(registry))
        : undefined,
      registry instanceof StoreRegistry
        ? firstBuild.track('addresses', registry.addressIndex())
        : undefined,
    ]);
    if (built(watchlist)) {
      print(
        `screening: ${watchlist.size} listed entities indexed in ${Math.round(watchlist.buildMs)} ms`,
      );
    }
    if (directory && built(directory)) {
      print(`companies: ${directory.size} indexed in ${Math.round(directory.buildMs)} ms`);
    }
    if (addresses && built(addresses)) {
      print(`addresses: ${addresses.size} indexed in ${Math.round(addresses.buildMs)} ms`);
    }
  });
  watch.step('datasets');
  // Read before listening: a store whose dataset versions cannot be read fails the start, rather
  // than leaving a server listening that would never be ready. Their indexes are built once it
  // listens (minutes on a large installation), which a liveness probe must not take for a hang.
  await untilStopped(stopStart, () => store.reference.servedVersions());
  // Polling starts once the server listens; stopping it then also silences the first build.
  undo.add('the dataset version polling', () => {
    follower.stop();
  });

  watch.step('http');
  const app = await untilStopped(
    stopStart,
    () =>
      buildApp({
        config,
        store,
        limiter,
        registry: follower.current,
        referenceStale: () => follower.stale(),
        starting: () => firstBuild.notReady(),
        screening,
        ...(config.vies && { vies: createViesClient(config.vies) }),
        extraPlugins: options.extraPlugins ?? [],
        logger: {
          level: config.logLevel,
          // Credentials never reach the log, whatever a serializer includes.
          redact: ['req.headers.authorization', 'req.headers.cookie'],
        },
      }),
    (late) => late.close(),
  );
  undo.add('the HTTP server', () => app.close());
  // The report fonts are read now, so the first report asked for does not wait for them.
  preloadReportFonts();
  // Fastify is given the stop too: stopped while it readies or binds the port (HOST=localhost
  // binds one address after another), it listens on none, where closing the app then would not.
  const address = await untilStopped(stopStart, () =>
    app.listen({ port: config.port, host: config.host, ...(stopStart && { signal: stopStart }) }),
  );
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  const port = new URL(address).port;
  const url = `http://${shownHost}:${port}`;

  print(`Veracheck listening on ${url} (store: ${store.backend})`);
  print(`API docs: ${url}/docs`);
  if (demo?.state === 'created' || demo?.state === 'existing') {
    print(`Demo organisation: ${demo.credentials.organisation}`);
    print(`Demo username:     ${demo.credentials.username}`);
    // The password is printed once, when it is made; later starts' output often goes to logs.
    print(
      demo.state === 'created'
        ? `Demo password:     ${demo.credentials.password}   (kept in ${demo.file})`
        : `Demo password:     in ${demo.file}`,
    );
    const password =
      demo.state === 'created'
        ? demo.credentials.password
        : `$(node -p "require('${demo.file}').password")`;
    print(
      `Try: curl -u ${demo.credentials.username}:${password} -H 'content-type: application/json' -d '{"type":"basic","chamber_of_commerce_number":"12345678"}' ${url}/v1/company-checks`,
    );
  } else if (demo?.state === 'operator-store') {
    print(
      'The store has users of its own: no demo account or demo data was added (VERACHECK_DEMO=0 says so quietly)',
    );
  } else if (demo?.state === 'disabled') {
    print('The demo user is disabled; enable it with: veracheck users enable demo');
  } else if (demo?.state === 'password-changed') {
    print(
      `The demo user's password is no longer the one in ${demo.file}; set one with: veracheck users passwd demo`,
    );
  } else if (demo?.state === 'credentials-lost') {
    print(
      `The demo user exists but its password is not in ${demo.file} (removed, or kept by another data directory on this database); set a new password with: veracheck users passwd demo`,
    );
  }

  const days = config.checkRetentionDays;
  const auditDays = config.auditRetentionDays;
  const retention =
    days === undefined && auditDays === undefined
      ? undefined
      : startRetention(store, {
          days,
          auditDays,
          deleted: (rows, before) => {
            app.log.info(
              { ...rows, before: before.checks, auditBefore: before.audit },
              'deleted checks past CHECK_RETENTION_DAYS and audit rows past AUDIT_RETENTION_DAYS',
            );
          },
          failed: (error) => {
            app.log.error(
              { err: error },
              'deleting checks and audit rows past their retention failed; tried again within the hour',
            );
          },
        });
  print(retentionSaid(days, auditDays));

  // Between failed attempts the warning says it waits to try again, not that it builds.
  watch.step('indexes', () => firstBuild.waitingToRetry());
  // The first poll builds the indexes at once; a failed build is warned of and tried again,
  // the server staying not ready until one succeeds. A failure that repeats (a dataset the
  // build cannot read) is tried again less and less often, up to every FIRST_BUILD_RETRY_MAX_MS,
  // rather than rebuilding and warning at every poll for as long as the server runs.
  let firstFailures = 0;
  let retryMs: number | undefined;
  follower.start(config.referencePollMs, {
    now: true,
    polled: (error) => {
      retryMs = undefined;
      if (firstBuild.notReady() === undefined) return;
      if (!follower.hasServed) {
        firstFailures += 1;
        retryMs = firstBuildRetryMs(config.referencePollMs, firstFailures);
        firstBuild.failed(error, retryMs);
        print(
          `warning: the indexes of the dataset versions could not be built (attempt ${firstFailures}: ${String(error)}); not ready, tried again in ${seconds(retryMs)}`,
        );
        return;
      }
      firstBuild.finish();
      watch.stop();
      print(`Veracheck ready: checks and searches are answered on ${url}`);
    },
    nextPollMs: () => retryMs,
  });

  let stopping: Promise<StopOutcome> | undefined;
  const stop = () => {
    stopping ??= stopWithin(
      {
        drain: async () => {
          watch.stop();
          follower.stop();
          // Requests still arriving on open connections get a problem, not a half-closed server.
          app.refuseNewRequests();
          await app.close();
        },
        closeIdle: () => {
          app.server.closeIdleConnections();
        },
        cutAll: () => {
          app.server.closeAllConnections();
        },
        closers: [
          { what: 'the rate limiter', close: () => limiter.close() },
          { what: 'the deletion of checks past their retention', close: () => retention?.stop() },
          { what: 'the store', close: () => store.close() },
        ],
      },
      config.shutdownTimeoutMs,
      print,
    );
    return stopping;
  };
  return { app, url, stop, starting: () => firstBuild.notReady() !== undefined };
}
