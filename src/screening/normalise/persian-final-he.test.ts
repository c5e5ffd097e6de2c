import { describe, expect, it } from 'vitest';
import { finalHeReadings } from './persian-final-he.js';
import { transliterate } from './transliterate.js';
import { dropInvisible } from './invisible.js';

const readings = (name: string) =>
  finalHeReadings(name).map(({ text }) => transliterate(dropInvisible(text)));

describe('finalHeReadings', () => {
  it('reads a final he after a consonant as e and as a', () => {
    expect(readings('فاطمه')).toEqual(['fatme', 'fatma']);
    expect(readings('زاده')).toEqual(['zade', 'zada']);
    expect(readings('خامنه')).toEqual(['khamne', 'khamna']);
  });

  it('reads the suffix -ei after it, joined by a ZWNJ, written on or apart, as -ei and -ehi', () => {
    for (const written of ['خامنه\u200cای', 'خامنهای', 'خامنه ای', 'خامنه\u200cئی', 'خامنه اي']) {
      expect(readings(written), written).toEqual(['khamni', 'khamnhi']);
    }
    expect(readings('علی خامنه\u200cای')).toEqual(['ali khamni', 'ali khamnhi']);
  });

  it('reads every such word, one at a time and all at once', () => {
    expect(readings('فاطمه علیزاده')).toEqual([
      'fatme alizadh',
      'fatma alizadh',
      'fatmh alizade',
      'fatmh alizada',
      'fatme alizade',
      'fatma alizada',
    ]);
  });

  it('keeps the h after a vowel letter or Arabic ye, of Allah, and in words of two letters', () => {
    expect(finalHeReadings('شاه')).toEqual([]);
    expect(finalHeReadings('کوه')).toEqual([]);
    expect(finalHeReadings('عبدالله')).toEqual([]);
    expect(finalHeReadings('نصرالله')).toEqual([]);
    expect(finalHeReadings('روح\u200cالله')).toEqual([]);
    expect(finalHeReadings('طه')).toEqual([]);
    // After the Arabic ye, in Arabic spelling: Nabih. Persian writes Somayeh with its own ye.
    expect(finalHeReadings('نبيه')).toEqual([]);
    expect(readings('سمیه')).toEqual(['smie', 'smya']);
  });

  it('keeps the h of Allah, after an Arabic ye and in words of two letters written with vowel signs', () => {
    expect(finalHeReadings('عبداللّه')).toEqual([]);
    expect(finalHeReadings('عبداللَّه')).toEqual([]);
    expect(finalHeReadings('نصراللّٰه')).toEqual([]);
    expect(finalHeReadings('روح\u200cاللّه')).toEqual([]);
    expect(finalHeReadings('طَه')).toEqual([]);
    expect(finalHeReadings('نبيِه')).toEqual([]);
    expect(finalHeReadings('شَاه')).toEqual([]);
    expect(finalHeReadings('فقْه')).toEqual([]);
    // A vowel sign before the he of a Persian name leaves it read as before.
    expect(readings('فاطِمه')).toEqual(['fatime', 'fatima']);
  });

  it('reads no he inside a word, before a ZWNJ joining more of it, or before another word', () => {
    expect(finalHeReadings('مهدی')).toEqual([]);
    expect(finalHeReadings('زاده\u200cفر')).toEqual([]);
    // ای begins the next word here: the he alone ends its word.
    expect(readings('خامنه ایران')).toEqual(['khamne ayran', 'khamna ayran']);
    expect(finalHeReadings('Fatemeh Khamenei')).toEqual([]);
  });

  it('keeps the h of names of Arabic origin whose final h is heard: Abduh, Nabih, Faqih', () => {
    expect(finalHeReadings('عبده')).toEqual([]);
    expect(finalHeReadings('محمد عبده')).toEqual([]);
    // With Persian ye, which other words ending -iyeh read silent (Somayeh, Razieh).
    expect(finalHeReadings('نبیه')).toEqual([]);
    expect(finalHeReadings('وجیه')).toEqual([]);
    expect(finalHeReadings('فقیه')).toEqual([]);
    // With the article, and in Arabic letters.
    expect(finalHeReadings('الفقیه')).toEqual([]);
    expect(finalHeReadings('عبدُه')).toEqual([]);
    expect(readings('عبده فاطمه')).toEqual(['abdh fatme', 'abdh fatma']);
  });

  it('ranks a he read as a vowel, and -ehi, below the letters as written; -ei not', () => {
    const ranks = (name: string) =>
      finalHeReadings(name).map(({ text, secondary }) => [
        transliterate(dropInvisible(text)),
        secondary,
      ]);
    expect(ranks('فاطمه')).toEqual([
      ['fatme', true],
      ['fatma', true],
    ]);
    expect(ranks('علی خامنه\u200cای')).toEqual([
      ['ali khamni', false],
      ['ali khamnhi', true],
    ]);
    // Read in two places at once, secondary where either is.
    expect(ranks('فاطمه خامنه\u200cای')).toEqual([
      ['fatme khamnhay', true],
      ['fatma khamnhay', true],
      ['fatmh khamni', false],
      ['fatmh khamnhi', true],
      ['fatme khamni', true],
      ['fatma khamnhi', true],
    ]);
  });
});
