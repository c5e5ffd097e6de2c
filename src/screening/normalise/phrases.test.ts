import { describe, expect, it } from 'vitest';
import { PhraseTable } from './phrases.js';

describe('PhraseTable', () => {
  const table = new PhraseTable<string>();
  table.add(['co'], 'co');
  table.add(['co', 'ltd'], 'ltd');
  table.add(['limited', 'liability', 'company'], 'llc');
  table.add([], 'ignored');

  it('finds the longest phrase at a position', () => {
    expect(table.match(['acme', 'co', 'ltd'], 1)).toEqual({ value: 'ltd', length: 2 });
    expect(table.match(['acme', 'co'], 1)).toEqual({ value: 'co', length: 1 });
    expect(table.match(['limited', 'liability', 'company'], 0)).toEqual({
      value: 'llc',
      length: 3,
    });
  });

  it('finds nothing where no phrase starts or a phrase is cut short', () => {
    expect(table.match(['acme', 'co'], 0)).toBeUndefined();
    expect(table.match(['limited', 'liability'], 0)).toBeUndefined();
    expect(table.match(['co'], 5)).toBeUndefined();
    expect(table.startsWith('limited')).toBe(true);
    expect(table.startsWith('liability')).toBe(false);
    expect(table.startsWith('')).toBe(false);
  });

  it('lets a later value replace an earlier one', () => {
    const t = new PhraseTable<number>();
    t.add(['a', 'b'], 1);
    t.add(['a', 'b'], 2);
    expect(t.match(['a', 'b'], 0)).toEqual({ value: 2, length: 2 });
  });
});
