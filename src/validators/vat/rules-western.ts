/**
 * VAT number rules of AT, BE, DE, DK, FI, FR, IE, LU, NL and SE, written from the published
 * descriptions of each number's structure and check digits (tax administrations', the EU's VIES
 * documentation). Every state here has a check-digit scheme.
 */
import {
  digitsOf,
  passesIso7064Mod11x10,
  passesLuhn,
  remainderMod97,
  weightedSum,
} from './check-digits.js';
import type { CountryVatRule } from './types.js';
import {
  CHECK_DIGIT_MISMATCH,
  acceptedIf,
  badComponent,
  wrongFormat,
  wrongLength,
} from './verdicts.js';

const AT_SHAPE = '9 characters after AT: U and 8 digits';

/** UID-Nummer: U + 7 digits + check digit; alternate digits doubled and cross-summed, +4. */
export const austria: CountryVatRule = {
  country: 'AT',
  check(number) {
    if (number.length !== 9) return wrongLength('AT', AT_SHAPE);
    if (!/^U\d{8}$/.test(number)) return wrongFormat('AT', AT_SHAPE);
    let sum = 0;
    digitsOf(number.slice(1, 8)).forEach((digit, i) => {
      const value = i % 2 === 1 ? digit * 2 : digit;
      sum += value > 9 ? value - 9 : value;
    });
    return acceptedIf((96 - sum) % 10 === Number(number[8]), number);
  },
};

const BE_SHAPE = '10 digits after BE, starting with 0 or 1';

/**
 * Enterprise number: 8 digits + 97 − (those 8 mod 97). Numbers issued before 2005 had 9 digits;
 * written that way they take the leading 0 that VIES expects.
 */
export const belgium: CountryVatRule = {
  country: 'BE',
  check(input) {
    const number = input.length === 9 && /^\d+$/.test(input) ? `0${input}` : input;
    if (number.length !== 10) return wrongLength('BE', BE_SHAPE);
    if (!/^[01]\d{9}$/.test(number)) return wrongFormat('BE', BE_SHAPE);
    const expected = 97 - (Number(number.slice(0, 8)) % 97);
    return acceptedIf(expected === Number(number.slice(8)), number, true);
  },
};

const DE_SHAPE = '9 digits after DE, not starting with 0';

/** USt-IdNr.: 8 digits + ISO 7064 MOD 11,10 check digit. */
export const germany: CountryVatRule = {
  country: 'DE',
  check(number) {
    if (number.length !== 9) return wrongLength('DE', DE_SHAPE);
    if (!/^[1-9]\d{8}$/.test(number)) return wrongFormat('DE', DE_SHAPE);
    return acceptedIf(passesIso7064Mod11x10(number), number);
  },
};

const DK_SHAPE = '8 digits after DK, not starting with 0';

/** CVR number: weights 2,7,6,5,4,3,2,1 give a sum divisible by 11. */
export const denmark: CountryVatRule = {
  country: 'DK',
  check(number) {
    if (number.length !== 8) return wrongLength('DK', DK_SHAPE);
    if (!/^[1-9]\d{7}$/.test(number)) return wrongFormat('DK', DK_SHAPE);
    return acceptedIf(weightedSum(number, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0, number);
  },
};

const FI_SHAPE = '8 digits after FI';

/** Y-tunnus: 7 digits, weights 7,9,10,5,8,4,2; check 11 − sum mod 11 (0 for 11, never 10). */
export const finland: CountryVatRule = {
  country: 'FI',
  check(number) {
    if (number.length !== 8) return wrongLength('FI', FI_SHAPE);
    if (!/^\d{8}$/.test(number)) return wrongFormat('FI', FI_SHAPE);
    const remainder = weightedSum(number, [7, 9, 10, 5, 8, 4, 2]) % 11;
    if (remainder === 1) return CHECK_DIGIT_MISMATCH;
    return acceptedIf((11 - remainder) % 11 === Number(number[7]), number);
  },
};

const FR_SHAPE =
  '11 characters after FR: a 2-character key (digits, or letters other than I and O) and the 9-digit SIREN';
// The alphabet of the newer alphanumeric keys: digits, then letters without I and O.
const FR_KEY_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * Numéro de TVA intracommunautaire: key + SIREN. A numeric key is (12 + 3 × (SIREN mod 97)) mod
 * 97. An alphanumeric key encodes a number k (24 letters after a leading digit, 34 characters
 * after a leading letter) whose k mod 11 must equal (SIREN + k div 11 + 1) mod 11; that scheme is
 * known from public descriptions rather than from a DGFiP publication.
 */
export const france: CountryVatRule = {
  country: 'FR',
  check(number) {
    if (number.length !== 11) return wrongLength('FR', FR_SHAPE);
    if (!/^[0-9A-HJ-NP-Z]{2}\d{9}$/.test(number)) return wrongFormat('FR', FR_SHAPE);
    const siren = Number(number.slice(2));
    const key = number.slice(0, 2);
    if (/^\d\d$/.test(key)) {
      return acceptedIf(Number(key) === (12 + 3 * (siren % 97)) % 97, number, true);
    }
    const first = FR_KEY_ALPHABET.indexOf(key.charAt(0));
    const second = FR_KEY_ALPHABET.indexOf(key.charAt(1));
    const encoded = first < 10 ? first * 24 + second - 10 : first * 34 + second - 100;
    const expected = (siren + Math.floor(encoded / 11) + 1) % 11;
    return acceptedIf(encoded % 11 === expected, number, true);
  },
};

const IE_SHAPE =
  '8 or 9 characters after IE: 7 digits, a check letter and an optional letter A to I or W (older numbers: a digit, a letter or + or *, 5 digits and a check letter)';
const IE_CHECK_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';

/**
 * Irish VAT number: 7 digits weighted 8…2, plus 9 × the value of the optional second letter
 * (W=0, A=1 … I=9, since 2013), mod 23 gives the check letter. Older numbers (a digit, a letter
 * or + or *, 5 digits, the check letter) are weighted as 0, the 5 digits, then the first digit.
 */
export const ireland: CountryVatRule = {
  country: 'IE',
  check(number) {
    if (number.length !== 8 && number.length !== 9) return wrongLength('IE', IE_SHAPE);
    let digits: string;
    let letters: string;
    if (/^\d{7}[A-W][A-IW]?$/.test(number)) {
      digits = number.slice(0, 7);
      letters = number.slice(7);
    } else if (/^\d[A-Z+*]\d{5}[A-W]$/.test(number)) {
      digits = `0${number.slice(2, 7)}${number.charAt(0)}`;
      letters = number.charAt(7);
    } else {
      return wrongFormat('IE', IE_SHAPE);
    }
    const second = letters.charAt(1);
    const secondValue = second === '' || second === 'W' ? 0 : second.charCodeAt(0) - 64;
    const sum = weightedSum(digits, [8, 7, 6, 5, 4, 3, 2]) + 9 * secondValue;
    return acceptedIf(IE_CHECK_LETTERS.charAt(sum % 23) === letters.charAt(0), number);
  },
};

const LU_SHAPE = '8 digits after LU';

/** Luxembourg: 6 digits + (those 6 mod 89) as 2 digits. */
export const luxembourg: CountryVatRule = {
  country: 'LU',
  check(number) {
    if (number.length !== 8) return wrongLength('LU', LU_SHAPE);
    if (!/^\d{8}$/.test(number)) return wrongFormat('LU', LU_SHAPE);
    return acceptedIf(Number(number.slice(0, 6)) % 89 === Number(number.slice(6)), number, true);
  },
};

const NL_SHAPE = '12 characters after NL: 9 digits, B, 2 digits';

/**
 * Btw-nummer. Companies: the RSIN (9 digits, passing the 11-test: weights 9…2 and −1) + B + 2
 * digits. Sole traders since 2020 (btw-identificatienummer): the whole "NL…B.." string, letters
 * as 2 digits (N=23, L=21, B=11), is 1 mod 97. Either test suffices. RSINs written without their
 * leading zeros are padded back to 9 digits.
 */
export const netherlands: CountryVatRule = {
  country: 'NL',
  check(input) {
    const short = /^(\d{7,8})(B\d\d)$/.exec(input);
    const number = short ? `${(short[1] ?? '').padStart(9, '0')}${short[2] ?? ''}` : input;
    if (number.length !== 12) return wrongLength('NL', NL_SHAPE);
    if (!/^\d{9}B\d\d$/.test(number)) return wrongFormat('NL', NL_SHAPE);
    if (number.endsWith('B00')) return badComponent('NL VAT numbers never end in B00');
    const rsin = number.slice(0, 9);
    // Nine zeros pass the 11-test (a sum of 0) but are no RSIN: no number is issued from 0.
    if (rsin === '000000000') return badComponent('NL VAT numbers never have 9 zeros before the B');
    const elevenTest = weightedSum(rsin, [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 === 0;
    return acceptedIf(elevenTest || remainderMod97(`NL${number}`) === 1, number);
  },
};

const SE_SHAPE = '12 digits after SE: the 10-digit organisation or personal number and 01';

/** Momsregistreringsnummer: a Luhn-checked organisation or personal number + 01. */
export const sweden: CountryVatRule = {
  country: 'SE',
  check(number) {
    if (number.length !== 12) return wrongLength('SE', SE_SHAPE);
    if (!/^\d{10}01$/.test(number)) return wrongFormat('SE', SE_SHAPE);
    return acceptedIf(passesLuhn(number.slice(0, 10)), number);
  },
};

export const WESTERN_RULES: readonly CountryVatRule[] = [
  austria,
  belgium,
  germany,
  denmark,
  finland,
  france,
  ireland,
  luxembourg,
  netherlands,
  sweden,
];
