import { describe, expect, it } from 'vitest';
import { ScreeningIndex } from './engine.js';
import type { ScreeningRecord } from './types.js';

const person = (id: string, name: string, birthDates: string[] = []): ScreeningRecord => ({
  id,
  kind: 'person',
  names: [name],
  birthDates,
  countries: [],
  identifiers: [],
  topics: ['sanction'],
  datasets: ['test'],
});

describe('namesakes born in another year than asked', () => {
  // 83 of the name asked, all born in 1969; persons of other names beside them.
  const index = new ScreeningIndex([
    ...Array.from({ length: 83 }, (_, i) => person(`k-${i}`, 'Karim Haddad', ['1969-07-01'])),
    ...Array.from({ length: 300 }, (_, i) => person(`f-${i}`, `Mohammed Novak${i}`)),
  ]);
  const query = { kind: 'person' as const, names: ['Karim Haddad'], birthDates: ['1970-03-14'] };

  it('are counted when left out where the threshold asked lets them be hits', () => {
    // At 0.5 each of the 83 is a hit: 50 scored, and the 33 left out are said to be left out.
    expect(index.search(query, { threshold: 0.5, limit: 100 })).toHaveLength(50);
    expect(index.lastSearch.notScored).toBe(33);
  });

  it('are not counted where none of them can be a hit', () => {
    expect(index.search(query)).toEqual([]);
    expect(index.lastSearch.notScored).toBe(0);
  });
});
