import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedTypos,
  bitCount,
  cityKeys,
  compactKey,
  probeOf,
  signature,
  streetKeys,
  typosTo,
} from './address-index-text.js';
import { editDistance } from '../screening/score/levenshtein.js';

describe('address name keys', () => {
  it('drop accents, case, spaces and punctuation', () => {
    expect(compactKey("'s-Gravenhage")).toBe('sgravenhage');
    expect(compactKey('Ruïnelaan')).toBe('ruinelaan');
    expect(compactKey('Van  Baerle-straat')).toBe('vanbaerlestraat');
  });

  it('write out the abbreviations of street names as a second key', () => {
    expect(streetKeys('Burg. de Vlugtln')).toEqual(['burgdevlugtln', 'burgemeesterdevlugtlaan']);
    expect(streetKeys('Kerkstr.')).toEqual(['kerkstr', 'kerkstraat']);
    expect(streetKeys('Vermeerpl')).toEqual(['vermeerpl', 'vermeerplein']);
    expect(streetKeys('Vermeerpln')).toEqual(['vermeerpln', 'vermeerplein']);
    expect(streetKeys('Valkgr.')).toEqual(['valkgr', 'valkgracht']);
    expect(streetKeys('Oude gr')).toEqual(['oudegr', 'oudegracht']);
    expect(streetKeys('Damrak')).toEqual(['damrak']);
  });

  it('know the other names of cities', () => {
    expect(cityKeys('Den Haag')).toEqual(['denhaag', 'sgravenhage']);
    expect(cityKeys('Den Bosch')).toEqual(['denbosch', 'shertogenbosch']);
    expect(cityKeys('Utrecht')).toEqual(['utrecht']);
  });
});

describe('name probes', () => {
  it('never take a digit for a typo', () => {
    const typos = (given: string, name: string) => typosTo(probeOf(given), name, signature(name));
    // "Narcissenpark 18": a house number left in the street is no typo of the street.
    expect(typos('narcissenpark18', 'narcissenpark')).toBeUndefined();
    expect(typos('narcissenpark', 'narcissenpark18')).toBeUndefined();
    expect(typos('plein1945', 'plein1944')).toBeUndefined();
    expect(typos('3ehugodegrootstraat', '2ehugodegrootstraat')).toBeUndefined();
    // Letters around the same digits still may be.
    expect(typos('2ehugodegrotstraat', '2ehugodegrootstraat')).toBe(1);
    expect(typos('plein1944', 'plein1944')).toBe(0);
  });

  it('allow more typos in longer names', () => {
    expect([3, 5, 10, 11].map(allowedTypos)).toEqual([0, 1, 2, 3]);
  });

  it('never rule out by signature a name within the typos allowed', () => {
    const word = fc.string({
      unit: fc.constantFrom('a', 'e', 'k', 'r', 's', 't', '1'),
      minLength: 4,
      maxLength: 12,
    });
    fc.assert(
      fc.property(word, word, (a, b) => {
        const probe = probeOf(a);
        const distance = editDistance(a, b, probe.typos);
        const digits = (key: string) => key.replace(/\D/g, '');
        if (distance <= probe.typos) {
          expect(bitCount((signature(a) ^ signature(b)) >>> 0)).toBeLessThanOrEqual(2 * distance);
          // A digit is never a typo: names whose digits differ are different names.
          expect(typosTo(probe, b, signature(b))).toBe(
            digits(a) === digits(b) ? distance : undefined,
          );
        } else {
          expect(typosTo(probe, b, signature(b))).toBeUndefined();
        }
      }),
    );
  });
});
