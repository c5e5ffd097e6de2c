import { describe, expect, it } from 'vitest';
import { countryLabel, defaultRegionOf, readPhoneNumber } from './phone-number.js';

describe('defaultRegionOf', () => {
  it('reads national numbers in the address country, else in NL', () => {
    expect(defaultRegionOf('BE')).toBe('BE');
    expect(defaultRegionOf('bel')).toBe('BE');
    expect(defaultRegionOf('Nederland')).toBe('NL');
    expect(defaultRegionOf(undefined)).toBe('NL');
    expect(defaultRegionOf('Narnia')).toBe('NL');
    // Antarctica has no numbering plan of its own.
    expect(defaultRegionOf('AQ')).toBe('NL');
  });
});

describe('readPhoneNumber', () => {
  it.each([
    ['06-12345678', '+31612345678', 'mobile'],
    ['+31 6 12345678', '+31612345678', 'mobile'],
    ['0031612345678', '+31612345678', 'mobile'],
    ['+31 (0)6 12345678', '+31612345678', 'mobile'],
    ['020-1234567', '+31201234567', 'landline'],
    ['010 - 412 34 56', '+31104123456', 'landline'],
    ['0800-1234', '+318001234', 'free-phone'],
  ])('reads %s as %s (%s)', (text, e164, kind) => {
    expect(readPhoneNumber(text, 'NL')).toEqual({
      ok: true,
      e164,
      directoryKey: e164,
      country: 'NL',
      callingCode: '31',
      valid: true,
      kind,
    });
  });

  it('reads a national number in the region given', () => {
    expect(readPhoneNumber('0470 12 34 56', 'BE')).toMatchObject({
      ok: true,
      e164: '+32470123456',
      directoryKey: '+32470123456',
      country: 'BE',
      valid: true,
      kind: 'mobile',
    });
  });

  it('says a Dutch number of the wrong length is too short or too long', () => {
    expect(readPhoneNumber('06-1234567', 'NL')).toMatchObject({
      ok: true,
      valid: false,
      directoryKey: undefined,
      problem:
        'it is too short: Dutch numbers have nine digits after the 0 or +31 (this one has 8)',
    });
    expect(readPhoneNumber('12', 'NL')).toMatchObject({
      valid: false,
      problem: expect.stringContaining('too short') as string,
    });
    expect(readPhoneNumber('+31 6 123456789', 'NL')).toMatchObject({
      valid: false,
      problem: expect.stringContaining('too long') as string,
    });
  });

  it('says when a number is not one of its country', () => {
    expect(readPhoneNumber('+32 6 12345678', 'NL')).toMatchObject({
      ok: true,
      valid: false,
      country: 'BE',
      problem: expect.stringContaining('Belgium (+32)') as string,
    });
  });

  it.each([
    ['+999 1234567', 'its country calling code does not exist'],
    ['+31', 'it is too short'],
    ['bel me maar', 'it is not a telephone number'],
  ])('does not read %j: %s', (text, problem) => {
    expect(readPhoneNumber(text, 'NL')).toEqual({ ok: false, problem });
  });
});

describe('countryLabel', () => {
  it('names the country and its calling code', () => {
    expect(countryLabel('NL', '31')).toBe('the Netherlands (+31)');
    expect(countryLabel('DE', '49')).toBe('Germany (+49)');
    // With "the" where English writes it: "a number of the United States".
    expect(countryLabel('US', '1')).toBe('the United States (+1)');
    expect(countryLabel('KY', '1')).toBe('the Cayman Islands (+1)');
    expect(countryLabel('DO', '1')).toBe('the Dominican Republic (+1)');
    expect(countryLabel('PH', '63')).toBe('the Philippines (+63)');
    expect(countryLabel('IM', '44')).toBe('Isle of Man (+44)');
    expect(countryLabel(undefined, '882')).toBe('+882');
  });
});
