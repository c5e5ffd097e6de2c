import { describe, expect, it } from 'vitest';
import { normaliseName } from '../normalise/index.js';
import { joinedNeighbours, splitInTwo } from './joined-words.js';

const joined = (name: string) =>
  joinedNeighbours(normaliseName(name, 'person').tokens).map((t) => t.text);

describe('joinedNeighbours', () => {
  it('writes each two neighbouring words as one', () => {
    expect(joined('Hamid Ullah')).toEqual(['hamidullah']);
    expect(joined('Hamid-Ullah Akhund')).toEqual(['hamidullah', 'ullahakhund']);
  });

  it('joins words only, and nothing in a one-word name', () => {
    expect(joined('J. Hamid Ullah')).toEqual(['hamidullah']);
    expect(joined('Hamidullah')).toEqual([]);
  });
});

describe('splitInTwo', () => {
  const words = ['myeong', 'su', 'jong', 'sik', 'kim'];
  const idOf = (part: { text: string }) => {
    const id = words.indexOf(part.text);
    return id < 0 ? undefined : id;
  };
  const split = (name: string) =>
    normaliseName(name, 'person').tokens.flatMap((token) =>
      splitInTwo(token, idOf).map((id) => words[id]),
    );

  it('finds the two list words a query word writes as one', () => {
    expect(split('Myeongsu Kim')).toEqual(['myeong', 'su']);
    expect(split('Jongsik')).toEqual(['jong', 'sik']);
  });

  it('finds nothing where a part is no list word or a single letter', () => {
    expect(split('Myongsu')).toEqual([]);
    expect(split('Kims')).toEqual([]);
    expect(split('Su')).toEqual([]);
  });
});
