import { describe, expect, it } from 'vitest';
import { birthRange, MAX_RANGE_YEARS } from './birth-range.js';

describe('birthRange', () => {
  it('gives every year of a range up to a generation, so a birth inside it matches', () => {
    const years = birthRange('1955', '1968');
    expect(years).toHaveLength(14);
    expect(years).toContain('1962');
    expect(birthRange('1960', String(1960 + MAX_RANGE_YEARS))).toHaveLength(MAX_RANGE_YEARS + 1);
  });

  it('keeps the ends that are dates, and reads a range written backwards forwards', () => {
    expect(birthRange('1955-01-01', '1957-12-31')).toEqual([
      '1955-01-01',
      '1955',
      '1956',
      '1957',
      '1957-12-31',
    ]);
    expect(birthRange('1971', '1969')).toEqual(['1969', '1970', '1971']);
    expect(birthRange('1970', '1970')).toEqual(['1970']);
  });

  it('gives no date for a range wider than a generation', () => {
    expect(birthRange('1900', '1990')).toEqual([]);
  });
});
