/**
 * Phone listings under a married name whose later name has a prefix ("P. Hendriks-van Dijk"):
 * one family name of the listing, as "P. Hendriks-Dijk" is.
 */
import { describe, expect, it } from 'vitest';
import { compareListedName, listedNameAsGiven, readListedName } from './phone-listed-name.js';

describe('phone listings under a married name with a prefix in its later name', () => {
  it('reads the double name whole, its prefix with the name after it', () => {
    expect(readListedName('P. Hendriks-van Dijk', 1)).toEqual({
      given: 'P.',
      family: { prefix: '', core: 'Hendriks-van Dijk' },
    });
    expect(readListedName('Piet Smit-van der Lange', 1)).toEqual({
      given: 'Piet',
      family: { prefix: '', core: 'Smit-van der Lange' },
    });
  });

  it('takes either name of it for the person, as for a double name without prefix', () => {
    const piet = { initials: 'P.', last_name: 'Hendriks' };
    // As a double name without prefix is taken.
    expect(compareListedName('P. Hendriks-Dijk', piet)).toBe('same');
    expect(compareListedName('P. Hendriks-van Dijk', piet)).toBe('same');
    expect(compareListedName('P. Smit-de Lange', { ...piet, last_name: 'Smit' })).toBe('same');
    expect(compareListedName('P. Smit-de Lange', { ...piet, last_name: 'de Lange' })).toBe('same');
    expect(compareListedName('P. Smit-de Lange', { ...piet, last_name: 'Lange' })).toBe('same');
    expect(compareListedName('P. Hendriks-van Dijk', { ...piet, last_name: 'van Dijk' })).toBe(
      'same',
    );
    // Other initials, another name or a name a letter off are still another person.
    expect(compareListedName('J. Hendriks-van Dijk', piet)).toBe('other');
    expect(compareListedName('P. Hendrix-van Dijk', piet)).toBe('other');
    expect(compareListedName('P. Jansen-van Dijk', piet)).toBe('other');
  });

  it('names no such listing to a request that gave one of its names only', () => {
    expect(
      listedNameAsGiven('P. Hendriks-van Dijk', { initials: 'P.', last_name: 'Hendriks' }),
    ).toBe(false);
    const whole = { initials: 'P.', last_name: 'Hendriks-van Dijk' };
    expect(compareListedName('P. Hendriks-van Dijk', whole)).toBe('same');
    expect(listedNameAsGiven('P. Hendriks-van Dijk', whole)).toBe(true);
  });
});
