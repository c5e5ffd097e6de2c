import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseSearchIdentifier,
  SEARCH_IDENTIFIER_MAX_LENGTH,
  searchIdentifierOf,
} from './search-identifier.js';

const made = (id: string): string => {
  const identifier = searchIdentifierOf(id);
  if (identifier === undefined) throw new Error(`no identifier for ${id}`);
  return identifier;
};

describe('search identifiers', () => {
  it('are URL-safe, versioned, and give back the entity id', () => {
    for (const id of ['demo-co-12345678', 'lei-724500VKKSH9QOLTFR81', 'NK-Ünïcødé ☃ 名字']) {
      const identifier = made(id);
      expect(identifier).toMatch(/^cs1_[A-Za-z0-9_-]+$/);
      expect(encodeURIComponent(identifier)).toBe(identifier);
      expect(parseSearchIdentifier(identifier)).toBe(id);
      expect(parseSearchIdentifier(` ${identifier}\n`)).toBe(id);
    }
  });

  it('round-trip any id that fits, and every one fits the request field', () => {
    fc.assert(
      // 35 code points are at most 140 bytes of UTF-8.
      fc.property(fc.string({ minLength: 1, maxLength: 35, unit: 'binary' }), (id) => {
        const identifier = searchIdentifierOf(id);
        expect(identifier).toBeDefined();
        expect(identifier?.length).toBeLessThanOrEqual(SEARCH_IDENTIFIER_MAX_LENGTH);
        expect(parseSearchIdentifier(identifier ?? '')).toBe(
          // Lone surrogates do not survive UTF-8; the parsed id is the id as encoded.
          Buffer.from(id, 'utf8').toString('utf8'),
        );
      }),
    );
  });

  it('are not made for ids too long for the request field', () => {
    expect(searchIdentifierOf('x'.repeat(200))).toBeUndefined();
    expect(searchIdentifierOf('')).toBeUndefined();
  });

  it('reject what they did not make: other prefixes, edits, truncation, padding', () => {
    const identifier = made('demo-co-12345678');
    const body = identifier.slice(4);
    const flip = (s: string, at: number) =>
      `${s.slice(0, at)}${s[at] === 'A' ? 'B' : 'A'}${s.slice(at + 1)}`;
    for (const bad of [
      '',
      'cs1_',
      'cs1_AAAAAA',
      `cs2_${body}`,
      `CS1_${body}`,
      body,
      flip(identifier, 6),
      flip(identifier, identifier.length - 1),
      identifier.slice(0, -1),
      `${identifier}A`,
      `${identifier.slice(0, -6)}=${identifier.slice(-6)}`,
      'cs1_demo-co-12345678',
      `cs1_${'A'.repeat(300)}`,
    ]) {
      expect(parseSearchIdentifier(bad), bad).toBeUndefined();
    }
  });

  it('reject random strings with the right prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,60}$/), (tail) => {
        const candidate = `cs1_${tail}`;
        const parsed = parseSearchIdentifier(candidate);
        // Only a string that is exactly what we would make for its id parses.
        if (parsed !== undefined) expect(searchIdentifierOf(parsed)).toBe(candidate);
      }),
      { numRuns: 2000 },
    );
  });
});
