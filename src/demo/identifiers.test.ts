import { describe, expect, it } from 'vitest';
import {
  belgianEnterpriseNumber,
  dutchDocumentNumber,
  germanVatDigits,
  isDutchDocumentNumber,
  kvkOf,
  luxembourgVatDigits,
  nlVat,
  passesElfproef,
  rsinOf,
  soleTraderVatDigits,
} from './identifiers.js';
import { Rng } from './prng.js';

/** The 11-test written out again, independently of the code under test. */
function elfproef(digits: string): boolean {
  const weights = [9, 8, 7, 6, 5, 4, 3, 2, -1];
  const sum = weights.reduce((s, w, i) => s + Number(digits.charAt(i)) * w, 0);
  return digits.length === 9 && sum % 11 === 0;
}

describe('Dutch identifiers', () => {
  it('knows a valid and an invalid 11-test number', () => {
    expect(passesElfproef('111222333')).toBe(true);
    expect(passesElfproef('111222334')).toBe(false);
    expect(passesElfproef('12345678')).toBe(false);
  });

  it('makes unique RSINs and sole-trader btw digits that pass the 11-test', () => {
    const seen = new Set<string>();
    const wrong: string[] = [];
    for (let k = 0; k < 50_000; k++) {
      const rsin = rsinOf(k);
      const sole = soleTraderVatDigits(k);
      if (!elfproef(rsin) || !/^[89]/.test(rsin)) wrong.push(rsin);
      if (!elfproef(sole) || !/^[12]/.test(sole)) wrong.push(sole);
      seen.add(rsin).add(sole);
    }
    expect(wrong).toEqual([]);
    expect(seen.size).toBe(100_000);
  });

  it('writes btw numbers as NL, nine digits, B and two digits', () => {
    expect(nlVat(rsinOf(3))).toMatch(/^NL\d{9}B01$/);
    expect(nlVat(rsinOf(3), 2)).toMatch(/^NL\d{9}B02$/);
  });

  it('makes unique eight-digit KvK numbers, 12345678 first', () => {
    expect(kvkOf(0)).toBe('12345678');
    const kvks = Array.from({ length: 100_000 }, (_, k) => kvkOf(k));
    expect(kvks.filter((kvk) => !/^[1-9]\d{7}$/.test(kvk))).toEqual([]);
    expect(new Set(kvks).size).toBe(100_000);
  });
});

describe('foreign VAT numbers', () => {
  const rng = new Rng(5, 5);

  it('Belgian numbers pass their modulo-97 check', () => {
    for (let i = 0; i < 1000; i++) {
      const n = belgianEnterpriseNumber(rng);
      expect(n).toMatch(/^0\d{9}$/);
      expect(97 - (Number(n.slice(0, 8)) % 97)).toBe(Number(n.slice(8)));
    }
  });

  it('German numbers pass ISO 7064 MOD 11,10', () => {
    for (let i = 0; i < 1000; i++) {
      const digits = germanVatDigits(rng);
      expect(digits).toMatch(/^\d{9}$/);
      let product = 10;
      for (const d of digits.slice(0, 8)) {
        const sum = (Number(d) + product) % 10 || 10;
        product = (2 * sum) % 11;
      }
      expect((11 - product) % 10).toBe(Number(digits[8]));
    }
  });

  it('Luxembourg numbers end in the first six digits modulo 89', () => {
    for (let i = 0; i < 1000; i++) {
      const digits = luxembourgVatDigits(rng);
      expect(Number(digits.slice(0, 6)) % 89).toBe(Number(digits.slice(6)));
    }
  });
});

describe('Dutch travel document numbers', () => {
  it('have two letters, six letters or digits and a digit, never the letter O', () => {
    const rng = new Rng(9, 9);
    for (let i = 0; i < 5000; i++) {
      const number = dutchDocumentNumber(rng);
      expect(number).toMatch(/^[A-Z]{2}[A-Z0-9]{6}[0-9]$/);
      expect(number).not.toContain('O');
      expect(isDutchDocumentNumber(number)).toBe(true);
    }
    expect(isDutchDocumentNumber('OB1234567')).toBe(false);
  });
});
