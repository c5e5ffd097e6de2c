import { describe, expect, it } from 'vitest';
import { inEnglish } from './messages-english.js';

describe('inEnglish', () => {
  it('writes a screened party’s roles as a reader does, the names kept', () => {
    expect(inEnglish('ubo: Ann Claes')).toBe('UBO: Ann Claes');
    expect(inEnglish('director: Jan Ubo (also possible ubo, shareholder 25 %)')).toBe(
      'director: Jan Ubo (also possible UBO, shareholder 25 %)',
    );
    expect(inEnglish('company')).toBe('company');
  });

  it('says the BAG uses in English, and leaves a use it does not know as written', () => {
    expect(inEnglish('It exists in the address data. Use: overige gebruiksfunctie.')).toBe(
      'It exists in the address data. Use: other use.',
    );
    expect(inEnglish('The address is not residential (use: celfunctie).')).toBe(
      'The address is not residential (use: detention).',
    );
    expect(inEnglish('Use: woonfunctie, spookfunctie.')).toBe('Use: woonfunctie, spookfunctie.');
    expect(inEnglish('Use (BAG): residential (woonfunctie)')).toBe(
      'Use (BAG): residential (woonfunctie)',
    );
  });
});
