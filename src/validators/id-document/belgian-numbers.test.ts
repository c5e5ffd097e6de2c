import { describe, expect, it } from 'vitest';
import {
  belgianCheckDigits,
  belgianNumbersBeginningWith,
  checkBelgianIdentityCard,
} from './belgian-numbers.js';
import { validateDocumentNumber } from './validate-document-number.js';

// Made up for these tests: 5912345678 modulo 97 is 29; 5820000000 is 97 × 60000000.
const VALID = '591-2345678-29';
const REMAINDER_ZERO = '582-0000000-97';

describe('checkBelgianIdentityCard', () => {
  it('computes the check digits as the first ten digits modulo 97, 97 for 0', () => {
    expect(belgianCheckDigits('5912345678')).toBe('29');
    expect(belgianCheckDigits('5820000000')).toBe('97');
    // A remainder below 10 keeps its leading zero: 0000000001 modulo 97 is 01.
    expect(belgianCheckDigits('0000000001')).toBe('01');
  });

  it('passes twelve digits whose last two are right', () => {
    expect(checkBelgianIdentityCard('591234567829')).toMatchObject({
      outcome: 'valid',
      number: '591234567829',
      checkDigit: '29',
    });
    expect(checkBelgianIdentityCard('582000000097')).toMatchObject({ outcome: 'valid' });
  });

  it('names the right check digits where the given ones are wrong', () => {
    expect(checkBelgianIdentityCard('591234567830')).toEqual({
      outcome: 'invalid_check_digit',
      number: '591234567829',
      rule: expect.stringContaining('BE identity card') as string,
      reason:
        '30 were given as the last two digits, but those of 5912345678 are 29 (the first ten digits modulo 97)',
      given: '30',
      expected: '29',
    });
    // 00 is never right: a remainder of 0 is written 97.
    expect(checkBelgianIdentityCard('582000000000')).toMatchObject({
      outcome: 'invalid_check_digit',
      expected: '97',
    });
  });

  it('takes the nine digits of the machine-readable zone as a number to look up, not to check', () => {
    expect(checkBelgianIdentityCard('591234567')).toMatchObject({
      outcome: 'no_rule',
      number: '591234567',
    });
    const whole = belgianNumbersBeginningWith('591234567');
    expect(whole).toHaveLength(10);
    expect(whole).toContain('591234567829');
    for (const number of whole) expect(checkBelgianIdentityCard(number).outcome).toBe('valid');
  });

  it('says what is wrong with a number of another form', () => {
    expect(checkBelgianIdentityCard('59123456782')).toMatchObject({
      outcome: 'invalid_format',
      reason: 'has 11 digits; a Belgian identity card number has 12 (000-0000000-00)',
    });
    expect(checkBelgianIdentityCard('EH1234567')).toMatchObject({
      outcome: 'invalid_format',
      reason: 'contains characters other than digits',
    });
  });
});

describe('validateDocumentNumber for Belgian documents', () => {
  it('checks identity cards by the Belgian rule, written with dashes, spaces or neither', () => {
    for (const number of [VALID, '591 2345678 29', '591234567829', REMAINDER_ZERO]) {
      expect(
        validateDocumentNumber({ type: 'identity_card', country: 'BE', number }),
        number,
      ).toMatchObject({ outcome: 'valid', number: number.replace(/\D/g, '') });
    }
    expect(
      validateDocumentNumber({ type: 'identity_card', country: 'be', number: '591-2345678-30' }),
    ).toMatchObject({ outcome: 'invalid_check_digit', expected: '29' });
    // Nine characters of the ICAO form are no Belgian identity card number.
    expect(
      validateDocumentNumber({ type: 'identity_card', country: 'BE', number: 'EH1234567' }),
    ).toMatchObject({ outcome: 'invalid_format' });
  });

  it('leaves Belgian passports, and other countries, to the ICAO rule', () => {
    expect(
      validateDocumentNumber({ type: 'passport', country: 'BE', number: 'EH123456' }),
    ).toMatchObject({ outcome: 'form_only', number: 'EH123456' });
    // Twelve digits are longer than the ICAO field: not checked, not judged Belgian.
    expect(
      validateDocumentNumber({ type: 'passport', country: 'BE', number: VALID }),
    ).toMatchObject({ outcome: 'no_rule' });
    expect(
      validateDocumentNumber({ type: 'identity_card', country: 'FR', number: '591234567830' }),
    ).toMatchObject({ outcome: 'no_rule' });
  });
});
