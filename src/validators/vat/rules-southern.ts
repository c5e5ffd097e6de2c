/**
 * VAT number rules of CY, EL, ES, IT, MT and PT, written from the published descriptions of each
 * number's structure and check digits (tax administrations', the EU's VIES documentation). Every
 * state here has a check-digit scheme.
 */
import { digitsOf, passesLuhn, weightedSum } from './check-digits.js';
import type { CountryVatRule } from './types.js';
import { acceptedIf, badComponent, wrongFormat, wrongLength } from './verdicts.js';

const CY_SHAPE = '9 characters after CY: 8 digits and a check letter';
// Digits in odd positions count as these values; digits in even positions count as themselves.
const CY_ODD_POSITION_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];

/** Cypriot TIC: 8 digits + letter A…Z for the value sum mod 26. */
export const cyprus: CountryVatRule = {
  country: 'CY',
  check(number) {
    if (number.length !== 9) return wrongLength('CY', CY_SHAPE);
    if (!/^\d{8}[A-Z]$/.test(number)) return wrongFormat('CY', CY_SHAPE);
    // Numbers issued before 27 March 2023 start with 0, 1, 3, 4, 5 or 9, never 12; every number
    // the Tax Department's TFA system has issued since starts with 6 (same check letter).
    if (!/^[0134569]/.test(number) || number.startsWith('12')) {
      return badComponent('CY VAT numbers start with 0, 1, 3, 4, 5, 6 or 9, and never with 12');
    }
    let sum = 0;
    digitsOf(number.slice(0, 8)).forEach((digit, i) => {
      sum += i % 2 === 0 ? (CY_ODD_POSITION_VALUES[digit] ?? 0) : digit;
    });
    return acceptedIf(String.fromCharCode(65 + (sum % 26)) === number.charAt(8), number);
  },
};

const EL_SHAPE = '9 digits after EL';

/**
 * Greek AFM: 8 digits weighted 256, 128 … 2, mod 11, mod 10. Older 8-digit numbers are written
 * without the leading 0 that VIES expects, and get it back.
 */
export const greece: CountryVatRule = {
  country: 'EL',
  check(input) {
    const number = /^\d{8}$/.test(input) ? `0${input}` : input;
    if (number.length !== 9) return wrongLength('EL', EL_SHAPE);
    if (!/^\d{9}$/.test(number)) return wrongFormat('EL', EL_SHAPE);
    const sum = weightedSum(number, [256, 128, 64, 32, 16, 8, 4, 2]);
    return acceptedIf((sum % 11) % 10 === Number(number[8]), number);
  },
};

const ES_SHAPE =
  '9 characters after ES: 8 digits and a letter (DNI), X, Y or Z, 7 digits and a letter (NIE), K, L or M, 7 digits and a letter, or an entity letter, 7 digits and a check digit or letter (CIF)';
const ES_PERSON_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const ES_ENTITY_CHECK_LETTERS = 'JABCDEFGHI';

/** The CIF control value of an entity's 7 digits: Luhn-style doubling of positions 1, 3, 5, 7. */
function spanishEntityControl(sevenDigits: string): number {
  let sum = 0;
  digitsOf(sevenDigits).forEach((digit, i) => {
    const value = i % 2 === 0 ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  });
  return (10 - (sum % 10)) % 10;
}

/**
 * Spanish NIF. People: DNI (8 digits) or NIE (X=0, Y=1, Z=2 then 7 digits) or K/L/M + 7 digits;
 * the letter is the number mod 23. Entities (CIF): a type letter, 7 digits and a control, as a
 * letter for the types that must use one (N, P, Q, R, S, W), else as a digit or letter.
 */
export const spain: CountryVatRule = {
  country: 'ES',
  check(number) {
    if (number.length !== 9) return wrongLength('ES', ES_SHAPE);
    if (/^(\d{8}|[XYZ]\d{7}|[KLM]\d{7})[A-Z]$/.test(number)) {
      const body = number.slice(0, 8).replace(/^[XYZ]/, (l) => String('XYZ'.indexOf(l)));
      const value = Number(body.replace(/^[KLM]/, ''));
      return acceptedIf(ES_PERSON_LETTERS.charAt(value % 23) === number.charAt(8), number);
    }
    if (/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(number)) {
      const control = spanishEntityControl(number.slice(1, 8));
      const given = number.charAt(8);
      const letterOnly = 'NPQRSW'.includes(number.charAt(0));
      if (letterOnly && /\d/.test(given)) {
        return badComponent(`ES VAT numbers of entity type ${number.charAt(0)} end in a letter`);
      }
      const matches = given === String(control) || given === ES_ENTITY_CHECK_LETTERS[control];
      return acceptedIf(matches, number);
    }
    return wrongFormat('ES', ES_SHAPE);
  },
};

const IT_SHAPE = '11 digits after IT';

/** Provincial office codes 001–100, and 120, 121, 888 and 999 for special registrations. */
function isItalianOfficeCode(code: number): boolean {
  return (code >= 1 && code <= 100) || [120, 121, 888, 999].includes(code);
}

/** Partita IVA: 7-digit company number, 3-digit office code, Luhn check digit. */
export const italy: CountryVatRule = {
  country: 'IT',
  check(number) {
    if (number.length !== 11) return wrongLength('IT', IT_SHAPE);
    if (!/^\d{11}$/.test(number)) return wrongFormat('IT', IT_SHAPE);
    if (number.startsWith('0000000')) {
      return badComponent('IT VAT numbers never start with a company number of 0000000');
    }
    const office = number.slice(7, 10);
    if (!isItalianOfficeCode(Number(office))) {
      return badComponent(`IT VAT numbers have no tax office ${office} (digits 8 to 10)`);
    }
    return acceptedIf(passesLuhn(number), number);
  },
};

const MT_SHAPE = '8 digits after MT';

/** Maltese VAT number: 6 digits weighted 3,4,6,7,8,9; the last 2 digits are 37 − sum mod 37. */
export const malta: CountryVatRule = {
  country: 'MT',
  check(number) {
    if (number.length !== 8) return wrongLength('MT', MT_SHAPE);
    if (!/^\d{8}$/.test(number)) return wrongFormat('MT', MT_SHAPE);
    const expected = 37 - (weightedSum(number, [3, 4, 6, 7, 8, 9]) % 37);
    return acceptedIf(expected === Number(number.slice(6)), number, true);
  },
};

const PT_SHAPE = '9 digits after PT, not starting with 0';

/** NIPC: 8 digits weighted 9…2; check 11 − sum mod 11, or 0 where that is 10 or 11. */
export const portugal: CountryVatRule = {
  country: 'PT',
  check(number) {
    if (number.length !== 9) return wrongLength('PT', PT_SHAPE);
    if (!/^[1-9]\d{8}$/.test(number)) return wrongFormat('PT', PT_SHAPE);
    const check = 11 - (weightedSum(number, [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
    return acceptedIf((check >= 10 ? 0 : check) === Number(number[8]), number);
  },
};

export const SOUTHERN_RULES: readonly CountryVatRule[] = [
  cyprus,
  greece,
  spain,
  italy,
  malta,
  portugal,
];
