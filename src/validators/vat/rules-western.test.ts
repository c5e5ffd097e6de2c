import { describe, expect, it } from 'vitest';
import {
  austria,
  belgium,
  denmark,
  finland,
  france,
  germany,
  ireland,
  luxembourg,
  netherlands,
  sweden,
} from './rules-western.js';
import { itChecksRuleCases, type RuleCase } from '../../../test/vat-rule-cases.js';

// expected: 'ok', or the failure reason.
const CASES: RuleCase[] = [
  [austria, 'U13585627', 'ok'],
  [austria, 'U13585626', 'check_digit'],
  [austria, 'U1358562', 'length'],
  [austria, '135856270', 'format'],
  [austria, 'U1358562X', 'format'],
  [belgium, '0428759497', 'ok'],
  [belgium, '1000000021', 'ok'],
  [belgium, '0428759498', 'check_digit'],
  [belgium, '2428759497', 'format'],
  [belgium, '04287594970', 'length'],
  [germany, '136695976', 'ok'],
  [germany, '136695978', 'check_digit'],
  [germany, '036695976', 'format'],
  [germany, '13669597', 'length'],
  [denmark, '13585628', 'ok'],
  [denmark, '13585627', 'check_digit'],
  [denmark, '03585628', 'format'],
  [denmark, '135856280', 'length'],
  [finland, '20774740', 'ok'],
  [finland, '20774741', 'check_digit'],
  [finland, '2077474', 'length'],
  [finland, '2077474A', 'format'],
  [france, '40303265045', 'ok'],
  [france, 'K7399859412', 'ok'],
  [france, '4Z123456782', 'ok'],
  [france, '41303265045', 'check_digit'],
  [france, 'K7399859312', 'check_digit'],
  [france, 'IO334175221', 'format'],
  [france, '4030326504', 'length'],
  [ireland, '6433435F', 'ok'],
  [ireland, '6433435OA', 'ok'],
  [ireland, '8D79739I', 'ok'],
  [ireland, '6433435E', 'check_digit'],
  [ireland, '8D79729I', 'check_digit'],
  [ireland, '8?79739J', 'format'],
  [ireland, '6433435', 'length'],
  [ireland, '111222333', 'format'],
  [luxembourg, '15027442', 'ok'],
  [luxembourg, '15027443', 'check_digits'],
  [luxembourg, '1502744', 'length'],
  [netherlands, '004495445B01', 'ok'],
  [netherlands, '004495445B02', 'ok'],
  [netherlands, '002455799B11', 'ok'],
  [netherlands, '123456789B90', 'check_digit'],
  [netherlands, '004495445B00', 'format'],
  [netherlands, '004495445801', 'format'],
  [netherlands, '0044954450B01', 'length'],
  [sweden, '556188840401', 'ok'],
  [sweden, '556188840501', 'check_digit'],
  [sweden, '556188840402', 'format'],
  [sweden, '55618884040', 'length'],
];

describe('western VAT number rules', () => {
  itChecksRuleCases(CASES);

  it('gives older 9-digit Belgian numbers their leading 0', () => {
    expect(belgium.check('428759497')).toEqual({ ok: true, number: '0428759497' });
  });

  it('pads Dutch RSINs written without their leading zeros', () => {
    expect(netherlands.check('4495445B01')).toEqual({ ok: true, number: '004495445B01' });
  });

  it('accepts a Dutch sole-trader number that only the mod-97 test passes', () => {
    // 002455799 fails the 11-test; "NL002455799B11" is 1 mod 97.
    expect(netherlands.check('002455799B01')).toMatchObject({ ok: false });
    expect(netherlands.check('002455799B11')).toMatchObject({ ok: true });
  });

  it('refuses nine zeros, which pass the 11-test but are no RSIN', () => {
    for (const zeros of ['000000000B01', '0000000B01', '00000000B01']) {
      expect(netherlands.check(zeros)).toEqual({
        ok: false,
        reason: 'format',
        message: 'NL VAT numbers never have 9 zeros before the B',
      });
    }
  });

  it('accepts a Dutch company number that only the 11-test passes', () => {
    expect(netherlands.check('004495445B01')).toMatchObject({ ok: true });
    expect(netherlands.check('004495446B01')).toMatchObject({ ok: false });
  });

  it('describes the Dutch layout when the length is wrong', () => {
    expect(netherlands.check('1234567890B01')).toMatchObject({
      reason: 'length',
      message: 'NL VAT numbers have 12 characters after NL: 9 digits, B, 2 digits',
    });
  });

  it('reads the Irish second letter (2013 numbers) into the check letter', () => {
    expect(ireland.check('6433435IH')).toMatchObject({ ok: true });
    expect(ireland.check('6433435FH')).toMatchObject({ ok: false, reason: 'check_digit' });
  });
});
