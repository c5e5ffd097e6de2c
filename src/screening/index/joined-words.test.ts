import { describe, expect, it } from 'vitest';
import { normaliseName } from '../normalise/index.js';
import { joinedNeighbours } from './joined-words.js';

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
