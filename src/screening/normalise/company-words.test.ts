import { describe, expect, it } from 'vitest';
import { companyWords } from './company-words.js';
import { normaliseName } from './name.js';

describe('companyWords', () => {
  it('drops a leading "the" while a word is left', () => {
    expect(companyWords(['the', 'crescent', 'bank'])).toEqual(['crescent', 'bank']);
    expect(companyWords(['the'])).toEqual(['the']);
    expect(companyWords(['bank', 'of', 'the', 'east'])).toEqual(['bank', 'of', 'the', 'east']);
  });
});

describe('companyWords: one meaning written in several ways', () => {
  const same = (a: string[], b: string[]) => {
    expect(companyWords(a)).toEqual(companyWords(b));
  };

  it('reads business abbreviations as the words they stand for', () => {
    same(['global', 'petroleum', 'intl'], ['global', 'petroleum', 'international']);
    same(['acme', 'bros', 'mfg'], ['acme', 'brothers', 'manufacturing']);
  });

  it('drops "and" between words, as "&" is dropped', () => {
    expect(companyWords(['a', 'and', 'b', 'trading'])).toEqual(['a', 'b', 'trading']);
    expect(companyWords(['and', 'more'])).toEqual(['and', 'more']);
  });

  it('reads "&", "+", "and" and Dutch "en" between words as one joiner', () => {
    const read = (name: string) => normaliseName(name, 'company').tokens.map((t) => t.text);
    const joined = read('Smits & van der Wal');
    expect(joined).toEqual(['smits', 'van', 'der', 'wal']);
    expect(read('Smits en van der Wal')).toEqual(joined);
    expect(read('Smits + van der Wal')).toEqual(joined);
    expect(read('Smits and van der Wal')).toEqual(joined);
    // A name that begins or ends with it keeps it.
    expect(read('En Route')).toEqual(['en', 'route']);
  });

  it('spells out a place written by its initials', () => {
    same(['sino', 'star', 'hk'], ['sino', 'star', 'hong', 'kong']);
  });

  it('writes number words and Roman numerals as digits', () => {
    expect(companyWords(['seven', 'seas', 'shipping'])).toEqual(['7', 'seas', 'shipping']);
    expect(companyWords(['blue', 'sky', 'ii', 'shipping'])).toEqual([
      'blue',
      'sky',
      '2',
      'shipping',
    ]);
  });

  it('keeps words apart that are not spellings of one another', () => {
    expect(companyWords(['xi', 'an', 'trading'])).toEqual(['xi', 'an', 'trading']);
    expect(companyWords(['north', 'star'])).not.toEqual(companyWords(['north', 'stars']));
    expect(companyWords(['seven', 'seas'])).not.toEqual(companyWords(['eight', 'seas']));
    expect(companyWords(['iv', 'capital'])).toEqual(['iv', 'capital']);
  });
});
