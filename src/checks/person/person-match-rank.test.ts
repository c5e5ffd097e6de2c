import { describe, expect, it } from 'vitest';
import type { ResidentData } from '../../entities/records.js';
import type { ResidentCandidate } from './person-match.js';
import { byFit, rivalsOf } from './person-match-rank.js';
import { personQueryOf, scoreResident } from './person-match-score.js';

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

function candidates(gender: string | undefined, residents: ResidentData[]): ResidentCandidate[] {
  const query = personQueryOf({
    last_name: 'Smit',
    date_of_birth: '1960-06-07',
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

  it('still ranks by gender among residents whose date was compared alike', () => {
    const twin: ResidentData = { ...PIET, first_name: 'Petra', gender: 'F' };
    for (const [gender, first] of [
      ['M', 'Piet'],
      ['F', 'Petra'],
    ] as const) {
      const ranked = byFit(candidates(gender, [twin, PIET]));
      expect(ranked[0]?.resident.first_name).toBe(first);
    }
  });
});
