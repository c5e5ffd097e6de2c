import { afterEach, beforeEach } from 'vitest';
import type { Entity } from '../../src/entities/entity.js';
import { runImport, type ImportReport } from '../../src/ingest/run-import.js';
import { StoreRegistry } from '../../src/registry/store-registry.js';
import type { ImportItem, SourceEvent, SourceFormat } from '../../src/sources/source.js';
import type { Store } from '../../src/store/store.js';
import type { OpenedStore } from './store-suite-setup.js';

/** A format over events held in memory, optionally failing after some of them. */
export function memoryFormat(events: SourceEvent[], failAfter?: number): SourceFormat {
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

export const entity = (
  id: string,
  schema: Entity['schema'],
  properties: Record<string, string[]>,
): ImportItem => ({
  kind: 'entity',
  entity: { id, schema, properties },
});

/** A fictitious BAG address at 1012LG 1 on `street`, with a letter, addition or object id. */
export const addressAt1012LG1 = (
  street: string,
  extension: { houseLetter?: string; addition?: string; objectId?: string } = {},
): ImportItem & { kind: 'address' } => ({
  kind: 'address',
  address: {
    postcode: '1012LG',
    houseNumber: 1,
    street,
    city: 'Amsterdam',
    secondary: false,
    ...extension,
  },
});

export const line = (n: number, items: ImportItem[]): SourceEvent => ({
  file: 'test',
  line: n,
  items,
});

/** A small fictitious company group: a holding owning 60 % of an operating company. */
export function companyGroup(suffix: string): SourceEvent[] {
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

/** A store of its own for each test of a describe block, migrated; closed and removed after it. */
/** Imports `companyGroup(label)` into the dataset `demo` as version `label`, and publishes it. */
export const importGroup = (store: Store, label: string): Promise<ImportReport> =>
  runImport({
    store,
    format: memoryFormat(companyGroup(label)),
    paths: [],
    dataset: 'demo',
    label,
  });

export interface ReferenceTestStore {
  readonly store: Store;
  /** A registry over the versions served now. */
  registry(): Promise<StoreRegistry>;
}

export function useReferenceStore(open: () => Promise<OpenedStore>): ReferenceTestStore {
  let opened: OpenedStore | undefined;
  beforeEach(async () => {
    opened = await open();
    await opened.store.migrate();
  });
  afterEach(async () => {
    const done = opened;
    opened = undefined;
    if (!done) return;
    await done.store.close();
    await done.cleanup();
  });
  return {
    get store() {
      if (!opened) throw new Error('the store is open only during a test');
      return opened.store;
    },
    async registry() {
      const { store } = this;
      return new StoreRegistry(store.reference, await store.reference.servedVersions());
    },
  };
}
