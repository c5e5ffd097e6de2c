import { describe, expect, it } from 'vitest';
import type { NameToken, TokenKind } from '../types.js';
import { Vocabulary } from './vocabulary.js';

const token = (text: string, kind: TokenKind = 'word'): NameToken => ({ text, kind, phonetic: '' });

describe('Vocabulary.similarWords', () => {
  const vocabulary = new Vocabulary();
  const ids = [
    token('hamid'),
    token('hamed'),
    token('hamd'),
    token('hamidx', 'legal'),
    token('abc'),
    token('hamidi'),
  ].map((t, entity) => vocabulary.intern(t, entity));
  vocabulary.finish(ids.length);

  it('finds list words one edit away, in the order first reached, not the word itself', () => {
    // hamidi by the whole word, then hamed and hamd both by hamd (the i dropped).
    expect(vocabulary.similarWords('hamid')).toEqual([5, 1, 2]);
    expect(vocabulary.similarWords('hamit')).toEqual([0]);
  });

  it('leaves out words of other kinds, and short words asked or listed', () => {
    expect(vocabulary.similarWords('hamidy')).toEqual([0, 5]);
    expect(vocabulary.similarWords('abcd')).toEqual([]);
    expect(vocabulary.similarWords('ham')).toEqual([]);
  });
});

describe('Vocabulary.sharedTokenOf', () => {
  const vocabulary = new Vocabulary();
  vocabulary.intern(token('jansen'), 0);
  vocabulary.finish(1);

  it('gives the list token for a token the list has, and one kept object for others', () => {
    const listed = vocabulary.tokens[0];
    expect(vocabulary.sharedTokenOf(token('jansen'))).toBe(listed);
    const asked = vocabulary.sharedTokenOf(token('janssen'));
    expect(asked).toEqual(token('janssen'));
    expect(Object.isFrozen(asked)).toBe(true);
    expect(vocabulary.sharedTokenOf(token('janssen'))).toBe(asked);
    // Another kind is another token.
    expect(vocabulary.sharedTokenOf(token('jansen', 'legal'))).not.toBe(listed);
  });
});
