import { describe, expect, it } from 'vitest';
import { compareCodePoints, compareNames } from './name-order.js';

describe('compareNames', () => {
  it('orders by code point, whatever the locale would say', () => {
    const names = ['Öztürk', 'Zander', 'de Vries', 'Oosterhuis', 'Ørsted'];
    expect([...names].sort(compareNames)).toEqual([
      'Oosterhuis',
      'Zander',
      'de Vries',
      'Öztürk',
      'Ørsted',
    ]);
  });

  it('compares characters beyond the basic plane by code point, not by UTF-16 unit', () => {
    // U+1D400 (a surrogate pair, 0xD835 first) comes after U+FF21 by code point.
    expect(compareNames('\u{1D400}', '\uFF21')).toBeGreaterThan(0);
    expect(compareNames('Ann', 'Ann')).toBe(0);
    expect(compareNames('Ann', 'Anna')).toBeLessThan(0);
  });
});

describe('compareCodePoints', () => {
  it('orders ISO dates and codes alike on every machine, capitals before small letters', () => {
    expect(['2025-10-10', '2024-12-31', '2025-02-01', ''].sort(compareCodePoints)).toEqual([
      '',
      '2024-12-31',
      '2025-02-01',
      '2025-10-10',
    ]);
    // A collation puts "a" before "B"; code points do not.
    expect(['PM10', 'pm09', 'PM09'].sort(compareCodePoints)).toEqual(['PM09', 'PM10', 'pm09']);
  });
});
