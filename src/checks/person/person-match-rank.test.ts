import { describe, expect, it } from 'vitest';
import type { ResidentData } from '../../entities/records.js';
import type { ResidentCandidate } from './person-match.js';
import { byFit, rivalsOf } from './person-match-rank.js';
import { personQueryOf, scoreResident, type ResidentScore } from './person-match-score.js';

const PIET: ResidentData = {
  postcode: '3511AB',
  house_number: 10,
  initials: 'P.',
  first_name: 'Piet',
  last_name: 'Smit',
  date_of_birth: '1960-06-06',
  gender: 'M',
};
const ANNA: ResidentData = {
  postcode: '3511AB',
  house_number: 10,
  initials: 'A.',
  first_name: 'Anna',
  last_name: 'Smit',
  gender: 'F',
};

const QUERY = (() => {
  const query = personQueryOf({ last_name: 'Smit', date_of_birth: '1960-06-06' });
  if (!query) throw new Error('no query');
  return query;
})();

function candidates(
  gender: string | undefined,
  residents: ResidentData[],
  dateOfBirth = '1960-06-07',
): ResidentCandidate[] {
  const query = personQueryOf({
    last_name: 'Smit',
    date_of_birth: dateOfBirth,
    ...(gender && { gender }),
  });
  if (!query) throw new Error('no query');
  return residents.map((resident) => ({
    resident,
    addressKey: '3511AB|10|',
    foundBy: ['address'],
    atGivenAddress: true,
    fit: scoreResident(query, resident),
  }));
}

describe('ranking the candidates', () => {
  it('does not let the gender decide between a dated namesake and an undated resident', () => {
    for (const gender of ['M', 'F', 'X', undefined]) {
      const ranked = byFit(candidates(gender, [PIET, ANNA]));
      expect(ranked.map((c) => c.resident.first_name)).toEqual(['Anna', 'Piet']);
      // The dated namesake (PF03) is no rival of the undated resident (PF04).
      expect(rivalsOf(ranked[0] as ResidentCandidate, ranked)).toBe(0);
    }
  });

  it('ranks by gender only among residents whose date of birth agrees', () => {
    const twin: ResidentData = { ...PIET, initials: 'J.', first_name: 'Johanna', gender: 'F' };
    for (const [gender, first] of [
      ['M', 'Piet'],
      ['F', 'Johanna'],
    ] as const) {
      const ranked = byFit(candidates(gender, [twin, PIET], PIET.date_of_birth));
      expect(ranked[0]?.resident.first_name).toBe(first);
    }
    // Namesakes of another date of birth: the same count of equal fits whatever gender is sent.
    for (const gender of ['M', 'F', 'X', undefined]) {
      const ranked = byFit(candidates(gender, [twin, PIET]));
      expect(rivalsOf(ranked[0] as ResidentCandidate, ranked), gender).toBe(1);
    }
  });

  it('orders date classes alike in every other way by their codes, not by a collation', () => {
    // Equal fits at the given address, seen on the same day: only the date class tells them apart.
    const tied = (first_name: string, dateOfBirth: ResidentScore['dateOfBirth']) => ({
      resident: { ...PIET, first_name, last_seen: '2024-01-01' },
      addressKey: '3511AB|10|',
      foundBy: ['address' as const],
      atGivenAddress: true,
      fit: { ...scoreResident(QUERY, PIET), score: 60, parts: [], dateOfBirth, differences: [] },
    });
    const agrees = tied('Agrees', 'same');
    const other = tied('Other', 'different');
    const none = tied('None', 'not_compared');
    // Code-point order would put "PF03" and "PF04" before "agrees"; a locale might not.
    for (const given of [
      [none, other, agrees],
      [other, none, agrees],
      [agrees, none, other],
    ]) {
      expect(byFit(given).map((c) => c.resident.first_name)).toEqual(['Agrees', 'Other', 'None']);
    }
  });
});
