import { describe, expect, it } from 'vitest';
import { normaliseName } from '../normalise/index.js';
import type { NameToken } from '../types.js';
import { DEFAULT_SCORING_CONFIG } from './config.js';
import { ComparedPairs, tokenSimilarity } from './token-similarity.js';

const token = (text: string, kind: 'person' | 'company' = 'person'): NameToken => {
  const found = normaliseName(text, kind).tokens[0];
  if (!found) throw new Error(`no token in ${text}`);
  return found;
};
const similarity = (a: string, b: string, kind: 'person' | 'company' = 'person') =>
  tokenSimilarity(token(a, kind), token(b, kind), DEFAULT_SCORING_CONFIG);

describe('tokenSimilarity', () => {
  it('is 1 for the same part, high for a spelling variant, 0 for another name', () => {
    expect(similarity('smith', 'Smith')).toBe(1);
    expect(similarity('jon', 'john')).toBeGreaterThan(0.9);
    expect(similarity('smith', 'smyth')).toBeGreaterThan(0.85);
    expect(similarity('bush', 'habbash')).toBe(0);
    expect(similarity('emma', 'emmaus')).toBe(0);
  });

  it('lets equal phonetic keys carry a variant across the cut-off', () => {
    expect(similarity('mohammed', 'muhammad')).toBeGreaterThanOrEqual(0.9);
    expect(similarity('meyer', 'meier')).toBeGreaterThanOrEqual(0.9);
  });

  it('lets a phonetic key carry no word of far another length across the cut-off', () => {
    // Anna, Anne and Ina share the key of Ioannou (the vowels dropped), not its letters.
    for (const name of ['anna', 'anne', 'ina']) {
      expect(similarity(name, 'ioannou'), name).toBeLessThan(DEFAULT_SCORING_CONFIG.tokenCutoff);
    }
    // Spellings of one name of other lengths still do.
    for (const [a, b] of [
      ['youssef', 'yusuf'],
      ['schmidt', 'shmit'],
      ['tschernenko', 'chernenko'],
      ['mohamed', 'mohammed'],
    ] as const) {
      expect(similarity(a, b), `${a} ${b}`).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('measures the length by sounds: a French ou and a doubled letter are one', () => {
    // Youssouf and Younouss are French spellings of Yusuf and Yunus (8 letters, 5 sounds).
    for (const [a, b] of [
      ['yusuf', 'youssouf'],
      ['yusef', 'youssouf'],
      ['yunus', 'younouss'],
    ] as const) {
      expect(similarity(a, b), `${a} ${b}`).toBeGreaterThanOrEqual(0.9);
    }
    // Doubled letters folded, Ioannou still has far more sounds than Anna, Anne or Ina.
    for (const name of ['anna', 'anne', 'ina']) {
      expect(similarity(name, 'ioannou'), name).toBeLessThan(DEFAULT_SCORING_CONFIG.tokenCutoff);
    }
  });

  it('keeps short syllables that differ by a letter apart, unlike spellings of one', () => {
    for (const [a, b] of [
      ['Li', 'Liu'],
      ['Ho', 'Hu'],
      ['Ho', 'Hoa'],
      ['Ma', 'Mao'],
      ['Hu', 'Hua'],
      ['Wei', 'Wen'],
    ] as const) {
      expect(similarity(a, b), `${a} ${b}`).toBe(0);
    }
    // The same vowels, a consonant of the same sound: one name spelled two ways.
    expect(similarity('Gim', 'Kim')).toBeGreaterThanOrEqual(0.9);
    expect(similarity('Bak', 'Pak')).toBeGreaterThanOrEqual(0.9);
    // i and y are one vowel written two ways.
    expect(similarity('Ali', 'Aly')).toBeGreaterThanOrEqual(0.9);
    expect(similarity('Kym', 'Kim')).toBeGreaterThanOrEqual(0.9);
    expect(similarity('Aly', 'Alo')).toBe(0);
    // From four letters on, one edit is a spelling variant as before.
    expect(similarity('Jon', 'John')).toBeGreaterThan(0.9);
  });

  it('reads an umlaut written out and the Dutch ij written y as the same letters', () => {
    expect(similarity('Juergen', 'Jürgen')).toBe(0.98);
    expect(similarity('Mueller', 'Müller')).toBe(0.98);
    // An ö written oe is one edit from its folded form: close, without a rule of its own.
    expect(similarity('Schroeder', 'Schröder')).toBeGreaterThan(0.95);
    expect(similarity('Meijer', 'Meyer')).toBe(0.98);
    // In Dutch names oe is a vowel of its own, not an umlaut.
    for (const [a, b] of [
      ['Boer', 'Bor'],
      ['Koenen', 'Konen'],
      ['Poelman', 'Polman'],
      ['Groenen', 'Gronen'],
    ] as const) {
      expect(similarity(a, b), `${a} ${b}`).toBeLessThan(0.98);
    }
    // A misspelling stays below the name spelled another accepted way.
    expect(similarity('Juergen', 'Jürgen')).toBeGreaterThan(similarity('Jurgen', 'Jürgenn'));
  });

  it('compares glued family names without the particles they share', () => {
    const glued = (a: string, b: string) =>
      tokenSimilarity(
        token(a.replaceAll(' ', '')),
        token(b.replaceAll(' ', '')),
        DEFAULT_SCORING_CONFIG,
      );
    expect(glued('van der Lee', 'van der Meer')).toBe(0);
    expect(glued('van der Valk', 'van der Wal')).toBe(0);
    expect(glued('van der Meulen', 'van der Meer')).toBe(0);
    expect(glued('van den Berg', 'van den Burg')).toBeGreaterThan(0.8);
    expect(glued('van der Meer', 'van der Mer')).toBeGreaterThan(0.8);
    // A name that only begins like a particle is compared whole.
    expect(similarity('Vanessa', 'Vanesa')).toBeGreaterThan(0.9);
    expect(similarity('Vania', 'Vanja')).toBeGreaterThanOrEqual(0.9);
    expect(similarity('Vanya', 'Vanja')).toBeGreaterThanOrEqual(0.9);
    expect(similarity('Terese', 'Teresa')).toBeGreaterThan(0.8);
    expect(similarity('Terrance', 'Terence')).toBeGreaterThan(0.8);
  });

  it('matches an initial to a name with that first letter, not to another initial', () => {
    expect(similarity('J.', 'John')).toBe(DEFAULT_SCORING_CONFIG.initialSimilarity);
    expect(similarity('J.', 'Peter')).toBe(0);
  });

  it('keeps numbers exact and legal forms to their own kind', () => {
    const one = normaliseName('Bank 1', 'company').tokens[1] as NameToken;
    const two = normaliseName('Bank 2', 'company').tokens[1] as NameToken;
    expect(tokenSimilarity(one, two, DEFAULT_SCORING_CONFIG)).toBe(0);
    const bv = normaliseName('Acme BV', 'company').tokens[1] as NameToken;
    const ltd = normaliseName('Acme Ltd', 'company').tokens[1] as NameToken;
    expect(bv.kind).toBe('legal');
    expect(tokenSimilarity(bv, ltd, DEFAULT_SCORING_CONFIG)).toBe(0);
    expect(tokenSimilarity(bv, bv, DEFAULT_SCORING_CONFIG)).toBe(1);
  });

  it('compares a company word nearly equal to its plural, typing errors still one edit away', () => {
    expect(similarity('industry', 'industries', 'company')).toBe(0.98);
    expect(similarity('technology', 'technologies', 'company')).toBe(0.98);
    expect(similarity('technnologies', 'technologies', 'company')).toBeGreaterThan(0.9);
    expect(similarity('star', 'stars', 'company')).toBeLessThan(0.98);
  });

  it('equates the Wade-Giles and pinyin spellings of one Chinese family name', () => {
    expect(similarity('hsu', 'xu')).toBe(0.9);
    expect(similarity('tsai', 'cai')).toBe(0.9);
    expect(similarity('hsu', 'cai')).toBe(0);
    // Cantonese and Singapore spellings too.
    expect(similarity('Lee', 'Li')).toBe(0.9);
    expect(similarity('Woo', 'Wu')).toBe(0.9);
    expect(similarity('Chan', 'Chen')).toBe(0.9);
    expect(similarity('Lee', 'Liu')).toBe(0);
  });
});

describe('tokenSimilarity of the same token objects compared again', () => {
  it('answers as the first time, and by the configuration given, not the one remembered', () => {
    const [initial, word] = [token('J.'), token('John')];
    const [maria, marta] = [token('Maria'), token('Marta')];
    const first = tokenSimilarity(initial, word, DEFAULT_SCORING_CONFIG);
    expect(tokenSimilarity(initial, word, DEFAULT_SCORING_CONFIG)).toBe(first);
    const strict = { ...DEFAULT_SCORING_CONFIG, initialSimilarity: 0.3, tokenCutoff: 0.99 };
    expect(tokenSimilarity(initial, word, strict)).toBe(0.3);
    expect(tokenSimilarity(maria, marta, DEFAULT_SCORING_CONFIG)).toBeGreaterThan(0.85);
    expect(tokenSimilarity(maria, marta, strict)).toBe(0);
    expect(tokenSimilarity(initial, word, DEFAULT_SCORING_CONFIG)).toBe(first);
  });
});

describe('ComparedPairs', () => {
  const part = (text: string): NameToken => ({ text, kind: 'word', phonetic: text });

  it('compares a pair once, then answers from memory', () => {
    let compared = 0;
    const pairs = new ComparedPairs(10, () => ++compared);
    const [a, b] = [part('jansen'), part('janssen')];
    expect(pairs.similarity(a, b)).toBe(1);
    expect(pairs.similarity(a, b)).toBe(1);
    expect(compared).toBe(1);
  });

  it('forgets every pair once it holds as many as its capacity', () => {
    let compared = 0;
    const pairs = new ComparedPairs(3, () => ++compared);
    const asked = part('jansen');
    const listed = ['janssen', 'jansens', 'janse', 'jensen'].map(part);
    for (const b of listed.slice(0, 3)) pairs.similarity(asked, b);
    expect(pairs.size).toBe(3);
    // A fourth part asked: the memory starts over instead of growing past its capacity.
    pairs.similarity(part('pietersen'), listed[3] as NameToken);
    expect(pairs.size).toBe(1);
    pairs.similarity(asked, listed[0] as NameToken);
    expect(compared).toBe(5);
  });
});
