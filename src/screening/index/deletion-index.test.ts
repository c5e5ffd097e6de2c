import { describe, expect, it } from 'vitest';
import { DeletionIndex } from './deletion-index.js';

describe('DeletionIndex', () => {
  const texts = ['thnbrmksbrt', 'abcdefg', 'abc', 'xyzxyzx'];
  const index = new DeletionIndex(texts, (text) => text.length >= 6);

  it('finds held texts one character replaced, added or dropped away', () => {
    expect(index.near('txnbrmksbrt')).toEqual([0]);
    expect(index.near('abcdef')).toEqual([1]);
    expect(index.near('abcdefgh')).toEqual([1]);
  });

  it('leaves out the text itself, texts two edits away and texts not held', () => {
    expect(index.near('abcdefg')).toEqual([]);
    expect(index.near('abxdeyg')).toEqual([]);
    expect(index.near('abd')).toEqual([]);
  });
});
