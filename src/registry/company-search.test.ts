import { describe, expect, it } from 'vitest';
import { byNameRead } from './company-search.js';

/** A fake search: the names it knows, each with its score. */
const finder = (known: Record<string, number>) => (name: string) =>
  known[name] === undefined ? [] : [{ name, score: known[name] }];

describe('byNameRead', () => {
  it('reads a zero-width space as a word break where that scores better', () => {
    const find = finder({ 'Pinas Makelaars': 1 });
    expect(byNameRead('Pinas\u200bMakelaars', find)).toEqual([
      { name: 'Pinas Makelaars', score: 1 },
    ]);
  });

  it('keeps the name as given where that scores as well or better, or has no such space', () => {
    const find = finder({ 'Cla\u200bes': 0.9, 'Cla es': 0.6, Claes: 1 });
    expect(byNameRead('Cla\u200bes', find)).toEqual([{ name: 'Cla\u200bes', score: 0.9 }]);
    expect(byNameRead('Claes', find)).toEqual([{ name: 'Claes', score: 1 }]);
    expect(byNameRead('Nobody\u200bHere', find)).toEqual([]);
  });
});
