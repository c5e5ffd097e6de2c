import { beforeEach, describe, expect, it } from 'vitest';
import { runImport } from '../../src/ingest/run-import.js';
import { StoreRegistry } from '../../src/registry/store-registry.js';
import type { ImportItem, SourceEvent } from '../../src/sources/source.js';
import type { Store } from '../../src/store/store.js';
import { importGroup, line, memoryFormat, useReferenceStore } from './reference-fixtures.js';
import type { OpenedStore } from './store-suite-setup.js';

/** What an imported version holds and how the registry finds it: keys, records, pages. */
export function describeReferenceLookups(name: string, open: () => Promise<OpenedStore>): void {
  describe(`reference data lookups (${name})`, () => {
    const opened = useReferenceStore(open);
    let store: Store;
    beforeEach(() => {
      store = opened.store;
    });
    const registry = () => opened.registry();

    it('imports into a version that becomes visible only when published, with every lookup an index hit', async () => {
      expect((await store.reference.servedVersions()).versions).toEqual([]);
      const report = await importGroup(store, 'v1');
      expect(report).toMatchObject({ records: 7, rejected: 1, skipped: 1 });
      expect(report.rejections).toEqual([{ file: 'test', line: 6, reason: 'malformed line' }]);

      const r = await registry();
      expect(r.datasetVersions()).toEqual([{ name: 'demo', version: 'v1' }]);
      // By format: the versions imported in one of them, the same list for the same formats.
      expect(r.datasetVersions(['memory', 'ftm'])).toEqual([{ name: 'demo', version: 'v1' }]);
      expect(r.datasetVersions(['memory', 'ftm'])).toBe(r.datasetVersions(['memory', 'ftm']));
      expect(r.datasetVersions(['residents'])).toEqual([]);
      expect((await r.legalEntitiesBy('registrationNumber', '12345678')).map((e) => e.id)).toEqual([
        'co-1',
      ]);
      expect((await r.legalEntitiesBy('vat', 'nl 0012.34567 b01')).map((e) => e.id)).toEqual([
        'co-1',
      ]);
      expect((await r.legalEntitiesBy('lei', '724500VOORBEELD00001')).map((e) => e.id)).toEqual([
        'co-2',
      ]);
      const owners = await r.owners('co-1');
      expect(owners.map((o) => [o.other?.id, o.relation.properties.percentage])).toEqual([
        ['co-2', ['60']],
      ]);
      expect((await r.holdings('co-2')).map((o) => o.other?.id)).toEqual(['co-1']);
      expect((await r.directors('co-1')).map((d) => d.other?.properties.lastName)).toEqual([
        ['de Vries'],
      ]);
      expect((await r.directorships('p-1')).map((d) => d.other?.id)).toEqual(['co-1']);
      expect(await r.addresses('1012 ab', 1)).toHaveLength(2);
      expect(await r.addresses('1012AB', 1, undefined, '2')).toHaveLength(1);
      expect(await r.addressesOnStreet('AMSTERDAM', 'voorbeeldstraat', 1)).toHaveLength(2);
      expect(await r.records('financials', '12345678')).toEqual([
        { type: 'financials', key: '12345678', data: { risk_rating: 'BRR2' } },
      ]);
      expect(await r.completeAddress({ zip_code: '1012ab', house_number: '1' })).toMatchObject({
        street: 'Voorbeeldstraat',
        house_number: '1',
        zip_code: '1012AB',
      });
      expect(
        await r.completeAddress({
          zip_code: '1012AB',
          house_number: '1',
          house_number_extension: '2',
        }),
      ).toMatchObject({
        house_number_extension: '2',
      });
      expect(await r.completeAddress({ zip_code: '1012AB', house_number: '3' })).toBeUndefined();
    });

    it('gives the records of one key in the order of their content, whatever the order imported', async () => {
      const claim = (n: number, reference: string): SourceEvent =>
        line(n, [
          { kind: 'record', record: { type: 'claims', key: '12345678', data: { reference } } },
        ]);
      await runImport({
        store,
        format: memoryFormat([claim(1, 'c-2'), claim(2, 'c-3'), claim(3, 'c-1')]),
        paths: [],
        dataset: 'claims',
      });
      const records = await (await registry()).records('claims', '12345678');
      expect(records.map((r) => r.data.reference)).toEqual(['c-1', 'c-2', 'c-3']);
    });

    it('streams the served entities of chosen schemata page by page, in id order', async () => {
      await importGroup(store, 'v1');
      const served = await registry();
      const ids = async (schemata: string[], pageSize: number) => {
        const found: string[] = [];
        for await (const { dataset, entity } of served.entitiesOf(schemata, undefined, pageSize)) {
          expect(dataset).toBe('demo');
          found.push(entity.id);
        }
        return found;
      };
      expect(await ids(['Company', 'Person'], 1)).toEqual(['co-1', 'co-2', 'p-1']);
      expect(await ids(['Company', 'Person'], 2)).toEqual(['co-1', 'co-2', 'p-1']);
      expect(await ids(['Company', 'Person'], 100)).toEqual(['co-1', 'co-2', 'p-1']);
      expect(await ids(['Ownership'], 100)).toEqual(['own-1']);
      expect(await ids([], 100)).toEqual([]);
    });

    it("pages a version's addresses in postcode order, whole postcodes per page, and dates the import", async () => {
      const at = (postcode: string, houseNumber: number, street: string): ImportItem => ({
        kind: 'address',
        address: { postcode, houseNumber, street, city: 'Voorbeeldstad', secondary: false },
      });
      const addresses = [
        at('2000AA', 3, 'Laan'),
        at('1000AB', 2, 'Straat'),
        at('1000AB', 1, 'Straat'),
        at('1000AA', 1, 'Plein'),
        at('3000ZZ', 1, 'Weg'),
      ];
      await runImport({
        store,
        format: memoryFormat([line(1, addresses)]),
        paths: [],
        dataset: 'addresses',
        label: 'v1',
      });
      const [served] = (await store.reference.servedVersions()).versions;
      if (!served) throw new Error('nothing served');
      expect(Date.parse(served.importedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      const keys = (page: readonly { postcode: string; houseNumber: number }[]) =>
        page.map((a) => `${a.postcode} ${a.houseNumber}`);
      const page = (after: string | undefined, limit: number) =>
        store.reference.addressesOfVersion(served.versionId, after, limit);
      // Two addresses asked for: the second is in 1000AB, so all of 1000AB comes along.
      expect(keys(await page(undefined, 2))).toEqual(['1000AA 1', '1000AB 1', '1000AB 2']);
      expect(keys(await page('1000AB', 2))).toEqual(['2000AA 3', '3000ZZ 1']);
      expect(keys(await page('3000ZZ', 2))).toEqual([]);
      expect(keys(await page(undefined, 100))).toHaveLength(5);
      expect(await store.reference.addressesOfVersion('no-such-version', undefined, 10)).toEqual(
        [],
      );

      const registry = new StoreRegistry(store.reference, await store.reference.servedVersions());
      const pages: string[][] = [];
      for await (const p of registry.addressPages(1)) pages.push(keys(p));
      expect(pages).toEqual([['1000AA 1'], ['1000AB 1', '1000AB 2'], ['2000AA 3'], ['3000ZZ 1']]);
      expect(registry.addressDataUpdatedAt()).toBe(served.importedAt);
      expect((await registry.addressIndex()).size).toBe(5);
      expect(
        await registry.lookupAddress({ street: 'strat', house_number: '2', city: 'voorbeeldstad' }),
      ).toMatchObject({
        address: { postcode: '1000AB', houseNumber: 2 },
        corrections: [{ field: 'street', found: 'Straat' }],
        updatedAt: served.importedAt,
      });
    });
  });
}
