import { describe, expect, it } from 'vitest';
import { transliterateHan, transliterateHangul, transliterateKana } from './east-asian.js';

describe('Hangul', () => {
  it('romanises a name syllable by syllable, the family name as customary', () => {
    expect(transliterateHangul('김정은')).toBe('kim jeong eun');
    expect(transliterateHangul('박근혜')).toBe('park geun hye');
    expect(transliterateHangul('이명박')).toBe('lee myeong bak');
    expect(transliterateHangul('문재인')).toBe('moon jae in');
  });

  it('follows the Revised Romanization for the other syllables', () => {
    expect(transliterateHangul('한국')).toBe('han guk');
    expect(transliterateHangul('서울특별시')).toBe('seo ul teuk byeol si');
    expect(transliterateHangul('꽃')).toBe('kkot');
    expect(transliterateHangul('닭')).toBe('dak');
    expect(transliterateHangul('쌍용')).toBe('ssang yong');
  });
});

describe('kana', () => {
  it.each([
    ['トヨタ', 'toyota'],
    ['すずき', 'suzuki'],
    ['きょうと', 'kyouto'],
    ['しゃちょう', 'shachou'],
    ['じゅんいちろう', 'junichirou'],
    ['にっぽん', 'nippon'],
    ['まっちゃ', 'matcha'],
    ['ファイル', 'fairu'],
    ['ティーム', 'timu'],
    ['ヴィクトル', 'vikutoru'],
    ['ﾄﾖﾀ', 'toyota'],
    ['ガンダム', 'gandamu'],
    ['ソニー・グループ', 'soni gurupu'],
  ])('%s -> %s', (kana, expected) => {
    expect(transliterateKana(kana)).toBe(expected);
  });
});

describe('Han', () => {
  it('keeps Han characters, set apart by spaces', () => {
    expect(transliterateHan('习近平').trim()).toBe('习近平');
    expect(transliterateHan('习近平')).toMatch(/^ .* $/);
  });

  it('spells out company-form words', () => {
    expect(transliterateHan('株式会社').trim()).toBe('kabushiki kaisha');
    expect(transliterateHan('华为技术有限公司').split(/\s+/).filter(Boolean)).toEqual([
      '华为技术',
      'youxian',
      'gongsi',
    ]);
    expect(transliterateHan('腾讯控股股份有限公司').split(/\s+/).filter(Boolean)).toEqual([
      '腾讯控股',
      'gufen',
      'youxian',
      'gongsi',
    ]);
  });
});
