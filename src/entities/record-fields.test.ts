import { describe, expect, it } from 'vitest';
import {
  addition,
  amount,
  country,
  FieldError,
  isoDate,
  kvkNumber,
  partialDate,
  phoneNumber,
  postcode,
} from './record-fields.js';

describe('record fields', () => {
  it('reads calendar dates only', () => {
    expect(isoDate(' 2024-02-29 ')).toBe('2024-02-29');
    expect(() => isoDate('2023-02-29')).toThrow(/not a date in the calendar/);
    expect(() => isoDate('2024-2-1')).toThrow(FieldError);
    expect(() => isoDate('')).toThrow(/is empty/);
    expect(partialDate('2022-10')).toBe('2022-10');
    expect(partialDate('2016')).toBe('2016');
    expect(() => partialDate('2022-13')).toThrow(FieldError);
  });

  it('reads amounts in euros as decimal text', () => {
    expect(amount('-310.50')).toBe('-310.50');
    expect(amount('1250000')).toBe('1250000');
    for (const bad of ['1,5', '1.250.000,00', '12.345', '€ 5', '1e6']) {
      expect(() => amount(bad)).toThrow(FieldError);
    }
  });

  it('reads KvK numbers as eight digits', () => {
    expect(kvkNumber('01234567')).toBe('01234567');
    expect(() => kvkNumber('1234567')).toThrow(/eight digits/);
  });

  it('normalises Dutch postcodes and refuses the letter pairs not issued', () => {
    expect(postcode('1012 ab')).toBe('1012AB');
    expect(() => postcode('0123AB')).toThrow(FieldError);
    for (const pair of ['SA', 'SD', 'SS'])
      expect(() => postcode(`1000${pair}`)).toThrow(FieldError);
  });

  it('normalises house letters and additions', () => {
    expect(addition(' a ')).toBe('A');
    expect(addition('- 2')).toBe('2');
    expect(addition('A-2')).toBe('A2');
    expect(addition('')).toBe('');
    expect(() => addition('A/B')).toThrow(FieldError);
  });

  it('knows the ISO country codes', () => {
    expect(country('nl')).toBe('NL');
    expect(country('VG')).toBe('VG');
    expect(() => country('XX')).toThrow(/ISO 3166-1/);
    expect(() => country('NLD')).toThrow(FieldError);
  });

  it('writes telephone numbers in E.164 form', () => {
    const cases: [string, string][] = [
      ['020-1234567', '+31201234567'],
      ['06 12 34 56 78', '+31612345678'],
      ['+31 (0)20 123 45 67', '+31201234567'],
      ['0031 6 12345678', '+31612345678'],
      ['(010) 123 4567', '+31101234567'],
      ['0800-1234', '+318001234'],
      ['0900 1234567', '+319001234567'],
      ['+32 2 123 45 67', '+3221234567'],
      ['+1 (202) 555-0100', '+12025550100'],
    ];
    for (const [raw, e164] of cases) expect(phoneNumber(raw)).toBe(e164);
  });

  it('refuses what cannot be a telephone number', () => {
    for (const bad of [
      '12345',
      '020-123456',
      '0612345678901',
      '+31 6 1234',
      '+0123456789',
      'bel mij',
      '+',
    ]) {
      expect(() => phoneNumber(bad)).toThrow(FieldError);
    }
  });
});
