import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Entity } from '../../src/entities/entity.js';
import { ImportError, runImport } from '../../src/ingest/run-import.js';
import { ReferenceFollower } from '../../src/registry/reference-follower.js';
import { StoreRegistry } from '../../src/registry/store-registry.js';
import type { ImportItem, SourceEvent, SourceFormat } from '../../src/sources/source.js';
import type { Store } from '../../src/store/store.js';
import type { OpenedStore } from './store-suite.js';

/** A format over events held in memory, optionally failing after some of them. */
function memoryFormat(events: SourceEvent[], failAfter?: number): SourceFormat {
  return {
    name: 'memory',
    description: 'events held by the test',
    paths: 'none',
    // Importing does not read the declaration; the events are whatever the test gives.
    yields: 'entities',
    async *read() {
      let n = 0;
      for (const event of events) {
        if (failAfter !== undefined && n === failAfter) throw new Error('source broke off');
        n += 1;
        await Promise.resolve();
        yield event;
      }
    },
  };
}

const entity = (
  id: string,
  schema: Entity['schema'],
  properties: Record<string, string[]>,
): ImportItem => ({
  kind: 'entity',
  entity: { id, schema, properties },
});

const line = (n: number, items: ImportItem[]): SourceEvent => ({ file: 'test', line: n, items });

/** A small fictitious company group: a holding owning 60 % of an operating company. */
function companyGroup(suffix: string): SourceEvent[] {
  return [
    line(1, [
      entity('co-1', 'Company', {
        name: [`Voorbeeld Handel B.V. ${suffix}`],
        registrationNumber: ['12345678'],
        vatCode: ['NL001234567B01'],
        country: ['nl'],
      }),
    ]),
    line(2, [
      entity('co-2', 'Company', {
        name: ['Voorbeeld Holding B.V.'],
        registrationNumber: ['87654321'],
        leiCode: ['724500VOORBEELD00001'],
      }),
    ]),
    line(3, [
      entity('own-1', 'Ownership', {
        owner: ['co-2'],
        asset: ['co-1'],
        percentage: ['60'],
        startDate: ['2015-03-01'],
      }),
    ]),
    line(4, [
      entity('p-1', 'Person', {
        name: ['Jan de Vries'],
        firstName: ['Jan'],
        lastName: ['de Vries'],
        birthDate: ['1970-05-04'],
      }),
    ]),
    line(5, [
      entity('dir-1', 'Directorship', {
        director: ['p-1'],
        organization: ['co-1'],
        role: ['bestuurder'],
      }),
    ]),
    { file: 'test', line: 6, rejected: 'malformed line' },
    { file: 'test', line: 7, skipped: 'Vessel is not used' },
    line(8, [
      {
        kind: 'address',
        address: {
          postcode: '1012AB',
          houseNumber: 1,
          street: 'Voorbeeldstraat',
          city: 'Amsterdam',
          secondary: false,
        },
      },
      {
        kind: 'address',
        address: {
          postcode: '1012AB',
          houseNumber: 1,
          addition: '2',
          street: 'Voorbeeldstraat',
          city: 'Amsterdam',
          secondary: false,
        },
      },
    ]),
    line(9, [
      {
        kind: 'record',
        record: { type: 'financials', key: '12345678', data: { risk_rating: 'BRR2' } },
      },
    ]),
  ];
}

export function describeReferenceSuite(name: string, open: () => Promise<OpenedStore>): void {
  describe(`reference data (${name})`, () => {
    let opened: OpenedStore;
    let store: Store;

    beforeEach(async () => {
      opened = await open();
      store = opened.store;
      await store.migrate();
    });
    afterEach(async () => {
      await store.close();
      await opened.cleanup();
    });

    const registry = async () =>
      new StoreRegistry(store.reference, await store.reference.servedVersions());

    it('rejects a record whose key is too long for an index, naming the field, and imports the rest', async () => {
      const report = await runImport({
        store,
        format: memoryFormat([
          line(1, [entity('p-long', 'Person', { name: ['x'], lastName: ['v'.repeat(3000)] })]),
          line(2, [
            entity('co-long', 'Company', { name: ['y'], registrationNumber: ['9'.repeat(9000)] }),
          ]),
          line(3, [entity('p-ok', 'Person', { name: ['z'], lastName: ['w'.repeat(900)] })]),
        ]),
        paths: [],
        dataset: 'long',
      });
      expect(report.records).toBe(1);
      expect(report.rejections.map((r) => [r.line, r.reason])).toEqual([
        [1, 'p-long: lastName is too long to be looked up by: its key is 3007 bytes, at most 1000'],
        [
          2,
          'co-long: registrationNumber is too long to be looked up by: its key is 9004 bytes, at most 1000',
        ],
      ]);
      expect((await (await registry()).persons('w'.repeat(900))).map((p) => p.id)).toEqual([
        'p-ok',
      ]);
    });

    it('imports into a version that becomes visible only when published, with every lookup an index hit', async () => {
      expect((await store.reference.servedVersions()).versions).toEqual([]);
      const report = await runImport({
        store,
        format: memoryFormat(companyGroup('v1')),
        paths: [],
        dataset: 'demo',
        label: 'v1',
      });
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
      expect((await r.persons('De Vries', '1970-05-04')).map((p) => p.id)).toEqual(['p-1']);
      expect(await r.persons('de vries', '1971-01-01')).toEqual([]);
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
      await runImport({
        store,
        format: memoryFormat(companyGroup('v1')),
        paths: [],
        dataset: 'demo',
        label: 'v1',
      });
      const served = await registry();
      const ids = async (schemata: string[], pageSize: number) => {
        const found: string[] = [];
        for await (const { dataset, entity } of served.entitiesOf(schemata, pageSize)) {
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

    it('switches to a new version atomically, keeps the previous for rollback, and purges older ones', async () => {
      await runImport({
        store,
        format: memoryFormat(companyGroup('v1')),
        paths: [],
        dataset: 'demo',
        label: 'v1',
      });
      const before = await store.reference.generation();
      await runImport({
        store,
        format: memoryFormat(companyGroup('v2')),
        paths: [],
        dataset: 'demo',
        label: 'v2',
      });
      expect(await store.reference.generation()).toBe(before + 1);
      const names = async () =>
        (await (await registry()).legalEntitiesBy('registrationNumber', '12345678')).map(
          (e) => e.properties.name?.[0],
        );
      expect(await names()).toEqual(['Voorbeeld Handel B.V. v2']);

      await runImport({
        store,
        format: memoryFormat(companyGroup('v3')),
        paths: [],
        dataset: 'demo',
        label: 'v3',
      });
      const states = (await store.reference.listVersions()).map((v) => [
        v.label,
        v.state,
        v.current,
      ]);
      expect(states).toEqual([
        ['v3', 'ready', true],
        ['v2', 'ready', false],
        ['v1', 'retired', false],
      ]);

      expect(await store.reference.rollback('demo')).toMatchObject({});
      expect(await names()).toEqual(['Voorbeeld Handel B.V. v2']);
      await expect(store.reference.rollback('demo')).rejects.toThrow(/no earlier ready version/);
      await expect(store.reference.rollback('nothing')).rejects.toThrow(/no version/);
    });

    it('leaves the served version untouched when an import fails or is killed, and purges what it left', async () => {
      await runImport({
        store,
        format: memoryFormat(companyGroup('v1')),
        paths: [],
        dataset: 'demo',
        label: 'v1',
      });
      const served = await store.reference.servedVersions();

      const failing = runImport({
        store,
        format: memoryFormat(companyGroup('broken'), 3),
        paths: [],
        dataset: 'demo',
        batchSize: 1,
      });
      await expect(failing).rejects.toBeInstanceOf(ImportError);
      expect(await store.reference.servedVersions()).toEqual(served);

      // A killed import: staged rows, never published, never failed.
      const killed = await store.reference.beginVersion({
        dataset: 'demo',
        format: 'memory',
        label: 'killed',
        source: '',
      });
      await store.reference.writeItems(killed, [
        entity('co-9', 'Company', {
          name: ['Half Geimporteerd B.V.'],
          registrationNumber: ['99999999'],
        }),
      ]);
      expect(await (await registry()).legalEntitiesBy('registrationNumber', '99999999')).toEqual(
        [],
      );
      expect(await store.reference.servedVersions()).toEqual(served);

      // Once it has been silent long enough it is taken for abandoned and its rows go.
      expect(await store.reference.purge(0)).toBeGreaterThanOrEqual(2);
      const states = Object.fromEntries(
        (await store.reference.listVersions()).map((v) => [v.label, v.state]),
      );
      expect(states.killed).toBe('failed');
      expect(await store.reference.entitiesById([killed], ['co-9'])).toEqual([]);
    });

    it('refuses to publish an empty import unless asked', async () => {
      await runImport({
        store,
        format: memoryFormat(companyGroup('v1')),
        paths: [],
        dataset: 'demo',
        label: 'v1',
      });
      await expect(
        runImport({ store, format: memoryFormat([]), paths: [], dataset: 'demo' }),
      ).rejects.toThrow(/nothing was imported/);
      expect((await store.reference.servedVersions()).versions[0]?.label).toBe('v1');
      await runImport({
        store,
        format: memoryFormat([]),
        paths: [],
        dataset: 'demo',
        label: 'empty',
        allowEmpty: true,
      });
      expect((await store.reference.servedVersions()).versions[0]?.label).toBe('empty');
    });

    it('lets a follower swap registries when a version is published, while old registries keep their data', async () => {
      const follower = new ReferenceFollower(store.reference);
      expect(await follower.refresh()).toBe(true);
      expect(follower.current().datasetVersions()).toEqual([]);
      await runImport({
        store,
        format: memoryFormat(companyGroup('v1')),
        paths: [],
        dataset: 'demo',
        label: 'v1',
      });
      const switched: string[] = [];
      follower.onSwitch((r) => {
        switched.push(r.datasetVersions()[0]?.version ?? '');
      });
      expect(await follower.refresh()).toBe(true);
      const first = follower.current();
      expect(await follower.refresh()).toBe(false);
      await runImport({
        store,
        format: memoryFormat(companyGroup('v2')),
        paths: [],
        dataset: 'demo',
        label: 'v2',
      });
      expect(await follower.refresh()).toBe(true);
      expect(switched).toEqual(['v1', 'v2']);
      expect(follower.current().datasetVersions()).toEqual([{ name: 'demo', version: 'v2' }]);
      // A check that started on v1 still reads v1 (kept for rollback).
      expect(first.datasetVersions()).toEqual([{ name: 'demo', version: 'v1' }]);
      if (!(first instanceof StoreRegistry)) throw new Error('expected a store registry');
      const fromFirst = await first.legalEntitiesBy('registrationNumber', '12345678');
      expect(fromFirst[0]?.properties.name).toEqual(['Voorbeeld Handel B.V. v1']);
    });
  });
}
