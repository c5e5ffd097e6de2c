import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreUnavailableError } from './store-unavailable.js';
import { WriteBatcher } from './write-batcher.js';

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
