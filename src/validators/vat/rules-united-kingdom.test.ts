import { describe, expect, it } from 'vitest';
import { northernIreland, unitedKingdom } from './rules-united-kingdom.js';

// expected: 'ok', or the failure reason.
const CASES: [number: string, expected: string][] = [
  ['980780684', 'ok'], // 7 weighted digits + 84 = 291, divisible by 97
  ['100190874', 'ok'], // 139 + 55 = 194, divisible by 97 ("9755", since 2009)
  ['242338087388', 'ok'], // a branch trader: 9-digit number + branch 388
  ['802311781', 'check_digit'],
  ['001234567', 'check_digit'],
  ['980780685', 'check_digit'],
  ['000000000', 'format'],
  ['9807806B4', 'format'],
  ['9807806842', 'length'],
  ['98078068', 'length'],
  ['GD100', 'ok'], // government department
  ['HA501', 'ok'], // health authority
  ['GD888810003', 'ok'], // department 100 in the EU form, 100 mod 97 = 03
  ['HA888856782', 'ok'], // authority 567, 567 mod 97 = 82
  ['HA888856700', 'check_digit'],
  ['GD600', 'format'],
  ['HA201', 'format'],
  ['GD888860018', 'format'],
  ['HA888820107', 'format'],
  ['GD8888567B2', 'format'],
  ['GD1000', 'format'],
  ['ZZ100', 'format'],
];

describe('United Kingdom VAT number rules', () => {
  it.each(CASES)('GB %s: %s', (number, expected) => {
    const verdict = unitedKingdom.check(number);
    if (expected === 'ok') expect(verdict).toMatchObject({ ok: true, number });
    else expect(verdict).toMatchObject({ ok: false, reason: expected });
  });

  it.each(CASES)('XI %s: %s, as for GB', (number, expected) => {
    const verdict = northernIreland.check(number);
    if (expected === 'ok') expect(verdict).toMatchObject({ ok: true, number });
    else expect(verdict).toMatchObject({ ok: false, reason: expected });
  });

  it('names XI in messages about Northern Ireland numbers', () => {
    expect(northernIreland.check('98078068')).toMatchObject({
      message: expect.stringContaining('after XI') as unknown,
    });
  });
});
