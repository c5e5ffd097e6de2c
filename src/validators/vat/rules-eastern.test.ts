import { describe, expect, it } from 'vitest';
import { bulgaria, estonia, latvia, lithuania, romania } from './rules-eastern.js';
import { itChecksRuleCases, type RuleCase } from '../../../test/vat-rule-cases.js';

// expected: 'ok', or the failure reason.
const CASES: RuleCase[] = [
  [bulgaria, '175074752', 'ok'],
  [bulgaria, '175074751', 'check_digit'],
  [bulgaria, '131272009', 'ok'], // the fallback weights 3…10
  [bulgaria, '7501020018', 'ok'], // personal number (EGN)
  [bulgaria, '0041010002', 'ok'], // EGN of someone born in 2000: month + 40
  [bulgaria, '7111042925', 'ok'], // foreigner's number
  [bulgaria, '7153849522', 'ok'], // other 10-digit number
  [bulgaria, '1037735942', 'check_digit'],
  [bulgaria, '10387359', 'length'],
  [bulgaria, '10X873594', 'format'],
  [estonia, '100594102', 'ok'],
  [estonia, '100594103', 'check_digit'],
  [estonia, '200594102', 'format'],
  [estonia, '1005941020', 'length'],
  [lithuania, '119511515', 'ok'],
  [lithuania, '100001919017', 'ok'],
  [lithuania, '100004801610', 'ok'], // the second weights, then 10 written as 0
  [lithuania, '100001919018', 'check_digit'],
  [lithuania, '100001354', 'format'],
  [lithuania, '100001509922', 'format'],
  [lithuania, '1195115151', 'length'],
  [latvia, '40003521600', 'ok'],
  [latvia, '40003521601', 'check_digit'],
  [latvia, '16117519997', 'ok'], // personal code with birth date 16-11-1975
  [latvia, '16117519996', 'check_digit'],
  [latvia, '16137519997', 'format'], // month 13
  [latvia, '16117549997', 'format'], // century digit 4
  [latvia, '16117539997', 'format'], // century digit 3
  [latvia, '32867300679', 'ok'], // personal code issued since July 2017
  [latvia, '32867300677', 'check_digit'],
  [latvia, '4000352160', 'length'],
  [romania, '18547290', 'ok'],
  [romania, '18547291', 'check_digit'],
  [romania, '19', 'ok'],
  [romania, '18', 'check_digit'],
  [romania, '018547290', 'format'],
  [romania, '1', 'length'],
  [romania, '18547290123', 'length'],
];

describe('eastern VAT number rules', () => {
  itChecksRuleCases(CASES);

  it('rejects a Bulgarian 10-digit number that fits none of the three schemes', () => {
    // 750102001x: its personal-number check digit is 8; at most three digits fit any scheme.
    const valid = Array.from({ length: 10 }, (_, d) => `750102001${d}`).filter(
      (number) => bulgaria.check(number).ok,
    );
    expect(valid).toContain('7501020018');
    expect(valid.length).toBeLessThanOrEqual(3);
    expect(bulgaria.check('7501020019')).toMatchObject({ ok: false, reason: 'check_digit' });
  });
});
