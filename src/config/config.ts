import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { atOutsideQueryValues, shownUrl } from '../runtime/shown-url.js';
import { scoringConfigFrom } from '../screening/score/config.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = [
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
const SETTINGS = {
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
} as const satisfies Record<string, keyof Config | ViesSettingKey>;

type RawSettings = Partial<Record<keyof typeof SETTINGS, string>>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

class Reader {
  readonly problems: string[] = [];
  constructor(private readonly raw: RawSettings) {}

  string(name: keyof typeof SETTINGS, fallback: string): string {
    const value = this.raw[name];
    if (value === undefined || value === '') return fallback;
    return value;
  }

  integer(name: keyof typeof SETTINGS, fallback: number, min: number, max: number): number {
    const value = this.raw[name];
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (
      !/^\d+$/.test(value.trim()) ||
      !Number.isSafeInteger(parsed) ||
      parsed < min ||
      parsed > max
    ) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
      return fallback;
    }
    return parsed;
  }

  /** A decimal number from min to max, or undefined when not set. */
  decimal(name: keyof typeof SETTINGS, min: number, max: number): number | undefined {
    const value = this.raw[name];
    if (value === undefined || value === '') return undefined;
    const parsed = Number(value);
    if (!/^\s*\d+(\.\d+)?\s*$/.test(value) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be a number from ${min} to ${max}, got "${value}"`);
      return undefined;
    }
    return parsed;
  }

  /** A JSON object of numbers, e.g. {"birthDateWeight": 0.2}; {} when not set. */
  numbers(name: keyof typeof SETTINGS): Record<string, number> {
    const value = this.raw[name];
    if (value === undefined || value === '') return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      Array.isArray(parsed) ||
      Object.values(parsed).some((v) => typeof v !== 'number' || !Number.isFinite(v))
    ) {
      this.problems.push(`${name} must be a JSON object of numbers, got "${value}"`);
      return {};
    }
    return parsed as Record<string, number>;
  }

  boolean(name: keyof typeof SETTINGS, fallback: boolean): boolean {
    const value = this.raw[name]?.trim().toLowerCase();
    if (value === undefined || value === '') return fallback;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    this.problems.push(`${name} must be 1/true/yes/on or 0/false/no/off, got "${value}"`);
    return fallback;
  }

  /**
   * A number of proxy hops, 0 to 10; yes/true/on read as 1 and no/false/off as 0, as the
   * setting was once a switch. Trusting every hop would let a client write its own address.
   */
  proxyHops(name: keyof typeof SETTINGS): number {
    const value = this.raw[name]?.trim().toLowerCase();
    if (value === undefined || value === '') return 0;
    if (['true', 'yes', 'on'].includes(value)) return 1;
    if (['false', 'no', 'off'].includes(value)) return 0;
    if (/^\d{1,2}$/.test(value) && Number(value) <= 10) return Number(value);
    this.problems.push(
      `${name} must be the number of proxies in front of the server (0 to 10), got "${value}"`,
    );
    return 0;
  }

  /** An IP address or a host name; whether it can be listened on is tried at start. */
  host(name: keyof typeof SETTINGS, fallback: string): string {
    const value = this.string(name, fallback).trim();
    const label = '[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
    if (isIP(value) !== 0 || new RegExp(`^${label}(\\.${label})*$`).test(value)) return value;
    this.problems.push(`${name} must be an IP address or a host name, got "${value}"`);
    return fallback;
  }

  oneOf<T extends string>(name: keyof typeof SETTINGS, fallback: T, allowed: readonly T[]): T {
    // Case does not matter: LOG_LEVEL=INFO is info.
    const value = this.raw[name]?.trim().toLowerCase();
    if (value === undefined || value === '') return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
    return fallback;
  }
}

/** Reads the optional JSON config file named by VERACHECK_CONFIG; keys are the camelCase names. */
function readConfigFile(path: string): { raw: RawSettings; problems: string[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError([`VERACHECK_CONFIG: cannot read ${path}: ${(error as Error).message}`]);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError([`VERACHECK_CONFIG: ${path} must hold a JSON object`]);
  }
  const byKey = new Map<string, keyof typeof SETTINGS>(
    Object.entries(SETTINGS).map(([env, key]) => [key, env as keyof typeof SETTINGS]),
  );
  const raw: RawSettings = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    const env = byKey.get(key);
    if (!env) {
      problems.push(`${path}: unknown setting "${key}"`);
      continue;
    }
    // Weights are an object of their own; every other setting is one value.
    if (env === 'SCREENING_WEIGHTS' && typeof value === 'object' && value !== null) {
      raw[env] = JSON.stringify(value);
      continue;
    }
    if (value === null || typeof value === 'object') {
      problems.push(`${path}: "${key}" must be a string, number or boolean`);
      continue;
    }
    raw[env] = String(value);
  }
  // Reported with the values' own problems, so one run names every mistake in the file.
  return { raw, problems };
}

/**
 * The one place that reads the environment. Environment variables win over the config file;
 * every invalid value is reported, not just the first.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const fromFile = env.VERACHECK_CONFIG
    ? readConfigFile(env.VERACHECK_CONFIG)
    : { raw: {}, problems: [] };
  const raw: RawSettings = { ...fromFile.raw };
  for (const name of Object.keys(SETTINGS) as (keyof typeof SETTINGS)[]) {
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
    checkRetentionDays: raw.CHECK_RETENTION_DAYS
      ? read.integer('CHECK_RETENTION_DAYS', 0, 1, 36_500)
      : undefined,
  };
  try {
    scoringConfigFrom(config.screeningWeights);
  } catch (error) {
    read.problems.push(`SCREENING_WEIGHTS: ${(error as Error).message}`);
  }
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

/**
 * A URL as an error message may show it: whatever stands before an @ (user and password) is
 * masked, whether or not the URL is well-formed ("postgres:user:secret@host" too).
 */
function maskedUrl(url: string): string {
  const at = url.lastIndexOf('@');
  if (at < 0) return url;
  const scheme = /^[a-z][a-z0-9+.-]*:(\/\/)?/i.exec(url)?.[0] ?? '';
  return `${scheme}***${url.slice(at)}`;
}

/**
 * A URL with an @ after its host, other than in a query parameter's value: parsers read part of
 * a user name or password holding an unencoded / ? or # as its host, port, path or query
 * (`postgres://app:123/x@db` connects to host app, port 123), which every message about the
 * connection would then show. Refused before anything reads it, with the URL shown up to its
 * last @ hidden. No %40 is suggested for the path: pg would take it as part of the name.
 */
function misreadCredentials(name: string, url: string): string {
  return `${name} has an @ after its host ("${shownUrl(url)}"): percent-encode a / ? # or @ in the user name or password (%2F %3F %23 %40); an @ is taken after the host only in a query parameter's value`;
}

/** Why a REDIS_URL cannot be used: its scheme, host, port or database number. */
function redisUrlProblem(value: string): string | undefined {
  if (!/^rediss?:\/\/.+/.test(value)) return 'REDIS_URL must start with redis:// or rediss://';
  if (atOutsideQueryValues(value)) return misreadCredentials('REDIS_URL', value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `REDIS_URL is not a URL (a port must be a number), got "${maskedUrl(value)}"`;
  }
  if (url.hostname === '') return `REDIS_URL has no host, got "${maskedUrl(value)}"`;
  // The path is the database number: none, or /0, /1, ...
  const database = url.pathname.replace(/^\//, '');
  if (database !== '' && !/^\d{1,5}$/.test(database)) {
    return `REDIS_URL must end with a database number (/0, /1, ...) or nothing, got "/${database}"`;
  }
  return undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Settings and their defaults, for `--help` and the README. */
export const settingNames = Object.keys(SETTINGS);
