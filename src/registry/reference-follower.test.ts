import { describe, expect, it } from 'vitest';
import type { DatasetVersion, ReferenceStore, ServedVersions } from '../store/reference-store.js';
import { ReferenceFollower } from './reference-follower.js';

/**
 * A store where an import of `lists` is published every time the served versions are read:
 * imports finishing faster than a server builds its indexes. `purged`: whether the rows of the
 * versions it no longer serves are gone at once.
 */
function churningStore(purged: boolean): ReferenceStore {
  let published = 0;
  const version = (n: number): DatasetVersion => ({
    id: `v${n}`,
    dataset: 'lists',
    format: 'ftm',
    label: `v${n}`,
    state: n === published ? 'ready' : 'retired',
    records: 1,
    rejected: 0,
    skipped: 0,
    leftOut: 0,
    source: '',
    startedAt: '2026-07-01T10:00:00.000Z',
    heartbeatAt: '2026-07-01T10:00:00.000Z',
    finishedAt: '2026-07-01T10:00:00.000Z',
    retiredAt: new Date().toISOString(),
    ...(purged && n !== published && { purgedAt: new Date().toISOString() }),
    current: n === published,
  });
  const store: Partial<ReferenceStore> = {
    generation: () => Promise.resolve(published),
    servedVersions: (): Promise<ServedVersions> => {
      published += 1;
      return Promise.resolve({
        generation: published,
        versions: [
          { dataset: 'lists', versionId: `v${published}`, label: `v${published}`, format: 'ftm' },
        ],
      });
    },
    listVersions: () =>
      Promise.resolve(Array.from({ length: published }, (_, i) => version(i + 1))),
  };
  return store as ReferenceStore;
}

describe('ReferenceFollower', () => {
  it('builds again while the versions keep changing, then swaps in one whose rows are kept', async () => {
    const follower = new ReferenceFollower(churningStore(false), undefined, {
      retiredKeptMs: 600_000,
    });
    const built: string[] = [];
    follower.onSwitch((registry) => {
      built.push(registry.datasetVersions()[0]?.version ?? '');
    });
    expect(await follower.refresh()).toBe(true);
    expect(built).toEqual(['v1', 'v2', 'v3']);
    expect(follower.current().datasetVersions()).toEqual([{ name: 'lists', version: 'v3' }]);
  });

  it('keeps what it serves and says so where every version it built on is gone by then', async () => {
    const follower = new ReferenceFollower(churningStore(true));
    let builds = 0;
    follower.onSwitch(() => {
      builds += 1;
    });
    await expect(follower.refresh()).rejects.toThrow(/changed 10 times/);
    expect(builds).toBe(10);
    expect(follower.current().datasetVersions()).toEqual([]);
  });
});

describe('ReferenceFollower.stale', () => {
  it('says nothing before the first refresh, nor while the versions were confirmed within the keep time', async () => {
    const follower = new ReferenceFollower(churningStore(false), undefined, {
      retiredKeptMs: 600_000,
    });
    expect(follower.stale()).toBeUndefined();
    const before = Date.now();
    await follower.refresh();
    expect(follower.stale(before + 300_000)).toBeUndefined();
  });

  it('says why once a version swapped in retired has been retired longer than its rows are kept', async () => {
    // The versions keep changing: the third build is swapped in, retired when it is.
    const follower = new ReferenceFollower(churningStore(false), undefined, {
      retiredKeptMs: 600_000,
    });
    await follower.refresh();
    const after = Date.now();
    expect(follower.current().datasetVersions()).toEqual([{ name: 'lists', version: 'v3' }]);
    expect(follower.stale(after + 600_001)).toMatch(/may have been deleted/);
  });

  it('says why once polls have failed for longer than the keep time, and not after one succeeds', async () => {
    let failing = false;
    const store: Partial<ReferenceStore> = {
      generation: () => (failing ? Promise.reject(new Error('unreachable')) : Promise.resolve(1)),
      servedVersions: () => Promise.resolve({ generation: 1, versions: [] }),
    };
    const follower = new ReferenceFollower(store as ReferenceStore, undefined, {
      retiredKeptMs: 1000,
    });
    await follower.refresh();
    failing = true;
    await expect(follower.refresh()).rejects.toThrow(/unreachable/);
    expect(follower.stale(Date.now() + 1001)).toMatch(
      /refused until it reads the dataset versions again/,
    );
    failing = false;
    await follower.refresh();
    expect(follower.stale()).toBeUndefined();
  });
});

/**
 * Lets a follower with reads limited to 20 ms poll `store` every 5 ms until `done`; what it
 * reported as errors meanwhile.
 */
async function pollUntil(store: Partial<ReferenceStore>, done: () => boolean): Promise<unknown[]> {
  const errors: unknown[] = [];
  const follower = new ReferenceFollower(store as ReferenceStore, (e) => errors.push(e), {
    retiredKeptMs: 60_000,
    readTimeoutMs: 20,
  });
  follower.start(5);
  try {
    await expect.poll(done, { timeout: 2_000 }).toBe(true);
  } finally {
    follower.stop();
  }
  return errors;
}

describe('ReferenceFollower polls', () => {
  it('go on after a read of the dataset versions that never answers', async () => {
    let reads = 0;
    const store: Partial<ReferenceStore> = {
      // The first read hangs, as on a connection gone quiet; the later ones answer.
      generation: () => (++reads === 1 ? new Promise<number>(() => undefined) : Promise.resolve(0)),
      servedVersions: () => Promise.resolve({ generation: 0, versions: [] }),
    };
    const errors = await pollUntil(store, () => reads >= 2);
    expect(String(errors[0])).toMatch(/not read within 20 ms/);
  });
});

describe('ReferenceFollower polls after a switch', () => {
  it('go on after a read of the versions served that never answers', async () => {
    let generation = 0;
    let servedReads = 0;
    const store: Partial<ReferenceStore> = {
      // The counter moved; the first read of the versions served then hangs.
      generation: () => Promise.resolve(++generation),
      servedVersions: () =>
        ++servedReads === 1
          ? new Promise<ServedVersions>(() => undefined)
          : Promise.resolve({ generation, versions: [] }),
    };
    const errors = await pollUntil(store, () => servedReads >= 3);
    expect(String(errors[0])).toMatch(/not read within 20 ms/);
  });

  it('does not time the index builds between the reads', async () => {
    const served: ServedVersions = { generation: 1, versions: [] };
    const store: Partial<ReferenceStore> = {
      generation: () => Promise.resolve(1),
      servedVersions: () => Promise.resolve(served),
    };
    const follower = new ReferenceFollower(store as ReferenceStore, undefined, {
      retiredKeptMs: 60_000,
      readTimeoutMs: 20,
    });
    // A build far longer than the reads are given.
    follower.onSwitch(() => new Promise((built) => setTimeout(built, 100)));
    await expect(follower.refresh()).resolves.toBe(true);
  });
});

describe('ReferenceFollower stopped', () => {
  it('ends a poll in flight quietly, its read failing as the store is closed, and polls no more', async () => {
    let reads = 0;
    let closeStore: (() => void) | undefined;
    const store: Partial<ReferenceStore> = {
      // The second poll's read is answered only by the store's close, with its error.
      generation: () =>
        ++reads === 1
          ? Promise.resolve(0)
          : new Promise<number>((_, reject) => {
              closeStore = () => {
                reject(new Error('the store is closed'));
              };
            }),
      servedVersions: () => Promise.resolve({ generation: 0, versions: [] }),
    };
    const errors: unknown[] = [];
    const follower = new ReferenceFollower(store as ReferenceStore, (e) => errors.push(e));
    follower.start(5);
    await expect.poll(() => closeStore !== undefined, { timeout: 2_000 }).toBe(true);
    follower.stop();
    closeStore?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).toEqual([]);
    expect(reads).toBe(2);
  });
});

describe('ReferenceFollower started at once', () => {
  it('polls first without waiting, tells each poll’s end, and serves once a build succeeded', async () => {
    let failing = true;
    const store: Partial<ReferenceStore> = {
      generation: () => Promise.resolve(1),
      servedVersions: () => Promise.resolve({ generation: 1, versions: [] }),
    };
    const follower = new ReferenceFollower(store as ReferenceStore);
    // The first build fails (a store error), the next poll's succeeds.
    follower.onSwitch(() => (failing ? Promise.reject(new Error('build failed')) : undefined));
    const polls: unknown[] = [];
    expect(follower.hasServed).toBe(false);
    // A poll interval far longer than the test: only `now` can run the first poll in time.
    follower.start(60_000, { now: true, polled: (error) => polls.push(error) });
    try {
      await expect.poll(() => polls.length, { timeout: 2_000 }).toBe(1);
      expect(String(polls[0])).toMatch(/build failed/);
      expect(follower.hasServed).toBe(false);
    } finally {
      follower.stop();
    }
    failing = false;
    follower.start(60_000, { now: true, polled: (error) => polls.push(error) });
    try {
      await expect.poll(() => polls.length, { timeout: 2_000 }).toBe(2);
      expect(polls[1]).toBeUndefined();
      expect(follower.hasServed).toBe(true);
    } finally {
      follower.stop();
    }
  });

  it('waits what nextPollMs asks before the next poll, the poll interval where it says nothing', async () => {
    let reads = 0;
    const store: Partial<ReferenceStore> = {
      generation: () => {
        reads += 1;
        return Promise.reject(new Error('not answering'));
      },
    };
    const follower = new ReferenceFollower(store as ReferenceStore);
    const waits: (number | undefined)[] = [50, undefined];
    follower.start(60_000, { now: true, nextPollMs: () => waits.shift() });
    try {
      // The first poll at once, the second 50 ms later, the third only after the interval.
      await expect.poll(() => reads, { timeout: 2_000 }).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(reads).toBe(2);
    } finally {
      follower.stop();
    }
  });
});
