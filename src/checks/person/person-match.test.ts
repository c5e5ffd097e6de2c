/**
 * person_match reading the names: double names, particles, initials, prefixes, typos; and the
 * Person made of a resident. The codes and what they say: person-match-codes.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { KERKSTRAAT, match, residentsRegistry } from '../../../test/person-match-context.js';
import { personMatchSection, personOfResident } from './person-match.js';

describe('person_match', () => {
  it('finds a double family name written apart by one of its words', async () => {
    const known = await match({
      person: { first_name: 'María', last_name: 'García', date_of_birth: '1985-05-05' },
      address: { zip_code: '9101AD', house_number: '5' },
    });
    expect(known.result?.code).toBe('PF02');
    expect(known.result?.message).toContain('a double name, of which "García" is one');
    // The date of birth agrees: the person as the data has them.
    expect(known.result?.person?.last_name).toBe('García Pérez');
    // Words with a prefix among them are no double name: "Vries" is not "Berg de Vries".
    const prefixed = await match({
      person: { first_name: 'Karin', last_name: 'Berg de Vries', date_of_birth: '1990-12-24' },
    });
    expect(prefixed.result?.code).toBe('PF05');
  });

  it('reads a family name beginning with a particle as one name (Ben Ali is not Ali)', async () => {
    const born = { date_of_birth: '1979-03-03' };
    // "Ali" finds the resident Ali only, not Ahmed Ben Ali born the same day.
    const asked: string[] = [];
    const ali = await match(
      { person: { first_name: 'Ahmed', last_name: 'Ali', ...born } },
      { asked },
    );
    expect(ali.result?.code).toBe('PF05');
    const youssef = await match({ person: { first_name: 'Youssef', last_name: 'Ali', ...born } });
    expect(youssef.result?.code).toBe('PF01');
    // The other way: "Ben Ali" is neither asked nor compared as "ben" and "ali".
    const benAsked: string[] = [];
    const benAli = { first_name: 'Youssef', last_name: 'Ben Ali', ...born };
    expect((await match({ person: benAli }, { asked: benAsked })).result?.code).toBe('PF05');
    expect(benAsked).not.toContain('residents-by-person:ali|1979-03-03');
    expect(benAsked).not.toContain('residents-by-person:ben|1979-03-03');
    // The name itself is found, also written run together.
    const ahmed = { first_name: 'Ahmed', ...born };
    expect((await match({ person: { ...ahmed, last_name: 'Ben Ali' } })).result?.code).toBe('PF01');
    expect((await match({ person: { ...ahmed, last_name: 'Benali' } })).result?.code).toBe('PF02');
    // At the address too: one word of it is not the name.
    const atAddress = { zip_code: '9101AD', house_number: '7' };
    const byWord = await match({ person: { last_name: 'Ali' }, address: atAddress });
    expect(byWord.result?.code).toBe('PF05');
  });

  it('reads the initials I.J. as the Dutch digraph of IJsbrand', async () => {
    const born = { last_name: 'Straß', date_of_birth: '1970-01-01' };
    const { result } = await match({ person: { initials: 'I.J.', ...born } });
    expect(result?.code).toBe('PF01');
    expect((await match({ person: { first_name: 'I.J.', ...born } })).result?.code).toBe('PF01');
  });

  it('does not read IJ. as the initials of two first names (Ingrid Johanna)', async () => {
    const sister = { initials: 'IJ.', last_name: 'Straß', date_of_birth: '1980-02-02' };
    expect((await match({ person: sister })).result?.code).toBe('PF05');
    // Both live at one address: IJ. is IJsbrand only, not one of two who fit equally well.
    const household = await match({
      person: { initials: 'IJ.', last_name: 'Straß' },
      address: { zip_code: '9101AA', house_number: '12', house_number_extension: 'B' },
    });
    expect(household.result?.code).toBe('PF04');
    expect(household.result?.person).toEqual({ initials: 'IJ.', last_name: 'Straß' });
  });

  it('finds a person by a name run into its prefix, or by one name of a double name', async () => {
    const born = { first_name: 'Jan Willem', date_of_birth: '1980-04-12' };
    // Anywhere: looked up by the name the residents data keys (Berg of "van der Berg").
    const glued = await match({ person: { ...born, last_name: 'Vanderberg' } });
    expect(glued.result?.code).toBe('PF02');
    expect(glued.result?.message).toContain('(written as one word)');
    // Where its prefix ends is not sure: every prefix it may begin with is tried (der Uiter too).
    const piet = { first_name: 'Piet', last_name: 'Deruiter', date_of_birth: '1970-07-07' };
    expect((await match({ person: piet })).result?.code).toBe('PF02');
    const married = await match({ person: { ...born, last_name: 'Berg-Jansen' } });
    expect(married.result?.code).toBe('PF02');
    const atAddress = await match({
      person: { ...born, last_name: 'Jansen-van der Berg' },
      address: KERKSTRAAT,
    });
    expect(atAddress.result?.code).toBe('PF02');
    expect(atAddress.result?.message).toContain('is a double name');
  });

  it('is not found where a written-out initial does not fit the first name (Jo. for Jan)', async () => {
    const person = { last_name: 'Berg', last_name_prefix: 'van der', date_of_birth: '1980-04-12' };
    const { result } = await match({ person: { ...person, initials: 'Jo.' }, address: KERKSTRAAT });
    expect(result?.code).toBe('PF05');
    const { result: fits } = await match({
      person: { ...person, initials: 'Jan.' },
      address: KERKSTRAAT,
    });
    expect(fits?.code).toBe('PF01');
  });

  it('reads initials typed into the first-name field and a shortened prefix in the last name', async () => {
    for (const first_name of ['J.W.', 'J. W.', 'J.', 'j']) {
      const { result } = await match({
        person: { first_name, last_name: 'van der Berg', date_of_birth: '1980-04-12' },
      });
      expect(result?.code, first_name).toBe('PF01');
    }
    for (const last_name of ['v.d. Berg', 'vd Berg', 'Berg, v.d.']) {
      const { result } = await match({
        person: { first_name: 'Jan Willem', last_name, date_of_birth: '1980-04-12' },
      });
      expect(result?.code, last_name).toBe('PF02');
      expect(result?.message, last_name).toContain('written in full');
      expect(result?.message, last_name).not.toContain('family name');
    }
  });

  it('takes initials and a prefix written into the last name as the same name', async () => {
    const { result } = await match({
      person: { initials: 'J.W.', last_name: 'van der Berg', date_of_birth: '1980-04-12' },
    });
    expect(result?.code).toBe('PF01');
    expect(result?.person?.first_name).toBe('Jan Willem');
  });

  it('reports diacritics and typos as differences: PF02', async () => {
    const { result } = await match({
      person: { first_name: 'Anna', last_name: 'Muller', date_of_birth: '1983-02-02' },
      address: KERKSTRAAT,
    });
    expect(result?.code).toBe('PF02');
    expect(result?.message).toBe(
      'Found in the residents data with differences: family name "Muller" is "Müller" in the residents data (spelling variant)',
    );
  });

  it('finds a family name with a typo through the address, which the person key cannot', async () => {
    const typo = { first_name: 'Pieter', last_name: 'Jansen', date_of_birth: '1975-09-09' };
    const atAddress = await match({
      person: typo,
      address: { ...KERKSTRAAT, house_number_extension: 'a' },
    });
    expect(atAddress.result?.code).toBe('PF02');
    expect(atAddress.result?.message).toContain('"Jansen" is "Janssen"');
    const elsewhere = await match({ person: typo });
    expect(elsewhere.result).toEqual({
      code: 'PF05',
      message:
        'Not found in the residents data (searched by family name and date of birth: no Dutch address was given)',
    });
  });

  it('makes initials from the first names when the data has none', () => {
    expect(
      personOfResident({
        postcode: '1017GA',
        house_number: 10,
        first_name: 'Anna Maria',
        last_name: 'Jansen',
      }),
    ).toEqual({ initials: 'A.M.', first_name: 'Anna Maria', last_name: 'Jansen' });
  });

  it('makes the Person of a resident object once, frozen, and another for another object', () => {
    const resident = { postcode: '1017GA', house_number: 10, last_name: 'Jansen' };
    const person = personOfResident(resident);
    expect(personOfResident(resident)).toBe(person);
    expect(Object.isFrozen(person)).toBe(true);
    const other = personOfResident({ ...resident, last_name: 'Pietersen' });
    expect(other).not.toBe(person);
    expect(other.last_name).toBe('Pietersen');
  });
});

describe('person_match: a hyphenated first name the data writes as one initial', () => {
  it('finds a Jan-Willem whose data holds the first name and J.P. for Jan-Willem (PF04)', async () => {
    // The data keeps the first name only, beside J.P. for Jan-Willem Pieter (fictitious).
    const rows = ['1017GA,10,,J.P.,Jan-Willem,,Kok,1970-01-01,M,2015-01-01,2026-05-01'];
    const context = {
      request: {
        type: 'basic' as const,
        person: { first_name: 'Jan-Willem', last_name: 'Kok' },
        address: KERKSTRAAT,
      },
      registry: residentsRegistry(rows),
      shared: new Map(),
      lookups: {},
    };
    expect((await personMatchSection.compute(context))?.person_match?.code).toBe('PF04');
  });
});
