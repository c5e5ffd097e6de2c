import { describe, expect, it } from 'vitest';
import { comparablePostcode } from './postcode-compared.js';

describe('comparablePostcode', () => {
  it('drops country letters before a postcode of digits or a Dutch one', () => {
    for (const written of ['L-4010', 'L 4010', 'L4010', '4010']) {
      expect(comparablePostcode(written), written).toBe('4010');
    }
    expect(comparablePostcode('SE-114 55')).toBe('11455');
    expect(comparablePostcode('NL-1020 AA')).toBe('1020AA');
    expect(comparablePostcode('ＮＬ-１０２０ ＡＡ')).toBe('1020AA');
  });

  it("keeps the letters a postcode begins with, as Britain's and Canada's do", () => {
    expect(comparablePostcode('SW1A 2AA')).toBe('SW1A2AA');
    expect(comparablePostcode('sw1a2aa')).toBe('SW1A2AA');
    expect(comparablePostcode('W1A 2AA')).not.toBe(comparablePostcode('SW1A 2AA'));
    expect(comparablePostcode('K1A 0B1')).toBe('K1A0B1');
    expect(comparablePostcode('C1425DKF')).toBe('C1425DKF');
  });

  it('reads a ZIP+4 as its ZIP code', () => {
    for (const written of ['97232-1234', '97232 - 1234', '97232\u20131234', '97232']) {
      expect(comparablePostcode(written), written).toBe('97232');
    }
    // Five digits and three, as Brazil writes them, are no ZIP+4.
    expect(comparablePostcode('01310-100')).toBe('01310100');
  });
});
