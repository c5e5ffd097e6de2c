/**
 * VAT number rules of BG, EE, LT, LV and RO, written from the published descriptions of each
 * number's structure and check digits (tax administrations', the EU's VIES documentation). Every
 * state here has a check-digit scheme.
 */
import { isCalendarDate, weightedSum } from './check-digits.js';
import type { CountryVatRule } from './types.js';
import { acceptedIf, badComponent, wrongFormat, wrongLength } from './verdicts.js';

const BG_SHAPE = '9 or 10 digits after BG';

/** A Bulgarian EGN: date of birth (40 added to the month after 1999, 20 before 1900) + check. */
function isBulgarianPersonalNumber(number: string): boolean {
  let year = 1900 + Number(number.slice(0, 2));
  let month = Number(number.slice(2, 4));
  if (month > 40) {
    year += 100;
    month -= 40;
  } else if (month > 20) {
    year -= 100;
    month -= 20;
  }
  if (!isCalendarDate(year, month, Number(number.slice(4, 6)))) return false;
  const check = (weightedSum(number, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10;
  return check === Number(number[9]);
}

/** A Bulgarian LNCh (foreigner's number): weights 21,19,17,13,11,9,7,3,1, sum mod 10. */
function isBulgarianForeignerNumber(number: string): boolean {
  return weightedSum(number, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === Number(number[9]);
}

/** Other Bulgarian 10-digit numbers: weights 4,3,2,7,6,5,4,3,2; 11 − sum mod 11, 11 → 0. */
function isBulgarianOtherNumber(number: string): boolean {
  const check = 11 - (weightedSum(number, [4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  return check !== 10 && check % 11 === Number(number[9]);
}

/**
 * Bulgarian VAT number. Legal entities (9 digits, the BULSTAT/EIK): weights 1…8 mod 11, falling
 * back to weights 3…10 when that gives 10, and to 0 when that gives 10 again. Individuals
 * (10 digits): the personal number (EGN), a foreigner's number (LNCh) or another 10-digit number,
 * each with its own check; the number is valid when any of them fits.
 */
export const bulgaria: CountryVatRule = {
  country: 'BG',
  check(number) {
    if (number.length !== 9 && number.length !== 10) return wrongLength('BG', BG_SHAPE);
    if (!/^\d+$/.test(number)) return wrongFormat('BG', BG_SHAPE);
    if (number.length === 9) {
      let check = weightedSum(number, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
      if (check === 10) check = (weightedSum(number, [3, 4, 5, 6, 7, 8, 9, 10]) % 11) % 10;
      return acceptedIf(check === Number(number[8]), number);
    }
    const fits =
      isBulgarianPersonalNumber(number) ||
      isBulgarianForeignerNumber(number) ||
      isBulgarianOtherNumber(number);
    return acceptedIf(fits, number);
  },
};

const EE_SHAPE = '9 digits after EE, starting with 10';

/** Estonian KMKR number: 8 digits weighted 3,7,1 repeating; check (10 − sum mod 10) mod 10. */
export const estonia: CountryVatRule = {
  country: 'EE',
  check(number) {
    if (number.length !== 9) return wrongLength('EE', EE_SHAPE);
    if (!/^10\d{7}$/.test(number)) return wrongFormat('EE', EE_SHAPE);
    const check = (10 - (weightedSum(number, [3, 7, 1, 3, 7, 1, 3, 7]) % 10)) % 10;
    return acceptedIf(check === Number(number[8]), number);
  },
};

const LT_SHAPE = '9 digits (legal entities) or 12 digits (temporary registrations) after LT';

/**
 * Lithuanian PVM code: weights 1, 2 … 9, 1, 2 mod 11; when that gives 10, weights 3 … 9, 1 … 4
 * mod 11, and 0 when that gives 10 again. The second-to-last digit is always 1.
 */
export const lithuania: CountryVatRule = {
  country: 'LT',
  check(number) {
    if (number.length !== 9 && number.length !== 12) return wrongLength('LT', LT_SHAPE);
    if (!/^\d+$/.test(number)) return wrongFormat('LT', LT_SHAPE);
    if (number.charAt(number.length - 2) !== '1') {
      return badComponent('LT VAT numbers have 1 as their second-to-last digit');
    }
    const body = number.slice(0, -1);
    const weights = (offset: number) => Array.from(body, (_, i) => ((i + offset) % 9) + 1);
    let check = weightedSum(body, weights(0)) % 11;
    if (check === 10) check = (weightedSum(body, weights(2)) % 11) % 10;
    return acceptedIf(check === Number(number.at(-1)), number);
  },
};

const LV_SHAPE = '11 digits after LV';

/**
 * Latvian PVN number. Legal entities (first digit above 3): weights 9,1,4,8,3,10,2,5,7,6, check
 * (3 − sum) mod 11. Individuals: the personal code, weights 1,6,3,7,9,10,5,8,4,2, check
 * (1101 − sum) mod 11; codes issued before July 2017 start with the birth date DDMMYY followed by
 * a century digit (0 for the 1800s, 1 for the 1900s, 2 for the 2000s), newer ones with 32.
 */
export const latvia: CountryVatRule = {
  country: 'LV',
  check(number) {
    if (number.length !== 11) return wrongLength('LV', LV_SHAPE);
    if (!/^\d{11}$/.test(number)) return wrongFormat('LV', LV_SHAPE);
    const last = Number(number[10]);
    if (Number(number[0]) > 3) {
      const check = (((3 - weightedSum(number, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6])) % 11) + 11) % 11;
      return acceptedIf(check === last, number);
    }
    if (!number.startsWith('32')) {
      const century = number.charAt(6);
      const year = 1800 + 100 * Number(century) + Number(number.slice(4, 6));
      const day = Number(number.slice(0, 2));
      if (!/[012]/.test(century) || !isCalendarDate(year, Number(number.slice(2, 4)), day)) {
        return badComponent('LV VAT numbers of individuals start with a birth date or with 32');
      }
    }
    const check = (1101 - weightedSum(number, [1, 6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11;
    return acceptedIf(check === last, number);
  },
};

const RO_SHAPE = '2 to 10 digits after RO, not starting with 0';

/**
 * Romanian CIF: up to 9 digits, right-aligned under the weights 7,5,3,2,1,7,5,3,2; check is
 * (10 × sum) mod 11, with 10 written as 0.
 */
export const romania: CountryVatRule = {
  country: 'RO',
  check(number) {
    if (number.length < 2 || number.length > 10) return wrongLength('RO', RO_SHAPE);
    if (!/^[1-9]\d+$/.test(number)) return wrongFormat('RO', RO_SHAPE);
    const body = number.slice(0, -1).padStart(9, '0');
    const check = ((10 * weightedSum(body, [7, 5, 3, 2, 1, 7, 5, 3, 2])) % 11) % 10;
    return acceptedIf(check === Number(number.at(-1)), number);
  },
};

export const EASTERN_RULES: readonly CountryVatRule[] = [
  bulgaria,
  estonia,
  lithuania,
  latvia,
  romania,
];
