import { beforeEach, describe, expect, it } from 'vitest';
import { runImport } from '../../src/ingest/run-import.js';
import type { ImportItem } from '../../src/sources/source.js';
import type { Store } from '../../src/store/store.js';
import {
  addressAt1012LG1,
  entity,
  line,
  memoryFormat,
  useReferenceStore,
} from './reference-fixtures.js';
import type { OpenedStore } from './store-suite-setup.js';

/** Records the import rejects so that both stores take the same ones and none fails a whole import. */
export function describeReferenceImportChecks(
  name: string,
  open: () => Promise<OpenedStore>,
): void {
  describe(`reference data import checks (${name})`, () => {
    const opened = useReferenceStore(open);
    let store: Store;
    beforeEach(() => {
      store = opened.store;
    });
    const registry = () => opened.registry();

    it('rejects a record whose key is too long for an index, naming the field, and imports the rest', async () => {
      const report = await runImport({
        store,
        format: memoryFormat([
          line(1, [entity('co-vat', 'Company', { name: ['x'], vatCode: ['V'.repeat(3000)] })]),
          line(2, [
            entity('co-long', 'Company', { name: ['y'], registrationNumber: ['9'.repeat(9000)] }),
          ]),
          line(3, [
            entity('co-ok', 'Company', { name: ['z'], registrationNumber: ['8'.repeat(900)] }),
          ]),
        ]),
        paths: [],
        dataset: 'long',
      });
      expect(report.records).toBe(1);
      expect(report.rejections.map((r) => [r.line, r.reason])).toEqual([
        [1, 'co-vat: vatCode is too long to be looked up by: its key is 3004 bytes, at most 1000'],
        [
          2,
          'co-long: registrationNumber is too long to be looked up by: its key is 9004 bytes, at most 1000',
        ],
      ]);
      const found = await (await registry()).legalEntitiesBy('registrationNumber', '8'.repeat(900));
      expect(found.map((e) => e.id)).toEqual(['co-ok']);
    });

    it('rejects an address whose street or city key is too long for an index, and imports the rest', async () => {
      // Text that does not compress: PostgreSQL compresses a long index entry first.
      const noise = (length: number) =>
        Array.from({ length }, (_, i) => ((i * 7919) % 36).toString(36)).join('');
      const at = (houseNumber: number, street: string, city: string): ImportItem => ({
        kind: 'address',
        address: { postcode: '1012AB', houseNumber, street, city, secondary: false },
      });
      const report = await runImport({
        store,
        format: memoryFormat([
          line(1, [at(1, noise(3000), 'Amsterdam')]),
          line(2, [at(2, 'Damrak', noise(1001))]),
          line(3, [at(3, noise(1000), 'Amsterdam')]),
        ]),
        paths: [],
        dataset: 'addresses',
      });
      expect(report.rejections.map((r) => [r.line, r.reason])).toEqual([
        [1, 'street is too long to be looked up by: its key is 3000 bytes, at most 1000'],
        [2, 'city is too long to be looked up by: its key is 1001 bytes, at most 1000'],
      ]);
      expect(report.records).toBe(1);
      const found = await (await registry()).addressesOnStreet('Amsterdam', noise(1000), 3);
      expect(found.map((a) => a.houseNumber)).toEqual([3]);
    });

    it('names the line of the record kept for a repeated id, however many batches back it was staged', async () => {
      const person = (n: number, id: string) =>
        line(n, [entity(id, 'Person', { name: [`Person ${id}`] })]);
      const report = await runImport({
        store,
        format: memoryFormat([person(1, 'p1'), person(2, 'p2'), person(3, 'p3'), person(4, 'p1')]),
        paths: [],
        dataset: 'people',
        batchSize: 1,
      });
      expect(report.records).toBe(3);
      expect(report.rejections.map((r) => [r.line, r.reason])).toEqual([
        [4, 'id p1 appears more than once (first at line 1, which is kept)'],
      ]);
      // Where each staged entity was read is kept with it; ids the version lacks are left out.
      const sources = await store.reference.entitySources(report.versionId, ['p2', 'p1', 'nobody']);
      expect([...sources].sort()).toEqual([
        ['p1', { file: 0, line: 1 }],
        ['p2', { file: 0, line: 2 }],
      ]);
    });

    it('rejects a BAG row given twice (an address of one object) against staged batches, and keeps two objects at one address', async () => {
      const at = (n: number, objectId: string, houseLetter?: string) =>
        line(n, [
          addressAt1012LG1(`Damrak (${n})`, {
            objectId,
            ...(houseLetter !== undefined && { houseLetter }),
          }),
        ]);
      const report = await runImport({
        store,
        format: memoryFormat([
          at(1, 'o1'),
          at(2, 'o1', 'A'),
          at(3, 'o2'),
          at(4, 'o1'),
          at(5, 'o1', 'a'),
        ]),
        paths: [],
        dataset: 'addresses',
        batchSize: 1,
      });
      expect(report.records).toBe(3);
      const repeated = (extension: string) =>
        `the address 1012LG 1${extension} of object o1 appears more than once (first in an earlier record, which is kept)`;
      expect(report.rejections.map((r) => [r.line, r.reason])).toEqual([
        [4, repeated('')],
        [5, repeated(' A')],
      ]);
      const found = await (await registry()).addresses('1012LG', 1);
      expect(found.map((a) => a.street).sort()).toEqual(['Damrak (1)', 'Damrak (2)', 'Damrak (3)']);
    });
  });
}
