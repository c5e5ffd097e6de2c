/** Arithmetic shared by the national check-digit schemes. Inputs are digit strings. */
import { daysInMonth } from '../../entities/validity.js';

/** The digits of a string of decimal digits, as numbers. */
export function digitsOf(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0) - 48);
}

/** Σ digit × weight over the positions both have; extra digits or weights are ignored. */
export function weightedSum(text: string, weights: readonly number[]): number {
  const digits = digitsOf(text);
  let sum = 0;
  for (let i = 0; i < Math.min(digits.length, weights.length); i++) {
    sum += (digits[i] ?? 0) * (weights[i] ?? 0);
  }
  return sum;
}

/** Luhn (ISO/IEC 7812-1): the whole string, check digit last, sums to 0 mod 10. */
export function passesLuhn(text: string): boolean {
  const digits = digitsOf(text).reverse();
  let sum = 0;
  digits.forEach((digit, i) => {
    const value = i % 2 === 1 ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  });
  return sum % 10 === 0;
}

/** ISO 7064 MOD 11,10 (hybrid system): the whole string, check digit last, is consistent. */
export function passesIso7064Mod11x10(text: string): boolean {
  const digits = digitsOf(text);
  let product = 10;
  for (const digit of digits.slice(0, -1)) {
    const sum = (digit + product) % 10 || 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === digits.at(-1);
}

/**
 * The remainder mod 97 of the decimal number written by the string, letters counting as two
 * digits (A=10 … Z=35) as in ISO 7064 MOD 97-10 and IBAN checks. Done piecewise: the number is
 * far beyond Number precision.
 */
export function remainderMod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? code - 55 : code - 48;
    remainder = value > 9 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/** Whether year-month-day is a day of the Gregorian calendar. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  // daysInMonth gives 31 for a month out of range: the range is checked here.
  return (
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}
