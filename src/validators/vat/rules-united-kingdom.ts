/**
 * VAT number rules of GB (historic for VIES since 2021) and XI (Northern Ireland, still in VIES),
 * written from HMRC's published description of the VAT registration number.
 */
import { weightedSum } from './check-digits.js';
import type { CountryVatRule, RuleVerdict } from './types.js';
import { accepted, acceptedIf, badComponent, wrongFormat, wrongLength } from './verdicts.js';

/**
 * Standard numbers: 7 digits weighted 8…2 plus the last 2 digits read as a number. Older numbers
 * make that total divisible by 97; newer ones (the "9755" scheme) make total + 55 so.
 */
function passesUkCheck(nineDigits: string): boolean {
  const total = weightedSum(nineDigits, [8, 7, 6, 5, 4, 3, 2]) + Number(nineDigits.slice(7));
  return total % 97 === 0 || (total + 55) % 97 === 0;
}

/**
 * Government departments (GD, numbers 000–499) and health authorities (HA, 500–999), written
 * either short (GD123) or in the 9-digit form used with the EU: 8888, the 3-digit number and that
 * number mod 97 as 2 digits. The short form has no check digit: only its format and range are
 * checked.
 */
function checkDepartmentNumber(country: string, number: string): RuleVerdict {
  const kind = number.slice(0, 2);
  const short = /^(?:GD|HA)(\d{3})$/.exec(number);
  const long = /^(?:GD|HA)8888(\d{3})(\d{2})$/.exec(number);
  const serial = Number((short ?? long)?.[1] ?? NaN);
  if (Number.isNaN(serial)) return wrongFormat(country, ukShape(country));
  if (kind === 'GD' ? serial >= 500 : serial < 500) {
    return badComponent(
      `${country} government departments (GD) are numbered 000 to 499, health authorities (HA) 500 to 999`,
    );
  }
  if (long) return acceptedIf(serial % 97 === Number(long[2]), number, true);
  return accepted(number);
}

function ukShape(country: string): string {
  return `9 digits (12 for branch traders) after ${country}, or GD or HA and 3 digits (GD or HA, 8888 and 5 digits in the EU form)`;
}

function ukRule(country: string): CountryVatRule {
  return {
    country,
    check(number) {
      if (/^(?:GD|HA)/.test(number)) return checkDepartmentNumber(country, number);
      if (!/^\d+$/.test(number)) return wrongFormat(country, ukShape(country));
      if (number.length !== 9 && number.length !== 12) {
        return wrongLength(country, ukShape(country));
      }
      // The weighted sum of an all-zero serial number is 0, which passes; none is issued.
      if (number.startsWith('0000000')) {
        return badComponent(`${country} VAT numbers never have an all-zero serial number`);
      }
      // Branch traders add a 3-digit branch to the 9-digit number; only the 9 digits are checked.
      return acceptedIf(passesUkCheck(number.slice(0, 9)), number, true);
    },
  };
}

export const unitedKingdom: CountryVatRule = ukRule('GB');

/** Northern Ireland traders keep their UK number and use the XI prefix with VIES. */
export const northernIreland: CountryVatRule = ukRule('XI');

export const UNITED_KINGDOM_RULES: readonly CountryVatRule[] = [unitedKingdom, northernIreland];
