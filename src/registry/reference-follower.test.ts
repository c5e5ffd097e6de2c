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
