import { describe, expect, it } from 'vitest';
import {
  digitsOf,
  isCalendarDate,
  passesIso7064Mod11x10,
  passesLuhn,
  remainderMod97,
  weightedSum,
} from './check-digits.js';

describe('check-digit arithmetic', () => {
  it('reads digits', () => {
    expect(digitsOf('0719')).toEqual([0, 7, 1, 9]);
  });

  it('sums weighted digits over the positions both have', () => {
    expect(weightedSum('123', [1, 2, 3])).toBe(14);
    expect(weightedSum('1234', [1, 2, 3])).toBe(14);
    expect(weightedSum('12', [1, 2, 3])).toBe(5);
    expect(weightedSum('99', [2, -1])).toBe(9);
  });

  it('runs the Luhn check', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('0')).toBe(true);
  });

  it('runs ISO 7064 MOD 11,10', () => {
    expect(passesIso7064Mod11x10('136695976')).toBe(true);
    expect(passesIso7064Mod11x10('136695978')).toBe(false);
    expect(passesIso7064Mod11x10('33392005961')).toBe(true);
    expect(passesIso7064Mod11x10('33392005962')).toBe(false);
  });

  it('computes remainders mod 97 beyond Number precision, letters as two digits', () => {
    // An IBAN with its first four characters moved to the end is 1 mod 97.
    expect(remainderMod97('WEST12345698765432GB82')).toBe(1);
    expect(remainderMod97('WEST12345698765432GB83')).toBe(2);
    const digits = '12345678901234567890123';
    expect(remainderMod97(digits)).toBe(Number(BigInt(digits) % 97n));
    expect(remainderMod97('B')).toBe(11);
  });

  it('knows calendar dates', () => {
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(1900, 2, 29)).toBe(false);
    expect(isCalendarDate(2023, 4, 31)).toBe(false);
    expect(isCalendarDate(2023, 12, 31)).toBe(true);
    expect(isCalendarDate(2023, 13, 1)).toBe(false);
    expect(isCalendarDate(2023, 0, 1)).toBe(false);
    expect(isCalendarDate(2023, 1, 0)).toBe(false);
  });
});
