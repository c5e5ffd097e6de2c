import { describe, expect, it } from 'vitest';
import { ScreeningIndex } from './engine.js';
import { index, person, filler } from './engine-spellings.test-data.js';

describe('ScreeningIndex: names written in Arabic, Persian and Hebrew script', () => {
  it('pairs an "Abd al-" name in Arabic script with its Latin spellings, either way', () => {
    const scoreOf = (name: string, id: string) =>
      index.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    for (const name of [
      'Abdul Rahman Yusuf',
      'Abdulrahman Yusuf',
      'Abdurrahman Yusuf',
      'Abdelrahman Yousef',
      'Abd al-Rahman Yusuf',
    ]) {
      // As the Latin listing of the same name scores, but for Yusuf's vowel the script leaves out.
      expect(scoreOf(name, 'ar-yusuf'), name).toBeGreaterThanOrEqual(0.86);
      expect(scoreOf(name, 'ar-yusuf'), name).toBeGreaterThan(scoreOf(name, 'lat-yusuf') - 0.02);
    }
    for (const name of ['Abdul Rahman Mahmoud Al-Zahrani', 'Abdulrahman Mahmoud Al-Zahrani']) {
      expect(scoreOf(name, 'ar-zahrani'), name).toBeGreaterThanOrEqual(0.9);
    }
    // The Latin listing asked for in Arabic script, spaced and written together.
    expect(scoreOf('عبد الرحمن يوسف', 'lat-yusuf')).toBeGreaterThanOrEqual(0.9);
    expect(scoreOf('عبدالرحمن يوسف', 'lat-yusuf')).toBeGreaterThanOrEqual(0.9);
  });

  it('pairs an Arabic name written without vowels with its Latin spellings, either way round', () => {
    const names = new ScreeningIndex([
      person('rahman', ['Rahman'], ['bd']),
      person('fadi-taha', ['Fadi Taha'], ['lb']),
      person('khoury', ['Hussein Khoury'], ['lb']),
      person('hassan', ['Hassan Khoury'], ['lb']),
      person('ar-rahim', ['رحيم سهل'], ['sa']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    // The script leaves the short vowels out: rhmn is Rahman, th Taha, hsin Hussein.
    expect(scoreOf('رحمن', 'rahman')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('فادي طه', 'fadi-taha')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('حسين خوري', 'khoury')).toBeGreaterThanOrEqual(0.85);
    // The same Latin names asked for the listed skeleton.
    expect(scoreOf('Rahim Sahl', 'ar-rahim')).toBeGreaterThanOrEqual(0.85);
    // A long vowel written on one side and missing on the other is another name: حسين is
    // Hussein, not Hassan; حسن is Hassan, not Hussein.
    expect(scoreOf('حسين خوري', 'hassan')).toBeLessThan(0.72);
    expect(scoreOf('حسن خوري', 'khoury')).toBeLessThan(0.72);
    expect(scoreOf('حسن خوري', 'hassan')).toBeGreaterThanOrEqual(0.85);
  });

  it('finds a French spelling with ou for a short u by an Arabic name without vowels', () => {
    const names = new ScreeningIndex([
      person('mourad', ['Mourad Haddad'], ['dz']),
      person('moustafa', ['Moustafa Kamal'], ['ma']),
      person('youssouf', ['Youssouf Diallo'], ['ml']),
      person('ar-boutros', ['بطرس غالي'], ['eg']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    expect(scoreOf('مراد حداد', 'mourad')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('مصطفى كمال', 'moustafa')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('يوسف ديالو', 'youssouf')).toBeGreaterThanOrEqual(0.72);
    expect(scoreOf('Boutros Ghali', 'ar-boutros')).toBeGreaterThanOrEqual(0.85);
  });

  it('pairs Persian and Urdu names whose ذ ض ظ read z with their Latin spellings, either way', () => {
    const latin = new ScreeningIndex([
      person('reza', ['Reza Tehrani'], ['ir']),
      person('morteza', ['Morteza Karimi'], ['ir']),
      person('ramazani', ['Ali Ramazani'], ['ir']),
      person('zia', ['Zia ul-Haq'], ['pk']),
      person('zolqadr', ['Mohammad Zolqadr'], ['ir']),
      person('fazli', ['Hassan Fazli'], ['af']),
      person('dhahir', ['Abd al-Dhahir Salem'], ['eg']),
      person('ramadan', ['Ramadan Khalil'], ['eg']),
      person('fadl', ['Fadl Mansour'], ['lb']),
      ...filler,
    ]);
    const scoreOf = (names: ScreeningIndex, name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    const pairs: [string, string, string][] = [
      ['رضا طهرانی', 'reza', 'Reza Tehrani'],
      ['مرتضی کریمی', 'morteza', 'Morteza Karimi'],
      ['علی رمضانی', 'ramazani', 'Ali Ramazani'],
      ['ضیاء الحق', 'zia', 'Zia ul-Haq'],
      ['محمد ذوالقدر', 'zolqadr', 'Mohammad Zolqadr'],
      ['حسن فضلی', 'fazli', 'Hassan Fazli'],
    ];
    for (const [written, id] of pairs) {
      expect(scoreOf(latin, written, id), written).toBeGreaterThanOrEqual(0.72);
    }
    // The Arabic readings still find the Arabic spellings.
    expect(scoreOf(latin, 'رمضان خليل', 'ramadan')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf(latin, 'فضل منصور', 'fadl')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf(latin, 'عبد الظاهر سالم', 'dhahir')).toBeGreaterThanOrEqual(0.85);
    // Another name with the same letters is no hit.
    expect(latin.search({ kind: 'person', names: ['رضا کاظمی'] })).toEqual([]);
    expect(latin.search({ kind: 'person', names: ['ضیاء نوری'] })).toEqual([]);
    // Listed in Persian script, found by the Latin spelling.
    const persian = new ScreeningIndex([
      ...pairs.map(([written, id]) => person(`fa-${id}`, [written], ['ir'])),
      ...filler,
    ]);
    for (const [, id, spelled] of pairs) {
      expect(scoreOf(persian, spelled, `fa-${id}`), spelled).toBeGreaterThanOrEqual(0.72);
    }
    expect(persian.search({ kind: 'person', names: ['Reza Kazemi'] })).toEqual([]);
  });

  it('pairs a Hebrew name whose ו is the consonant v with its Latin spelling, either way round', () => {
    const names = new ScreeningIndex([
      person('levi', ['David Levi'], ['il']),
      person('he-levi', ['דוד לוי'], ['il']),
      person('dov', ['Dov Levi'], ['il']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    // דוד is David as well as Dod: ו between consonants is o, u or v.
    expect(scoreOf('דוד לוי', 'levi')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('David Levi', 'he-levi')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('דוב לוי', 'dov')).toBeGreaterThanOrEqual(0.85);
  });

  it('pairs a Hebrew name of two letters and one syllable with its Latin spelling (Dan, Tal, Gal)', () => {
    const names = new ScreeningIndex([
      person('dan', ['Dan Levi'], ['il']),
      person('tal', ['Tal Mizrahi'], ['il']),
      person('he-gal', ['גל סלע'], ['il']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    // Unpointed Hebrew writes many names of one short syllable with two letters.
    expect(scoreOf('דן לוי', 'dan')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('טל מזרחי', 'tal')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('Gal Sela', 'he-gal')).toBeGreaterThanOrEqual(0.85);
  });

  it('tells apart names a skeleton leaves alike: Amr and Omar, Taha and Teh, Muhammad and Mahmud', () => {
    const names = new ScreeningIndex([
      person('omar', ['Omar Khaled'], ['eg']),
      person('amr', ['Amr Khaled'], ['eg']),
      person('amrou', ['Amrou Khaled'], ['eg']),
      person('teh', ['Fadi Teh'], ['lb']),
      person('taha', ['Fadi Taha'], ['lb']),
      person('sun', ['Ali Sun'], ['cn']),
      person('mahmud', ['Mahmud Khoury'], ['lb']),
      person('mohammed', ['Mohammed Khoury'], ['lb']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    expect(scoreOf('عمرو خالد', 'omar')).toBeLessThan(0.72);
    expect(scoreOf('عمرو خالد', 'amr')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('عمرو خالد', 'amrou')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('عمر خالد', 'omar')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('فادي طه', 'teh')).toBeLessThan(0.72);
    expect(scoreOf('فادي طه', 'taha')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('علي سن', 'sun')).toBeLessThan(0.72);
    expect(scoreOf('محمد خوري', 'mahmud')).toBeLessThan(0.72);
    expect(scoreOf('محمد خوري', 'mohammed')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('محمود خوري', 'mahmud')).toBeGreaterThanOrEqual(0.85);
  });
});
