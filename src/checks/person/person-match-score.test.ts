import { describe, expect, it } from 'vitest';
import type { ResidentData } from '../../entities/records.js';
import {
  compareDates,
  personQueryOf,
  readDateOfBirth,
  readGender,
  scoreResident,
  type PersonQuery,
} from './person-match-score.js';

const RESIDENT: ResidentData = {
  postcode: '1012AB',
  house_number: 1,
  initials: 'J.W.',
  first_name: 'Jan Willem',
  last_name_prefix: 'van der',
  last_name: 'Berg',
  date_of_birth: '1980-04-12',
  gender: 'M',
};

const query = (person: Parameters<typeof personQueryOf>[0]): PersonQuery => {
  const read = personQueryOf(person);
  if (!read) throw new Error('no query');
  return read;
};

describe('reading the person of the request', () => {
  it('needs a family name', () => {
    expect(personQueryOf({ first_name: 'Jan' })).toBeUndefined();
    expect(personQueryOf(undefined)).toBeUndefined();
    expect(
      query({ last_name: 'van der Berg', gender: 'man', date_of_birth: '1980-04-12' }),
    ).toEqual({
      family: { prefix: 'van der', core: 'Berg' },
      given: { names: [], initials: [] },
      dateOfBirth: '1980-04-12',
      gender: 'M',
    });
  });

  it('reads Dutch and English genders and full dates only', () => {
    expect(['M', 'vrouw', 'female', 'x', 'unknown'].map(readGender)).toEqual([
      'M',
      'F',
      'F',
      'X',
      undefined,
    ]);
    expect(readDateOfBirth('1980-04-12T00:00:00.000Z')).toBe('1980-04-12');
    expect(readDateOfBirth('1980')).toBeUndefined();
  });
});

describe('comparing dates of birth', () => {
  it('calls one digit off, a swap or day and month swapped close', () => {
    expect(compareDates('1980-04-12', '1980-04-12')).toBe('same');
    expect(compareDates('1980-04-13', '1980-04-12')).toBe('close');
    expect(compareDates('1980-04-21', '1980-04-12')).toBe('close');
    expect(compareDates('1980-12-04', '1980-04-12')).toBe('close');
    expect(compareDates('1955-01-30', '1980-04-12')).toBe('different');
    expect(compareDates(undefined, '1980-04-12')).toBe('not_compared');
  });
});

describe('scoring a resident', () => {
  it('gives the full 100 points when everything agrees', () => {
    const fit = scoreResident(
      query({
        first_name: 'Jan Willem',
        last_name_prefix: 'Van der',
        last_name: 'Berg',
        date_of_birth: '1980-04-12',
        gender: 'M',
      }),
      RESIDENT,
    );
    expect(fit.score).toBe(100);
    expect(fit.sameName).toBe(true);
    expect(fit.differences).toEqual([]);
    expect(fit.parts.map((p) => [p.part, p.outcome, p.points, p.max])).toEqual([
      ['family_name', 'same', 40, 40],
      ['given_names', 'same', 25, 25],
      ['date_of_birth', 'same', 25, 25],
      ['gender', 'same', 10, 10],
    ]);
  });

  it('counts initials against first names as agreement, not as a difference', () => {
    const fit = scoreResident(
      query({ initials: 'J.W.', last_name: 'van der Berg', date_of_birth: '1980-04-12' }),
      { ...RESIDENT, initials: undefined },
    );
    expect(fit.givenNames).toBe('initials');
    expect(fit.differences).toEqual([]);
    expect(fit.score).toBe(40 + 22 + 25 + 5);
  });

  it('lists typos, spelling variants and a different gender as differences', () => {
    const fit = scoreResident(
      query({
        first_name: 'Jan Wilem',
        last_name: 'Bergg',
        last_name_prefix: 'van der',
        date_of_birth: '1980-04-12',
        gender: 'F',
      }),
      RESIDENT,
    );
    expect(fit.sameName).toBe(true);
    expect(fit.familyName).toBe('typo');
    expect(fit.differences).toEqual([
      'family name "Bergg" is "Berg" in the residents data (possibly a typing error)',
      'gender F differs from the residents data',
    ]);
  });

  it('does not take another given name or family name for the person', () => {
    expect(scoreResident(query({ first_name: 'Piet', last_name: 'Berg' }), RESIDENT).sameName).toBe(
      false,
    );
    expect(scoreResident(query({ first_name: 'Jan', last_name: 'Smit' }), RESIDENT).sameName).toBe(
      false,
    );
  });

  it('explains a missing date of birth on either side', () => {
    const noDate = scoreResident(query({ first_name: 'Jan', last_name: 'Berg' }), RESIDENT);
    expect(noDate.dateOfBirth).toBe('not_compared');
    expect(noDate.parts[2]?.notes).toEqual(['no date of birth given']);
    const unknown = scoreResident(query({ last_name: 'Berg', date_of_birth: '1980-04-12' }), {
      ...RESIDENT,
      date_of_birth: undefined,
    });
    expect(unknown.parts[2]?.notes).toEqual(['the residents data has no date of birth']);
  });
});
