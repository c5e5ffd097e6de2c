import { describe, expect, it } from 'vitest';
import type { MatchSubject } from '../types.js';
import { DEFAULT_SCORING_CONFIG } from './config.js';
import { birthDateEvidence } from './features.js';
import { birthRange } from '../../sources/birth-range.js';

const born = (...birthDates: string[]): MatchSubject => ({
  kind: 'person',
  names: [],
  birthDates,
  countries: [],
  identifiers: [],
});
const evidence = (asked: string, listed: string) =>
  birthDateEvidence(born(asked), born(listed), DEFAULT_SCORING_CONFIG);

describe('birthDateEvidence: a listed range of years', () => {
  it('agrees with a birth inside the range, as the list readers give it', () => {
    const listed = born(...birthRange('1955', '1968'));
    const { support, penalty } = birthDateEvidence(
      born('1962-05-05'),
      listed,
      DEFAULT_SCORING_CONFIG,
    );
    expect(penalty).toBeUndefined();
    expect(support?.detail).toBe('birth year 1962 on both');
  });
});

describe('birthDateEvidence: a listed year and month', () => {
  it('agrees with a date in that month', () => {
    const { support, penalty } = evidence('1980-05-20', '1980-05');
    expect(penalty).toBeUndefined();
    expect(support?.value).toBe(0.9);
    expect(support?.detail).toBe('birth month 1980-05 on both');
  });

  it('does not agree with another month of the year: that is another day of the same year', () => {
    const { support, penalty } = evidence('1980-11-30', '1980-05');
    expect(support).toBeUndefined();
    expect(penalty?.value).toBe(DEFAULT_SCORING_CONFIG.birthDateSameYear);
  });

  it('still agrees by the year where one side gives the year alone', () => {
    expect(evidence('1980-11-30', '1980').support?.detail).toBe('birth year 1980 on both');
    expect(evidence('1980', '1980-05').support?.value).toBe(0.8);
  });
});

describe('birthDateEvidence: a listed year alone', () => {
  it('one year off costs what another day of the same year does: the year may be reckoned from an age', () => {
    for (const [asked, listed] of [
      ['1978-06-01', '1977'],
      ['1976-01-31', '1977'],
      ['1977', '1978-06-01'],
      ['1978', '1977'],
    ] as const) {
      const { support, penalty } = evidence(asked, listed);
      expect(support, `${asked} / ${listed}`).toBeUndefined();
      expect(penalty?.value, `${asked} / ${listed}`).toBe(DEFAULT_SCORING_CONFIG.birthDateSameYear);
      expect(penalty?.detail).toContain('one of them a year alone, perhaps reckoned from an age');
    }
  });

  it('two years off costs as much as two years between full dates', () => {
    expect(evidence('1979-06-01', '1977').penalty?.value).toBeCloseTo(0.36);
    // A year and month is no year alone.
    expect(evidence('1978-06-01', '1977-06').penalty?.value).toBeCloseTo(0.6);
  });
});
