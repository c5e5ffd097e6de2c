/**
 * The server as `veracheck serve` starts it, with REDIS_URL naming a Redis that does not
 * answer: rate limits and login throttling must still hold, counted in the process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.js';
import { startServer, type RunningServer } from '../src/http/server.js';
import { openStore } from '../src/store/open-store.js';
import { addUser, basic, type TestUser } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'wt-ops-redis-outage-'));
const databaseUrl = `sqlite:${join(dir, 'veracheck.db')}`;
const lines: string[] = [];
let server: RunningServer;
let guarded: TestUser;
let busy: TestUser;

beforeAll(async () => {
  const store = openStore(databaseUrl);
  await store.migrate();
  guarded = await addUser(store, 'Outage Org (fictitious)', 'guarded');
  busy = await addUser(store, 'Outage Org (fictitious)', 'busy');
  await store.close();
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    VERACHECK_DATA_DIR: dir,
    VERACHECK_DEMO: '0',
    // Port 1: nothing listens there, so every connection is refused.
    REDIS_URL: 'redis://127.0.0.1:1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    LOGIN_MAX_FAILURES_PER_USER: '3',
    RATE_LIMIT_MAX: '4',
  });
  server = await startServer(config, (line) => lines.push(line));
});

afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, authorization: string): Promise<Response> =>
  fetch(`${server.url}${path}`, { headers: { authorization } });

describe('a server whose Redis does not answer', () => {
  it('still locks a username out of an address after too many wrong passwords', async () => {
    const wrong = basic(guarded.username, 'not-the-password');
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await get('/v1/checks/x', wrong)).status, `attempt ${attempt}`).toBe(401);
    }
    const locked = await get('/v1/checks/x', wrong);
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { code: string }).code).toBe('LOGIN_THROTTLED');
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    // The right password is refused too while the lock lasts: a guess could not tell.
    expect((await get('/v1/checks/x', guarded.authorization)).status).toBe(429);
  });

  it('still limits the requests of a user', async () => {
    for (let request = 1; request <= 4; request++) {
      expect((await get('/v1/checks/x', busy.authorization)).status, `request ${request}`).toBe(
        404,
      );
    }
    const limited = await get('/v1/checks/x', busy.authorization);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe('RATE_LIMITED');
  });

  it('warns once that limits are counted in this process alone', () => {
    const warnings = lines.filter((line) => line.includes('Redis at REDIS_URL'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/count in this process alone/);
  });
});
