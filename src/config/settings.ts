/**
 * The settings: what Config holds, the name of each in the environment and in the config file,
 * and the error that names every invalid value (read in config.ts).
 */
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  logLevel: LogLevel;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /**
   * How long a request may take to arrive, headers and body (408 after): a client sending a
   * byte now and then must not hold a connection for ever.
   */
  requestTimeoutMs: number;
  /**
   * How long the audit row of a read (check read, replay, report served) may wait for its
   * fsync once committed; 0 syncs it before the answer. Checks are always synced first.
   */
  auditSyncDelayMs: number;
  /**
   * How long a request's statement waits for a lock before a 503: PostgreSQL's lock_timeout,
   * SQLite's busy timeout.
   */
  storeLockTimeoutMs: number;
  /** Requests per user per window. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Failed logins before a username, or a client address, is locked out for the window. */
  loginMaxFailuresPerUser: number;
  loginMaxFailuresPerUserAnyAddress: number;
  loginMaxFailuresPerAddress: number;
  loginWindowMs: number;
  /** How long verified credentials are trusted without running scrypt again. */
  authCacheTtlMs: number;
  /** Create the demo organisation and user on first start. */
  demo: boolean;
  dataDir: string;
  shutdownTimeoutMs: number;
  /**
   * How many proxies in front of the server to trust for X-Forwarded-For: the client address
   * is the one the outermost trusted proxy saw (0: the connection's own address).
   */
  trustProxy: number;
  /** How often a server looks for a new dataset version. */
  referencePollMs: number;
  /** Screening: the score from which a list entity is a hit (undefined: the engine's default). */
  screeningThreshold: number | undefined;
  /** Screening: at most this many hits per screened subject. */
  screeningMaxHits: number;
  /** Screening: overrides of the scorer's weights and cut-offs, by name. */
  screeningWeights: Record<string, number>;
  /** The VIES VAT check (`docs/vies.md`); undefined when VIES_URL is not set. */
  vies: ViesSettings | undefined;
  /**
   * Days a check is kept, with its report, audit rows and check history, before the server
   * deletes it; undefined keeps checks until they are deleted otherwise.
   */
  checkRetentionDays: number | undefined;
  /**
   * Days an audit row is kept before the server deletes it (AUDIT_RETENTION_DAYS, else
   * checkRetentionDays); undefined keeps audit rows until they go with their check.
   */
  auditRetentionDays: number | undefined;
  /**
   * Report renderings that may wait for their turn on a server (render-turns.ts); past it, a
   * report read is 503 and report_view answers the check without its report.
   */
  reportQueueMax: number;
}

/** What the server needs to build the VIES client (`createViesClient` takes it as is). */
export interface ViesSettings {
  /** The API root, e.g. https://ec.europa.eu/taxation_customs/vies/rest-api */
  url: string;
  timeoutMs: number;
  cacheTtlMs: number;
  breakerFailures: number;
  breakerCooldownMs: number;
}

/** Config-file keys of the settings that Config holds together in `vies`. */
type ViesSettingKey =
  'viesUrl' | 'viesTimeoutMs' | 'viesCacheTtlMs' | 'viesBreakerFailures' | 'viesBreakerCooldownMs';

/** Settings as they may appear in the environment, with the config-file key beside each. */
export const SETTINGS = {
  PORT: 'port',
  HOST: 'host',
  DATABASE_URL: 'databaseUrl',
  REDIS_URL: 'redisUrl',
  LOG_LEVEL: 'logLevel',
  BODY_LIMIT: 'bodyLimit',
  REQUEST_TIMEOUT_MS: 'requestTimeoutMs',
  AUDIT_SYNC_DELAY_MS: 'auditSyncDelayMs',
  STORE_LOCK_TIMEOUT_MS: 'storeLockTimeoutMs',
  RATE_LIMIT_MAX: 'rateLimitMax',
  RATE_LIMIT_WINDOW_MS: 'rateLimitWindowMs',
  LOGIN_MAX_FAILURES_PER_USER: 'loginMaxFailuresPerUser',
  LOGIN_MAX_FAILURES_PER_USER_ANY_ADDRESS: 'loginMaxFailuresPerUserAnyAddress',
  LOGIN_MAX_FAILURES_PER_ADDRESS: 'loginMaxFailuresPerAddress',
  LOGIN_WINDOW_MS: 'loginWindowMs',
  AUTH_CACHE_TTL_MS: 'authCacheTtlMs',
  VERACHECK_DEMO: 'demo',
  VERACHECK_DATA_DIR: 'dataDir',
  SHUTDOWN_TIMEOUT_MS: 'shutdownTimeoutMs',
  TRUST_PROXY: 'trustProxy',
  REFERENCE_POLL_MS: 'referencePollMs',
  SCREENING_THRESHOLD: 'screeningThreshold',
  SCREENING_MAX_HITS: 'screeningMaxHits',
  SCREENING_WEIGHTS: 'screeningWeights',
  VIES_URL: 'viesUrl',
  VIES_TIMEOUT_MS: 'viesTimeoutMs',
  VIES_CACHE_TTL_MS: 'viesCacheTtlMs',
  VIES_BREAKER_FAILURES: 'viesBreakerFailures',
  VIES_BREAKER_COOLDOWN_MS: 'viesBreakerCooldownMs',
  CHECK_RETENTION_DAYS: 'checkRetentionDays',
  AUDIT_RETENTION_DAYS: 'auditRetentionDays',
  REPORT_QUEUE_MAX: 'reportQueueMax',
} as const satisfies Record<string, keyof Config | ViesSettingKey>;

/** The name of a setting in the environment (PORT, DATABASE_URL). */
export type SettingName = keyof typeof SETTINGS;

export type RawSettings = Partial<Record<SettingName, string>>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Settings and their defaults, for `--help` and the README. */
export const settingNames = Object.keys(SETTINGS);
