import { describe, expect, it } from 'vitest';
import type { Entity } from '../../entities/entity.js';
import { contractPersonOf, genderCode, personNameOf } from './persons.js';

const person = (properties: Record<string, string[]>): Entity => ({
  id: 'p1',
  schema: 'Person',
  properties,
});

describe('persons of the register', () => {
  it('tells the family name prefix from the two last names a Dutch register gives', () => {
    const entity = person({
      firstName: ['Jan'],
      secondName: ['Willem'],
      lastName: ['van der Berg', 'Berg'],
    });
    expect(personNameOf(entity)).toEqual({
      first_name: 'Jan',
      initials: 'J.W.',
      last_name_prefix: 'van der',
      last_name: 'Berg',
    });
  });

  it('has no prefix with one last name, and no initials without given names', () => {
    expect(personNameOf(person({ lastName: ['Jansen'] }))).toEqual({ last_name: 'Jansen' });
  });

  it('writes gender as M, F or X and the birth date as a date-time', () => {
    const entity = person({
      gender: ['female'],
      birthDate: ['1970-05-04'],
      birthPlace: ['Utrecht'],
    });
    expect(genderCode(entity)).toBe('F');
    expect(contractPersonOf(entity)).toMatchObject({
      gender: 'F',
      date_of_birth: '1970-05-04T00:00:00.000Z',
      place_of_birth: 'Utrecht',
    });
    expect(contractPersonOf(person({ birthDate: ['1970'] })).date_of_birth).toBeUndefined();
  });
});
