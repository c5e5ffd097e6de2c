import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameTokens } from '../screening/normalise/name.js';
import { holdsWords, wordsAsked, wordsOf } from './company-name-words.js';

describe('wordsAsked', () => {
  it('takes every word but legal forms, read as names are read', () => {
    expect([...(wordsAsked('El Amrani B.V.') ?? [])].sort()).toEqual(['amrani', 'el']);
    expect([...(wordsAsked('Öztürk') ?? [])]).toEqual(['ozturk']);
  });

  it('has none where no word finds companies: initials, particles, legal forms only', () => {
    expect(wordsAsked('J.T.')).toBeUndefined();
    expect(wordsAsked('van der')).toBeUndefined();
    expect(wordsAsked('B.V.')).toBeUndefined();
  });
});

describe('holdsWords', () => {
  const words = wordsAsked('El Amrani') ?? new Set<string>();

  it('reads a single glued "van" apart only where "van" is asked', () => {
    const held = (name: string, asked: string) =>
      holdsWords([name], wordsAsked(asked) ?? new Set<string>());
    expect(held('Vancity Credit Union', 'Van City')).toBe(true);
    expect(held('Vancity Credit Union', 'Vancity')).toBe(true);
    expect(held('Van City Credit Union', 'Vancity')).toBe(true);
    expect(held('Vancity Credit Union', 'City Credit Union')).toBe(false);
    expect(held('Vandijk Koeltransport B.V.', 'Dijk Koeltransport')).toBe(false);
    // A run of two is read apart whatever is asked, as before.
    expect(held('Vanderlinden Bakkerij', 'Linden Bakkerij')).toBe(true);
  });

  it('finds the words whole in any of the names, in any order', () => {
    expect(holdsWords(['L.A. El Amrani Services B.V.'], words)).toBe(true);
    expect(holdsWords(['Ingenieursbureau Van Dam & El Amrani V.O.F.'], words)).toBe(true);
    expect(holdsWords(['Amrani El Bouw', 'x'], words)).toBe(true);
    expect(holdsWords(['Bouw', 'EL AMRANI'], words)).toBe(true);
  });

  it('reads the names as the name asked is read: particles written out, "en" a joiner', () => {
    const asked = wordsAsked('Smits en vd Laan') ?? new Set<string>();
    expect(holdsWords(['Facilitair Smits & van der Laan V.O.F.'], asked)).toBe(true);
    expect(holdsWords(['Facilitair Smits & Vanderlaan V.O.F.'], asked)).toBe(true);
    expect(holdsWords(['Facilitair Smits & Laan V.O.F.'], asked)).toBe(false);
  });

  it('does not take part of a word, a near spelling or some of the words', () => {
    expect(holdsWords(['Elamrani Services'], words)).toBe(false);
    expect(holdsWords(['El Amranis Services'], words)).toBe(false);
    expect(holdsWords(['El Amrany Services'], words)).toBe(false);
    expect(holdsWords(['Amrani Services'], words)).toBe(false);
  });
});

describe('wordsOf', () => {
  it('reads a name as nameTokens does', () => {
    const names = [
      "O'Brien & Zn. B.V.",
      'Bakkerij `t Hoekje',
      'Öztürk Bouw',
      'Café Ümit',
      'ABC-123',
    ];
    for (const name of names) expect(wordsOf(name), name).toEqual(nameTokens(name));
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 40 }), (name) => {
        expect(wordsOf(name)).toEqual(nameTokens(name));
      }),
      { numRuns: 2000 },
    );
  });
});
