import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatEuros,
  formatPercentage,
  withSharesShown,
} from './format.js';

describe('report formatting', () => {
  it('shows a point in time in Amsterdam, summer and winter', () => {
    expect(formatDateTime('2026-07-01T10:15:00Z', 'nl')).toBe('1 juli 2026 om 12:15:00 CEST');
    expect(formatDateTime('2026-01-05T23:30:00Z', 'en')).toMatch(/^6 January 2026.*00:30:00 CET$/);
  });

  it('shows calendar dates without a time, whatever their UTC form', () => {
    expect(formatDate('1980-04-12', 'nl')).toBe('12 april 1980');
    expect(formatDate('1980-04-12T00:00:00.000Z', 'en')).toBe('12 April 1980');
  });

  it('leaves what is not a date as given', () => {
    expect(formatDate('2010', 'nl')).toBe('2010');
    expect(formatDateTime('yesterday', 'en')).toBe('yesterday');
  });

  it('writes percentages in the notation of the language', () => {
    expect(formatPercentage(33.333, 'nl')).toBe('33,33\u00A0%');
    expect(formatPercentage(33.333, 'en')).toBe('33.33\u00A0%');
    expect(formatPercentage(60, 'nl')).toBe('60\u00A0%');
    // Never rounded onto a whole number it is not: a UBO of 25.001 % does not read 25 %.
    expect(formatPercentage(25.001, 'nl')).toBe('25,001\u00A0%');
    expect(formatPercentage(30.000000000000004, 'en')).toBe('30\u00A0%');
    // Just short of all, or just above none, is not rounded into it.
    expect(formatPercentage(99.995, 'nl')).toBe('99,99\u00A0%');
    expect(formatPercentage(99.9999, 'en')).toBe('99.99\u00A0%');
    expect(formatPercentage(100, 'en')).toBe('100\u00A0%');
    expect(formatPercentage(0.001, 'nl')).toBe('<\u00A00,01\u00A0%');
    expect(formatPercentage(0, 'nl')).toBe('0\u00A0%');
  });
});

describe('formatEuros', () => {
  it('writes an amount in euros in the language, and keeps text that is no amount', () => {
    expect(formatEuros('1234.5', 'nl').replace(/\s/g, ' ')).toBe('€ 1.234,50');
    expect(formatEuros('1234.5', 'en')).toBe('€1,234.50');
    expect(formatEuros('-310.50', 'nl').replace(/\s/g, ' ')).toBe('€ -310,50');
    expect(formatEuros('unknown', 'nl')).toBe('unknown');
  });
});

describe('withSharesShown', () => {
  it("writes a message's shares as formatPercentage does, still in the message's notation", () => {
    expect(withSharesShown('indirect 45.00 % through A B.V.; shareholder 33.50 %, 12.34 %')).toBe(
      'indirect 45 % through A B.V.; shareholder 33.5 %, 12.34 %',
    );
    expect(withSharesShown('Ann Claes 99.99 %; 50 % or more')).toBe(
      'Ann Claes 99.99 %; 50 % or more',
    );
  });

  it("leaves a party's name and a listing's text as written: only the checks' shares", () => {
    expect(withSharesShown('shareholder: Obligatiefonds 3.50 % 2030 B.V. (30.00 %)')).toBe(
      'shareholder: Obligatiefonds 3.50 % 2030 B.V. (30 %)',
    );
    expect(withSharesShown('parent: Rente 4.00 % Fonds N.V.')).toBe(
      'parent: Rente 4.00 % Fonds N.V.',
    );
    expect(withSharesShown('sanctioned: holds 12.50 % of Acme (programme)')).toBe(
      'sanctioned: holds 12.50 % of Acme (programme)',
    );
    expect(withSharesShown('director: Ann Claes (also shareholder 20.00 %)')).toBe(
      'director: Ann Claes (also shareholder 20 %)',
    );
    expect(withSharesShown('more than 15.00 % (bands 25-50%); direct 60.00 % as Eigenaar')).toBe(
      'more than 15 % (bands 25-50%); direct 60 % as Eigenaar',
    );
    expect(
      withSharesShown(
        'sanctions ownership/control: owners with sanctions hits hold at least 55.00 % of the company, directly or indirectly (Fonds 3.00 % 30.00 % (confirmed hit, match 98); Bob 25.00 %); 50 % or more',
      ),
    ).toBe(
      'sanctions ownership/control: owners with sanctions hits hold at least 55 % of the company, directly or indirectly (Fonds 3.00 % 30 % (confirmed hit, match 98); Bob 25 %); 50 % or more',
    );
  });

  it('never rounds a share the check wrote with more decimals: 0.005 % is not 0.01 %', () => {
    expect(withSharesShown('shareholder: Ann Claes (0.005 %)')).toBe(
      'shareholder: Ann Claes (0.005 %)',
    );
    expect(withSharesShown('indirect 25.005 % through A B.V.')).toBe(
      'indirect 25.005 % through A B.V.',
    );
    expect(withSharesShown('direct 25.001 %')).toBe('direct 25.001 %');
  });
});
