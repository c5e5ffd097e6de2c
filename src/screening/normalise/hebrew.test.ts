import { describe, expect, it } from 'vitest';
import { transliterateHebrew } from './hebrew.js';

describe('Hebrew', () => {
  it.each([
    ['בנימין', 'bnimin'],
    ['נתניהו', 'ntniho'],
    ['יוסף', 'yosf'],
    ['משה', 'msha'],
    ['אברהם', 'avrhm'],
    ['כהן', 'khn'],
    ['לוי', 'lvi'],
    ['ג׳ורג׳', 'jorj'],
    ['שָׂרָה', 'sara'],
  ])('%s -> %s', (word, expected) => {
    expect(transliterateHebrew(word)).toBe(expected);
  });
});
