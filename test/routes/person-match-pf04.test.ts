/**
 * PF04 over HTTP: a person found under the name given without a date of birth compared. The
 * answer confirms what the caller gave and tells nothing more of the resident: not how the
 * residents data writes the name, nor initials or names beyond those given. Checked in every
 * place the answer goes: person_match, address_match, backend_data and the report (nl and en).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, postAsAlice, type TestContext } from '../helpers.js';
import { residentsRegistry } from '../person-match-context.js';

// postcode,house_number,addition,initials,first_name,prefix,last_name,date_of_birth,gender,
// known_since,last_seen (all fictitious)
const ROWS = [
  '2011AA,1,,J.H.M.,Johannes Hendrikus Maria,,Janssen,1970-03-03,M,2015-01-01,2026-05-01',
  '2011AA,3,,C.,Cornelia,van der,Berg,1975-05-05,F,2015-01-01,2026-05-01',
  '2011AA,5,,W.,Willem,,Bakker,1960-06-06,M,2015-01-01,2026-05-01',
  '2011AA,7,,H.J.,Hendrik Jan,,Visser,1965-07-07,M,2015-01-01,2026-05-01',
  '2011AA,9,,M.,Marieke,van den,Bosch,1980-08-08,F,2015-01-01,2026-05-01',
  '2011AA,11,,L.,Lucía,,García Pérez,1985-09-09,F,2015-01-01,2026-05-01',
  '2011AA,13,,A.,,,Smit,,F,,',
  '2011AA,13,,B.,,,Smit,,M,,',
  '2011AA,15,,P.,Piet,,Smit,1960-06-06,M,,',
  '2011AA,15,,A.,Anna,,Smit,,F,,',
  '2011AA,17,,A.,,,Smit,1990-01-01,F,,',
  '2011AA,17,,B.,,,Smit,1990-01-01,M,,',
  '2011AA,17,,C.,,,Smit,,X,,',
];

const at = (house_number: string) => ({ zip_code: '2011AA', house_number, country: 'NL' });

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ registry: residentsRegistry(ROWS) });
});

afterAll(async () => {
  await ctx.close();
});

interface Answer {
  person_match?: { code?: string; message?: string; person?: Record<string, string> };
  address_match?: { code?: string; message?: string };
  backend_data: string;
  report_html?: string;
}

async function check(
  person: Record<string, string>,
  address: object,
  report_language = 'en',
): Promise<Answer> {
  const response = await postAsAlice(ctx, '/v1/person-checks', {
    type: 'basic_plus',
    person,
    address,
    report_language,
    report_view: true,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
}

/** Everything a PF04 answer tells, but the request echoed in request_parameters and the report. */
function told(answer: Answer): string {
  const backend = JSON.parse(answer.backend_data) as { lookups: Record<string, unknown> };
  return JSON.stringify([answer.person_match, answer.address_match, backend.lookups]);
}

/** The report without the request it repeats ("Requested: ..."), as text. */
const reportOf = (answer: Answer): string => answer.report_html ?? '';

interface Case {
  person: Record<string, string>;
  house: string;
  untold: RegExp;
  note: string;
  nl: string;
}

describe('PF04 does not tell how the residents data writes the name', () => {
  const cases: Case[] = [
    // given, address, the data's writing that must not be told, the note that is
    {
      person: { last_name: 'Jansen' },
      house: '1',
      untold: /Janssen/i,
      note: 'family name "Jansen" differs in spelling from the residents data (possibly a typing error)',
      nl: 'achternaam "Jansen" wijkt in spelling af van de bewonersgegevens (mogelijk een tikfout)',
    },
    {
      person: { last_name: 'Vanderberg' },
      house: '3',
      untold: /van der|\bBerg\b|as one word|apart/i,
      note: 'family name "Vanderberg" differs in spelling from the residents data (spelling variant)',
      nl: 'achternaam "Vanderberg" wijkt in spelling af van de bewonersgegevens (spellingsvariant)',
    },
    {
      person: { first_name: 'Wilem', last_name: 'Bakker' },
      house: '5',
      untold: /Willem/i,
      note: 'first name "Wilem" differs in spelling from the residents data (possibly a typing error)',
      nl: 'voornaam "Wilem" wijkt in spelling af van de bewonersgegevens (mogelijk een tikfout)',
    },
    {
      person: { last_name_prefix: 'v.d.', last_name: 'Bosch' },
      house: '9',
      untold: /van den|written in full/i,
      note: 'prefix "v.d." differs in spelling from the residents data (spelling variant)',
      nl: 'tussenvoegsel "v.d." wijkt in spelling af van de bewonersgegevens (spellingsvariant)',
    },
    {
      person: { last_name_prefix: 'van der', last_name: 'Bosch' },
      house: '9',
      untold: /van den/i,
      note: 'prefix "van der" differs in spelling from the residents data (possibly a typing error)',
      nl: 'tussenvoegsel "van der" wijkt in spelling af van de bewonersgegevens (mogelijk een tikfout)',
    },
    {
      person: { last_name: 'Garcia' },
      house: '11',
      untold: /García|Pérez|Perez/i,
      // Garcia is not written as the data writes its part (García): said so, not "is one".
      note: 'the residents data has a double name; family name "Garcia" differs in spelling from the residents data (spelling variant)',
      nl: 'de bewonersgegevens hebben een dubbele naam; achternaam "Garcia" wijkt in spelling af van de bewonersgegevens (spellingsvariant)',
    },
  ];

  it.each(cases)('$person', async ({ person, house, untold, note, nl }) => {
    const answer = await check(person, at(house));
    expect(answer.person_match?.code).toBe('PF04');
    expect(answer.person_match?.message).toContain(note);
    expect(told(answer)).not.toMatch(untold);
    expect(reportOf(answer)).not.toMatch(untold);
    const dutch = await check(person, at(house), 'nl');
    expect(reportOf(dutch)).toContain(nl.replaceAll('"', '&quot;'));
    expect(reportOf(dutch)).not.toMatch(untold);
    // A name part written otherwise in the data is left out of person, not given in its spelling.
    const shown = answer.person_match?.person ?? {};
    for (const field of ['first_name', 'last_name_prefix', 'last_name']) {
      if (shown[field] !== undefined) expect(shown[field]).toBe(person[field]);
    }
  });

  it('still tells the spelling where the date of birth agrees (PF02: the caller knows who)', async () => {
    const answer = await check({ last_name: 'Jansen', date_of_birth: '1970-03-03' }, at('1'));
    expect(answer.person_match?.code).toBe('PF02');
    expect(answer.person_match?.message).toContain('"Jansen" is "Janssen" in the residents data');
  });
});

describe('PF04 gives no initials beyond those given', () => {
  // The resident at 2011AA 1 is J.H.M. Janssen (Johannes Hendrikus Maria).
  const untold = /J\.H\.|H\.M\.|\bH\.|\bM\.|Hendrikus|Maria/;

  it.each<[Record<string, string>, string | undefined]>([
    [{ initials: 'J.', last_name: 'Janssen' }, 'initials J. agree as far as both have them'],
    [{ first_name: 'J', last_name: 'Janssen' }, 'initials J. agree as far as both have them'],
    [{ first_name: 'Johannes', last_name: 'Janssen' }, undefined],
  ])('%o', async (person, note) => {
    const answer = await check(person, at('1'));
    expect(answer.person_match?.code).toBe('PF04');
    // The first name the caller gave, as the data writes it; none of the later ones.
    const firstName = person.first_name === 'Johannes' ? { first_name: 'Johannes' } : {};
    expect(answer.person_match?.person).toEqual({
      initials: 'J.',
      ...firstName,
      last_name: 'Janssen',
    });
    // backend_data's score parts say how the initials compare; the message lists differences only.
    if (note) expect(told(answer)).toContain(note);
    expect(told(answer)).not.toMatch(untold);
    expect(reportOf(answer)).not.toMatch(untold);
    const dutch = await check(person, at('1'), 'nl');
    expect(reportOf(dutch)).not.toMatch(untold);
  });

  it('gives the first only where the data holds more: as many as both have would tell', async () => {
    const answer = await check({ initials: 'J.H.', last_name: 'Janssen' }, at('1'));
    expect(answer.person_match?.code).toBe('PF04');
    expect(answer.person_match?.person).toEqual({ initials: 'J.', last_name: 'Janssen' });
    expect(told(answer)).toContain('initials J.H. agree as far as both have them');
    expect(told(answer)).not.toContain('agree with');
  });

  it('gives none where a called name is given (the initials are not the caller’s)', async () => {
    // Hendrik Jan Visser, H.J., called Jan: neither his first initial nor first name is told.
    const answer = await check({ first_name: 'Jan', last_name: 'Visser' }, at('7'));
    expect(answer.person_match?.code).toBe('PF04');
    expect(answer.person_match?.message).toContain(
      'first name "Jan" is a later given name in the residents data (a called name)',
    );
    expect(answer.person_match?.person).toEqual({ last_name: 'Visser' });
    expect(told(answer)).not.toMatch(/Hendrik|H\.J\.|\bH\./);
    expect(reportOf(answer)).not.toMatch(/Hendrik|H\.J\.|\bH\./);
  });

  it('gives all of them where the date of birth agrees (PF01)', async () => {
    const born = { initials: 'J.', last_name: 'Janssen', date_of_birth: '1970-03-03' };
    const answer = await check(born, at('1'));
    expect(answer.person_match?.code).toBe('PF01');
    expect(answer.person_match?.person?.initials).toBe('J.H.M.');
  });
});

describe('PF04 does not compare the gender', () => {
  it('answers alike whichever gender is given: agreeing or not would tell the other', async () => {
    const person = { last_name_prefix: 'van der', last_name: 'Berg' };
    const [male, female, other, none] = await Promise.all(
      ['M', 'F', 'X', undefined].map((gender) =>
        check(gender ? { ...person, gender } : person, at('3')),
      ),
    );
    for (const answer of [male, female, other]) {
      expect(answer?.person_match?.code).toBe('PF04');
      expect(answer?.person_match?.message).toBe(
        'Found in the residents data under this name; the date of birth was not compared: no date of birth given; gender not compared, as the date of birth was not',
      );
      expect(answer?.person_match?.person).toEqual({
        last_name_prefix: 'van der',
        last_name: 'Berg',
      });
      expect(told(answer as Answer)).not.toMatch(/differs from the residents data|"F"/);
      expect(told(answer as Answer)).toBe(told(male as Answer));
    }
    const lookups = JSON.parse((male as Answer).backend_data) as {
      lookups: { person_match: { chosen: { parts: { part: string; outcome: string }[] } } };
    };
    expect(lookups.lookups.person_match.chosen.parts).toContainEqual(
      expect.objectContaining({ part: 'gender', outcome: 'not_compared' }),
    );
    expect(none?.person_match?.code).toBe('PF04');
    const dutch = await check({ ...person, gender: 'M' }, at('3'), 'nl');
    expect(reportOf(dutch)).toContain(
      'geslacht niet vergeleken, omdat de geboortedatum niet is vergeleken',
    );
  });

  it('does not tell residents apart by gender alone', async () => {
    // Two Smits at one address, a woman and a man: a gender with the name names neither.
    for (const gender of ['M', 'F']) {
      const answer = await check({ last_name: 'Smit', gender }, at('13'));
      expect(answer.person_match?.code).toBe('PF08');
      expect(answer.person_match?.person).toBeUndefined();
    }
  });

  it('does not rank a dated namesake against an undated resident by gender', async () => {
    // Piet Smit's date is one day off the one given, Anna Smit has none: were the gender to
    // score, M would make it Piet's PF03 and F Anna's PF04 with her address, telling the caller
    // Piet's gender and that his date is close.
    const person = { last_name: 'Smit', date_of_birth: '1960-06-07' };
    const answers = await Promise.all(
      ['M', 'F', 'X', undefined].map((gender) =>
        check(gender ? { ...person, gender } : person, at('15')),
      ),
    );
    const [male] = answers as [Answer];
    for (const answer of answers) {
      expect(answer.person_match?.code).toBe(male.person_match?.code);
      expect(answer.address_match).toEqual(male.address_match);
    }
    // The undated one fits better without the gender; a namesake of another date of birth is
    // no equally fitting rival of theirs.
    expect(male.person_match?.code).toBe('PF04');
    expect(male.person_match?.message).not.toContain('fit equally well');
  });

  it('still tells two residents of one date of birth apart by gender (PF01)', async () => {
    // Dated Smits of each gender and an undated one: the date ranks first, then the gender.
    const person = { last_name: 'Smit', date_of_birth: '1990-01-01' };
    for (const [gender, initials] of <[string, string][]>[
      ['M', 'B.'],
      ['F', 'A.'],
    ]) {
      const answer = await check({ ...person, gender }, at('17'));
      expect(answer.person_match?.code).toBe('PF01');
      expect(answer.person_match?.person?.initials).toBe(initials);
    }
  });

  it('compares it where the date of birth agrees (PF02)', async () => {
    const person = { last_name_prefix: 'van der', last_name: 'Berg', date_of_birth: '1975-05-05' };
    const answer = await check({ ...person, gender: 'M' }, at('3'));
    expect(answer.person_match?.code).toBe('PF02');
    expect(answer.person_match?.message).toContain('gender M differs from the residents data');
  });
});
