import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has embedded defaults: SQLite in ./data, 127.0.0.1:8080, demo on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/veracheck.db',
      redisUrl: undefined,
      logLevel: 'info',
      bodyLimit: 1048576,
      demo: true,
    });
  });

  it('turns the demo off by default with PostgreSQL, and on when asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', VERACHECK_DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ VERACHECK_DEMO: '0' }).demo).toBe(false);
  });

  it('reads TRUST_PROXY as a number of proxies, the old switch values as 1 and 0', () => {
    const hops = (value?: string) =>
      loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;
    expect(hops()).toBe(0);
    expect(hops('2')).toBe(2);
    expect(hops('true')).toBe(1);
    expect(hops('yes')).toBe(1);
    expect(hops('off')).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'all' })).toThrow(/TRUST_PROXY must be the number/);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY/);
  });

  it('reports every bad value with its name', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        BODY_LIMIT: '-1',
        AUDIT_SYNC_DELAY_MS: '5000',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://r',
        VERACHECK_DEMO: 'maybe',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'LOG_LEVEL',
      'BODY_LIMIT',
      'AUDIT_SYNC_DELAY_MS',
      'DATABASE_URL',
      'REDIS_URL',
      'VERACHECK_DEMO',
    ]) {
      expect(problems).toContain(name);
    }
    expect(problems).toContain('"eighty"');
  });

  it('reads the port and database number of REDIS_URL, and names a bad one', () => {
    for (const url of ['redis://127.0.0.1:6379', 'redis://r/5', 'rediss://user:pw@r:6380/0']) {
      expect(loadConfig({ REDIS_URL: url }).redisUrl).toBe(url);
    }
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/abc' })).toThrow(
      /REDIS_URL must end with a database number/,
    );
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/-1' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:notaport/5' })).toThrow(
      /REDIS_URL is not a URL/,
    );
    expect(() => loadConfig({ REDIS_URL: 'redis://user:hunter2@r:x/5' })).toThrow(/\*\*\*/);
  });

  it('refuses a URL with an @ after its host, showing nothing of its user name or password', () => {
    // Parsed as host veruser, port 123 and database topsecret@db: every connection message
    // would name them.
    for (const [name, url] of [
      ['DATABASE_URL', 'postgres://veruser:123/topsecret@db/veracheck'],
      ['DATABASE_URL', 'postgresql://veruser:123?topsecret@db'],
      ['REDIS_URL', 'redis://veruser:123/topsecret@cache/0'],
      ['REDIS_URL', 'redis://veruser:123#topsecret@cache'],
      ['VIES_URL', 'https://veruser:123/topsecret@vies.example/check'],
      ['VIES_URL', 'htps://veruser:123/topsecret@vies.example/check'],
    ] as const) {
      let message = '';
      try {
        loadConfig({ [name]: url });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, url).toContain(name);
      expect(message, url).not.toMatch(/veruser|123|topsecret/);
    }
    expect(() => loadConfig({ DATABASE_URL: 'postgres://veruser:123/topsecret@db/x' })).toThrow(
      'DATABASE_URL has an @ after its host ("postgres://***@db/x"): percent-encode a / ? # or @',
    );
    // Encoded, the same password is read as such.
    const encoded = 'postgres://veruser:123%2Ftopsecret@db/veracheck';
    expect(loadConfig({ DATABASE_URL: encoded }).databaseUrl).toBe(encoded);
  });

  it('takes an @ in a query parameter value, which the drivers read as part of that value', () => {
    // pg reads postgres://db/x?application_name=a@b as host db, database x, application_name
    // a@b: the URL is what the operator meant, and refusing it would leave %40 the only way.
    for (const url of [
      'postgres://db/x?application_name=a@b',
      'postgres://app:pw@db:5432/x?sslmode=require&application_name=ops@eu',
    ]) {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/0?name=a@b' }).redisUrl).toBe(
      'redis://cache:6379/0?name=a@b',
    );
    // Anywhere else (a path, a fragment, a parameter's name, a query with no value) an @ after
    // the host may end a password holding a / ? or #, and is refused as before.
    for (const url of [
      'postgres://db/my@db',
      'postgres://app:123?secret@db/x',
      'postgres://db/x?a@b=c',
      'postgres://db/x#a@b',
    ]) {
      expect(() => loadConfig({ DATABASE_URL: url }), url).toThrow(/has an @ after its host/);
    }
  });

  it('does not advise %40 for a database name, which pg does not decode', () => {
    // pg reads postgres://db/my%40db as the database "my%40db".
    let message = '';
    try {
      loadConfig({ DATABASE_URL: 'postgres://db/my@db' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('percent-encode a / ? # or @ in the user name or password');
    expect(message).not.toMatch(/@ elsewhere/);
  });

  it('takes an IP address or a host name as HOST, and names anything else', () => {
    for (const host of ['0.0.0.0', '::', '::1', 'localhost', 'api.example.test', '10.0.0.7']) {
      expect(loadConfig({ HOST: host }).host).toBe(host);
    }
    for (const host of ['http://localhost', 'local host', 'host:8080', '-bad.example', 'a..b']) {
      expect(() => loadConfig({ HOST: host })).toThrow(/HOST must be an IP address or a host name/);
    }
  });

  it('does not print database passwords in errors', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' })).toThrow(/\*\*\*/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' })).not.toThrow(/hunter2/);
    // A URL without // hides its password all the same.
    expect(() => loadConfig({ DATABASE_URL: 'postgres:user:hunter2@db/x' })).not.toThrow(/hunter2/);
    expect(loadConfig({ LOG_LEVEL: 'INFO' }).logLevel).toBe('info');
  });

  it('reads a JSON config file, with the environment taking precedence', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'veracheck-config-')), 'config.json');
    writeFileSync(file, JSON.stringify({ port: 9090, host: '0.0.0.0', rateLimitMax: 5 }));
    const config = loadConfig({ VERACHECK_CONFIG: file, PORT: '9191' });
    expect(config).toMatchObject({ port: 9191, host: '0.0.0.0', rateLimitMax: 5 });
  });

  it('rejects unknown keys and unreadable config files', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'veracheck-config-')), 'config.json');
    writeFileSync(file, JSON.stringify({ prot: 1 }));
    expect(() => loadConfig({ VERACHECK_CONFIG: file })).toThrow(/unknown setting "prot"/);
    // An unknown key does not hide the file's other mistakes.
    writeFileSync(file, JSON.stringify({ prot: 1, logLevel: 'loud', bodyLimit: 'big' }));
    const message = (() => {
      try {
        loadConfig({ VERACHECK_CONFIG: file });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('unknown setting "prot"');
    expect(message).toContain('LOG_LEVEL must be one of');
    expect(message).toContain('BODY_LIMIT must be a whole number');
    expect(() => loadConfig({ VERACHECK_CONFIG: '/nonexistent.json' })).toThrow(/cannot read/);
  });

  it('reads how long checks are kept: until deleted when not set, else whole days', () => {
    expect(loadConfig({}).checkRetentionDays).toBeUndefined();
    expect(loadConfig({ CHECK_RETENTION_DAYS: '1825' }).checkRetentionDays).toBe(1825);
    expect(() => loadConfig({ CHECK_RETENTION_DAYS: '0' })).toThrow(
      /CHECK_RETENTION_DAYS must be a whole number from 1 to 36500, got "0"/,
    );
    expect(() => loadConfig({ CHECK_RETENTION_DAYS: '5y' })).toThrow(/CHECK_RETENTION_DAYS/);
  });

  it('bounds the report renderings waiting for their turn, 64 unless REPORT_QUEUE_MAX says otherwise', () => {
    expect(loadConfig({}).reportQueueMax).toBe(64);
    expect(loadConfig({ REPORT_QUEUE_MAX: '0' }).reportQueueMax).toBe(0);
    expect(loadConfig({ REPORT_QUEUE_MAX: '500' }).reportQueueMax).toBe(500);
    expect(() => loadConfig({ REPORT_QUEUE_MAX: '-1' })).toThrow(
      /REPORT_QUEUE_MAX must be a whole number from 0 to 100000, got "-1"/,
    );
  });

  it('keeps audit rows as long as checks unless AUDIT_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({}).auditRetentionDays).toBeUndefined();
    expect(loadConfig({ CHECK_RETENTION_DAYS: '1825' }).auditRetentionDays).toBe(1825);
    expect(
      loadConfig({ CHECK_RETENTION_DAYS: '365', AUDIT_RETENTION_DAYS: '3650' }).auditRetentionDays,
    ).toBe(3650);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '90' })).toMatchObject({
      checkRetentionDays: undefined,
      auditRetentionDays: 90,
    });
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '0' })).toThrow(
      /AUDIT_RETENTION_DAYS must be a whole number from 1 to 36500, got "0"/,
    );
  });

  it('reads the screening settings, from the environment or as an object in the file', () => {
    expect(loadConfig({})).toMatchObject({
      screeningThreshold: undefined,
      screeningMaxHits: 10,
      screeningWeights: {},
    });
    expect(
      loadConfig({ SCREENING_THRESHOLD: '0.8', SCREENING_WEIGHTS: '{"countryMismatch": 0.8}' }),
    ).toMatchObject({ screeningThreshold: 0.8, screeningWeights: { countryMismatch: 0.8 } });
    const file = join(mkdtempSync(join(tmpdir(), 'veracheck-config-')), 'config.json');
    writeFileSync(file, JSON.stringify({ screeningWeights: { genderMismatch: 0.5 } }));
    expect(loadConfig({ VERACHECK_CONFIG: file }).screeningWeights).toEqual({
      genderMismatch: 0.5,
    });
  });

  it('names bad screening settings', () => {
    for (const [name, value] of [
      ['SCREENING_THRESHOLD', '1.5'],
      ['SCREENING_THRESHOLD', 'high'],
      ['SCREENING_MAX_HITS', '0'],
      ['SCREENING_WEIGHTS', '{"a": "x"}'],
      ['SCREENING_WEIGHTS', '[1]'],
      ['SCREENING_WEIGHTS', 'not json'],
      ['SCREENING_WEIGHTS', '{"noSuchWeight": 0.5}'],
      // Members of every object are no weights either.
      ['SCREENING_WEIGHTS', '{"constructor": 0.5}'],
      ['SCREENING_WEIGHTS', '{"toString": 0.5}'],
      ['SCREENING_WEIGHTS', '{"__proto__": 0.5}'],
      ['SCREENING_WEIGHTS', '{"countryMismatch": 2}'],
    ] as const) {
      expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
    }
  });

  it('leaves VIES off without VIES_URL, and reads its settings with their defaults', () => {
    expect(loadConfig({}).vies).toBeUndefined();
    expect(loadConfig({ VIES_TIMEOUT_MS: '500' }).vies).toBeUndefined();
    expect(
      loadConfig({ VIES_URL: 'https://ec.europa.eu/taxation_customs/vies/rest-api' }).vies,
    ).toEqual({
      url: 'https://ec.europa.eu/taxation_customs/vies/rest-api',
      timeoutMs: 2000,
      cacheTtlMs: 86_400_000,
      breakerFailures: 5,
      breakerCooldownMs: 60_000,
    });
    expect(
      loadConfig({
        VIES_URL: 'http://127.0.0.1:9000/vies',
        VIES_TIMEOUT_MS: '100',
        VIES_CACHE_TTL_MS: '0',
        VIES_BREAKER_FAILURES: '1',
        VIES_BREAKER_COOLDOWN_MS: '1000',
      }).vies,
    ).toEqual({
      url: 'http://127.0.0.1:9000/vies',
      timeoutMs: 100,
      cacheTtlMs: 0,
      breakerFailures: 1,
      breakerCooldownMs: 1000,
    });
    const file = join(mkdtempSync(join(tmpdir(), 'veracheck-config-')), 'config.json');
    writeFileSync(file, JSON.stringify({ viesUrl: 'https://vies.test/api', viesTimeoutMs: 1500 }));
    expect(loadConfig({ VERACHECK_CONFIG: file }).vies).toMatchObject({
      url: 'https://vies.test/api',
      timeoutMs: 1500,
    });
  });

  it('names bad VIES settings, also while VIES is off', () => {
    for (const [name, value] of [
      ['VIES_URL', 'ftp://vies.test/api'],
      ['VIES_URL', 'ec.europa.eu/taxation_customs/vies/rest-api'],
      ['VIES_TIMEOUT_MS', '99'],
      ['VIES_TIMEOUT_MS', '2001'],
      ['VIES_TIMEOUT_MS', '2s'],
      ['VIES_CACHE_TTL_MS', '-1'],
      ['VIES_BREAKER_FAILURES', '0'],
      ['VIES_BREAKER_COOLDOWN_MS', 'soon'],
    ] as const) {
      expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}.*"${value}"`));
    }
    const secret = { VIES_URL: 'ftp://user:secret@vies.test/' };
    expect(() => loadConfig(secret)).toThrow(/VIES_URL.*\*\*\*/);
    expect(() => loadConfig(secret)).not.toThrow(/secret/);
  });
});
