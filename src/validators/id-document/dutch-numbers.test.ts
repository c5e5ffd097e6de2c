import { describe, expect, it } from 'vitest';
import { checkDutchDrivingLicence, checkDutchTravelDocument } from './dutch-numbers.js';

describe('Dutch passport and identity card numbers', () => {
  it.each(['SPECI2014', 'SPECI2021', 'XN1234567', 'UTIW1YID6'])('takes %s', (number) => {
    expect(checkDutchTravelDocument(number)).toMatchObject({ outcome: 'valid', number });
  });

  it.each([
    // Check digits worked out by hand: SPECI2014 and SPECI2021 both weigh 432.
    ['SPECI20142', 'SPECI2014', '2'],
    ['SPECI20212', 'SPECI2021', '2'],
    ['XN12345678', 'XN1234567', '8'],
    ['UTIW1YID67', 'UTIW1YID6', '7'],
  ])('takes %s as number %s with its check digit %s', (input, number, checkDigit) => {
    expect(checkDutchTravelDocument(input)).toEqual({
      outcome: 'valid',
      number,
      checkDigit,
      rule: expect.any(String) as string,
    });
  });

  it('rejects a wrong check digit, naming the right one', () => {
    const verdict = checkDutchTravelDocument('SPECI20143');
    expect(verdict).toMatchObject({ outcome: 'invalid_check_digit', given: '3', expected: '2' });
    if (verdict.outcome !== 'invalid_check_digit') throw new Error('unreachable');
    expect(verdict.reason).toContain('SPECI2014');
  });

  it('rejects the letter O anywhere, where 0 would be right', () => {
    expect(checkDutchTravelDocument('SPECI2O14')).toMatchObject({
      outcome: 'invalid_format',
      reason: expect.stringContaining('letter O') as string,
    });
    expect(checkDutchTravelDocument('OX1234567')).toMatchObject({ outcome: 'invalid_format' });
  });

  it.each([
    ['SPECI201', 'has 8 characters'],
    ['SPECI201422', 'has 11 characters'],
    ['1PECI2014', 'two letters'],
    ['S1ECI2014', 'two letters'],
    ['SPECI201A', 'ninth character'],
    ['SPECI2014X', 'tenth character'],
    ['SPECI/2014', 'other than letters and digits'],
  ])('rejects %s: %s', (input, reason) => {
    expect(checkDutchTravelDocument(input)).toMatchObject({
      outcome: 'invalid_format',
      // Reasons follow "it" in the answer's sentence ("The number is not valid …: it has …").
      reason: expect.stringMatching(/^(is|has|contains|does) /) as string,
    });
    expect(checkDutchTravelDocument(input)).toMatchObject({
      reason: expect.stringContaining(reason) as string,
    });
  });
});

describe('Dutch driving licence numbers', () => {
  it('takes ten digits', () => {
    expect(checkDutchDrivingLicence('4498905662')).toMatchObject({
      outcome: 'valid',
      number: '4498905662',
    });
  });

  it.each([
    ['449890566', 'has 9 digits'],
    ['44989056621', 'has 11 digits'],
    ['44989O5662', 'other than digits'],
    ['SPECI20142', 'other than digits'],
  ])('rejects %s: %s', (input, reason) => {
    expect(checkDutchDrivingLicence(input)).toMatchObject({
      outcome: 'invalid_format',
      reason: expect.stringContaining(reason) as string,
    });
  });
});
