import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportError, runImport } from '../../src/ingest/run-import.js';
import { ReferenceFollower } from '../../src/registry/reference-follower.js';
import { StoreRegistry } from '../../src/registry/store-registry.js';
import { SCHEMA_NAMES } from '../../src/entities/schemata.js';
import type { Store } from '../../src/store/store.js';
import {
  companyGroup,
  importGroup,
  entity,
  memoryFormat,
  useReferenceStore,
} from './reference-fixtures.js';
import type { OpenedStore } from './store-suite-setup.js';

/** Dataset versions: the atomic switch, rollback, failed and killed imports, followers. */
export function describeReferenceVersions(name: string, open: () => Promise<OpenedStore>): void {
  describe(`reference data versions (${name})`, () => {
    const opened = useReferenceStore(open);
    let store: Store;
    beforeEach(() => {
      store = opened.store;
    });
    const registry = () => opened.registry();
    /** Stages a version of `demo` holding one company named after it; its id. */
    const stage = async (label: string) => {
      const id = await store.reference.beginVersion({
        dataset: 'demo',
        format: 'memory',
        label,
        source: '',
      });
      await store.reference.writeItems(id, [
        entity(`co-${label}`, 'Company', { name: [label], registrationNumber: ['12345678'] }),
      ]);
      return id;
    };
    const publish = (id: string) =>
      store.reference.publishVersion(id, { records: 1, rejected: 0, skipped: 0 }, 2);
    /** Each version's state and whether it is served, by label. */
    const statesByLabel = async () =>
      Object.fromEntries(
        (await store.reference.listVersions()).map((v) => [v.label, [v.state, v.current]]),
      );

    it('switches to a new version atomically, keeps the previous for rollback, and purges older ones', async () => {
      await importGroup(store, 'v1');
      const before = await store.reference.generation();
      await importGroup(store, 'v2');
      expect(await store.reference.generation()).toBe(before + 1);
      const names = async () =>
        (await (await registry()).legalEntitiesBy('registrationNumber', '12345678')).map(
          (e) => e.properties.name?.[0],
        );
      expect(await names()).toEqual(['Voorbeeld Handel B.V. v2']);

      await importGroup(store, 'v3');
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
      await expect(store.reference.rollback('nosuch')).rejects.toThrow('no dataset "nosuch"');
    });

    it('never retires the version it serves when imports of one dataset overlap, and rolls back in the order they were published', async () => {
      // A long import starts first and is published last, after two quicker ones.
      const slow = await stage('slow');
      await publish(await stage('first'));
      await publish(await stage('second'));
      await publish(slow);
      expect(await statesByLabel()).toEqual({
        slow: ['ready', true],
        second: ['ready', false],
        first: ['retired', false],
      });
      await store.reference.purge(60_000, 0);
      const served = async () =>
        (await (await registry()).legalEntitiesBy('registrationNumber', '12345678')).map(
          (e) => e.id,
        );
      expect(await served()).toEqual(['co-slow']);
      // Back one is the version published before it.
      await store.reference.rollback('demo');
      expect(await served()).toEqual(['co-second']);
      await expect(store.reference.rollback('demo')).rejects.toThrow(/no earlier ready version/);
    });

    it('lets an import of a dataset wait for the turn of another, and then run', async () => {
      await importGroup(store, 'v1');
      let endTurn: () => void = () => undefined;
      const turnTaken = new Promise<void>((taken) => {
        void store.reference.inImportTurn('demo', () => {
          taken();
          return new Promise<void>((ended) => (endTurn = ended));
        });
      });
      await turnTaken;
      let waited = 0;
      const second = runImport({
        store,
        format: memoryFormat(companyGroup('v2')),
        paths: [],
        dataset: 'demo',
        label: 'v2',
        onWaitForTurn: () => (waited += 1),
      });
      await new Promise((resolve) => setTimeout(resolve, 600));
      // Not begun: no version staged beside v1 while the other holds the turn.
      expect((await store.reference.listVersions()).map((v) => v.label)).toEqual(['v1']);
      expect(waited).toBe(1);
      endTurn();
      expect((await second).records).toBeGreaterThan(0);
      const served = (await store.reference.listVersions()).find((v) => v.current);
      expect(served?.label).toBe('v2');
    });

    it('keeps and rolls back to the version served before, even where the clocks of overlapping publications disagree', async () => {
      const publishAt = async (label: string, at: string) => {
        const id = await stage(label);
        // A publication reads the clock, then may wait for another's write lock: its time can
        // be earlier than that of the publication committed just before it.
        vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
        try {
          await publish(id);
        } finally {
          vi.useRealTimers();
        }
      };
      await publishAt('first', '2026-11-26T09:10:28.903Z');
      await publishAt('second', '2026-11-26T09:10:28.877Z');
      await publishAt('third', '2026-11-26T09:11:00.000Z');
      expect(await statesByLabel()).toEqual({
        third: ['ready', true],
        second: ['ready', false],
        first: ['retired', false],
      });
      await store.reference.purge(60_000, 0);
      expect(await store.reference.rollback('demo')).toMatchObject({});
      const served = (
        await (await registry()).legalEntitiesBy('registrationNumber', '12345678')
      ).map((e) => e.id);
      expect(served).toEqual(['co-second']);
    });

    it('stores how many values an import left out, with the version', async () => {
      const events = companyGroup('left-out');
      const first = events[0];
      if (!first || !('items' in first)) throw new Error('the group starts with an entity');
      events[0] = {
        ...first,
        dropped: ['co: country "eu" is not a country; the value was left out'],
      };
      const report = await runImport({
        store,
        format: memoryFormat(events),
        paths: [],
        dataset: 'demo',
      });
      expect(report.droppedValues).toBe(1);
      const version = (await store.reference.listVersions()).find((v) => v.id === report.versionId);
      expect(version).toMatchObject({ state: 'ready', leftOut: 1 });
      // A failed import keeps the count it had reached.
      const failing = runImport({
        store,
        format: memoryFormat(events, 2),
        paths: [],
        dataset: 'demo',
        batchSize: 1,
      });
      await expect(failing).rejects.toBeInstanceOf(ImportError);
      const failed = (await store.reference.listVersions()).find((v) => v.state === 'failed');
      expect(failed).toMatchObject({ leftOut: 1 });
    });

    it('leaves the served version untouched when an import fails or is killed, and purges what it left', async () => {
      await importGroup(store, 'v1');
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
      // Listed with why it failed and how far it got.
      expect(
        (await store.reference.listVersions()).find((v) => v.state === 'failed'),
      ).toMatchObject({ failure: 'source broke off', records: 3 });

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

      // Once it has been silent long enough it is taken for abandoned and its rows go (those of
      // the failed import went when it failed). Each version's rows are deleted once.
      expect(await store.reference.purge(0, 0)).toBe(1);
      expect(await store.reference.purge(0, 0)).toBe(0);
      const versions = await store.reference.listVersions();
      const killedVersion = versions.find((v) => v.label === 'killed');
      expect(killedVersion?.state).toBe('failed');
      expect(killedVersion?.purgedAt).toEqual(expect.any(String));
      expect(versions.find((v) => v.label === 'v1')?.purgedAt).toBeUndefined();
      expect(await store.reference.entitiesById([killed], ['co-9'])).toEqual([]);
    });

    it('takes a version left staging by an import that ended unfinished for abandoned at the next import of its dataset, at once', async () => {
      await importGroup(store, 'v1');
      const begin = (dataset: string, label: string) =>
        store.reference.beginVersion({ dataset, format: 'memory', label, source: '' });
      // Killed imports: staged rows, never published, never failed, heard from a moment ago.
      const killed = await begin('demo', 'killed');
      const company = (id: string) => entity(id, 'Company', { name: [id] });
      await store.reference.writeItems(killed, [company('co-k1'), company('co-k2')], {
        records: 2,
        rejected: 1,
        skipped: 0,
      });
      const other = await begin('other', 'other-killed');
      await store.reference.writeItems(other, [company('co-o1')], {
        records: 1,
        rejected: 0,
        skipped: 0,
      });
      expect((await store.reference.listVersions()).find((v) => v.id === killed)).toMatchObject({
        state: 'staging',
        records: 2,
        rejected: 1,
      });
      // The next import holds the dataset's turn, which a running import of it would hold.
      await importGroup(store, 'v2');
      const versions = await store.reference.listVersions();
      expect(versions.find((v) => v.id === killed)).toMatchObject({
        state: 'failed',
        failure: expect.stringMatching(/^abandoned: its import ended without finishing/) as string,
        records: 2,
        rejected: 1,
        purgedAt: expect.any(String) as string,
      });
      expect(await store.reference.entitiesById([killed], ['co-k1', 'co-k2'])).toEqual([]);
      // PostgreSQL's turns are per dataset: another dataset's import may still be running.
      // SQLite's turn is one for all imports, so none is.
      expect(versions.find((v) => v.id === other)?.state).toBe(
        name === 'postgres' ? 'staging' : 'failed',
      );
    });

    it('stages the same rows when the same records are imported again', async () => {
      const contents = async (versionId: string) => ({
        entities: await store.reference.entitiesOfVersion(versionId, SCHEMA_NAMES, undefined, 100),
        addresses: await store.reference.addressesOfVersion(versionId, undefined, 100),
        records: await store.reference.recordsByKey([versionId], 'financials', '12345678'),
        byKey: await store.reference.entitiesByKey([versionId], 'owner:co-2'),
        sources: await store.reference.entitySources(versionId, ['co-1', 'p-1']),
      });
      const options = { store, paths: [], dataset: 'demo' };
      const first = await runImport({ ...options, format: memoryFormat(companyGroup('v1')) });
      const again = await runImport({ ...options, format: memoryFormat(companyGroup('v1')) });
      expect(again).toMatchObject({ records: first.records, rejected: 1, skipped: 1 });
      const before = await contents(first.versionId);
      expect(before.entities).toHaveLength(5);
      expect(before.addresses).toHaveLength(2);
      expect(await contents(again.versionId)).toEqual(before);
    });

    it('refuses to publish an empty import unless asked', async () => {
      await importGroup(store, 'v1');
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
      await importGroup(store, 'v1');
      const switched: string[] = [];
      follower.onSwitch((r) => {
        switched.push(r.datasetVersions()[0]?.version ?? '');
      });
      expect(await follower.refresh()).toBe(true);
      const first = follower.current();
      expect(await follower.refresh()).toBe(false);
      await importGroup(store, 'v2');
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
