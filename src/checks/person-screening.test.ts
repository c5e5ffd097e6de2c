import { describe, expect, it } from 'vitest';
import type { Entity } from '../entities/entity.js';
import { createScreeningService } from '../screening/default-service.js';
import type { ListSource } from '../screening/service.js';
import { personScreeningQuery } from './person-screening.js';

/** The day screened on (the check's day), after the end dates of the measures below. */
const TODAY = '2026-11-27';

const queryOf = (person: Record<string, string>, extra: object = {}) =>
  personScreeningQuery({ type: 'full', person, ...extra });

describe('personScreeningQuery', () => {
  it('reads the gender words the person check accepts, X and unknown words as no gender', () => {
    const genderOf = (gender: string) => queryOf({ last_name: 'Jansen', gender }).gender;
    for (const male of ['M', 'm', ' male ', 'Man']) expect(genderOf(male)).toBe('male');
    for (const female of ['F', 'female', 'V', 'vrouw']) expect(genderOf(female)).toBe('female');
    for (const none of ['X', 'x', 'onbekend', '']) expect(genderOf(none)).toBeUndefined();
  });

  it('screens the full name, birth date, country and document number', () => {
    expect(
      queryOf(
        {
          initials: 'J.',
          first_name: 'Jan',
          last_name_prefix: 'van',
          last_name: 'Dijk',
          date_of_birth: '1980-01-01',
        },
        { address: { country: 'NL' }, id_document: { type: 'passport', number: 'spec-i2014' } },
      ),
    ).toEqual({
      kind: 'person',
      names: ['Jan van Dijk'],
      familyNameLast: true,
      birthDates: ['1980-01-01'],
      countries: ['nl'],
      gender: undefined,
      identifiers: ['SPECI2014'],
    });
  });

  it('has no name to screen without a family name, but for a full name written as first name', () => {
    expect(queryOf({ initials: 'A.', date_of_birth: '1988-03-11' }).names).toEqual([]);
    expect(queryOf({ first_name: 'Ann', last_name: ' ' }).names).toEqual([]);
    expect(queryOf({ first_name: 'Ann', last_name_prefix: 'van' }).names).toEqual([]);
    expect(queryOf({ first_name: 'A. B.' }).names).toEqual([]);
    expect(queryOf({ first_name: 'Vladimir Putin' }).names).toEqual(['Vladimir Putin']);
    // A zero-width space marks a word break: two words, a full name.
    expect(queryOf({ first_name: 'Vladimir\u200bPutin' }).names).toEqual(['Vladimir Putin']);
    expect(queryOf({ first_name: 'Vladimir\u200b\u200dPutin' }).names).toEqual(['Vladimir Putin']);
    expect(queryOf({ first_name: '\u200bVladimir\u200b' }).names).toEqual([]);
    // Inside a word, before a lower-case letter, it marks none: Claes alone is one first name.
    expect(queryOf({ first_name: 'Cla\u200bes' }).names).toEqual([]);
    expect(queryOf({ first_name: 'Cla\u200bes Peeters' }).names).toEqual(['Claes Peeters']);
    expect(queryOf({ first_name: 'JAN\u200bJANSEN' }).names).toEqual(['JAN JANSEN']);
    // Written in first_name alone, which word is the family name is not said.
    expect(queryOf({ first_name: 'Vladimir Putin' })).not.toHaveProperty('familyNameLast');
    expect(queryOf({ last_name: 'Claes' }).names).toEqual(['Claes']);
  });

  it('takes the country that ends the address lines, as the other sections do', () => {
    expect(
      queryOf(
        { last_name: 'Jansen' },
        { address: { address_line_1: 'Rue Haute 12', address_line_2: '1000 Bruxelles, Belgium' } },
      ).countries,
    ).toEqual(['be']);
  });

  it('screens a double family name also by each of its names, where the birth date is given', () => {
    const namesOf = (person: Record<string, string>) => {
      const query = queryOf({ ...person, date_of_birth: '1977-03-04' });
      return [...query.names, ...(query.namesInPart ?? []).map((name) => `in part: ${name}`)];
    };
    expect(
      namesOf({ first_name: 'Anna', last_name_prefix: 'van der', last_name: 'Velde-Jansen' }),
    ).toEqual(['Anna van der Velde-Jansen', 'in part: Anna van der Velde', 'in part: Anna Jansen']);
    expect(namesOf({ first_name: 'Anna', last_name: 'Jansen\u2013van der Velde' })).toEqual([
      'Anna Jansen\u2013van der Velde',
      'in part: Anna Jansen',
      'in part: Anna van der Velde',
    ]);
    expect(namesOf({ first_name: 'Anna', last_name: 'van der Velde' })).toEqual([
      'Anna van der Velde',
    ]);
    // A particle joined by a hyphen is part of one name.
    expect(namesOf({ first_name: 'Ahmed', last_name: 'Al-Hassan' })).toEqual(['Ahmed Al-Hassan']);
    expect(namesOf({ last_name: 'Velde-Jansen' })).toEqual(['Velde-Jansen']);
    // Without a birth date a half would find every namesake of that half.
    const undated = queryOf({ first_name: 'Anna', last_name: 'Velde-Jansen' });
    expect(undated.names).toEqual(['Anna Velde-Jansen']);
    expect(undated.namesInPart).toBeUndefined();
  });

  it('says where the family name is of two names, which a list may give the first of', () => {
    const two = (last_name: string, last_name_prefix?: string) =>
      queryOf({ first_name: 'Ana', last_name, ...(last_name_prefix && { last_name_prefix }) })
        .twoFamilyNames ?? false;
    expect(two('García López')).toBe(true);
    expect(two('Ramírez de la Cruz')).toBe(true);
    expect(two('Velde-Jansen', 'van der')).toBe(true);
    expect(two('Velde', 'van der')).toBe(false);
    expect(two('Al-Hassan')).toBe(false);
    expect(two('García')).toBe(false);
  });

  it('finds a listed person by one name of a double family name', async () => {
    const listed: Entity[] = [
      ['Anna van der Velde', '1977-03-04'],
      ['Jasper Mulder', '1977-03-04'],
      // Namesakes of one half, listed without a birth date or with another.
      ['Marit Dekker', ''],
      ['Sanne Bos', '1980-01-02'],
    ].map(([name = '', birthDate = ''], i) => ({
      id: `l-${i}`,
      schema: 'Person',
      properties: {
        name: [name],
        topics: ['sanction'],
        ...(birthDate !== '' && { birthDate: [birthDate] }),
      },
    }));
    const list: ListSource = {
      async *entitiesOf() {
        await Promise.resolve();
        for (const entity of listed) yield { dataset: 'fictitious', entity };
      },
      sanctions: () => Promise.resolve([]),
    };
    const service = createScreeningService();
    const screen = async (first_name: string, last_name: string) =>
      service.screen(
        list,
        {
          label: 'person',
          query: queryOf({ first_name, last_name, date_of_birth: '1977-03-04' }),
        },
        TODAY,
      );
    const hitsFor = async (first_name: string, last_name: string) =>
      (await screen(first_name, last_name)).hits.map((h) => h.id);
    expect(await hitsFor('Anna', 'van der Velde-Jansen')).toEqual(['l-0']);
    expect(await hitsFor('Jasper', 'Jansen-Mulder')).toEqual(['l-1']);
    expect(await hitsFor('Anna', 'Jansen-Pietersen')).toEqual([]);
    // The explanation says the name compared is one half of the name asked.
    const [hit] = (await screen('Anna', 'van der Velde-Jansen')).hits;
    expect(hit?.features[0]?.detail).toContain("'Anna van der Velde (part of the name asked)'");
    // A half names every namesake of it: only a listing born on the same day counts.
    expect(await hitsFor('Marit', 'Dekker-Smit')).toEqual([]);
    expect(await hitsFor('Sanne', 'Bos-Visser')).toEqual([]);
  });

  it('writes a name in Han or Hangul family name first without a space, as the script does', () => {
    // The fields the other way round as well, as callers who filled them so found the listing.
    expect(queryOf({ first_name: '建国', last_name: '王' }).names).toEqual(['王建国', '建国王']);
    expect(queryOf({ first_name: '명수', last_name: '리' }).names).toEqual(['리명수', '명수리']);
    expect(queryOf({ first_name: '太郎', last_name: '山田' }).names[0]).toBe('山田太郎');
    // Other scripts, or one field in Latin letters, keep the given name first.
    expect(queryOf({ first_name: 'Jianguo', last_name: '王' }).names).toEqual(['Jianguo 王']);
    expect(queryOf({ first_name: 'Jianguo', last_name: 'Wang' }).names).toEqual(['Jianguo Wang']);
  });

  it('screens a whole name in Han or Hangul written as first name, not a given name alone', () => {
    expect(queryOf({ first_name: '王建国' }).names).toEqual(['王建国']);
    expect(queryOf({ first_name: '王 建国' }).names).toEqual(['王建国']);
    expect(queryOf({ first_name: '리명수' }).names).toEqual(['리명수']);
    // Two characters are as often a given name alone (建国, 太郎) as a whole name.
    expect(queryOf({ first_name: '建国' }).names).toEqual([]);
  });

  it('reads a joiner or other invisible character in the first name as nothing, never a space', () => {
    // U+FEFF is a zero-width no-break space, a joiner, though JavaScript's \s takes it for a space.
    for (const joiner of ['\ufeff', '\u2060', '\u200d', '\u200c', '\u00ad', '\u180e']) {
      expect(queryOf({ first_name: `Wou${joiner}ter` }).names).toEqual([]);
      expect(queryOf({ first_name: `建${joiner}国`, last_name: '王' }).names[0]).toBe('王建国');
      expect(queryOf({ first_name: `Jan${joiner}`, last_name: 'Dijk' }).names).toEqual([
        'Jan Dijk',
      ]);
    }
  });

  it('finds a listed Han name given in the fields in the usual order or as first name', async () => {
    const listed: Entity[] = [
      { id: 'zh1', name: ['王建国', 'WANG Jianguo'], birthDate: ['1960-02-02'] },
      { id: 'zh2', name: ['陈小明'], birthDate: ['1975-06-06'] },
      { id: 'zh3', name: ['王建'], birthDate: ['1960-02-02'] },
    ].map(({ id, ...properties }) => ({
      id,
      schema: 'Person',
      properties: { ...properties, topics: ['sanction'] },
    }));
    const list: ListSource = {
      async *entitiesOf() {
        await Promise.resolve();
        for (const entity of listed) yield { dataset: 'fictitious-han', entity };
      },
      sanctions: () => Promise.resolve([]),
    };
    const service = createScreeningService();
    const hitsFor = async (person: Record<string, string>) =>
      (
        await service.screen(
          list,
          {
            label: 'person',
            query: queryOf({ ...person, date_of_birth: '1960-02-02' }),
          },
          TODAY,
        )
      ).hits.map((h) => h.id);
    expect(await hitsFor({ first_name: '建国', last_name: '王' })).toEqual(['zh1']);
    expect(await hitsFor({ first_name: '王', last_name: '建国' })).toEqual(['zh1']);
    expect(await hitsFor({ first_name: '王建国' })).toEqual(['zh1']);
    expect(await hitsFor({ first_name: 'Jianguo', last_name: 'Wang' })).toEqual(['zh1']);
  });

  it('reads initials as person_match does, each its own name part, dots or not', () => {
    const nameOf = (initials: string) => queryOf({ initials, last_name: 'Claes' }).names;
    for (const initials of ['PJ', 'P.J.', 'P J', 'p.j'])
      expect(nameOf(initials)).toEqual(['P J Claes']);
    expect(nameOf('IJ.')).toEqual(['I Claes']);
    expect(nameOf('Th.')).toEqual(['T Claes']);
    expect(queryOf({ first_name: 'Pieter', initials: 'PJ', last_name: 'Claes' }).names).toEqual([
      'Pieter Claes',
    ]);
  });

  it('screens a document number also without its check digit and filler, as the section reads it', () => {
    const identifiersOf = (id_document: object, extra: object = {}) =>
      queryOf({ last_name: 'Jansen' }, { id_document, ...extra }).identifiers;
    expect(identifiersOf({ type: 'passport', country: 'NL', number: 'NX1234567-8' })).toEqual([
      'NX12345678',
      'NX1234567',
    ]);
    // A wrong check digit does not hide the number before it, as in the document section;
    // without a type it reads as a travel document.
    expect(identifiersOf({ country: 'NL', number: 'NX12345670' })).toEqual([
      'NX12345670',
      'NX1234567',
    ]);
    expect(identifiersOf({ number: 'NX12345678' })).toEqual(['NX12345678', 'NX1234567']);
  });

  it('reads the family name as person_match does: the sorting form, a country by its name', () => {
    expect(
      queryOf(
        { first_name: 'Ayşe', last_name: 'Leeuwen, van' },
        { address: { country: 'Nederland' } },
      ),
    ).toMatchObject({ names: ['Ayşe van Leeuwen'], countries: ['nl'] });
  });
});

describe('screening a person against a listing that says its family name', () => {
  it("pairs the person's last name with no initial of the listed given names", async () => {
    // A fictitious listing by initial and lastName, as Cypriot lists write it.
    const listed: Entity = {
      id: 'ioannou',
      schema: 'Person',
      properties: {
        name: ['D. Ioannou'],
        firstName: ['D.'],
        lastName: ['Ioannou'],
        country: ['cy'],
        topics: ['sanction'],
      },
    };
    const list: ListSource = {
      async *entitiesOf() {
        await Promise.resolve();
        yield { dataset: 'fictitious', entity: listed };
      },
      sanctions: () => Promise.resolve([]),
    };
    const service = createScreeningService();
    const hitsFor = async (first_name: string, last_name: string) =>
      (
        await service.screen(
          list,
          { label: 'person', query: queryOf({ first_name, last_name }) },
          TODAY,
        )
      ).hits;
    for (const [given, family] of [
      ['Ioanna', 'Dekker'],
      ['Anna', 'Dekker'],
      ['Ina', 'Dijkstra'],
    ] as const) {
      expect(await hitsFor(given, family), `${given} ${family}`).toEqual([]);
    }
    expect((await hitsFor('Dimitra', 'Ioannou'))[0]?.id).toBe('ioannou');
  });
});
