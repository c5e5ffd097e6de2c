import { expect, it } from 'vitest';
import type { CountryVatRule } from '../src/validators/vat/types.js';

/** A number and what a country's rule must say of it: `ok` or the failure's reason. */
export type RuleCase = [rule: CountryVatRule, number: string, expected: string];

/**
 * One test per case. `check_digits` (plural) is a check-digit failure whose message speaks of
 * two check digits, for states whose numbers end in a pair.
 */
export function itChecksRuleCases(cases: readonly RuleCase[]): void {
  it.each(
    cases.map(([rule, number, expected]) => ({ country: rule.country, rule, number, expected })),
  )('$country $number: $expected', ({ rule, number, expected }) => {
    const verdict = rule.check(number);
    if (expected === 'ok') {
      expect(verdict).toMatchObject({ ok: true });
    } else if (expected === 'check_digits') {
      expect(verdict).toEqual({
        ok: false,
        reason: 'check_digit',
        message: 'the check digits do not match',
      });
    } else {
      expect(verdict).toMatchObject({ ok: false, reason: expected });
    }
  });
}
