import { describe, expect, it } from 'vitest';
import { hitEvidence } from './hit-evidence.js';

const agrees = (feature: string, value = 1) => [{ feature, value }];

describe('hitEvidence', () => {
  it('confirms a strong hit that a birth date or an identifier backs', () => {
    expect(hitEvidence(0.9, agrees('birth_date'))).toBe('confirmed');
    expect(hitEvidence(0.97, agrees('identifier'))).toBe('confirmed');
  });

  it('reads a strong name alone, or a backed weaker one, as possible', () => {
    expect(hitEvidence(0.95, agrees('name'))).toBe('possible');
    expect(hitEvidence(0.8, agrees('birth_date'))).toBe('possible');
    // A contradiction is the feature below 1: no backing.
    expect(hitEvidence(0.95, agrees('birth_date', 0.3))).toBe('possible');
  });

  it('reads a weaker name alone as weak', () => {
    expect(hitEvidence(0.74, agrees('name', 0.8))).toBe('weak');
  });

  it('reads the score as the match it is shown with, a whole percentage', () => {
    // 0.8996 is shown as match 90: confirmed, as the registration's match says.
    expect(hitEvidence(0.8996, agrees('birth_date'))).toBe('confirmed');
    expect(hitEvidence(0.8949, agrees('birth_date'))).toBe('possible');
  });
});
