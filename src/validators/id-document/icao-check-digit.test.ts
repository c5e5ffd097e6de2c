import { describe, expect, it } from 'vitest';
import { icaoCharacterValue, icaoCheckDigit } from './icao-check-digit.js';

describe('icaoCheckDigit', () => {
  it('gives the check digit printed in the MRZ of the Dutch 2014 specimen passport', () => {
    // SPECI2014: 28·7 + 25·3 + 14·1 + 12·7 + 18·3 + 2·1 + 0·7 + 1·3 + 4·1 = 432, so 2.
    expect(icaoCheckDigit('SPECI2014')).toBe('2');
  });

  it('gives the check digit of the ICAO 9303 example document number', () => {
    // The worked example of Doc 9303 part 3: document number L898902C3, check digit 6.
    expect(icaoCheckDigit('L898902C3')).toBe('6');
  });

  it('counts the filler as zero, so a padded short number checks as the short one', () => {
    expect(icaoCheckDigit('D231458<<')).toBe(icaoCheckDigit('D231458'));
    expect(icaoCheckDigit('<<<<<<<<<')).toBe('0');
  });

  it('checks dates the same way (the ICAO example birth date 740812 has check digit 2)', () => {
    expect(icaoCheckDigit('740812')).toBe('2');
  });

  it('has no check digit for a field with characters outside the MRZ alphabet', () => {
    expect(icaoCheckDigit('ab12')).toBeUndefined();
    expect(icaoCheckDigit('AB-12')).toBeUndefined();
  });

  it('values characters as ICAO does', () => {
    expect(icaoCharacterValue('0')).toBe(0);
    expect(icaoCharacterValue('9')).toBe(9);
    expect(icaoCharacterValue('A')).toBe(10);
    expect(icaoCharacterValue('Z')).toBe(35);
    expect(icaoCharacterValue('<')).toBe(0);
    expect(icaoCharacterValue('a')).toBeUndefined();
    expect(icaoCharacterValue('AB')).toBeUndefined();
  });
});
