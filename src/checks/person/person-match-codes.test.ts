/**
 * The person_match codes (PF01 to PF07), who is found and what each result says, beside
 * person-match.test.ts, which reads the names.
 */
import { describe, expect, it } from 'vitest';
import { contextFor, KERKSTRAAT, match } from '../../../test/person-match-context.js';
import { personMatchOf } from './person-match.js';

describe('person_match: the codes PF01 to PF07 and what each says', () => {
  it('finds the person at the given address: PF01 with the person as the data has them', async () => {
    const { result, context } = await match({
      person: {
        first_name: 'Jan Willem',
        last_name_prefix: 'Van der',
        last_name: 'Berg',
        date_of_birth: '1980-04-12',
        gender: 'M',
      },
      address: KERKSTRAAT,
    });
    expect(result).toEqual({
      code: 'PF01',
      message: 'Found in the residents data: name and date of birth agree',
      person: {
        initials: 'J.W.',
        first_name: 'Jan Willem',
        last_name_prefix: 'van der',
        last_name: 'Berg',
        gender: 'M',
        date_of_birth: '1980-04-12T00:00:00.000Z',
      },
    });
    expect(context.lookups.person_match).toMatchObject({
      searched: { address_key: '1017GA|10|', by_person: true },
      chosen: { found_by: ['address', 'person'], at_given_address: true, score: 100 },
    });
  });

  it('tells father and son of one name apart by the date of birth', async () => {
    const { result } = await match({
      person: {
        initials: 'J.W.',
        last_name: 'Berg',
        last_name_prefix: 'van der',
        date_of_birth: '1952-07-01',
      },
      address: KERKSTRAAT,
    });
    expect(result?.code).toBe('PF01');
    expect(result?.person?.date_of_birth).toBe('1952-07-01T00:00:00.000Z');
  });

  it('says PF03 for the name at the address with another date of birth', async () => {
    const { result, context } = await match({
      person: { first_name: 'Anna', last_name: 'Müller', date_of_birth: '1983-02-20' },
      address: KERKSTRAAT,
    });
    expect(result?.code).toBe('PF03');
    expect(result?.message).toBe(
      'Found in the residents data under this name, with another date of birth: date of birth 1983-02-20 differs from the residents data',
    );
    // Someone else of that name: neither who they are nor how close their date of birth is
    // (which would let a caller find it in a few tries) is told.
    expect(result?.person).toBeUndefined();
    expect(JSON.stringify(result)).not.toContain('1983-02-02');
    expect(result?.message).not.toContain('typing error');
    // Nor does backend_data: no score, no "close" date, no count of residents.
    expect(context.lookups.person_match).toEqual({
      searched: { address_key: '1017GA|10|', by_person: true },
    });
  });

  it('does not say after PF03 how the namesake writes their name', async () => {
    const { result } = await match({
      person: { first_name: 'Ana', last_name: 'Muller', gender: 'M', date_of_birth: '1983-02-20' },
      address: KERKSTRAAT,
    });
    expect(result).toEqual({
      code: 'PF03',
      message:
        'Found in the residents data under this name, with another date of birth: date of birth 1983-02-20 differs from the residents data',
    });
  });

  it('says after PF05 only what was searched, not that residents of that name and date exist', async () => {
    const { result, context } = await match({
      person: { first_name: 'Piet', last_name: 'Müller', date_of_birth: '1983-02-02' },
    });
    expect(result?.code).toBe('PF05');
    expect(context.lookups.person_match).toEqual({
      searched: { address_key: null, by_person: true },
    });
  });

  it('tells under PF04 neither a gender nor a prefix the request did not give', async () => {
    const wrongGender = await match({
      person: { last_name: 'Müller', gender: 'M' },
      address: KERKSTRAAT,
    });
    expect(wrongGender.result?.code).toBe('PF04');
    expect(wrongGender.result?.person).toEqual({ last_name: 'Müller' });
    // Not compared at all: "differs" from M would tell F or X (docs/decisions.md).
    expect(wrongGender.result?.message).toContain('gender not compared');
    expect(JSON.stringify(wrongGender)).not.toMatch(/\bis F\b|"F"|differs/);
    const rightGender = await match({
      person: { last_name: 'Müller', gender: 'vrouw' },
      address: KERKSTRAAT,
    });
    expect(rightGender.result).toEqual(wrongGender.result);
    const doubleNamed = { zip_code: '3511AB', house_number: '12' };
    const spanish = { zip_code: '9101AD', house_number: '5' };
    for (const [person, address, untold] of [
      [{ last_name: 'Berg', first_name: 'Jan Willem' }, KERKSTRAAT, /van der|\bprefix "/],
      [{ last_name: 'Vries' }, { zip_code: '3511AB', house_number: '10' }, /de Vries|\bprefix "/],
      // Double names: neither the data's prefix nor the other name.
      [{ last_name: 'Berg' }, doubleNamed, /van den|Jansen|\bprefix "/],
      [{ last_name: 'Jansen' }, doubleNamed, /van den|Berg/],
      [{ last_name: 'García' }, spanish, /Pérez/],
      [{ last_name: 'Pérez' }, spanish, /García/],
    ] as const) {
      const { result, context } = await match({ person, address });
      expect(result?.code).toMatch(/^PF0[48]$/);
      expect(JSON.stringify(result)).not.toMatch(untold);
      expect(JSON.stringify(context.lookups)).not.toMatch(untold);
      if (result?.code === 'PF04') expect(result.person?.last_name).toBe(person.last_name);
    }
  });

  it('says PF04 without a date of birth, and that only the address was searched', async () => {
    const { result, context } = await match({
      person: { first_name: 'Karin', last_name: 'de Vries' },
      address: { zip_code: '3511AB', house_number: '10' },
    });
    expect(result?.code).toBe('PF04');
    expect(result?.message).toContain('no date of birth given');
    // Only what the caller gave, as the data writes it: no gender or date of birth added.
    expect(result?.person).toEqual({ first_name: 'Karin', last_name: 'de Vries', initials: 'K.' });
    const byFamilyName = await match({
      person: { last_name: 'de Vries' },
      address: { zip_code: '3511AB', house_number: '10' },
    });
    expect(byFamilyName.result?.person).toEqual({ last_name: 'de Vries' });
    // Initials in the first-name field ask for initials: the first name stays the data's own.
    for (const first_name of ['K.', 'K', 'k. ']) {
      const byInitial = await match({
        person: { first_name, last_name: 'de Vries' },
        address: { zip_code: '3511AB', house_number: '10' },
      });
      expect(byInitial.result?.code).toBe('PF04');
      expect(byInitial.result?.person).toEqual({ initials: 'K.', last_name: 'de Vries' });
    }
    expect(context.lookups.person_match).toMatchObject({ searched: { by_person: false } });
    const stranger = await match({
      person: { first_name: 'Karin', last_name: 'Bakker' },
      address: { zip_code: '3511AB', house_number: '10' },
    });
    expect(stranger.result?.code).toBe('PF05');
    expect(stranger.result?.message).toContain('searched at the given address only');
  });

  it('finds a person by family name and date of birth without an address', async () => {
    const { result, context } = await match({
      person: {
        first_name: 'Karin',
        last_name: 'Vries',
        last_name_prefix: 'de',
        date_of_birth: '1990-12-24',
      },
    });
    expect(result?.code).toBe('PF01');
    expect(context.lookups.person_match).toMatchObject({ chosen: { found_by: ['person'] } });
    // Found elsewhere than at an address given: backend_data does not say where.
    expect(JSON.stringify(context.lookups.person_match)).not.toContain('3511AB');
  });

  it('says when two residents fit equally well, in words right for two', async () => {
    const { result, context } = await match({
      person: { last_name: 'Smit' },
      address: { zip_code: '3511AB', house_number: '10' },
    });
    // Not PF04: that code alone would read as the person found.
    expect(result?.code).toBe('PF08');
    // Two Smits live there. Not how many: a family name and an address would tell the size of
    // a household; but not "several" either, which two are not.
    expect(result?.message).toBe(
      'Found in the residents data, but not as one person: no date of birth given; more than one resident fits equally well',
    );
    expect(context.lookups.person_match).toMatchObject({ equally_good: true });
    expect(context.lookups.person_match).not.toHaveProperty('name_fits');
    // Neither is the person: naming one would name a stranger to the caller.
    expect(result?.person).toBeUndefined();
  });

  it('does not take another first name for the person', async () => {
    const { result } = await match({
      person: { first_name: 'Piet', last_name: 'van der Berg', date_of_birth: '1980-04-12' },
      address: KERKSTRAAT,
    });
    expect(result?.code).toBe('PF05');
  });

  it('says PF06 when no residents data is served, not "not found"', async () => {
    const { result } = await match(
      { person: { last_name: 'Berg', date_of_birth: '1980-04-12' } },
      { served: false },
    );
    expect(result).toEqual({
      code: 'PF06',
      message: 'Not checked: no residents data is available',
    });
  });

  it('says PF07 without a family name, or without a date of birth and a Dutch address', async () => {
    const noFamilyName = await match({ person: { first_name: 'Jan' }, address: KERKSTRAAT });
    expect(noFamilyName.result?.code).toBe('PF07');
    // The message says which was missing: here the address was given.
    expect(noFamilyName.result?.message).toMatch(/\(no family name was given\)$/);
    const foreign = { zip_code: '10115', house_number: '1', country: 'DE' };
    const abroad = await match({ person: { last_name: 'Berg' }, address: foreign });
    expect(abroad.result?.code).toBe('PF07');
    expect(abroad.result?.message).toMatch(/neither a date of birth nor a Dutch address/);
    expect((await match({ address: KERKSTRAAT })).result).toBeUndefined();
  });

  it('says PF07, not "not found", for a family name without Latin letters', async () => {
    // Anna Müller lives at Kerkstraat 10 and was born that day: written in Cyrillic, her name
    // meets no key and no resident's Latin spelling, so nothing can be said of her.
    const asked: string[] = [];
    const cyrillic = await match(
      {
        person: { first_name: 'Анна', last_name: 'Мюллер', date_of_birth: '1983-02-02' },
        address: KERKSTRAAT,
      },
      { asked },
    );
    expect(cyrillic.result?.code).toBe('PF07');
    expect(cyrillic.result?.message).toMatch(/\(the family name given has no Latin letters/);
    expect(asked).toEqual([]);
    for (const last_name of ['شاهين', 'Σαχίν']) {
      const other = await match({ person: { last_name, date_of_birth: '1983-02-02' } });
      expect(other.result?.code).toBe('PF07');
    }
    // Given names in another script are not compared, and the message says so: no PF05 for
    // Anna Müller as "Анна", nor a PF01 that claims her first name agrees.
    const given = await match({
      person: { first_name: 'Анна', last_name: 'Müller', date_of_birth: '1983-02-02' },
      address: KERKSTRAAT,
    });
    expect(given.result?.code).toBe('PF02');
    expect(given.result?.message).toBe(
      'Found in the residents data with differences: the given names have no Latin letters, as the residents data writes them: not compared',
    );
    // Latin letters with accents or letters of their own are read as ever.
    const latin = await match({
      person: { first_name: 'Anna', last_name: 'Müller', date_of_birth: '1983-02-02' },
      address: KERKSTRAAT,
    });
    expect(latin.result?.code).toBe('PF01');
  });

  it('matches once per check, looking the name up with and without its prefix', async () => {
    const asked: string[] = [];
    const context = contextFor(
      { person: { last_name: 'van der Berg', date_of_birth: '1980-04-12' }, address: KERKSTRAAT },
      { asked },
    );
    const [a, b] = await Promise.all([personMatchOf(context), personMatchOf(context)]);
    expect(a).toBe(b);
    expect(asked).toEqual([
      'residents:1017GA|10|',
      'residents-by-person:berg|1980-04-12',
      'residents-by-person:vanderberg|1980-04-12',
    ]);
  });
});
