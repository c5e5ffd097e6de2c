/**
 * A REDIS_URL naming a database its Redis does not have is a setting to fix: the server says so
 * before it opens the store or loads anything, not after building its indexes.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config.js';
import { startServer } from '../src/http/server.js';
import { RedisLimiter } from '../src/ratelimit/redis-limiter.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new RedisLimiter(REDIS_URL);
  try {
    const timeout = new Promise<false>((resolve) =>
      setTimeout(() => {
        resolve(false);
      }, 3000),
    );
    return await Promise.race([
      probe.connect().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    await probe.close();
  }
}

const reachable = await redisAnswers();
if (!reachable) console.warn(`Redis not reachable at ${REDIS_URL}: skipping the REDIS_URL test`);

const dir = mkdtempSync(join(tmpdir(), 'veracheck-redis-db-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!reachable)('a server given a Redis database that does not exist', () => {
  it('refuses to start before it opens the store or loads data', async () => {
    const database = join(dir, 'veracheck.db');
    const lines: string[] = [];
    const config = loadConfig({
      DATABASE_URL: `sqlite:${database}`,
      VERACHECK_DATA_DIR: dir,
      VERACHECK_DEMO: '0',
      REDIS_URL: `${REDIS_URL.replace(/\/\d*$/, '')}/999`,
      PORT: '0',
      LOG_LEVEL: 'silent',
    });
    const starting = startServer(config, (line) => lines.push(line));
    await expect(starting).rejects.toBeInstanceOf(ConfigError);
    await expect(starting).rejects.toThrow(/REDIS_URL names database 999/);
    expect(lines.filter((line) => line.includes('indexed'))).toEqual([]);
    expect(existsSync(database)).toBe(false);
  });
});
