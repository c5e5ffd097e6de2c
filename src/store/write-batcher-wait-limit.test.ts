import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreUnavailableError } from './store-unavailable.js';
import {
  lockWaitMs,
  REQUEUE_FIRST_PAUSE_MS,
  REQUEUE_MOST_PAUSE_MS,
  requeuePauseMs,
  requeuePauses,
  WriteBatcher,
} from './write-batcher.js';

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
    // Tried again after one pause for both.
    await vi.advanceTimersByTimeAsync(REQUEUE_FIRST_PAUSE_MS);
    expect(await Promise.all([second, third, fourth])).toEqual([2, 3, 4]);
    // Due when the oldest of them is (1500), not the write requeued last (1600).
    expect(commits[2]).toEqual({ items: [2, 3, 4], deadline: 1500 });
  });

  it('ends the pause of a requeued write once an overlapping batch commits', async () => {
    vi.useFakeTimers({ now: 0 });
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const tries: { items: number[]; at: number }[] = [];
    const pending: { resolve: (items: number[]) => void; reject: (error: unknown) => void }[] = [];
    const batcher = new WriteBatcher<number, number>(
      (items) => {
        tries.push({ items, at: Date.now() });
        return new Promise<number[]>((resolve, reject) => {
          pending.push({ resolve, reject });
        });
      },
      { overlap: true, waitLimitMs: 1000 },
    );
    const first = batcher.submit(1);
    await vi.advanceTimersByTimeAsync(0);
    const second = batcher.submit(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(tries.map((t) => t.items)).toEqual([[1], [2]]);
    const [a, b] = pending;
    // The first finds the lock held: its write is requeued, to be tried after a pause (5 ms).
    vi.setSystemTime(100);
    a?.reject(busy);
    await vi.advanceTimersByTimeAsync(0);
    expect(tries).toHaveLength(2);
    // The second, overlapping, then commits: the lock is free, and the pause ends with it.
    vi.setSystemTime(101);
    b?.resolve([2]);
    await vi.advanceTimersByTimeAsync(0);
    expect(await second).toBe(2);
    expect(tries[2]).toEqual({ items: [1], at: 101 });
    pending[2]?.resolve([1]);
    await vi.advanceTimersByTimeAsync(0);
    expect(await first).toBe(1);
    // No pause is left over for the writes that come after.
    const third = batcher.submit(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(tries[3]).toEqual({ items: [3], at: 101 });
    pending[3]?.resolve([3]);
    await vi.advanceTimersByTimeAsync(0);
    expect(await third).toBe(3);
  });
});

describe('WriteBatcher where the database answers SQLITE_BUSY at once', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pauses between the retries of a requeued write, longer each time up to a bound, until it is due', async () => {
    vi.useFakeTimers({ now: 0 });
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const tries: number[] = [];
    // A busy timeout not honoured: every commit fails the moment it is tried.
    const batcher = new WriteBatcher<number, number>(
      () => {
        tries.push(Date.now());
        return Promise.reject(busy);
      },
      { waitLimitMs: 1000 },
    );
    const write = batcher.submit(1);
    const failed = expect(write).rejects.toBe(busy);
    // Retried in every turn, the write would be tried thousands of times at the same moment
    // (the fake clock stands still between immediates) and the timers would never run out.
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    const pauses = tries.slice(1).map((at, i) => at - (tries[i] ?? 0));
    // 5, 10, 20, 40, 80, then 100 ms, the last try when it is due (at 1000 ms).
    expect(pauses.slice(0, 6)).toEqual([5, 10, 20, 40, 80, 100]);
    expect(pauses.slice(0, -1).every((pause) => pause >= REQUEUE_FIRST_PAUSE_MS)).toBe(true);
    expect(Math.max(...pauses)).toBe(REQUEUE_MOST_PAUSE_MS);
    expect(tries.at(-1)).toBe(1000);
    expect(tries.length).toBeLessThan(20);
  });

  it('starts again from the shortest pause once a commit succeeds', async () => {
    vi.useFakeTimers({ now: 0 });
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const tries: number[] = [];
    let held = 3;
    const batcher = new WriteBatcher<number, number>(
      (items) => {
        tries.push(Date.now());
        if (held-- > 0) return Promise.reject(busy);
        return Promise.resolve(items);
      },
      { waitLimitMs: 1000 },
    );
    const first = batcher.submit(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(await first).toBe(1);
    // Tried at 0, 5, 15 and committed at 35.
    expect(tries).toEqual([0, 5, 15, 35]);
    held = 1;
    const second = batcher.submit(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(await second).toBe(2);
    expect(tries.slice(4)).toEqual([100, 105]);
  });

  it('grows the pause from a few ms to its bound', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 60].map(requeuePauseMs)).toEqual([
      5, 10, 20, 40, 80, 100, 100, 100,
    ]);
    // As the SQLite commit thread is given them.
    expect(requeuePauses()).toEqual([5, 10, 20, 40, 80, 100]);
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
