import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreUnavailableError } from './store-unavailable.js';
import { lockWaitMs, WriteBatcher } from './write-batcher.js';

describe('WriteBatcher', () => {
  it('commits writes submitted together in one batch and answers each in order', async () => {
    const batches: number[][] = [];
    const batcher = new WriteBatcher<number, number>((items) => {
      batches.push(items);
      return Promise.resolve(items.map((i) => i * 10));
    });
    const results = await Promise.all([1, 2, 3].map((i) => batcher.submit(i)));
    expect(results).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('retries items one by one when a batch fails, so only the bad one fails', async () => {
    const batcher = new WriteBatcher<number, number>((items) =>
      items.includes(2) ? Promise.reject(new Error('bad item')) : Promise.resolve(items),
    );
    const settled = await Promise.allSettled([1, 2, 3].map((i) => batcher.submit(i)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('keeps batches within the maximum size and drains everything', async () => {
    const sizes: number[] = [];
    const batcher = new WriteBatcher<number, number>(
      (items) => {
        sizes.push(items.length);
        return Promise.resolve(items);
      },
      { maxBatch: 4 },
    );
    const all = Array.from({ length: 10 }, (_, i) => batcher.submit(i));
    await batcher.drain();
    expect(await Promise.all(all)).toHaveLength(10);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(4);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('gathers the writes of a whole turn of the event loop into one batch, with or without overlap', async () => {
    const batchesOf = async (options: { overlap: boolean }) => {
      const batches: number[][] = [];
      const batcher = new WriteBatcher<number, number>((items) => {
        batches.push(items);
        return Promise.resolve(items);
      }, options);
      // Three jobs of one turn, each submitting after an await of its own (as request handlers do).
      const job = async (i: number) => {
        await Promise.resolve();
        for (let wait = 0; wait < i; wait++) await Promise.resolve();
        return batcher.submit(i);
      };
      await Promise.all([job(1), job(3), job(6)]);
      // A write of the next turn goes into the next batch.
      await new Promise((resolve) => setImmediate(resolve));
      await batcher.submit(7);
      return batches;
    };
    expect(await batchesOf({ overlap: true })).toEqual([[1, 3, 6], [7]]);
    expect(await batchesOf({ overlap: false })).toEqual([[1, 3, 6], [7]]);
  });

  it('hands on a new batch while one is committing only when overlap is allowed', async () => {
    for (const overlap of [false, true]) {
      let running = 0;
      let mostAtOnce = 0;
      const batcher = new WriteBatcher<number, number>(
        async (items) => {
          running++;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise((resolve) => setTimeout(resolve, 20));
          running--;
          return items;
        },
        { overlap },
      );
      const first = batcher.submit(1);
      await new Promise((resolve) => setImmediate(resolve));
      const second = batcher.submit(2);
      expect(await Promise.all([first, second])).toEqual([1, 2]);
      await batcher.drain();
      expect(mostAtOnce).toBe(overlap ? 2 : 1);
    }
  });
});

describe('WriteBatcher with the store held or unreachable', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** How each submitted write has settled so far (undefined: still waiting). */
  const watch = (promises: Promise<unknown>[]) => {
    const settled: unknown[] = promises.map(() => undefined);
    promises.forEach((promise, i) => {
      promise.then(
        (value: unknown) => (settled[i] = { value }),
        (error: unknown) => (settled[i] = { error }),
      );
    });
    return settled;
  };

  const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
  const lockNotAvailable = Object.assign(new Error('canceling statement due to lock timeout'), {
    code: '55P03',
  });

  it('fails the whole batch with the store’s error after one attempt, without retrying each write', async () => {
    for (const error of [busy, lockNotAvailable, new StoreUnavailableError(busy)]) {
      vi.useFakeTimers();
      let calls = 0;
      // Each attempt waits the lock timeout (1 s) before it fails.
      const batcher = new WriteBatcher<number, number>(() => {
        calls++;
        return new Promise((_, reject) =>
          setTimeout(() => {
            reject(error);
          }, 1000),
        );
      });
      const settled = watch([1, 2, 3, 4, 5].map((i) => batcher.submit(i)));
      await vi.advanceTimersByTimeAsync(1000);
      expect(calls, error.message).toBe(1);
      expect(settled).toEqual(Array(5).fill({ error }));
      vi.useRealTimers();
    }
  });

  it('retries the writes of a batch ended as a deadlock alone, as after any failure of one write', async () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    for (const error of [deadlock, new StoreUnavailableError(deadlock)]) {
      const tried: number[][] = [];
      const batcher = new WriteBatcher<number, number>((items) => {
        tried.push(items);
        return items.length > 1 ? Promise.reject(error) : Promise.resolve(items);
      });
      expect(await Promise.all([1, 2, 3].map((i) => batcher.submit(i)))).toEqual([1, 2, 3]);
      expect(tried).toEqual([[1, 2, 3], [1], [2], [3]]);
    }
  });

  it('commits a batch once more as a whole where the connection was lost with it, not where it was refused', async () => {
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), {});
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    for (const error of [lost, new StoreUnavailableError(lost)]) {
      const tried: number[][] = [];
      const batcher = new WriteBatcher<number, number>((items) => {
        tried.push(items);
        return tried.length === 1 ? Promise.reject(error) : Promise.resolve(items);
      });
      // Its commit may have been made: tried again, each write finds itself stored.
      expect(await Promise.all([1, 2, 3].map((i) => batcher.submit(i)))).toEqual([1, 2, 3]);
      expect(tried).toEqual([
        [1, 2, 3],
        [1, 2, 3],
      ]);
    }
    const tried: number[][] = [];
    const batcher = new WriteBatcher<number, number>((items) => {
      tried.push(items);
      return Promise.reject(refused);
    });
    const settled = await Promise.allSettled([1, 2].map((i) => batcher.submit(i)));
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(tried).toEqual([[1, 2]]);
  });

  it('stops retrying writes alone once the store is found held, failing the rest with it', async () => {
    const tried: number[][] = [];
    const batcher = new WriteBatcher<number, number>((items) => {
      tried.push(items);
      if (items.length > 1) return Promise.reject(new Error('bad item'));
      return items[0] === 2 ? Promise.reject(busy) : Promise.resolve(items);
    });
    const settled = await Promise.allSettled([1, 2, 3, 4].map((i) => batcher.submit(i)));
    expect(settled).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: busy },
      { status: 'rejected', reason: busy },
      { status: 'rejected', reason: busy },
    ]);
    expect(tried).toEqual([[1, 2, 3, 4], [1], [2]]);
  });
});

describe('WriteBatcher with a wait limit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells each commit when its oldest write has waited the limit, counted from its submission', async () => {
    vi.useFakeTimers({ now: 0 });
    const commits: { items: number[]; deadline: number | undefined }[] = [];
    // Each commit takes 600 ms; the next batch gathers meanwhile.
    const batcher = new WriteBatcher<number, number>(
      (items, deadline) => {
        commits.push({ items, deadline });
        return new Promise((resolve) =>
          setTimeout(() => {
            resolve(items);
          }, 600),
        );
      },
      { waitLimitMs: 1000 },
    );
    const all = [batcher.submit(1)];
    await vi.advanceTimersByTimeAsync(200);
    all.push(batcher.submit(2));
    await vi.advanceTimersByTimeAsync(200);
    all.push(batcher.submit(3));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await Promise.all(all)).toEqual([1, 2, 3]);
    // The second batch began at 600 ms; its oldest write, submitted at 200 ms, is due at 1200.
    expect(commits).toEqual([
      { items: [1], deadline: 1000 },
      { items: [2, 3], deadline: 1200 },
    ]);
  });

  it('retries each write alone by its own deadline', async () => {
    vi.useFakeTimers({ now: 0 });
    const deadlines: (number | undefined)[] = [];
    const batcher = new WriteBatcher<number, number>(
      (items, deadline) => {
        deadlines.push(deadline);
        return items.length > 1 ? Promise.reject(new Error('bad item')) : Promise.resolve(items);
      },
      { waitLimitMs: 1000 },
    );
    const first = batcher.submit(1);
    // Submitted in the same turn after 5 ms of work.
    vi.setSystemTime(5);
    const second = batcher.submit(2);
    await vi.advanceTimersByTimeAsync(10);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(deadlines).toEqual([1000, 1000, 1005]);
  });

  it('gives no deadline without a limit', async () => {
    const deadlines: (number | undefined)[] = [];
    const batcher = new WriteBatcher<number, number>((items, deadline) => {
      deadlines.push(deadline);
      return Promise.resolve(items);
    });
    await batcher.submit(1);
    expect(deadlines).toEqual([undefined]);
  });
});

describe('WriteBatcher with a wait limit and a lock held', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
  const lockNotAvailable = Object.assign(new Error('canceling statement due to lock timeout'), {
    code: '55P03',
  });

  /**
   * A lock another connection holds, as a commit meets it: while held, a commit waits until
   * its deadline or the lock's release, whichever comes first, and fails with `error` at its
   * deadline.
   */
  const heldLock = (error: Error) => {
    let release: (() => void) | undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = true;
    const commits: { items: number[]; deadline: number | undefined }[] = [];
    const commit = async (items: number[], deadline: number | undefined) => {
      commits.push({ items, deadline });
      if (held) {
        const timedOut = await Promise.race([
          released.then(() => false),
          new Promise<boolean>((resolve) =>
            setTimeout(
              () => {
                resolve(true);
              },
              (deadline ?? 0) - Date.now(),
            ),
          ),
        ]);
        if (timedOut) throw error;
      }
      return items;
    };
    return {
      commits,
      commit,
      release: () => {
        held = false;
        release?.();
      },
    };
  };

  it('fails only the writes that have waited the limit, and commits the younger ones once the lock is released', async () => {
    for (const error of [busy, lockNotAvailable, new StoreUnavailableError(busy)]) {
      vi.useFakeTimers({ now: 0 });
      const lock = heldLock(error);
      const batcher = new WriteBatcher<number, number>(lock.commit, { waitLimitMs: 1000 });
      const old = batcher.submit(1);
      // Submitted in the same turn after 700 ms of work: one batch, due when the first is.
      vi.setSystemTime(700);
      const fresh = batcher.submit(2);
      const oldFailed = expect(old).rejects.toBe(error);
      await vi.advanceTimersByTimeAsync(1000 - 700);
      await oldFailed;
      // The younger write waits on, by its own deadline (1700), in a batch of its own.
      await vi.advanceTimersByTimeAsync(200);
      lock.release();
      expect(await fresh).toBe(2);
      expect(lock.commits).toEqual([
        { items: [1, 2], deadline: 1000 },
        { items: [2], deadline: 1700 },
      ]);
      vi.useRealTimers();
    }
  });

  it('fails a write waiting on once its own deadline has passed with the lock still held', async () => {
    vi.useFakeTimers({ now: 0 });
    const lock = heldLock(busy);
    const batcher = new WriteBatcher<number, number>(lock.commit, { waitLimitMs: 1000 });
    const settled: { value?: number; error?: unknown; at: number }[] = [];
    const record = (promise: Promise<number>) => {
      promise.then(
        (value) => settled.push({ value, at: Date.now() }),
        (error: unknown) => settled.push({ error, at: Date.now() }),
      );
    };
    record(batcher.submit(1));
    vi.setSystemTime(400);
    record(batcher.submit(2));
    await vi.advanceTimersByTimeAsync(2000);
    expect(settled).toEqual([
      { error: busy, at: 1000 },
      { error: busy, at: 1400 },
    ]);
    expect(lock.commits.map((c) => c.items)).toEqual([[1, 2], [2]]);
  });

  it('requeues the younger writes of a batch whose writes were retried alone and found the lock held', async () => {
    vi.useFakeTimers({ now: 0 });
    const lock = heldLock(busy);
    const tried: number[][] = [];
    const batcher = new WriteBatcher<number, number>(
      (items, deadline) => {
        tried.push(items);
        if (items.length > 1) return Promise.reject(new Error('bad item'));
        return lock.commit(items, deadline);
      },
      { waitLimitMs: 1000 },
    );
    const old = batcher.submit(1);
    vi.setSystemTime(500);
    const fresh = batcher.submit(2);
    const oldFailed = expect(old).rejects.toBe(busy);
    // The batch fails at once; the first write alone waits until its own deadline and fails.
    await vi.advanceTimersByTimeAsync(1);
    expect(tried).toEqual([[1, 2], [1]]);
    await vi.advanceTimersByTimeAsync(499);
    await oldFailed;
    // The second waits on by its own deadline (1500), alone.
    await vi.advanceTimersByTimeAsync(100);
    expect(tried).toEqual([[1, 2], [1], [2]]);
    lock.release();
    expect(await fresh).toBe(2);
    expect(tried).toEqual([[1, 2], [1], [2]]);
  });

  it('fails every write of a batch that could not reach the database, without waiting on', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const tried: number[][] = [];
    const batcher = new WriteBatcher<number, number>(
      (items) => {
        tried.push(items);
        return Promise.reject(refused);
      },
      { waitLimitMs: 60_000 },
    );
    const settled = await Promise.allSettled([1, 2].map((i) => batcher.submit(i)));
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(tried).toEqual([[1, 2]]);
  });
});

describe('WriteBatcher requeueing the writes of overlapping batches', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the requeued writes of batches that failed together in the order they were submitted', async () => {
    vi.useFakeTimers({ now: 0 });
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const commits: { items: number[]; deadline: number | undefined }[] = [];
    const failures: (() => void)[] = [];
    let held = true;
    const batcher = new WriteBatcher<number, number>(
      (items, deadline) => {
        commits.push({ items, deadline });
        if (!held) return Promise.resolve(items);
        return new Promise<number[]>((_, reject) => {
          failures.push(() => {
            reject(busy);
          });
        });
      },
      { overlap: true, waitLimitMs: 1000 },
    );
    const oldest = batcher.submit(1);
    const oldestFailed = expect(oldest).rejects.toBe(busy);
    vi.setSystemTime(500);
    const second = batcher.submit(2);
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(600);
    const third = batcher.submit(3);
    vi.setSystemTime(700);
    const fourth = batcher.submit(4);
    await vi.advanceTimersByTimeAsync(0);
    expect(commits.map((c) => c.items)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    // Both lock waits end in one turn (the commit thread fails both requests together).
    vi.setSystemTime(1000);
    held = false;
    for (const fail of failures) fail();
    await vi.advanceTimersByTimeAsync(1);
    await oldestFailed;
    expect(await Promise.all([second, third, fourth])).toEqual([2, 3, 4]);
    // Due when the oldest of them is (1500), not the write requeued last (1600).
    expect(commits[2]).toEqual({ items: [2, 3, 4], deadline: 1500 });
  });
});

describe('lockWaitMs', () => {
  it('is what is left until the deadline, at least a tenth of the lock timeout', () => {
    const now = 10_000;
    expect(lockWaitMs(undefined, 5000, now)).toBeUndefined();
    // Within a tenth of the connection's own timeout: left as it is.
    expect(lockWaitMs(now + 4800, 5000, now)).toBeUndefined();
    expect(lockWaitMs(now + 3000, 5000, now)).toBe(3000);
    // Queued past the deadline behind slow commits: a short lock is still waited out.
    expect(lockWaitMs(now + 100, 5000, now)).toBe(500);
    expect(lockWaitMs(now - 2000, 5000, now)).toBe(500);
    expect(lockWaitMs(now - 2000, 5, now)).toBe(1);
  });
});
