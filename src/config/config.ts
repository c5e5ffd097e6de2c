import { atOutsideQueryValues } from '../runtime/shown-url.js';
import { scoringConfigFrom } from '../screening/score/config.js';
import { readConfigFile } from './config-file.js';
import { Reader } from './setting-reader.js';
import { isHttpUrl, maskedUrl, misreadCredentials, redisUrlProblem } from './setting-urls.js';
import {
  ConfigError,
  LOG_LEVELS,
  SETTINGS,
  type Config,
  type RawSettings,
  type SettingName,
  type ViesSettings,
} from './settings.js';

export {
  ConfigError,
  settingNames,
  type Config,
  type LogLevel,
  type ViesSettings,
} from './settings.js';

/**
 * The one place that reads the environment. Environment variables win over the config file;
 * every invalid value is reported, not just the first.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const fromFile = env.VERACHECK_CONFIG
    ? readConfigFile(env.VERACHECK_CONFIG)
    : { raw: {}, problems: [] };
  const raw: RawSettings = { ...fromFile.raw };
  for (const name of Object.keys(SETTINGS) as SettingName[]) {
    if (env[name] !== undefined) raw[name] = env[name];
  }
  const read = new Reader(raw);
  read.problems.push(...fromFile.problems);
  const dataDir = read.string('VERACHECK_DATA_DIR', './data');
  const databaseUrl = read.string('DATABASE_URL', `sqlite:${dataDir}/veracheck.db`);
  if (!/^(sqlite:.+|postgres(ql)?:\/\/.+)$/.test(databaseUrl)) {
    read.problems.push(
      `DATABASE_URL must be sqlite:<path of the database file> or postgres://…, got "${maskedUrl(databaseUrl)}"`,
    );
  } else if (databaseUrl.startsWith('postgres') && atOutsideQueryValues(databaseUrl)) {
    read.problems.push(misreadCredentials('DATABASE_URL', databaseUrl));
  }
  const redisUrl = raw.REDIS_URL ? raw.REDIS_URL : undefined;
  const redisProblem = redisUrl === undefined ? undefined : redisUrlProblem(redisUrl);
  if (redisProblem) read.problems.push(redisProblem);
  const isPostgres = databaseUrl.startsWith('postgres');
  const viesUrl = raw.VIES_URL ? raw.VIES_URL : undefined;
  if (viesUrl !== undefined && !isHttpUrl(viesUrl)) {
    read.problems.push(`VIES_URL must be an http:// or https:// URL, got "${maskedUrl(viesUrl)}"`);
  } else if (viesUrl !== undefined && atOutsideQueryValues(viesUrl)) {
    read.problems.push(misreadCredentials('VIES_URL', viesUrl));
  }
  // Read even while VIES is off, so that a mistyped value is reported before it is needed.
  const viesTuning: Omit<ViesSettings, 'url'> = {
    timeoutMs: read.integer('VIES_TIMEOUT_MS', 2000, 100, 2000),
    cacheTtlMs: read.integer('VIES_CACHE_TTL_MS', 86_400_000, 0, 2_592_000_000),
    breakerFailures: read.integer('VIES_BREAKER_FAILURES', 5, 1, 1000),
    breakerCooldownMs: read.integer('VIES_BREAKER_COOLDOWN_MS', 60_000, 1000, 3_600_000),
  };
  const checkRetentionDays = raw.CHECK_RETENTION_DAYS
    ? read.integer('CHECK_RETENTION_DAYS', 0, 1, 36_500)
    : undefined;
  const config: Config = {
    port: read.integer('PORT', 8080, 0, 65535),
    host: read.host('HOST', '127.0.0.1'),
    databaseUrl,
    redisUrl,
    logLevel: read.oneOf('LOG_LEVEL', 'info', LOG_LEVELS),
    bodyLimit: read.integer('BODY_LIMIT', 1024 * 1024, 1024, 64 * 1024 * 1024),
    requestTimeoutMs: read.integer('REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000),
    auditSyncDelayMs: read.integer('AUDIT_SYNC_DELAY_MS', 200, 0, 1000),
    storeLockTimeoutMs: read.integer('STORE_LOCK_TIMEOUT_MS', 5000, 100, 600_000),
    rateLimitMax: read.integer('RATE_LIMIT_MAX', 600, 1, 1_000_000_000),
    rateLimitWindowMs: read.integer('RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    loginMaxFailuresPerUser: read.integer('LOGIN_MAX_FAILURES_PER_USER', 10, 1, 1_000_000),
    loginMaxFailuresPerUserAnyAddress: read.integer(
      'LOGIN_MAX_FAILURES_PER_USER_ANY_ADDRESS',
      200,
      1,
      1_000_000,
    ),
    loginMaxFailuresPerAddress: read.integer('LOGIN_MAX_FAILURES_PER_ADDRESS', 50, 1, 1_000_000),
    loginWindowMs: read.integer('LOGIN_WINDOW_MS', 15 * 60_000, 1000, 86_400_000),
    authCacheTtlMs: read.integer('AUTH_CACHE_TTL_MS', 60_000, 0, 3_600_000),
    // With PostgreSQL the operator brings users and data; the demo is opt-in there.
    demo: read.boolean('VERACHECK_DEMO', !isPostgres),
    dataDir,
    shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    trustProxy: read.proxyHops('TRUST_PROXY'),
    referencePollMs: read.integer('REFERENCE_POLL_MS', 2000, 100, 3_600_000),
    screeningThreshold: read.decimal('SCREENING_THRESHOLD', 0, 1),
    screeningMaxHits: read.integer('SCREENING_MAX_HITS', 10, 1, 100),
    screeningWeights: read.numbers('SCREENING_WEIGHTS'),
    vies: viesUrl === undefined ? undefined : { url: viesUrl, ...viesTuning },
    checkRetentionDays,
    // Unset, audit rows follow the checks, as they did before the setting existed.
    auditRetentionDays: raw.AUDIT_RETENTION_DAYS
      ? read.integer('AUDIT_RETENTION_DAYS', 0, 1, 36_500)
      : checkRetentionDays,
    reportQueueMax: read.integer('REPORT_QUEUE_MAX', 64, 0, 100_000),
  };
  try {
    scoringConfigFrom(config.screeningWeights);
  } catch (error) {
    read.problems.push(`SCREENING_WEIGHTS: ${(error as Error).message}`);
  }
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}
