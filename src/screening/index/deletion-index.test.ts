import { describe, expect, it } from 'vitest';
import { DeletionIndex } from './deletion-index.js';

describe('DeletionIndex', () => {
  const texts = ['thnbrmksbrt', 'abcdefg', 'abc', 'xyzxyzx'];
  const index = new DeletionIndex(texts, (text) => text.length >= 6);

  it('finds held texts one character replaced, added, dropped or two swapped away', () => {
    expect(index.near('txnbrmksbrt')).toEqual([0]);
    expect(index.near('abcdef')).toEqual([1]);
    expect(index.near('abcdefgh')).toEqual([1]);
    expect(index.near('abcedfg')).toEqual([1]);
  });

  it('leaves out the text itself, texts two edits away and texts not held', () => {
    expect(index.near('abcdefg')).toEqual([]);
    expect(index.near('abxdeyg')).toEqual([]);
    expect(index.near('abd')).toEqual([]);
  });

  it('holds by id as well as by text', () => {
    const odd = new DeletionIndex(['abcd', 'abce', 'abcf'], (_text, id) => id !== 1);
    expect(odd.near('abcx')).toEqual([0, 2]);
  });

  it('gives each id once, in the order first reached, lookup after lookup', () => {
    // The query's hashes in turn: abcd (reaches abcde), bcd (bcd), acd, abd (abdc), abc (abc, and
    // abdc again).
    const reached = new DeletionIndex(['abc', 'bcd', 'abcde', 'abdc'], () => true);
    expect(reached.near('abcd')).toEqual([2, 1, 3, 0]);
    expect(reached.near('abcd')).toEqual([2, 1, 3, 0]);
  });
});
