import { describe, expect, it } from 'vitest';
import { vatLookups } from './identify.js';

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
