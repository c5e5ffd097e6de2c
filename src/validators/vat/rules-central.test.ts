import { describe, expect, it } from 'vitest';
import { croatia, czechia, hungary, poland, slovakia, slovenia } from './rules-central.js';
import { itChecksRuleCases, type RuleCase } from '../../../test/vat-rule-cases.js';

// expected: 'ok', or the failure reason.
const CASES: RuleCase[] = [
  [czechia, '25123891', 'ok'],
  [czechia, '25123890', 'check_digit'],
  [czechia, '95123891', 'format'],
  [czechia, '640903926', 'ok'],
  [czechia, '640903927', 'check_digit'],
  [czechia, '7103192745', 'ok'],
  [czechia, '7103192746', 'check_digit'],
  [czechia, '7113192745', 'format'],
  [czechia, '480101123', 'ok'],
  [czechia, '485101123', 'ok'],
  [czechia, '481301123', 'format'],
  [czechia, '540101123', 'format'],
  [czechia, '2512389', 'length'],
  [czechia, '25123891234', 'length'],
  [czechia, '2512389A', 'format'],
  [croatia, '33392005961', 'ok'],
  [croatia, '33392005962', 'check_digit'],
  [croatia, '3339200596', 'length'],
  [hungary, '12892312', 'ok'],
  [hungary, '12892313', 'check_digit'],
  [hungary, '128923121', 'length'],
  [poland, '8567346215', 'ok'],
  [poland, '8567346216', 'check_digit'],
  [poland, '856734621', 'length'],
  [slovenia, '50223054', 'ok'],
  [slovenia, '50223055', 'check_digit'],
  [slovenia, '05022305', 'format'],
  [slovenia, '5022305', 'length'],
  [slovakia, '2022749619', 'ok'],
  [slovakia, '2022749618', 'check_digit'],
  [slovakia, '0022749619', 'format'],
  [slovakia, '2012749619', 'format'],
  [slovakia, '202274961', 'length'],
];

describe('central VAT number rules', () => {
  itChecksRuleCases(CASES);

  // Birth numbers of a date: YYMMDD + 3-digit serial, serials tried in order.
  const birthNumberBodies = (date: string) =>
    Array.from({ length: 1000 }, (_, i) => `${date}${String(i).padStart(3, '0')}`);

  it('accepts older Czech birth numbers whose remainder 10 is written as check digit 0', () => {
    const body = birthNumberBodies('710319').find((candidate) => Number(candidate) % 11 === 10);
    expect(body).toBeDefined();
    expect(czechia.check(`${body ?? ''}0`)).toMatchObject({ ok: true });
    expect(czechia.check(`${body ?? ''}1`)).toMatchObject({ ok: false, reason: 'check_digit' });
  });

  it.each([
    ['715319', 'ok'], // a woman: month + 50
    ['712319', 'ok'], // extra series since 2004: month + 20
    ['717319', 'ok'], // both
    ['714319', 'format'], // month 43 is none of them
    ['716319', 'format'], // month 63 neither
  ])('Czech birth number starting %s: %s', (date, expected) => {
    // The first serial whose number divisible by 11 ends in a digit.
    const body = birthNumberBodies(date).find((candidate) => (Number(candidate) * 10) % 11 !== 1);
    const check = (11 - ((Number(body) * 10) % 11)) % 11;
    const verdict = czechia.check(`${body ?? ''}${check}`);
    if (expected === 'ok') expect(verdict).toMatchObject({ ok: true });
    else expect(verdict).toMatchObject({ ok: false, reason: expected });
  });

  it('rejects Slovenian numbers whose remainder would need a check digit of 11', () => {
    // A 7-digit body weighted 8…2 to 0 mod 11 would need 11 − 0 = 11 as its check digit.
    const body = Array.from({ length: 100 }, (_, i) => String(1000000 + i)).find(
      (candidate) =>
        Array.from(candidate).reduce((sum, d, i) => sum + Number(d) * (8 - i), 0) % 11 === 0,
    );
    expect(body).toBeDefined();
    for (let digit = 0; digit <= 9; digit++) {
      expect(slovenia.check(`${body ?? ''}${digit}`)).toMatchObject({ ok: false });
    }
  });
});
