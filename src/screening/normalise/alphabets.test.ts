import { describe, expect, it } from 'vitest';
import { transliterateArmenian, transliterateGeorgian, transliterateGreek } from './alphabets.js';

describe('Greek', () => {
  it.each([
    ['Αλέξης', 'alexis'],
    ['Τσίπρας', 'tsipras'],
    ['ΤΣΙΠΡΑΣ', 'tsipras'],
    ['Μητσοτάκης', 'mitsotakis'],
    ['Παπαδόπουλος', 'papadopoulos'],
    ['Ευάγγελος', 'evangelos'],
    ['Μπακογιάννη', 'bakogianni'],
    ['Ντόρα', 'dora'],
    ['Γκίκας', 'gikas'],
    ['Χριστοδούλου', 'christodoulou'],
    ['Ψαρράς', 'psarras'],
    ['Θεοδωράκης', 'theodorakis'],
  ])('%s -> %s', (word, expected) => {
    expect(transliterateGreek(word)).toBe(expected);
  });

  it('keeps vowels apart that a diaeresis separates', () => {
    expect(transliterateGreek('Ταΰγετος')).toBe('taygetos');
  });
});

describe('Armenian', () => {
  it.each([
    ['Փաշինյան', 'pashinyan'],
    ['Երևան', 'yerevan'],
    ['Ոսկան', 'voskan'],
    ['Սուրեն', 'suren'],
  ])('%s -> %s', (word, expected) => {
    expect(transliterateArmenian(word)).toBe(expected);
  });
});

describe('Georgian', () => {
  it.each([
    ['ბიძინა', 'bidzina'],
    ['ივანიშვილი', 'ivanishvili'],
    ['შევარდნაძე', 'shevardnadze'],
    ['ᲗᲑᲘᲚᲘᲡᲘ', 'tbilisi'],
  ])('%s -> %s', (word, expected) => {
    expect(transliterateGeorgian(word)).toBe(expected);
  });
});
