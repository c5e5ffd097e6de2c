import { describe, expect, it } from 'vitest';
import type { TokenStatistics } from '../types.js';
import { scoreMatch } from './combine.js';
import { explainScore } from './explain.js';
import { company, score, subject } from './combine.test-data.js';

// Common words (the statistics of a real list) leave room below 1 for the form to take.
const stats: TokenStatistics = { weightOf: () => 0.3 };

describe('a legal form another name of the listing bears', () => {
  it('is no other form where that name is the one matched, in another script', () => {
    const listed = subject('company', ['Северный Ветер ООО', 'Severny Veter LLC']);
    const asked = company('Severny Veter O.O.O.');
    expect(score(asked, listed, stats)).toBe(score(company('Severny Veter'), listed, stats));
    expect(explainScore(scoreMatch(asked, listed, stats))).not.toContain('another legal form');
  });

  it('is another form where that name is another name of the listing', () => {
    const listed = subject('company', ['Alpha Shipping LLC', 'Beta Maritime FZE']);
    const asked = company('Alpha Shipping FZE');
    // As against "Alpha Shipping LLC" alone: Beta Maritime's form says nothing of Alpha Shipping's.
    expect(score(asked, listed, stats)).toBe(score(asked, company('Alpha Shipping LLC'), stats));
    expect(score(asked, listed, stats)).toBeLessThan(
      score(asked, company('Alpha Shipping'), stats),
    );
    expect(explainScore(scoreMatch(asked, listed, stats))).toContain('another legal form');
  });
});
