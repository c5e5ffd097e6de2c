import { describe, expect, it } from 'vitest';
import type { ReadAt, SourceEvent } from '../sources/source.js';
import { addressAt1012LG1 } from '../../test/store/reference-fixtures.js';
import { addressKey, SeenIds } from './seen-ids.js';

const person = (file: string, line: number, ...ids: string[]): SourceEvent => ({
  file,
  line,
  items: ids.map((id) => ({
    kind: 'entity' as const,
    entity: { id, schema: 'Person' as const, properties: { name: [id] } },
  })),
});

/**
 * SeenIds over a pretend store: `write()` stores what was read, as run-import writes a batch,
 * with where each was read unless `placesKept` is false (rows staged without it).
 */
function seenIds(placesKept = true) {
  const stored = new Map<string, ReadAt | undefined>();
  const asked: string[][] = [];
  let read: [string, ReadAt][] = [];
  const seen = new SeenIds((ids) => {
    asked.push([...ids]);
    return Promise.resolve(new Map([...stored].filter(([id]) => ids.includes(id))));
  });
  const check = async (event: SourceEvent) => {
    const out = await seen.check(event);
    if ('items' in out) {
      const at = { file: seen.fileNumber(out.file), line: out.line };
      for (const item of out.items) if (item.kind === 'entity') read.push([item.entity.id, at]);
    }
    return out;
  };
  const write = () => {
    for (const [id, at] of read) stored.set(id, placesKept ? at : undefined);
    read = [];
    seen.written();
  };
  return { check, write, asked };
}

describe('SeenIds', () => {
  it('rejects a repeat in the records not yet written, naming where the id was first read', async () => {
    const { check } = seenIds();
    expect(await check(person('a.json', 1, 'p1', 'p1-address'))).toMatchObject({ line: 1 });
    expect(await check(person('a.json', 7, 'p2'))).toHaveProperty('items');
    expect(await check(person('a.json', 9, 'p2'))).toEqual({
      file: 'a.json',
      line: 9,
      rejected: 'id p2 appears more than once (first at line 7, which is kept)',
    });
    expect(await check(person('b.json', 3, 'x', 'p1-address'))).toEqual({
      file: 'b.json',
      line: 3,
      rejected: 'id p1-address appears more than once (first at a.json:1, which is kept)',
    });
    // A rejected record's other ids were not taken, so they stay free.
    expect(await check(person('b.json', 4, 'x'))).toHaveProperty('items');
  });

  it('finds a repeat of an id already written by asking the store, naming where it was read, and asks only then', async () => {
    const { check, write, asked } = seenIds();
    for (let i = 0; i < 1000; i++) await check(person('a.json', i + 1, `e${i}`));
    write();
    await check(person('b.json', 1, 'b1'));
    write();
    expect(await check(person('a.json', 2000, 'e500'))).toEqual({
      file: 'a.json',
      line: 2000,
      rejected: 'id e500 appears more than once (first at line 501, which is kept)',
    });
    expect(await check(person('c.json', 7, 'x', 'b1'))).toEqual({
      file: 'c.json',
      line: 7,
      rejected: 'id b1 appears more than once (first at b.json:1, which is kept)',
    });
    // New ids are new for certain without a lookup.
    expect(await check(person('a.json', 2001, 'f1'))).toHaveProperty('items');
    expect(asked).toEqual([['e500'], ['b1']]);
  });

  it('says "in an earlier record" for a stored row that does not say where it was read', async () => {
    const { check, write } = seenIds(false);
    await check(person('a.json', 1, 'e1'));
    write();
    expect(await check(person('a.json', 9, 'e1'))).toMatchObject({
      rejected: 'id e1 appears more than once (first in an earlier record, which is kept)',
    });
  });

  it('rejects a BAG row given twice (an address of one object), in the batch or stored', async () => {
    const storedKeys = new Set<string>();
    const asked: string[] = [];
    const seen = new SeenIds(
      () => Promise.resolve(new Map()),
      (addresses) => {
        asked.push(...addresses.map((a) => `${a.postcode} ${a.houseNumber}`));
        const keys = addresses.map(addressKey);
        return Promise.resolve(
          new Set(keys.filter((k): k is string => k !== undefined && storedKeys.has(k))),
        );
      },
    );
    const row = (line: number, extension: Parameters<typeof addressAt1012LG1>[1]) =>
      seen.check({ file: 'bag.csv', line, items: [addressAt1012LG1('Damrak', extension)] });
    expect(await row(2, { objectId: 'o1' })).toHaveProperty('items');
    // Another address of the object (a nevenadres), and the address of another object (while a
    // building is replaced two objects hold one address): both kept.
    expect(await row(3, { objectId: 'o1', houseLetter: 'A' })).toHaveProperty('items');
    expect(await row(4, { objectId: 'o2' })).toHaveProperty('items');
    expect(await row(5, { objectId: 'o1' })).toEqual({
      file: 'bag.csv',
      line: 5,
      rejected:
        'the address 1012LG 1 of object o1 appears more than once (first at line 2, which is kept)',
    });
    expect(await row(6, { objectId: 'o1', houseLetter: 'a' })).toMatchObject({
      rejected:
        'the address 1012LG 1 A of object o1 appears more than once (first at line 3, which is kept)',
    });
    // A row without an object id is not one the check can tell apart.
    expect(await row(7, {})).toHaveProperty('items');
    expect(await row(8, {})).toHaveProperty('items');
    // Written: the store is asked, and knows no line.
    storedKeys.add(addressKey(addressAt1012LG1('Damrak', { objectId: 'o3' }).address) ?? '');
    await row(9, { objectId: 'o3' });
    seen.written();
    expect(await row(10, { objectId: 'o3' })).toMatchObject({
      rejected:
        'the address 1012LG 1 of object o3 appears more than once (first in an earlier record, which is kept)',
    });
    expect(asked).toEqual(['1012LG 1']);
  });

  it('lets rejections, skips and records of other kinds through', async () => {
    const { check } = seenIds();
    const rejected: SourceEvent = { file: 'f', line: 1, rejected: 'bad' };
    expect(await check(rejected)).toBe(rejected);
    const record: SourceEvent = {
      file: 'f',
      line: 2,
      items: [{ kind: 'record', record: { type: 'claims', key: 'k', data: {} } }],
    };
    expect(await check(record)).toBe(record);
  });
});
