/**
 * Identifiers of the demo dataset that pass the checks real ones pass: RSINs and btw numbers
 * (11-test), foreign VAT numbers, KvK numbers (unique by construction) and Dutch passport and
 * identity card numbers.
 */
import { mulMod, type Rng } from './prng.js';

/** Weighted sum of the 11-test (elfproef): weights 9..2 and -1 for the last digit. */
function elfproefSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (9 - i);
  return sum;
}

/** Whether nine digits pass the 11-test (RSIN, BSN, the digits of an old-style btw number). */
export function passesElfproef(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  return (elfproefSum(digits) - Number(digits[8])) % 11 === 0;
}

/** Eight digits completed with their 11-test digit, or undefined when that would be 10. */
export function completeElfproef(base: number): string | undefined {
  const digits = String(base).padStart(8, '0');
  const check = elfproefSum(digits) % 11;
  return check === 10 ? undefined : `${digits}${check}`;
}

/**
 * Nine digits passing the 11-test, unique for every index below 10 million: `first` then
 * seven digits spread over the range; where that gives check digit 10, `first + 1` does not
 * (its first digit adds 9 to the sum).
 */
function elfproefNumber(first: number, index: number, salt: number): string {
  const rest = (mulMod(index, 1_234_567, 10_000_000) + salt) % 10_000_000;
  const digits =
    completeElfproef(first * 10_000_000 + rest) ??
    completeElfproef((first + 1) * 10_000_000 + rest);
  if (digits === undefined) throw new Error('unreachable: the second first digit passes');
  return digits;
}

/** The RSIN of company `index`: 8 or 9 followed by seven digits and the 11-test digit. */
export const rsinOf = (index: number): string => elfproefNumber(8, index, 4_711);

/**
 * The digits of the btw number of a sole proprietorship (which has no RSIN): an old-style
 * 11-test number starting with 1 or 2, so never an RSIN of another company.
 */
export const soleTraderVatDigits = (index: number): string => elfproefNumber(1, index, 90_210);

/** A Dutch btw number: NL, nine 11-test digits, B and a two-digit sequence. */
export const nlVat = (digits: string, sequence = 1): string =>
  `NL${digits}B${String(sequence).padStart(2, '0')}`;

const KVK_RANGE = 90_000_000;
/** Company 0 gets 12345678, the example number the server prints on first start. */
const KVK_OFFSET = 2_345_678;

/** The KvK number of company `index`: eight digits, unique for every index below 90 million. */
export const kvkOf = (index: number): string =>
  String(10_000_000 + ((mulMod(index, 48_271, KVK_RANGE) + KVK_OFFSET) % KVK_RANGE));

/** A Belgian enterprise (and VAT) number: ten digits, 0 and seven, then 97 - (those mod 97). */
export function belgianEnterpriseNumber(rng: Rng): string {
  const base = rng.int(2_000_000, 9_999_999);
  const check = 97 - (base % 97);
  return `0${base}${String(check).padStart(2, '0')}`;
}

/** A German VAT number's nine digits, the last an ISO 7064 MOD 11,10 check digit. */
export function germanVatDigits(rng: Rng): string {
  const digits = String(rng.int(10_000_000, 99_999_999));
  let product = 10;
  for (const d of digits) {
    let sum = (Number(d) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return `${digits}${check}`;
}

/** A Luxembourg VAT number's eight digits: six, then those six modulo 89. */
export function luxembourgVatDigits(rng: Rng): string {
  const base = rng.int(100_000, 999_999);
  return `${base}${String(base % 89).padStart(2, '0')}`;
}

/** Letters of Dutch travel documents: the letter O is never used (it reads as zero). */
const DOCUMENT_LETTERS = 'ABCDEFGHIJKLMNPQRSTUVWXYZ';
const DOCUMENT_CHARACTERS = `${DOCUMENT_LETTERS}0123456789`;

/**
 * A Dutch passport or identity card number: nine characters, two letters, six letters or
 * digits, one digit; never the letter O.
 */
export function dutchDocumentNumber(rng: Rng): string {
  const letter = () => DOCUMENT_LETTERS[rng.int(0, DOCUMENT_LETTERS.length - 1)] ?? 'A';
  let number = letter() + letter();
  for (let i = 0; i < 6; i++) {
    number += DOCUMENT_CHARACTERS[rng.int(0, DOCUMENT_CHARACTERS.length - 1)] ?? '0';
  }
  return `${number}${rng.int(0, 9)}`;
}

/** Whether a number has the form of a Dutch passport or identity card number. */
export const isDutchDocumentNumber = (value: string): boolean =>
  /^[A-NP-Z]{2}[A-NP-Z0-9]{6}[0-9]$/.test(value);
