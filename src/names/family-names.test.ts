/**
 * The family-name reading shared by the person check and the reference records (a resident's
 * person key): the prefix read off the name, and a double name's prefix placed otherwise.
 */
import { describe, expect, it } from 'vitest';
import { familyNameForms, familyNameOf, prefixPlacedOtherwise } from './family-names.js';

describe('familyNameOf', () => {
  it('reads the prefix off the name, written in it, after a comma or apart', () => {
    expect(familyNameOf(undefined, 'van der Berg')).toEqual({ prefix: 'van der', core: 'Berg' });
    expect(familyNameOf(undefined, 'Berg, van der')).toEqual({ prefix: 'van der', core: 'Berg' });
    expect(familyNameOf('de', 'Vries')).toEqual({ prefix: 'de', core: 'Vries' });
    // A prefix word alone is the name: nothing would be left to find it by.
    expect(familyNameOf(undefined, 'Van')).toEqual({ prefix: '', core: 'Van' });
  });
});

describe('prefixPlacedOtherwise', () => {
  it("places a double name's one prefix before the other name", () => {
    expect(prefixPlacedOtherwise(familyNameOf(undefined, 'Hendriks-de Lange'))).toEqual([
      { prefix: 'de', core: 'Hendriks-Lange' },
    ]);
    expect(prefixPlacedOtherwise(familyNameOf('de', 'Hendriks-Lange'))).toEqual([
      { prefix: '', core: 'Hendriks-de Lange' },
    ]);
  });

  it('gives nothing for one name, or a name written apart', () => {
    expect(prefixPlacedOtherwise(familyNameOf('de', 'Vries'))).toEqual([]);
    expect(prefixPlacedOtherwise(familyNameOf(undefined, 'Berg de Vries'))).toEqual([]);
  });
});

describe('familyNameForms', () => {
  it('gives a double name and each of its names', () => {
    expect(familyNameForms(familyNameOf(undefined, 'Hendriks-Smit')).map((f) => f.core)).toEqual([
      'Hendriks-Smit',
      'Hendriks',
      'Smit',
    ]);
  });
});
