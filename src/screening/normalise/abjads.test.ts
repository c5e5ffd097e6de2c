import { describe, expect, it } from 'vitest';
import { arabicReadings, otherArabicReadings, transliterateArabic } from './abjads.js';
import { transliterate } from './transliterate.js';

describe('Arabic', () => {
  it.each([
    ['محمد', 'mhmd'],
    ['مُحَمَّد', 'muhamad'],
    ['أحمد', 'ahmd'],
    ['علي', 'ali'],
    ['عمر', 'amr'],
    ['يوسف', 'yusf'],
    ['حسين', 'hsin'],
    ['خالد', 'khald'],
    ['فاطمة', 'fatma'],
    ['موسى', 'musa'],
    ['داود', 'dawd'],
    ['زياد', 'zyad'],
    ['عيسى', 'isa'],
    ['عیسی', 'isi'],
    ['عيد', 'id'],
    ['عياد', 'ayad'],
    ['ﻣﺤﻤﺪ', 'mhmd'],
    ['٢٠٢٤', '2024'],
    ['۱۹۶۱', '1961'],
  ])('%s -> %s', (word, expected) => {
    expect(transliterateArabic(word)).toBe(expected);
  });

  it('reads the maf`ul pattern m-C-C-u-C with its vowels', () => {
    expect(transliterateArabic('محمود')).toBe('mahmud');
    expect(transliterateArabic('منصور')).toBe('mansur');
    expect(transliterateArabic('مسعود')).toBe('masaud');
  });

  it('writes the article apart, as lists do ("al-Assad"), but keeps Allah whole', () => {
    expect(transliterateArabic('الأسد')).toBe('al asd');
    expect(transliterateArabic('القذافي')).toBe('al qdhafi');
    expect(transliterateArabic('الله')).toBe('allah');
    expect(transliterateArabic('عبدالله')).toBe('abdallah');
  });

  it('writes the names of God after the article with their vowels, as "Abd al-" names bear them', () => {
    expect(transliterateArabic('الرحمن')).toBe('al rahman');
    expect(transliterateArabic('الرحيم')).toBe('al rahim');
    expect(transliterateArabic('العزيز')).toBe('al aziz');
    expect(transliterateArabic('الكريم')).toBe('al karim');
    expect(transliterateArabic('المطلب')).toBe('al muttalib');
    // Written together with "servant of", the name is the same name.
    expect(transliterateArabic('عبدالرحمن')).toBe('abd al rahman');
    expect(transliterateArabic('عبدالعزيز')).toBe('abd al aziz');
    // Other words after the article keep their skeleton.
    expect(transliterateArabic('الزهراني')).toBe('al zhrani');
  });

  it('knows Persian and Urdu letters', () => {
    expect(transliterateArabic('پرویز')).toBe('prwiz');
    expect(transliterateArabic('چگینی')).toBe('chgini');
  });
});

describe('otherArabicReadings', () => {
  const readings = (name: string) => otherArabicReadings(name).map((n) => transliterate(n));

  it.each([
    ['رضا', 'rza'],
    ['مرتضی', 'mrtzi'],
    ['رمضانی', 'rmzani'],
    ['ضیاء', 'zya'],
    ['ذوالقدر', 'zwalqdr'],
    ['فضلی', 'fzli'],
  ])('reads %s as Persian, Urdu and Turkish do, with z: %s', (word, expected) => {
    expect(readings(word)[0]).toBe(expected);
  });

  it('keeps the Arabic reading as the name itself, and ظ also as dh', () => {
    expect(transliterateArabic('رمضان')).toBe('rmdan');
    expect(transliterateArabic('فضل')).toBe('fdl');
    expect(readings('رمضان')).toEqual(['rmzan']);
    expect(readings('الظاهر')).toEqual(['al zahr', 'al dhahr']);
  });

  it('reads the final Persian ye of names of Arabic origin as a as well as i', () => {
    expect(readings('مصطفی')).toEqual(['mstfa']);
    expect(readings('موسی')).toEqual(['musa']);
    expect(readings('عیسی')).toEqual(['isa']);
    expect(readings('کبری')).toEqual(['kbra']);
    expect(readings('مجتبی')).toEqual(['mjtba']);
    expect(readings('هدی')).toEqual(['hda']);
    // With the article, and written with the Arabic ye before it.
    expect(readings('عبدالمصطفی')).toEqual([]);
    expect(readings('المصطفی')).toEqual(['al mstfa']);
    expect(readings('يحیی')).toEqual(['yhya']);
    // Written with vowel signs, which the word list leaves out.
    expect(readings('مُصْطفی')).toEqual(['mustfa']);
    // With ض as z and as d: Morteza and Murtada.
    expect(readings('مرتضی')).toEqual(['mrtzi', 'mrtda', 'mrtza']);
    // A word at a time, and all at once: Mostafa Yahya.
    expect(readings('مصطفی یحیی')).toEqual(['mstfa yhiy', 'mstfi yhya', 'mstfa yhya']);
  });

  it('keeps the final ye of other words as i: the -i of Persian family names is no a', () => {
    // Karimi is not Karima, Rahimi not Rahima, Amini not Amina; Fazli and Fadli keep their i.
    expect(readings('مصطفی کریمی')).toEqual(['mstfa krimi']);
    expect(readings('علی رحیمی')).toEqual([]);
    expect(readings('حسن امینی')).toEqual([]);
    expect(readings('فضلی')).toEqual(['fzli']);
    expect(readings('رضا طهرانی')).toEqual(['rza thrani']);
  });

  it('keeps a final ye read only as i after a vowel letter, in short words and in Arabic ي', () => {
    // After a vowel letter it is a consonant or the i of -ei (Rezaei, Musavi); علی is Ali.
    expect(readings('رضایی')).toEqual(['rzayi']);
    expect(readings('موسوی')).toEqual([]);
    expect(readings('علی رضا')).toEqual(['ali rza']);
    expect(readings('علی')).toEqual([]);
    // Arabic ي is always i, and the alif maqsura ى always a.
    expect(readings('مرتضي')).toEqual(['mrtzi']);
    expect(transliterateArabic('مصطفى')).toBe('mstfa');
    expect(readings('مصطفى')).toEqual([]);
    // Before a ZWNJ the ye is inside the word (Hosseinifar); a vowel point before it writes
    // the vowel already.
    expect(readings('حسینی\u200cفر')).toEqual([]);
    expect(readings('مُصطفِی')).toEqual([]);
  });

  it('reads a silent final he as e and a, and -ei after it as -ei and -ehi, with the other readings', () => {
    expect(readings('فاطمه')).toEqual(['fatme', 'fatma']);
    // With the ye of مجتبی read as i and as a: Mojtaba Khamenei.
    expect(readings('مجتبی خامنه\u200cای')).toEqual([
      'mjtba khamnh\u200cay',
      'mjtbi khamni',
      'mjtbi khamnhi',
      'mjtba khamni',
      'mjtba khamnhi',
    ]);
    // With ض as z and as d: Razieh, Razie, Raziya, Radiya.
    expect(readings('راضیه')).toEqual(['razih', 'radie', 'radya', 'razie', 'razya']);
    // The h of Shah and of Allah is heard.
    expect(readings('رضا شاه')).toEqual(['rza shah']);
    expect(otherArabicReadings('عبدالله')).toEqual([]);
  });

  it('says which readings rank below the name as written: a he read as a vowel, and -ehi', () => {
    const { readings: all, secondary } = arabicReadings('مجتبی خامنه\u200cای');
    expect(all).toHaveLength(5);
    expect([...secondary].map((n) => transliterate(n))).toEqual(['mjtbi khamnhi', 'mjtba khamnhi']);
    expect(arabicReadings('مصطفی کریمی').secondary.size).toBe(0);
  });

  it('gives no reading for names without those letters, or in other scripts', () => {
    expect(otherArabicReadings('محمد حسین')).toEqual([]);
    expect(otherArabicReadings('Reza Tehrani')).toEqual([]);
    expect(otherArabicReadings('Mostafa Kobri')).toEqual([]);
  });

  it('reads presentation forms as the letters they are', () => {
    expect(readings('\ufebf\ufeae')).toHaveLength(1);
  });
});

describe('otherArabicReadings of a long text', () => {
  it('stays few however many words end in ye or he', () => {
    // About 2,100 characters: made every reading in every pair of places before, until the
    // stack overflowed.
    const words = Array.from({ length: 350 }, (_, i) => (i % 2 === 0 ? 'فاطمه' : 'مصطفی'));
    const many = otherArabicReadings(words.join(' '));
    // Four places of each kind at most: each reading alone and all together.
    expect(many.length).toBeGreaterThan(0);
    expect(many.length).toBeLessThanOrEqual(100);
  });
});
