import { describe, expect, it } from 'vitest';
import { addressNarrows } from './company-evidence.js';

describe('addressNarrows', () => {
  it('narrows with a place to compare', () => {
    expect(addressNarrows({ city: 'Utrecht' })).toBe(true);
    expect(addressNarrows({ house_number: '3' })).toBe(true);
    expect(addressNarrows({ state: 'Overijssel' })).toBe(true);
    expect(addressNarrows({ state: 'NL-OV', country: 'NLD' })).toBe(true);
  });

  it('does not narrow by a country, a region abroad or a text that is no province', () => {
    expect(addressNarrows(undefined)).toBe(false);
    expect(addressNarrows({ country: 'NL' })).toBe(false);
    expect(addressNarrows({ state: 'Overijssel', country: 'BE' })).toBe(false);
    expect(addressNarrows({ state: 'Atlantis' })).toBe(false);
    expect(addressNarrows({ state: '  ' })).toBe(false);
  });
});
