import { describe, expect, it } from 'vitest';
import { sameSurnameRomanised } from './surname-romanisations.js';

describe('sameSurnameRomanised', () => {
  it('equates the Wade-Giles and pinyin spellings of one Chinese family name', () => {
    for (const [a, b] of [
      ['hsu', 'xu'],
      ['chou', 'zhou'],
      ['tsai', 'cai'],
      ['chiang', 'jiang'],
      ['lee', 'li'],
      ['woo', 'wu'],
      ['chan', 'chen'],
    ]) {
      expect(sameSurnameRomanised(a ?? '', b ?? ''), `${a} ${b}`).toBe(true);
    }
  });

  it('keeps other family names apart', () => {
    expect(sameSurnameRomanised('xu', 'cai')).toBe(false);
    expect(sameSurnameRomanised('xu', 'xu')).toBe(false);
    expect(sameSurnameRomanised('lee', 'ri')).toBe(false);
  });
});
