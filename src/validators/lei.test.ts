import { describe, expect, it } from 'vitest';
import { isLei } from './lei.js';

describe('isLei', () => {
  it('accepts LEIs whose check digits pass mod 97 (ISO 17442)', () => {
    // GLEIF's own LEI (public record), and one of the GLEIF reader's fixtures.
    expect(isLei('506700GE1G29325QX363')).toBe(true);
    expect(isLei('529900GMBHTEST000177')).toBe(true);
  });

  it('refuses a changed check digit, wrong length and KvK numbers', () => {
    expect(isLei('506700GE1G29325QX364')).toBe(false);
    expect(isLei('506700GE1G29325QX36')).toBe(false);
    expect(isLei('12345678')).toBe(false);
  });
});
