import { describe, expect, it } from 'vitest';
import { gluedKoreanGivenNames, koreanFamilyNameFirst, romanisedKorean } from './korean-names.js';
import { normaliseName, normaliseNameVariants } from './name.js';

describe('koreanFamilyNameFirst', () => {
  it('reads a Korean family name before a hyphenated given name as written first', () => {
    for (const name of [
      'Ri Yong-ho',
      'Kim Jong-un',
      'Lee Yong-ho',
      'Pak Song-il Jong-su',
      'O Kuk-ryol',
      'Choe Ryong-hae',
      // As people romanise their own names.
      'Kim Young-sam',
      'Park Woo-jin',
      'Kim Yoon-ah',
      'Park Soo-ah',
      'Lee Hyun-woo',
    ]) {
      expect(koreanFamilyNameFirst(name), name).toBe(true);
    }
  });

  it('reads a Korean family name in capitals before the given names as written first', () => {
    expect(koreanFamilyNameFirst('RI Yong Ho')).toBe(true);
    expect(koreanFamilyNameFirst('KIM Jong Un')).toBe(true);
  });

  it('leaves other names as written', () => {
    for (const name of [
      'Yong-ho Ri',
      'Yong Ho Ri',
      // Neither a hyphen nor capitals: Ri Yong may be the given names.
      'Ri Yong Ho',
      'RI YONG HO',
      'Peter Ho',
      'Ho Peter',
      // Not Korean syllables.
      'Jo Ann-Marie',
      'Han Jean-Pierre',
      'Kim',
    ]) {
      expect(koreanFamilyNameFirst(name), name).toBe(false);
    }
  });
});

describe('romanisedKorean', () => {
  const reads = (name: string) =>
    romanisedKorean(normaliseName(name, 'person').tokens.map((t) => t.text));

  it('reads a name of Korean syllables with a Korean family name at an end as Korean', () => {
    for (const name of [
      'Kim Jong Un',
      'KIM Chong-un',
      'Kim Chŏng-ŭn',
      'Jong Un Kim',
      'Jang Song Thaek',
      'Choe Ryong Hae',
      'Hyun Young Cheol',
      'O Kuk Ryol',
    ]) {
      expect(reads(name), name).toBe(true);
    }
  });

  it('leaves other names alone', () => {
    for (const name of [
      // Two syllables: as many Chinese names as Korean ones (Yang Jun, Chang Min).
      'Kim Il',
      'Yang Jun',
      // A word that is no Korean syllable.
      'Chong Wei Lee',
      'Kim Jongun',
      'Nguyen Van Anh',
      'Tran Thi Ha',
      'Ha Thi Lan',
      'Jan de Jong',
      'Chol de Jong',
      // No Korean family name at either end.
      'Chan Kin Man',
      'Tom Dan Bo',
      // A Korean family name at an end, but a word no Korean given name is made of: Wang
      // (왕), Kin (긴), Ming (밍), Tom and Ben are Chinese or English names.
      'Wang Jun Ho',
      'Ho Kin Sun',
      'Lee Hon Ming',
      'Tom Ben Lee',
      'Kim Jong Un 2',
    ]) {
      expect(reads(name), name).toBe(false);
    }
  });
});

describe('gluedKoreanGivenNames', () => {
  it('cuts a given name glued into one word in two syllables of Korean given names', () => {
    expect(gluedKoreanGivenNames(['kim', 'jongun'])).toEqual([
      ['jong', 'un', 'kim'],
      ['jon', 'gun', 'kim'],
    ]);
    expect(gluedKoreanGivenNames(['minjun', 'park'])).toEqual([['min', 'jun', 'park']]);
    const readings = normaliseNameVariants('Kim Jongil', 'person').map((n) =>
      n.tokens.map((t) => t.text).join(' '),
    );
    expect(readings).toEqual(['kim jongil', 'jong il kim', 'jon gil kim']);
  });

  it('leaves other names of two words alone', () => {
    for (const words of [
      // One syllable, or no Korean family name.
      ['kim', 'jeong'],
      ['lee', 'young'],
      ['wang', 'jianguo'],
      ['jongun', 'smith'],
      // Not two syllables of Korean given names.
      ['han', 'petra'],
      ['lee', 'hsienloong'],
      ['kim', 'jongunil'],
      ['kim', 'jong', 'un'],
    ]) {
      expect(gluedKoreanGivenNames(words), words.join(' ')).toEqual([]);
    }
  });
});

describe('a name in Hangul', () => {
  const words = (name: string) => normaliseName(name, 'person').tokens.map((t) => t.text);

  it('puts the family name last, as the scorer reads a name', () => {
    expect(words('김정은')).toEqual(['jeong', 'eun', 'kim']);
    expect(words('리명수')).toEqual(['myeong', 'su', 'ri']);
    expect(words('김 정은').at(-1)).toBe('kim');
  });

  it('reads a given name written apart from the family name as the syllables it is', () => {
    // 정 begins the given name here: no family name's customary spelling (Jung).
    expect(words('김 정은')).toEqual(words('김정은'));
    expect(words('김 정은')).toEqual(['jeong', 'eun', 'kim']);
    expect(words('박 이현')).toEqual(['i', 'hyeon', 'park']);
    expect(words('남궁 민')).toEqual(words('남궁민'));
  });

  it('reads a family name of two syllables as one name, spelled as its bearers do', () => {
    expect(words('남궁민')).toEqual(['min', 'namgung']);
    expect(words('선우재현')).toEqual(['jae', 'hyeon', 'sunwoo']);
    expect(words('제갈성')).toEqual(['seong', 'jegal']);
    expect(words('황보관')).toEqual(['gwan', 'hwangbo']);
    expect(words('독고영재')).toEqual(['yeong', 'jae', 'dokgo']);
    expect(words('사공일')).toEqual(['il', 'sagong']);
    expect(words('남궁 민')).toEqual(['min', 'namgung']);
  });
});

describe('a name in Hangul beginning with a two-syllable family name', () => {
  const readings = (name: string) =>
    normaliseNameVariants(name, 'person').map((n) => n.tokens.map((t) => t.text).join(' '));

  it('is also read with a family name of one syllable where that is a name of its own', () => {
    expect(readings('황보라')).toEqual(['ra hwangbo', 'bo ra hwang']);
    expect(readings('서문탁')).toEqual(['tak seomun', 'mun tak seo']);
    expect(readings('선우현')).toEqual(['hyeon sunwoo', 'u hyeon seon']);
  });

  it('is read one way where the second syllable begins no given name', () => {
    expect(readings('남궁민')).toEqual(['min namgung']);
    expect(readings('제갈성')).toEqual(['seong jegal']);
    expect(readings('황보')).toEqual(['hwangbo']);
  });
});
