import { describe, expect, it } from 'vitest';
import { companyWords } from './company-words.js';

describe('companyWords', () => {
  it('drops a leading "the" while a word is left', () => {
    expect(companyWords(['the', 'crescent', 'bank'])).toEqual(['crescent', 'bank']);
    expect(companyWords(['the'])).toEqual(['the']);
    expect(companyWords(['bank', 'of', 'the', 'east'])).toEqual(['bank', 'of', 'the', 'east']);
  });
});
