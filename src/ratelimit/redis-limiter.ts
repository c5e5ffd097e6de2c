import { Redis } from 'ioredis';
import { decide, type LimitDecision, type Limiter } from './limiter.js';

/** Increments and sets the expiry in one step, so concurrent servers share one count. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

const RELEASE_SCRIPT = `
if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then redis.call('DECR', KEYS[1]) end
return 0
`;

/** The database REDIS_URL names is not one this Redis has: a setting to correct, not an outage. */
export class RedisDatabaseError extends Error {
  constructor(
    readonly database: number,
    reason: string,
  ) {
    super(`REDIS_URL names database ${database}, which this Redis refuses (${reason})`);
    this.name = 'RedisDatabaseError';
  }
}

/** Counters shared by every server process through Redis (REDIS_URL). */
export class RedisLimiter implements Limiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'veracheck:rl:',
  ) {
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
      // A Redis that accepts connections but stops answering must not stall requests.
      commandTimeout: 1000,
      connectTimeout: 2000,
    });
    // Connection errors surface on each call; the listener keeps them from crashing the process.
    this.redis.on('error', () => undefined);
  }

  /**
   * Connects, and selects the URL's database once more: ioredis carries on in database 0 when
   * the one it selects on connecting does not exist, where other applications' keys live.
   */
  async connect(): Promise<void> {
    await this.redis.connect();
    const database = this.redis.options.db ?? 0;
    try {
      await this.redis.select(database);
    } catch (error) {
      // Redis answered and refused; a timeout or a lost connection is an outage, as before.
      if (error instanceof Error && error.name === 'ReplyError') {
        throw new RedisDatabaseError(database, error.message);
      }
      throw error;
    }
  }

  async hit(key: string, limit: number, windowMs: number): Promise<LimitDecision> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs)) as [
      number,
      number,
    ];
    return decide(count, limit, ttl);
  }

  async peek(key: string): Promise<{ count: number; resetInMs: number }> {
    const [[, value], [, ttl]] = (await this.redis
      .multi()
      .get(this.prefix + key)
      .pttl(this.prefix + key)
      .exec()) as [[null, string | null], [null, number]];
    return value === null
      ? { count: 0, resetInMs: 0 }
      : { count: Number(value), resetInMs: Math.max(0, ttl) };
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => {
      this.redis.disconnect();
    });
  }
}
