import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RedisLimiter } from './redis-limiter.js';

// eslint-disable-next-line no-restricted-properties -- tests choose their Redis
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Unique per run, so parallel or repeated runs never share counters. */
const PREFIX = `veracheck:test:rl:${randomUUID()}:`;

type Outcome = 'resolved' | 'rejected' | 'pending';

/** How a promise settles within `ms`: never waits longer than that. */
async function settleWithin(promise: Promise<unknown>, ms: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => {
      resolve('pending');
    }, ms);
  });
  try {
    return await Promise.race([
      promise.then(
        (): Outcome => 'resolved',
        (): Outcome => 'rejected',
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether Redis answers. This runs while the file is collected (not in beforeAll) because
 * describe.skipIf needs the answer before any hook runs.
 */
async function probeRedis(): Promise<boolean> {
  const probe = new RedisLimiter(REDIS_URL, PREFIX);
  try {
    return (await settleWithin(probe.connect(), 3000)) === 'resolved';
  } finally {
    await probe.close();
  }
}

const reachable = await probeRedis();
if (!reachable) {
  console.warn(`Redis not reachable at ${REDIS_URL}: skipping RedisLimiter tests`);
}

describe.skipIf(!reachable)(`RedisLimiter against ${REDIS_URL}`, () => {
  let limiter: RedisLimiter;
  /** A second "server" sharing the same Redis and prefix. */
  let other: RedisLimiter;
  /** Raw access, to look at and clean up the keys. */
  let raw: Redis;
  let keyCounter = 0;
  /** A fresh key per test, so tests never see each other's counts. */
  const freshKey = (): string => `key-${++keyCounter}`;

  beforeAll(async () => {
    limiter = new RedisLimiter(REDIS_URL, PREFIX);
    other = new RedisLimiter(REDIS_URL, PREFIX);
    raw = new Redis(REDIS_URL, { lazyConnect: true });
    await Promise.all([limiter.connect(), other.connect(), raw.connect()]);
  });

  afterAll(async () => {
    const keys = await raw.keys(`${PREFIX}*`);
    if (keys.length > 0) await raw.del(...keys);
    await raw.quit();
    await Promise.all([limiter.close(), other.close()]);
  });

  it('counts hits within a window', async () => {
    const key = freshKey();
    for (let i = 1; i <= 3; i++) {
      const decision = await limiter.hit(key, 10, 60_000);
      expect(decision.count).toBe(i);
      expect(decision.allowed).toBe(true);
      expect(decision.resetInMs).toBeGreaterThan(55_000);
      expect(decision.resetInMs).toBeLessThanOrEqual(60_000);
    }
  });

  it('stores the count under the prefix with the window as its expiry', async () => {
    const key = freshKey();
    await limiter.hit(key, 10, 60_000);
    expect(await raw.get(PREFIX + key)).toBe('1');
    const ttl = await raw.pttl(PREFIX + key);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('allows hits up to the limit, then refuses with the time until the window resets', async () => {
    const key = freshKey();
    for (let i = 1; i <= 3; i++) expect((await limiter.hit(key, 3, 60_000)).allowed).toBe(true);
    const refused = await limiter.hit(key, 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.count).toBe(4);
    expect(refused.resetInMs).toBeGreaterThan(0);
    expect(refused.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.hit(key, 3, 60_000)).allowed).toBe(false);
  });

  it('keeps the first expiry: later hits do not extend the window', async () => {
    const key = freshKey();
    await limiter.hit(key, 10, 60_000);
    await sleep(50);
    const later = await limiter.hit(key, 10, 60_000);
    expect(later.resetInMs).toBeLessThan(60_000);
  });

  it('starts a new window once the old one has expired', async () => {
    const key = freshKey();
    await limiter.hit(key, 1, 300);
    expect((await limiter.hit(key, 1, 300)).allowed).toBe(false);
    await sleep(400);
    expect(await limiter.peek(key)).toEqual({ count: 0, resetInMs: 0 });
    const fresh = await limiter.hit(key, 1, 300);
    expect(fresh.allowed).toBe(true);
    expect(fresh.count).toBe(1);
    expect(fresh.resetInMs).toBeGreaterThan(0);
    expect(fresh.resetInMs).toBeLessThanOrEqual(300);
  });

  it('gives a counter that lost its expiry a new one instead of counting forever', async () => {
    const key = freshKey();
    await raw.set(PREFIX + key, '7');
    const decision = await limiter.hit(key, 100, 60_000);
    expect(decision.count).toBe(8);
    expect(decision.resetInMs).toBe(60_000);
    expect(await raw.pttl(PREFIX + key)).toBeGreaterThan(0);
  });

  it('peek reports the window without counting', async () => {
    const key = freshKey();
    expect(await limiter.peek(key)).toEqual({ count: 0, resetInMs: 0 });
    await limiter.hit(key, 5, 60_000);
    await limiter.hit(key, 5, 60_000);
    const first = await limiter.peek(key);
    expect(first.count).toBe(2);
    expect(first.resetInMs).toBeGreaterThan(0);
    expect(first.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.peek(key)).count).toBe(2);
    expect((await limiter.hit(key, 5, 60_000)).count).toBe(3);
  });

  it('reset clears the key and only that key', async () => {
    const key = freshKey();
    const neighbour = freshKey();
    await limiter.hit(key, 1, 60_000);
    await limiter.hit(key, 1, 60_000);
    await limiter.hit(neighbour, 1, 60_000);
    await limiter.reset(key);
    expect(await limiter.peek(key)).toEqual({ count: 0, resetInMs: 0 });
    expect((await limiter.hit(key, 1, 60_000)).allowed).toBe(true);
    expect((await limiter.peek(neighbour)).count).toBe(1);
    await expect(limiter.reset(freshKey())).resolves.toBeUndefined();
  });

  it('shares one count between two servers', async () => {
    const key = freshKey();
    expect((await limiter.hit(key, 3, 60_000)).count).toBe(1);
    expect((await other.hit(key, 3, 60_000)).count).toBe(2);
    expect((await limiter.hit(key, 3, 60_000)).count).toBe(3);
    const refused = await other.hit(key, 3, 60_000);
    expect(refused).toMatchObject({ allowed: false, count: 4 });
    expect((await limiter.peek(key)).count).toBe(4);
    await other.reset(key);
    expect((await limiter.peek(key)).count).toBe(0);
  });

  it('counts concurrent hits from two servers exactly once each', async () => {
    const key = freshKey();
    const decisions = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? limiter : other).hit(key, 25, 60_000)),
    );
    const counts = decisions.map((d) => d.count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(25);
  });

  it('refuses to connect to a database this Redis does not have, instead of using database 0', async () => {
    const wrong = new RedisLimiter(`${REDIS_URL.replace(/\/\d*$/, '')}/999`, PREFIX);
    try {
      await expect(wrong.connect()).rejects.toThrow(/REDIS_URL names database 999/);
    } finally {
      await wrong.close();
    }
  });

  it('keeps counters of different prefixes apart', async () => {
    const key = freshKey();
    const foreign = new RedisLimiter(REDIS_URL, `${PREFIX}foreign:`);
    try {
      await foreign.connect();
      await limiter.hit(key, 10, 60_000);
      await limiter.hit(key, 10, 60_000);
      expect((await foreign.hit(key, 10, 60_000)).count).toBe(1);
      expect((await limiter.peek(key)).count).toBe(2);
    } finally {
      await foreign.close();
    }
  });
});

describe('RedisLimiter when Redis is unreachable', () => {
  const DEAD_URL = 'redis://127.0.0.1:1';
  const limiters: RedisLimiter[] = [];
  const make = (url = DEAD_URL): RedisLimiter => {
    const limiter = new RedisLimiter(url, PREFIX);
    limiters.push(limiter);
    return limiter;
  };

  afterEach(async () => {
    await Promise.all(limiters.splice(0).map((l) => l.close()));
  });

  it('connect rejects', async () => {
    const limiter = make();
    expect(await settleWithin(limiter.connect(), 2000)).toBe('rejected');
  });

  it('hit, peek and reset reject promptly, so callers can count in memory instead', async () => {
    const limiter = make();
    await limiter.connect().catch(() => undefined);
    expect(await settleWithin(limiter.hit('k', 1, 1000), 2000)).toBe('rejected');
    expect(await settleWithin(limiter.peek('k'), 2000)).toBe('rejected');
    expect(await settleWithin(limiter.reset('k'), 2000)).toBe('rejected');
  });

  it('hit rejects promptly even when connect was never called', async () => {
    const limiter = make();
    expect(await settleWithin(limiter.hit('k', 1, 1000), 2000)).toBe('rejected');
  });

  it('close settles', async () => {
    const limiter = new RedisLimiter(DEAD_URL, PREFIX);
    await limiter.connect().catch(() => undefined);
    expect(await settleWithin(limiter.close(), 2000)).toBe('resolved');
  });

  describe('a Redis that accepted the connection and then stopped answering', () => {
    let server: Server;
    let url: string;
    const sockets = new Set<Socket>();
    const dropConnections = (): void => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    };

    beforeAll(async () => {
      // Answers the connection handshake (CLIENT SETINFO, INFO), then nothing ever again.
      server = createServer((socket) => {
        sockets.add(socket);
        let answered = false;
        socket.on('data', (data) => {
          if (answered) return;
          for (const match of data.toString().matchAll(/\$\d+\r\n(client|info)\r\n/gi)) {
            if (match[1]?.toLowerCase() === 'client') {
              socket.write('+OK\r\n');
            } else {
              const info = '# Server\r\nloading:0\r\n';
              socket.write(`$${info.length}\r\n${info}\r\n`);
              answered = true;
            }
          }
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `redis://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      dropConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    });

    it('hit rejects within a couple of seconds instead of hanging', async () => {
      const limiter = new RedisLimiter(url, PREFIX);
      // The database is selected on connecting: that times out too (the server counts in memory).
      expect(await settleWithin(limiter.connect(), 2500)).toBe('rejected');
      try {
        expect(await settleWithin(limiter.hit('k', 1, 1000), 2500)).toBe('rejected');
      } finally {
        // close() sends QUIT, which would wait for an answer too; dropping the connection
        // from the server side settles it.
        const closing = limiter.close();
        dropConnections();
        await closing;
      }
    });
  });
});
