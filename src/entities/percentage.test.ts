import { describe, expect, it } from 'vitest';
import { parsePercentage, percentageProblem } from './percentage.js';

const band = (text: string, low: number, high: number, lowExclusive: boolean) => ({
  range: { low, high, lowExclusive, text },
});

describe('parsePercentage', () => {
  it('reads a number as before', () => {
    expect(parsePercentage('60')).toEqual({ value: 60 });
    expect(parsePercentage('26,5')).toEqual({ value: 26.5 });
    expect(parsePercentage('50 %')).toEqual({ value: 50 });
    expect(parsePercentage('-5')).toEqual({ value: -5 });
  });

  it('reads the bands registers write, a band’s lower bound as "more than"', () => {
    expect(parsePercentage('75-100%')).toEqual(band('75-100%', 75, 100, true));
    expect(parsePercentage('25 – 50 %')).toEqual(band('25 – 50 %', 25, 50, true));
    expect(parsePercentage('50 to 75 %')).toEqual(band('50 to 75 %', 50, 75, true));
    expect(parsePercentage('>25%')).toEqual(band('>25%', 25, 100, true));
    expect(parsePercentage('more than 25% but not more than 50%')).toEqual(
      band('more than 25% but not more than 50%', 25, 50, true),
    );
    expect(parsePercentage('ownership-of-shares-25-to-50-percent')).toEqual(
      band('ownership-of-shares-25-to-50-percent', 25, 50, true),
    );
    expect(parsePercentage('≥ 25 %')).toEqual(band('≥ 25 %', 25, 100, false));
    expect(parsePercentage('25% or more')).toEqual(band('25% or more', 25, 100, false));
    expect(parsePercentage('less than 25%')).toEqual(band('less than 25%', 0, 25, false));
  });

  it('reads nothing else: the share is then unknown', () => {
    for (const text of ['approx. 30', '50-25%', '10-20-30', '75-150%', 'most']) {
      expect(parsePercentage(text), text).toBeUndefined();
    }
  });
});

describe('percentageProblem', () => {
  it('refuses a value without a number, and only that', () => {
    expect(percentageProblem('most')).toBe(
      '"most" is not a percentage: it has no number (as in 30, 26,5 %, 25-50 % or >25 %)',
    );
    for (const text of ['75-100%', '>25%', 'approx. 30'])
      expect(percentageProblem(text)).toBe(undefined);
  });
});
