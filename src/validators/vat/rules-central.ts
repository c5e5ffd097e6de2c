/**
 * VAT number rules of CZ, HR, HU, PL, SI and SK, written from the published descriptions of each
 * number's structure and check digits (tax administrations', the EU's VIES documentation). Every
 * state here has a check-digit scheme; only Czech birth numbers from before 1954 carry none.
 */
import { isCalendarDate, passesIso7064Mod11x10, weightedSum } from './check-digits.js';
import type { CountryVatRule } from './types.js';
import {
  CHECK_DIGIT_MISMATCH,
  accepted,
  acceptedIf,
  badComponent,
  wrongFormat,
  wrongLength,
} from './verdicts.js';

const CZ_SHAPE = '8, 9 or 10 digits after CZ';

/**
 * Whether a Czech birth number (rodné číslo) starts with a date of birth: YYMMDD, with 50 added
 * to the month for women and, since 2004, 20 more when a day's numbers run out.
 */
function czechBirthDateIsValid(number: string, year: number): boolean {
  const written = Number(number.slice(2, 4));
  const offset = [70, 50, 20, 0].find((o) => written > o && written <= o + 12);
  if (offset === undefined) return false;
  return isCalendarDate(year, written - offset, Number(number.slice(4, 6)));
}

/**
 * Czech DIČ. Legal entities: the 8-digit IČO (first digit not 9), weights 8…2, check
 * (11 − sum mod 11) mod 10. Individuals: their birth number, 9 digits for those born before 1954
 * (no check digit: only the date can be checked), 10 digits divisible by 11 (or, in some older
 * numbers, with remainder 10 from the first 9 digits and a check digit of 0). Individuals
 * without a birth number get 9 digits starting with 6, whose last digit is looked up from
 * 11 − (digits 2–8 weighted 8…2) mod 11.
 */
export const czechia: CountryVatRule = {
  country: 'CZ',
  check(number) {
    if (number.length < 8 || number.length > 10) return wrongLength('CZ', CZ_SHAPE);
    if (!/^\d+$/.test(number)) return wrongFormat('CZ', CZ_SHAPE);
    if (number.length === 8) {
      if (number.startsWith('9'))
        return badComponent('CZ VAT numbers of 8 digits never start with 9');
      const check = (11 - (weightedSum(number, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 10;
      return acceptedIf(check === Number(number[7]), number);
    }
    if (number.length === 9 && number.startsWith('6')) {
      const remainder = weightedSum(number.slice(1), [8, 7, 6, 5, 4, 3, 2]) % 11;
      return acceptedIf((remainder + 8) % 10 === Number(number[8]), number);
    }
    const twoDigitYear = Number(number.slice(0, 2));
    if (number.length === 9) {
      // Nine-digit birth numbers were issued until 1953 and carry no check digit.
      const isBirthNumber = twoDigitYear < 54 && czechBirthDateIsValid(number, 1900 + twoDigitYear);
      return isBirthNumber
        ? accepted(number)
        : badComponent(
            'CZ VAT numbers of 9 digits start with a date of birth before 1954, or with 6',
          );
    }
    const year = twoDigitYear < 54 ? 2000 + twoDigitYear : 1900 + twoDigitYear;
    if (!czechBirthDateIsValid(number, year)) {
      return badComponent('CZ VAT numbers of 10 digits start with a date of birth');
    }
    const divisible = Number(number) % 11 === 0;
    const legacyZero = Number(number.slice(0, 9)) % 11 === 10 && number.endsWith('0');
    return acceptedIf(divisible || legacyZero, number);
  },
};

const HR_SHAPE = '11 digits after HR';

/** Croatian OIB: 10 digits + ISO 7064 MOD 11,10 check digit. */
export const croatia: CountryVatRule = {
  country: 'HR',
  check(number) {
    if (number.length !== 11) return wrongLength('HR', HR_SHAPE);
    if (!/^\d{11}$/.test(number)) return wrongFormat('HR', HR_SHAPE);
    return acceptedIf(passesIso7064Mod11x10(number), number);
  },
};

const HU_SHAPE = '8 digits after HU';

/** Hungarian adószám core: 7 digits weighted 9,7,3,1,9,7,3; check (10 − sum mod 10) mod 10. */
export const hungary: CountryVatRule = {
  country: 'HU',
  check(number) {
    if (number.length !== 8) return wrongLength('HU', HU_SHAPE);
    if (!/^\d{8}$/.test(number)) return wrongFormat('HU', HU_SHAPE);
    const check = (10 - (weightedSum(number, [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10;
    return acceptedIf(check === Number(number[7]), number);
  },
};

const PL_SHAPE = '10 digits after PL';

/** Polish NIP: 9 digits weighted 6,5,7,2,3,4,5,6,7; check is sum mod 11 (10 is never issued). */
export const poland: CountryVatRule = {
  country: 'PL',
  check(number) {
    if (number.length !== 10) return wrongLength('PL', PL_SHAPE);
    if (!/^\d{10}$/.test(number)) return wrongFormat('PL', PL_SHAPE);
    const check = weightedSum(number, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
    return acceptedIf(check === Number(number[9]), number);
  },
};

const SI_SHAPE = '8 digits after SI, not starting with 0';

/** Slovenian davčna številka: 7 digits weighted 8…2; check 11 − sum mod 11, 10 → 0, 11 never. */
export const slovenia: CountryVatRule = {
  country: 'SI',
  check(number) {
    if (number.length !== 8) return wrongLength('SI', SI_SHAPE);
    if (!/^[1-9]\d{7}$/.test(number)) return wrongFormat('SI', SI_SHAPE);
    const remainder = weightedSum(number, [8, 7, 6, 5, 4, 3, 2]) % 11;
    if (remainder === 0) return CHECK_DIGIT_MISMATCH;
    return acceptedIf((11 - remainder) % 10 === Number(number[7]), number);
  },
};

const SK_SHAPE =
  '10 digits after SK, not starting with 0, with 2, 3, 4, 7, 8 or 9 as the third digit';

/** Slovak IČ DPH: the whole 10-digit number is divisible by 11. */
export const slovakia: CountryVatRule = {
  country: 'SK',
  check(number) {
    if (number.length !== 10) return wrongLength('SK', SK_SHAPE);
    if (!/^[1-9]\d[234789]\d{7}$/.test(number)) return wrongFormat('SK', SK_SHAPE);
    return acceptedIf(Number(number) % 11 === 0, number);
  },
};

export const CENTRAL_RULES: readonly CountryVatRule[] = [
  czechia,
  croatia,
  hungary,
  poland,
  slovenia,
  slovakia,
];
