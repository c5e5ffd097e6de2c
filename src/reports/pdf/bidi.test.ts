import { describe, expect, it } from 'vitest';
import { neutralEnds, visualOrder, wordDirection } from './bidi.js';

describe('wordDirection', () => {
  it('goes by the first letter: Arabic and Hebrew right to left, others left to right', () => {
    expect(wordDirection('محمد')).toBe('rtl');
    expect(wordDirection('(سلمان)')).toBe('rtl');
    expect(wordDirection('כהן')).toBe('rtl');
    expect(wordDirection('Müller')).toBe('ltr');
    expect(wordDirection('Владимир')).toBe('ltr');
    expect(wordDirection('1960')).toBe('neutral');
    expect(wordDirection(' ')).toBe('neutral');
    expect(wordDirection('—')).toBe('neutral');
  });
});

describe('visualOrder', () => {
  const order = (text: string) => visualOrder(text.split(/( )/), wordDirection).join('').split(' ');

  it('reverses the words of a right-to-left stretch and leaves the rest', () => {
    expect(order('Naam محمد بن سلمان')).toEqual(['Naam', 'سلمان', 'بن', 'محمد']);
    expect(order('محمد بن سلمان — Director')).toEqual(['سلمان', 'بن', 'محمد', '—', 'Director']);
    expect(order('Hans Müller (1960)')).toEqual(['Hans', 'Müller', '(1960)']);
  });

  it('keeps a number between right-to-left words in the stretch, and one after it outside', () => {
    expect(order('محمد 2 سلمان (1960)')).toEqual(['سلمان', '2', 'محمد', '(1960)']);
  });
});

describe('neutralEnds', () => {
  it('parts the characters before the first letter and after the last from the word', () => {
    expect(neutralEnds("'يوسف':")).toEqual({ before: "'", core: 'يوسف', after: "':" });
    expect(neutralEnds('(سلمان)')).toEqual({ before: '(', core: 'سلمان', after: ')' });
    expect(neutralEnds('محمد')).toEqual({ before: '', core: 'محمد', after: '' });
  });

  it('keeps the vowel marks and shadda of a vocalised name on it: marks are no punctuation', () => {
    expect(neutralEnds("'عَلِيّ':")).toEqual({ before: "'", core: 'عَلِيّ', after: "':" });
    expect(neutralEnds('مُحَمَّدٌ')).toEqual({ before: '', core: 'مُحَمَّدٌ', after: '' });
    expect(neutralEnds('(مُحَمَّدٌ),')).toEqual({ before: '(', core: 'مُحَمَّدٌ', after: '),' });
  });
});
