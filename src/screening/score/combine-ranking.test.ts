import { describe, expect, it } from 'vitest';
import type { TokenStatistics } from '../types.js';
import { scoreMatch } from './combine.js';
import { explainScore } from './explain.js';
import { looksMistyped } from './features.js';
import { company, everyTokenRare, person, score, threshold } from './combine.test-data.js';

describe('looksMistyped', () => {
  it('tells a slip of the keyboard from another date', () => {
    expect(looksMistyped('1988-03-12', '1988-03-11')).toBe(true);
    expect(looksMistyped('1988-11-03', '1988-03-11')).toBe(true);
    expect(looksMistyped('1988-30-11', '1988-03-11')).toBe(true);
    // The same day and month in the year next to it (1952 for 1953), not further off.
    expect(looksMistyped('1953-01-04', '1952-01-04')).toBe(true);
    expect(looksMistyped('1950-01-04', '1949-01-04')).toBe(true);
    expect(looksMistyped('1898-03-11', '1988-03-11')).toBe(false);
    expect(looksMistyped('1953-01-04', '1935-01-04')).toBe(false);
    expect(looksMistyped('1953-01-04', '1955-01-04')).toBe(false);
    expect(looksMistyped('1953-01-04', '1952-01-05')).toBe(false);
    expect(looksMistyped('1988-03-11T00:00:00Z', '1988-03-21')).toBe(true);
    expect(looksMistyped('1988-03-11', '1988-03-11')).toBe(false);
    expect(looksMistyped('1988-03-11', '1988-05-19')).toBe(false);
    expect(looksMistyped('1988-03-11', '1989-03-12')).toBe(false);
    expect(looksMistyped('1988-03-11', '1989-03-11')).toBe(true);
    expect(looksMistyped('1988', '1989')).toBe(false);
  });
});

describe('scoreMatch: ranking', () => {
  it('does not saturate: more agreeing evidence ranks higher, a typo lower', () => {
    const listed = person('Vladimir Putin', {
      birthDates: ['1952-10-07'],
      countries: ['ru'],
      identifiers: ['P123456'],
    });
    const withEverything = score(
      person('Vladimir Putin', {
        birthDates: ['1952-10-07'],
        countries: ['ru'],
        identifiers: ['P123456'],
      }),
      listed,
    );
    const withBirthDate = score(person('Vladimir Putin', { birthDates: ['1952-10-07'] }), listed);
    const withBirthYear = score(person('Vladimir Putin', { birthDates: ['1952'] }), listed);
    const nameOnly = score(person('Vladimir Putin'), listed);
    const typo = score(person('Vladimir Putni'), listed);
    expect(withEverything).toBeLessThanOrEqual(1);
    expect(withEverything).toBeGreaterThan(withBirthDate);
    expect(withBirthDate).toBeGreaterThan(withBirthYear);
    expect(withBirthYear).toBeGreaterThan(nameOnly);
    expect(nameOnly).toBeGreaterThan(typo);
    expect(nameOnly).toBeLessThan(1);
  });

  it('weighs a rare name part more than a common one', () => {
    const stats: TokenStatistics = { weightOf: (t) => (t.text === 'john' ? 0 : 1) };
    const rareShared = score(person('John Zyskowski'), person('Peter Zyskowski'), stats);
    const commonShared = score(person('John Zyskowski'), person('John Wozniak'), stats);
    expect(rareShared).toBeGreaterThan(commonShared);
  });

  it('penalises a person against a company', () => {
    expect(score(person('Jordan Smith'), company('Jordan Smith'))).toBeLessThan(
      score(person('Jordan Smith'), person('Jordan Smith')),
    );
  });

  it('keeps numbers significant', () => {
    expect(score(company('Bank 1'), company('Bank 2'))).toBeLessThan(threshold);
  });
});

describe('scoreMatch: properties', () => {
  const names = [
    'John Smith',
    'Jon Smyth',
    'Владимир Путин',
    'PUTIN, Vladimir',
    'Acme BV',
    'EMMA LLC',
    'J. A. Smith',
    'Mohammed bin Salman',
    '',
    'O',
  ];
  it('stays in [0, 1] and is close to symmetric for persons', () => {
    for (const a of names) {
      for (const b of names) {
        const ab = score(person(a), person(b));
        const ba = score(person(b), person(a));
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(1);
        expect(Math.abs(ab - ba), `${a} / ${b}`).toBeLessThan(0.15);
      }
    }
  });

  it('explains every score: each feature with its value and weight', () => {
    const result = scoreMatch(
      person('Vladimir Putin', { birthDates: ['1952-10-07'] }),
      person('PUTIN, Vladimir Vladimirovich', { birthDates: ['1952-10-07'] }),
      everyTokenRare,
    );
    expect(result.features.map((f) => f.feature)).toEqual(['name', 'birth_date']);
    const line = explainScore(result);
    expect(line).toContain("'putin'='putin'");
    expect(line).toContain("'vladimirovich' only in list");
    expect(line).toContain('birth date 1952-10-07 on both');
  });
});

describe('scoreMatch: the explanation', () => {
  it('keeps the name detail when serialised, as backend_data stores it', () => {
    const { features } = scoreMatch(person('Jon Smith'), person('John Smith'), everyTokenRare);
    const [name] = JSON.parse(JSON.stringify(features)) as { feature: string; detail: string }[];
    expect(name?.feature).toBe('name');
    expect(name?.detail).toContain("'Jon Smith' vs 'John Smith'");
  });
});
