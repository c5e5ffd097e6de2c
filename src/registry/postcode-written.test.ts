import { describe, expect, it } from 'vitest';
import { dutchPostcode, postcodeForPeople } from './postcode-written.js';

describe('dutchPostcode', () => {
  it('reads the common forms, with or without a space, in either case', () => {
    expect(dutchPostcode('1012 AB')).toBe('1012AB');
    expect(dutchPostcode('1012ab')).toBe('1012AB');
    expect(dutchPostcode('9999 zZ')).toBe('9999ZZ');
  });

  it('reads the other ways a postcode is written', () => {
    expect(dutchPostcode('1012  AB')).toBe('1012AB');
    expect(dutchPostcode('1012-ab')).toBe('1012AB');
    expect(dutchPostcode(' 1012 AB ')).toBe('1012AB');
    expect(dutchPostcode('NL-1012 AB')).toBe('1012AB');
    expect(dutchPostcode('(1012 AB)')).toBe('1012AB');
    expect(dutchPostcode('1012 AB.')).toBe('1012AB');
    expect(dutchPostcode('１０１２ ＡＢ')).toBe('1012AB');
    expect(dutchPostcode('1012\u2013AB')).toBe('1012AB');
  });

  it('reads nothing else as a Dutch postcode', () => {
    for (const value of ['0123 AB', '1012 ABC', '101 AB', '1012 A', '1012 1B', '10 12 AB', '']) {
      expect(dutchPostcode(value), value).toBeUndefined();
    }
  });
});

describe('postcodeForPeople', () => {
  it('writes a Dutch postcode with its letters apart, anything else as given', () => {
    expect(postcodeForPeople('1060AB')).toBe('1060 AB');
    expect(postcodeForPeople('1060 ab')).toBe('1060 AB');
    expect(postcodeForPeople('L-4010')).toBe('L-4010');
    expect(postcodeForPeople('10001')).toBe('10001');
  });
});
