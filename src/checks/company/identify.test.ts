import { describe, expect, it } from 'vitest';
import { isLei, vatLookups } from './identify.js';

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

describe('vatLookups', () => {
  it('asks for the number as written, with NL added, as vat_validation writes it, and the RSIN', () => {
    expect(vatLookups('800047114B01')).toEqual({
      vat: ['800047114B01', 'NL800047114B01'],
      rsin: '800047114',
    });
    // A Belgian number of the old nine digits is stored with its leading 0.
    expect(vatLookups('BE263414188').vat).toContain('BE0263414188');
    expect(vatLookups('GR094014201').vat).toContain('EL094014201');
    expect(vatLookups('12345').vat).toEqual(['12345', 'NL12345']);
  });
});
