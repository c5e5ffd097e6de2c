import { describe, expect, it } from 'vitest';
import { cyprus, greece, italy, malta, portugal, spain } from './rules-southern.js';
import { itChecksRuleCases, type RuleCase } from '../../../test/vat-rule-cases.js';

// expected: 'ok', or the failure reason.
const CASES: RuleCase[] = [
  [cyprus, '10259033P', 'ok'],
  [cyprus, '10259033Z', 'check_digit'],
  [cyprus, '12259033P', 'format'],
  [cyprus, '20259033P', 'format'],
  // Issued since March 2023 (the TFA range, from 60000000): same check letter.
  [cyprus, '60015676H', 'ok'],
  [cyprus, '60015676G', 'check_digit'],
  [cyprus, '70015676H', 'format'],
  [cyprus, '80015676H', 'format'],
  [cyprus, '102590333', 'format'],
  [cyprus, '1025903P', 'length'],
  [greece, '094259216', 'ok'],
  [greece, '094259217', 'check_digit'],
  [greece, '09425921A', 'format'],
  [greece, '0942592160', 'length'],
  [spain, 'B64717838', 'ok'],
  [spain, '54362315K', 'ok'],
  [spain, 'X5253868R', 'ok'],
  [spain, 'M1234567L', 'ok'],
  [spain, 'Q2818015F', 'ok'],
  [spain, 'B64717839', 'check_digit'],
  [spain, '54362315L', 'check_digit'],
  [spain, 'X5253868Q', 'check_digit'],
  [spain, 'Q2818015G', 'check_digit'],
  [spain, 'Q28180156', 'format'],
  [spain, 'I1234567A', 'format'],
  [spain, 'B6471783', 'length'],
  [italy, '00743110157', 'ok'],
  [italy, '00743110158', 'check_digit'],
  [italy, '00687129980', 'format'],
  [italy, '00000001207', 'format'],
  [italy, '0074311015', 'length'],
  [malta, '11679112', 'ok'],
  [malta, '11679113', 'check_digit'],
  [malta, '116791120', 'length'],
  [portugal, '501964843', 'ok'],
  [portugal, '501964842', 'check_digit'],
  [portugal, '001964843', 'format'],
  [portugal, '50196484', 'length'],
];

describe('southern VAT number rules', () => {
  itChecksRuleCases(CASES);

  it('gives older 8-digit Greek numbers their leading 0', () => {
    expect(greece.check('94259216')).toEqual({ ok: true, number: '094259216' });
  });

  it('accepts a Spanish entity control as digit or letter where the type allows both', () => {
    // 0011012 has control value 2: the digit 2 or the letter B.
    expect(spain.check('A00110122')).toMatchObject({ ok: true });
    expect(spain.check('A0011012B')).toMatchObject({ ok: true });
    expect(spain.check('A0011012C')).toMatchObject({ ok: false, reason: 'check_digit' });
  });

  it('names the unknown Italian tax office', () => {
    expect(italy.check('00687129980')).toMatchObject({
      message: 'IT VAT numbers have no tax office 998 (digits 8 to 10)',
    });
  });

  it('accepts the special Italian office codes 120, 121, 888 and 999', () => {
    const withOffice = (office: string) => {
      const body = `0074311${office}`;
      // The one Luhn check digit that completes the body.
      const check = Array.from({ length: 10 }, (_, d) => `${body}${d}`).find(
        (candidate) => italy.check(candidate).ok,
      );
      return check;
    };
    for (const office of ['120', '121', '888', '999', '001', '100']) {
      expect(withOffice(office), office).toBeDefined();
    }
    for (const office of ['000', '101', '119', '122', '887', '998']) {
      expect(withOffice(office), office).toBeUndefined();
    }
  });
});
