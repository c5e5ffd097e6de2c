import { describe, expect, it } from 'vitest';
import type { Entity } from '../entities/entity.js';
import { buildDirectory, directoryFor } from './company-directory-build.js';
import { CompanyDirectory, type DirectorySource } from './company-directory.js';
import { directory, ENTRIES, ids } from './company-directory.test-data.js';

describe('CompanyDirectory.atAddress', () => {
  const at = (...args: Parameters<CompanyDirectory['atAddress']>) =>
    directory.atAddress(...args).map((i) => directory.entityId(i));

  it('lists the companies at a postcode and number: extension given first, then active ones', () => {
    expect(at('1060AB', '6')).toEqual(['kompas', 'pinas', 'kompas-old']);
    expect(at('1060 ab', '6', 'B')).toEqual(['kompas-old', 'kompas', 'pinas']);
    expect(at('1060AB', '6', 'a-2')).toEqual(['pinas', 'kompas', 'kompas-old']);
  });

  it('orders companies of equal rank by name in code-point order, not by any locale', () => {
    // A locale's collation would put "de Vries" first and "Zander" last, wherever Ö falls.
    const names = ['Öztürk Bouw B.V.', 'de Vries Bouw B.V.', 'Zander Bouw B.V.'];
    const sameAddress = CompanyDirectory.build(
      names.map((name, i) => ({
        id: `co-${i}`,
        names: [name],
        postcode: '1234AB',
        houseNumber: '7',
        status: 'active',
      })),
    );
    const order = sameAddress.atAddress('1234AB', '7').map((i) => sameAddress.entityId(i));
    expect(order).toEqual(['co-2', 'co-1', 'co-0']);
  });

  it('finds nothing at an unknown or incomplete address', () => {
    expect(at('1060AB', '7')).toEqual([]);
    expect(at('9999ZZ', '6')).toEqual([]);
    expect(at('', '6')).toEqual([]);
    expect(at('1060AB', 'zes')).toEqual([]);
  });

  it('counts the companies that can be found at an address', () => {
    // Every entry but the foreign one without an address.
    expect(directory.withAddress).toBe(ENTRIES.length - 1);
    const noAddresses = CompanyDirectory.build([{ id: 'listed', names: ['Listed Ltd'] }]);
    expect(noAddresses.withAddress).toBe(0);
  });
});

/** A source of FtM entities, counting its reads. */
function sourceOf(entities: Entity[], failFirst = false): DirectorySource & { reads: number } {
  let failed = !failFirst;
  return {
    reads: 0,
    async *entitiesOf(schemata) {
      await Promise.resolve();
      if (!failed) {
        failed = true;
        throw new Error('store unavailable');
      }
      for (const entity of entities) {
        if (schemata.includes(entity.schema)) yield { dataset: 'fictitious', entity };
      }
    },
    entities(wanted) {
      this.reads++;
      return Promise.resolve(entities.filter((e) => wanted.includes(e.id)));
    },
  };
}

const ENTITIES: Entity[] = [
  ...Array.from({ length: 2500 }, (_, i): Entity[] => [
    {
      id: `co-${i}`,
      schema: 'Company',
      properties: { name: [`Fictief ${i} B.V.`], addressEntity: [`addr-${i}`] },
    },
    {
      id: `addr-${i}`,
      schema: 'Address',
      properties: { postalCode: ['1234AB'], houseNumber: [String(i)], city: ['Utrecht'] },
    },
  ]).flat(),
  { id: 'person', schema: 'Person', properties: { name: ['Fictief 7 B.V.'] } },
];

describe('directories of a registry', () => {
  it('read every company with its Address entity, a batch of addresses at a time', async () => {
    const source = sourceOf(ENTITIES);
    const built = await buildDirectory(source);
    expect(built.size).toBe(2500);
    expect(source.reads).toBe(3);
    expect(built.atAddress('1234AB', '7').map((i) => built.entityId(i))).toEqual(['co-7']);
    expect(ids(built.findByName({ name: 'Fictief 7 B.V.' }, { limit: 1 }))).toEqual(['co-7']);
  });

  it('are built once per registry, and again after a failed build', async () => {
    const source = sourceOf(ENTITIES.slice(0, 20), true);
    await expect(directoryFor(source)).rejects.toThrow('store unavailable');
    const first = directoryFor(source);
    expect(directoryFor(source)).toBe(first);
    expect((await first).size).toBe(10);
    const other = sourceOf(ENTITIES.slice(0, 2));
    expect((await directoryFor(other)).size).toBe(1);
  });
});
