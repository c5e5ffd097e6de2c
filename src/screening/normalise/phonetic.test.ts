import { describe, expect, it } from 'vitest';
import { phoneticKey } from './phonetic.js';

const same = (words: string[]): void => {
  const keys = new Set(words.map(phoneticKey));
  expect([...keys], words.join(' / ')).toHaveLength(1);
  expect(phoneticKey(words[0] ?? '')).not.toBe('');
};

describe('phoneticKey', () => {
  it.each([
    [['mohammed', 'muhammad', 'mohamed', 'mohammad', 'muhamed', 'muhammed', 'mhmd']],
    [['jon', 'john']],
    [['smith', 'smyth']],
    [['meyer', 'meier', 'mayer', 'maier']],
    [['yusuf', 'yousef', 'youssef', 'iusuf', 'yusf']],
    [['ahmed', 'ahmad', 'ahmd']],
    [['hussein', 'husein', 'hussain', 'hossein', 'hsin']],
    [['khalid', 'halid', 'khaled', 'khald']],
    [['abdullah', 'abdulla', 'abdallah']],
    [['osama', 'usama', 'oussama', 'asama']],
    [['gaddafi', 'qadhafi', 'kadhafi', 'qaddafi', 'qdhafi']],
    [['muller', 'mueller', 'mulller']],
    [['schultz', 'schulz']],
    [['philip', 'filip', 'phillip']],
    [['vladimir', 'wladimir']],
    [['zhukov', 'joukov']],
    [['kim', 'gim']],
    [['jong', 'jeong']],
    [['ivanov', 'iwanow']],
    [['medvedev', 'medwedew']],
    [['jaroslav', 'jaroslaw']],
    [['sergei', 'sergey', 'sergej', 'siergiej']],
    [['nikolai', 'nikolaj']],
    [['shoigu', 'szojgu', 'schoigu']],
  ])('gives one key to %j', (words) => {
    same(words);
  });

  it.each([
    ['george', 'habbash'],
    ['bush', 'habbash'],
    ['emma', 'anna'],
    ['emma', 'emily'],
    ['mohammed', 'mahmoud'],
    ['smith', 'schmidt'],
    ['emma', 'amina'],
    ['yusuf', 'jusuf'],
    ['putin', 'patel'],
  ])('tells %s from %s', (a, b) => {
    expect(phoneticKey(a)).not.toBe(phoneticKey(b));
  });

  it('writes the documented keys', () => {
    expect(phoneticKey('mohammed')).toBe('mhmt');
    expect(phoneticKey('emma')).toBe('am');
    expect(phoneticKey('habbash')).toBe('hbx');
    expect(phoneticKey('george')).toBe('krk');
    expect(phoneticKey('christian')).toBe('krstn');
    expect(phoneticKey('charles')).toBe('xrls');
    expect(phoneticKey('dijkstra')).toBe('tkstr');
    expect(phoneticKey('alexander')).toBe('alksntr');
  });

  it('keeps digits and letters of other scripts, and gives "" for nothing', () => {
    expect(phoneticKey('习近平')).toBe('习近平');
    expect(phoneticKey('x5')).toBe('ks5');
    expect(phoneticKey('')).toBe('');
  });
});
