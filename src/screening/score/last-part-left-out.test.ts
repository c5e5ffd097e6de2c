import { describe, expect, it } from 'vitest';
import { normaliseName } from '../normalise/index.js';
import type { MatchSubject, TokenStatistics } from '../types.js';
import { scoreMatch } from './combine.js';
import { DEFAULT_SCORING_CONFIG } from './config.js';
import { explainScore } from './explain.js';

const everyTokenRare: TokenStatistics = { weightOf: () => 1 };
const person = (name: string, birthDates: string[] = []): MatchSubject => ({
  kind: 'person',
  names: [normaliseName(name, 'person')],
  birthDates,
  countries: [],
  identifiers: [],
});
const match = (query: MatchSubject, listed: MatchSubject) =>
  scoreMatch(query, listed, everyTokenRare);
const threshold = DEFAULT_SCORING_CONFIG.threshold;

describe('a last name part one side leaves out', () => {
  const cases = [
    // An Arabic nisba, the second half of a double family name, one after "bin".
    ['Qasim Hamid', 'Qasim Hamid al-Dulaimi'],
    ['Jürgen Müller', 'Jürgen Müller-Lüdenscheidt'],
    ['Nabil bin Faris', 'Nabil bin Faris al-Qarawi'],
  ] as const;

  it.each(cases)('lets %s be %s beside the same full birth date', (asked, listed) => {
    const result = match(person(asked, ['1950-04-28']), person(listed, ['1950-04-28']));
    expect(result.score).toBeGreaterThanOrEqual(threshold);
    expect(explainScore(result)).toContain('last name part left out, same birth date');
    // Either way round: the query may hold the longer name.
    expect(
      match(person(listed, ['1950-04-28']), person(asked, ['1950-04-28'])).score,
    ).toBeGreaterThanOrEqual(threshold);
  });

  it.each(cases)('keeps %s apart from %s without it', (asked, listed) => {
    expect(match(person(asked), person(listed)).score).toBeLessThan(threshold);
    expect(match(person(asked, ['1950']), person(listed, ['1950'])).score).toBeLessThan(threshold);
    expect(match(person(asked, ['1950-04-28']), person(listed, ['1950-04-29'])).score).toBeLessThan(
      threshold,
    );
  });

  it('lets off only a last part, with the rest of the name paired in order', () => {
    const born = ['1950-04-28'];
    // A given name of its own on the asked side.
    expect(
      match(person('Karim Hamid', born), person('Qasim Hamid al-Dulaimi', born)).score,
    ).toBeLessThan(threshold);
    // One name alone says nothing of who is meant.
    expect(match(person('Qasim', born), person('Qasim al-Dulaimi', born)).score).toBeLessThan(
      threshold,
    );
    // The last part asked for is no given name of the listed one.
    expect(
      match(person('Hamid Qasim', born), person('Qasim Hamid al-Dulaimi', born)).score,
    ).toBeLessThan(threshold);
  });
});
