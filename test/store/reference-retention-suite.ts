import { beforeEach, describe, expect, it } from 'vitest';
import { ReferenceFollower } from '../../src/registry/reference-follower.js';
import { StoreRegistry } from '../../src/registry/store-registry.js';
import type { Registry } from '../../src/registry/registry.js';
import type { Store } from '../../src/store/store.js';
import { importGroup, useReferenceStore } from './reference-fixtures.js';
import type { OpenedStore } from './store-suite-setup.js';

/** The name of the company the served `demo` version holds under 12345678, as a check reads it. */
async function servedName(registry: Registry): Promise<string | undefined> {
  if (!(registry instanceof StoreRegistry)) throw new Error('expected a store registry');
  const found = await registry.legalEntitiesBy('registrationNumber', '12345678');
  return found[0]?.properties.name?.[0];
}

/** Until `probe` holds, looking every few milliseconds (a second at most). */
async function until(probe: () => boolean): Promise<void> {
  const deadline = Date.now() + 1000;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * Retired versions and the servers that follow the switches: a server reads the versions to
 * serve, then builds its indexes (seconds, on large data) before it swaps them in; imports that
 * finish meanwhile must never leave it serving a version whose rows are gone.
 */
export function describeReferenceRetention(name: string, open: () => Promise<OpenedStore>): void {
  describe(`reference data retention (${name})`, () => {
    const opened = useReferenceStore(open);
    let store: Store;
    beforeEach(() => {
      store = opened.store;
    });

    it('never swaps a follower to a version retired while it built, and keeps that version readable', async () => {
      await importGroup(store, 'v1');
      const follower = new ReferenceFollower(store.reference);
      let release: () => void = () => undefined;
      let hold: Promise<void> | undefined = new Promise((resolve) => (release = resolve));
      const builtOn: string[] = [];
      const read: (string | undefined)[] = [];
      // The indexes of a switch: held on the first build, as a long build of a large dataset
      // is, then reading the rows of the versions built on.
      follower.onSwitch(async (registry) => {
        builtOn.push(registry.datasetVersions()[0]?.version ?? '');
        const held = hold;
        hold = undefined;
        if (held) await held;
        read.push(await servedName(registry));
      });
      const refreshing = follower.refresh();
      await until(() => builtOn.length === 1);
      // Three imports finish while the follower builds on v1: v1 is retired, and each import
      // purges what is due.
      await importGroup(store, 'v2');
      await importGroup(store, 'v3');
      await importGroup(store, 'v4');
      const v1 = (await store.reference.listVersions()).find((v) => v.label === 'v1');
      expect(v1).toMatchObject({ state: 'retired', retiredAt: expect.any(String) as string });
      expect(v1?.purgedAt).toBeUndefined();
      release();
      expect(await refreshing).toBe(true);
      // The build on v1 still read v1's rows; the follower then built again on what is served.
      expect(read[0]).toBe('Voorbeeld Handel B.V. v1');
      expect(builtOn).toEqual(['v1', 'v4']);
      const current = follower.current();
      expect(current.datasetVersions()).toEqual([{ name: 'demo', version: 'v4' }]);
      expect(await servedName(current)).toBe('Voorbeeld Handel B.V. v4');
    });

    it('deletes a retired version’s rows only once it has been retired for the time kept', async () => {
      await importGroup(store, 'v1');
      const onV1 = new StoreRegistry(store.reference, await store.reference.servedVersions());
      await importGroup(store, 'v2');
      await importGroup(store, 'v3');
      // Retired by the third import, which purged what was due: v1's rows are still there.
      expect(await servedName(onV1)).toBe('Voorbeeld Handel B.V. v1');
      expect(await store.reference.purge(60_000, 60_000)).toBe(0);
      expect(
        await servedName(
          new StoreRegistry(store.reference, await store.reference.servedVersions()),
        ),
      ).toBe('Voorbeeld Handel B.V. v3');
      // Once the time kept has passed (none here), the next purge deletes them.
      expect(await store.reference.purge(60_000, 0)).toBe(1);
      const v1 = (await store.reference.listVersions()).find((v) => v.label === 'v1');
      expect(v1).toMatchObject({ state: 'retired', purgedAt: expect.any(String) as string });
      const fresh = new StoreRegistry(store.reference, {
        generation: 0,
        versions: [{ dataset: 'demo', versionId: v1?.id ?? '', label: 'v1', format: 'memory' }],
      });
      expect(await servedName(fresh)).toBeUndefined();
    });
  });
}
