import { describe, expect, it } from 'vitest';
import { transliterate } from './transliterate.js';

describe('transliterate', () => {
  it('leaves Latin text as it is, accents included', () => {
    for (const text of ['John Smith', 'Müller & Søn', 'Nguyễn Tấn Dũng', "O'Brien", '']) {
      expect(transliterate(text)).toBe(text);
    }
  });

  it.each([
    ['Владимир Путин', 'vladimir putin'],
    ['ПУТИН, Владимир', 'putin, vladimir'],
    ['Олександр Зінченко', 'oleksandr zinchenko'],
    ['Αλέξης Τσίπρας', 'alexis tsipras'],
    ['بشار الأسد', 'bshar al asd'],
    ['בנימין נתניהו', 'bnimin ntniho'],
    ['Նիկոլ Փաշինյան', 'nikol pashinyan'],
    ['მიხეილ სააკაშვილი', 'mikheil saakashvili'],
    ['김정은', 'kim jeong eun'],
    ['김 정은', 'kim jeong eun'],
  ])('%s -> %s', (text, expected) => {
    expect(transliterate(text)).toBe(expected);
  });

  it('transliterates each script of a mixed text by its own table', () => {
    expect(transliterate('ООО «Ромашка» / Romashka LLC')).toBe('ooo «romashka» / Romashka LLC');
    expect(transliterate('Ivan Иванов')).toBe('Ivan ivanov');
    expect(transliterate('トヨタ自動車株式会社').trim().split(/\s+/)).toEqual([
      'toyota',
      '自動車',
      'kabushiki',
      'kaisha',
    ]);
  });

  it('reads decomposed letters as their composed forms', () => {
    // й written as и + combining breve.
    expect(transliterate('Сергеи\u0306')).toBe('sergey');
  });

  it('passes scripts without a table through', () => {
    expect(transliterate('สมชาย')).toBe('สมชาย');
  });
});
