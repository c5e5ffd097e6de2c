import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_NEAR,
  BIRTH_DATE_OTHER,
  BIRTH_DATE_SAME,
  COUNTRY_SHARED,
} from './evidence-rank.js';
import { ListedEvidence } from './listed-evidence.js';

describe('ListedEvidence', () => {
  const evidence = new ListedEvidence();
  evidence.push(['1980-05-05'], ['sy']);
  evidence.push([], []);
  evidence.push(['1980', '1990-01-01'], ['sy']);
  evidence.push(['circa 1960'], ['lb', 'sy']);
  evidence.finish();

  it('gives back what was listed', () => {
    expect(evidence.birthDatesOf(2)).toEqual(['1980', '1990-01-01']);
    expect(evidence.birthDatesOf(1)).toEqual([]);
    expect(evidence.countriesOf(3)).toEqual(['lb', 'sy']);
    expect(evidence.countriesOf(1)).toEqual([]);
  });

  it('judges each listing by the birth date and country asked for, or not at all without', () => {
    expect(evidence.judge([], [])).toBeUndefined();
    const judge = evidence.judge(['1980-05-05'], ['nl']);
    expect(judge?.factor(0)).toBe(BIRTH_DATE_SAME);
    expect(judge?.factor(1)).toBe(1);
    expect(judge?.factor(2)).toBe(BIRTH_DATE_NEAR);
    expect(judge?.factor(3)).toBe(BIRTH_DATE_OTHER);
    expect(evidence.judge([], ['sy'])?.factor(3)).toBe(COUNTRY_SHARED);
  });
});
