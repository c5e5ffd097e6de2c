import { beforeEach, describe, expect, it } from 'vitest';
import { directoryFor } from '../../src/registry/company-directory-build.js';
import { StoreRegistry } from '../../src/registry/store-registry.js';
import { createScreeningService } from '../../src/screening/default-service.js';
import type { ImportItem } from '../../src/sources/source.js';
import type { Store } from '../../src/store/store.js';
import { addressAt1012LG1, entity, useReferenceStore } from './reference-fixtures.js';
import type { OpenedStore } from './store-suite-setup.js';

/**
 * The in-memory indexes of a dataset switch: only those whose data changed are built again
 * (the screening index alone takes half a minute at a million entities).
 */
export function describeReferenceIndexes(name: string, open: () => Promise<OpenedStore>): void {
  describe(`indexes of a dataset switch (${name})`, () => {
    const opened = useReferenceStore(open);
    let store: Store;
    beforeEach(() => {
      store = opened.store;
    });
    const publish = async (dataset: string, format: string, label: string, items: ImportItem[]) => {
      const id = await store.reference.beginVersion({ dataset, format, label, source: '' });
      await store.reference.writeItems(id, items);
      await store.reference.publishVersion(
        id,
        { records: items.length, rejected: 0, skipped: 0 },
        2,
      );
    };
    const registry = async () =>
      new StoreRegistry(store.reference, await store.reference.servedVersions());
    const listed = (label: string) =>
      entity(`p-${label}`, 'Person', { name: [`Jan ${label} Voorbeeld`], topics: ['sanction'] });
    const company = entity('co-1', 'Company', {
      name: ['Voorbeeld Handel B.V.'],
      registrationNumber: ['12345678'],
    });

    it('keeps the screening index and company directory when only the addresses change, and the address index when only entities change', async () => {
      const screening = createScreeningService();
      await publish('fictitious-list', 'ftm', 'l1', [listed('Een'), company]);
      await publish('fictitious-bag', 'bag-csv', 'a1', [addressAt1012LG1('Damrak')]);
      const first = await registry();
      const watchlist = await screening.watchlistFor(first);
      const directory = await directoryFor(first);
      const addresses = await first.addressIndex();

      await publish('fictitious-bag', 'bag-csv', 'a2', [addressAt1012LG1('Rokin')]);
      const second = await registry();
      expect(await screening.watchlistFor(second)).toBe(watchlist);
      expect(await directoryFor(second)).toBe(directory);
      const newAddresses = await second.addressIndex();
      expect(newAddresses).not.toBe(addresses);
      expect(newAddresses.at('1012LG', 1).map((a) => a.street)).toEqual(['Rokin']);

      await publish('fictitious-list', 'ftm', 'l2', [listed('Twee'), company]);
      const third = await registry();
      expect(await third.addressIndex()).toBe(newAddresses);
      const newWatchlist = await screening.watchlistFor(third);
      expect(newWatchlist).not.toBe(watchlist);
      expect(await directoryFor(third)).not.toBe(directory);
      const hits = newWatchlist.index.search({ kind: 'person', names: ['Jan Twee Voorbeeld'] });
      expect(hits.map((h) => h.id)).toEqual(['p-Twee']);
    });

    it('keeps the company directory when a list of listings alone changes, and builds the screening index from the datasets holding listings only', async () => {
      const screening = createScreeningService();
      const address = entity('co-1-address', 'Address', { full: ['Damrak 1, 1012LG Amsterdam'] });
      const registered = entity('co-1', 'Company', {
        name: ['Voorbeeld Handel B.V.'],
        registrationNumber: ['12345678'],
        addressEntity: ['co-1-address'],
      });
      await publish('fictitious-register', 'ftm', 'r1', [address, registered]);
      await publish('fictitious-list', 'ftm', 'l1', [listed('Een')]);
      const first = await registry();
      expect(
        (await store.reference.servedVersions()).versions.map((v) => [
          v.dataset,
          v.listed,
          v.registered,
        ]),
      ).toEqual([
        ['fictitious-list', 1, 0],
        ['fictitious-register', 0, 1],
      ]);
      const directory = await directoryFor(first);
      expect(directory.size).toBe(1);

      await publish('fictitious-list', 'ftm', 'l2', [listed('Twee')]);
      const second = await registry();
      const listVersion = (await store.reference.servedVersions()).versions.find(
        (v) => v.dataset === 'fictitious-list',
      )?.versionId;
      const read: string[] = [];
      const entitiesOfVersion = store.reference.entitiesOfVersion.bind(store.reference);
      store.reference.entitiesOfVersion = (versionId, ...rest) => {
        read.push(versionId);
        return entitiesOfVersion(versionId, ...rest);
      };
      const watchlist = await screening.watchlistFor(second);
      expect(new Set(read)).toEqual(new Set([listVersion]));
      expect(watchlist.size).toBe(1);
      expect(await directoryFor(second)).toBe(directory);
    });
  });
}
