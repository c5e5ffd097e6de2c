import { describe, expect, it } from 'vitest';
import type { Entity } from '../../entities/entity.js';
import { registryWithoutReferenceData, type Registry } from '../../registry/registry.js';
import type { ReferenceRecord } from '../../sources/source.js';
import { contractPersonOf, genderCode, knownAddressOf, personNameOf } from './persons.js';

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

  it('reads the names of an entity once, and shares them frozen', () => {
    const entity = person({ firstName: ['Anna'], lastName: ['de Vries', 'Vries'] });
    const name = personNameOf(entity);
    expect(personNameOf(entity)).toBe(name);
    expect(Object.isFrozen(name)).toBe(true);
    expect(personNameOf(person({ firstName: ['Anna'], lastName: ['Vries'] }))).not.toBe(name);
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

describe('where a director is known to live', () => {
  const resident = (data: Record<string, unknown>): ReferenceRecord => ({
    type: 'residents-by-person',
    key: 'berg|1970-05-04',
    data: {
      postcode: '1017GA',
      house_number: 10,
      last_name: 'Berg',
      date_of_birth: '1970-05-04',
      ...data,
    },
  });
  const registryWith = (records: ReferenceRecord[]): Registry => ({
    ...registryWithoutReferenceData,
    servesFormat: (format) => format === 'residents',
    records: (type, key) =>
      Promise.resolve(records.filter((r) => r.type === type && r.key === key)),
    completeAddress: (partial) =>
      Promise.resolve(
        partial.zip_code === '1017GA' && !partial.house_number_extension
          ? { ...partial, street: 'Kerkstraat', city: 'Amsterdam' }
          : undefined,
      ),
  });
  const director = person({
    firstName: ['Jan'],
    secondName: ['Willem'],
    lastName: ['van der Berg', 'Berg'],
    birthDate: ['1970-05-04'],
  });

  it('finds the resident of the same given names, completing the address', async () => {
    const registry = registryWith([
      resident({ initials: 'J.P.', postcode: '9999ZZ', last_seen: '2026-01-01' }),
      resident({ initials: 'J.W.', known_since: '2010-03-01' }),
    ]);
    expect(await knownAddressOf(registry, director)).toEqual({
      code: 'AM04',
      message: 'Known at this address (no address was given to compare with)',
      last_updated: '2010-03-01T00:00:00.000Z',
      address: {
        street: 'Kerkstraat',
        house_number: '10',
        zip_code: '1017GA',
        city: 'Amsterdam',
        country: 'NL',
      },
    });
  });

  it('says AM03 when no resident has the given names, and nothing without a birth date', async () => {
    const registry = registryWith([resident({ first_name: 'Piet' })]);
    expect((await knownAddressOf(registry, director))?.code).toBe('AM03');
    expect(await knownAddressOf(registry, person({ lastName: ['Berg'] }))).toBeUndefined();
    // Without residents data nothing is said, rather than "not known".
    expect(await knownAddressOf(registryWithoutReferenceData, director)).toBeUndefined();
  });

  it('says why a director living abroad is not known: the residents data is of the Netherlands', async () => {
    const registry = registryWith([]);
    const abroad = { ...director, properties: { ...director.properties, country: ['lu'] } };
    expect(await knownAddressOf(registry, abroad)).toEqual({
      code: 'AM03',
      message:
        'Not known at any address in the residents data (it holds addresses in the Netherlands only; the register gives the country of residence as LU)',
    });
    // Living in the Netherlands, or nowhere said: plainly not known.
    const home = { ...director, properties: { ...director.properties, country: ['nl'] } };
    expect((await knownAddressOf(registry, home))?.message).toBe(
      'Not known at any address in the residents data',
    );
    expect((await knownAddressOf(registry, director))?.message).toBe(
      'Not known at any address in the residents data',
    );
    // A province of the Netherlands, or a code that is no country (zz: the whole world, eu), is
    // no country of residence abroad; one code written twice is said once.
    for (const country of [['nl-nh'], ['zz'], ['eu', 'un']]) {
      const none = { ...director, properties: { ...director.properties, country } };
      expect((await knownAddressOf(registry, none))?.message).toBe(
        'Not known at any address in the residents data',
      );
    }
    const twice = {
      ...director,
      properties: { ...director.properties, country: ['lu', 'zz', 'LU'] },
    };
    expect((await knownAddressOf(registry, twice))?.message).toMatch(
      /the register gives the country of residence as LU\)$/,
    );
  });
});
