import { describe, expect, it } from 'vitest';
import type { SourceEvent } from '../sources/source.js';
import { SeenIds } from './seen-ids.js';

const person = (file: string, line: number, ...ids: string[]): SourceEvent => ({
  file,
  line,
  items: ids.map((id) => ({
    kind: 'entity' as const,
    entity: { id, schema: 'Person' as const, properties: { name: [id] } },
  })),
});

describe('SeenIds', () => {
  it('passes first occurrences and rejects a repeat, naming where the id was first read', () => {
    const seen = new SeenIds();
    expect(seen.check(person('a.json', 1, 'p1', 'p1-address'))).toMatchObject({ line: 1 });
    expect(seen.check(person('a.json', 7, 'p2'))).toHaveProperty('items');
    expect(seen.check(person('a.json', 9, 'p2'))).toEqual({
      file: 'a.json',
      line: 9,
      rejected: 'id p2 appears more than once (first at line 7, which is kept)',
    });
    expect(seen.check(person('b.json', 3_000_000_000, 'x', 'p1-address'))).toEqual({
      file: 'b.json',
      line: 3_000_000_000,
      rejected: 'id p1-address appears more than once (first at a.json:1, which is kept)',
    });
    // A rejected record's other ids were not taken, so they stay free.
    expect(seen.check(person('b.json', 4, 'x'))).toHaveProperty('items');
  });

  it('lets rejections, skips and records of other kinds through', () => {
    const seen = new SeenIds();
    const rejected: SourceEvent = { file: 'f', line: 1, rejected: 'bad' };
    expect(seen.check(rejected)).toBe(rejected);
    const record: SourceEvent = {
      file: 'f',
      line: 2,
      items: [{ kind: 'record', record: { type: 'claims', key: 'k', data: {} } }],
    };
    expect(seen.check(record)).toBe(seen.check(record));
  });
});
