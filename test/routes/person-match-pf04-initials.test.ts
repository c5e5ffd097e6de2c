/**
 * PF03 and PF04 over HTTP: where the date of birth does not agree, the answer depends on the
 * initials and first names given being the residents data's, never on what else it holds: not
 * on whether it holds as many as given or more, nor on whether it holds fewer or others in
 * their place (a made-up further initial finds nobody either way), nor through the ranking of
 * residents at one address. Where the date of birth agrees the caller knows who this is, and
 * initials fit as far as both have them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, postAsAlice, type TestContext } from '../helpers.js';
import { residentsRegistry } from '../person-match-context.js';

// postcode,house_number,addition,initials,first_name,prefix,last_name,date_of_birth,gender,
// known_since,last_seen (all fictitious)
const ROWS = [
  '2011AA,19,,J.,Jan,,Kok,1950-01-01,M,2015-01-01,2026-05-01',
  '2011AA,21,,J.W.,Jan Willem,,Kok,1951-01-01,M,2015-01-01,2026-05-01',
  '2011AA,23,,J.W.H.,Jan Willem Hendrik,,Kok,1952-01-01,M,2015-01-01,2026-05-01',
  '2011AA,25,,J.,,,Kok,1953-01-01,M,2015-01-01,2026-05-01',
  '2011AA,27,,J.W.,,,Kok,1954-01-01,M,2015-01-01,2026-05-01',
  '2011AA,29,,J.W.H.,,,Kok,1955-01-01,M,2015-01-01,2026-05-01',
  '2011AA,31,,IJ.,IJsbrand,,Meer,1956-01-01,M,2015-01-01,2026-05-01',
  '2011AA,33,,I.J.,Ingrid Johanna,,Meer,1957-01-01,F,2015-01-01,2026-05-01',
  '2011AA,35,,IJ.,,,Meer,1958-01-01,M,2015-01-01,2026-05-01',
  '2011AA,37,,I.,Ingrid,,Meer,1959-01-01,F,2015-01-01,2026-05-01',
  // Others in the place of a second and third initial.
  '2011AA,39,,J.P.,Jan Pieter,,Kok,1949-01-01,M,2015-01-01,2026-05-01',
  '2011AA,41,,J.P.Q.,,,Kok,1948-01-01,M,2015-01-01,2026-05-01',
  // Two residents of the name at one address, one of them holding exactly J. or not.
  '2011AA,43,,J.,Jan,,Kok,1947-01-01,M,2015-01-01,2026-05-01',
  '2011AA,43,,J.K.,Jan Kees,,Kok,1946-01-01,M,2015-01-01,2026-05-01',
  '2011AA,45,,J.H.,Jan Hein,,Kok,1945-01-01,M,2015-01-01,2026-05-01',
  '2011AA,45,,J.K.,Jan Kees,,Kok,1944-01-01,M,2015-01-01,2026-05-01',
  // A hyphenated first name, without initials or with the one the data writes for it.
  '2011AA,47,,,Jan-Willem,,Kok,1943-01-01,M,2015-01-01,2026-05-01',
  '2011AA,49,,J.,Jan-Willem,,Kok,1942-01-01,M,2015-01-01,2026-05-01',
  '2011AA,51,,,Jan-Willem Hendrik,,Kok,1941-01-01,M,2015-01-01,2026-05-01',
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
}

async function check(person: Record<string, string>, address: object): Promise<Answer> {
  const response = await postAsAlice(ctx, '/v1/person-checks', {
    type: 'basic_plus',
    person,
    address,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
}

/**
 * What an answer tells of the given names: person_match, the code and message of address_match
 * (whose address is the one given), and the chosen score parts.
 */
function told(answer: Answer): unknown {
  const backend = JSON.parse(answer.backend_data) as {
    lookups: { person_match: { chosen?: { score: number; parts: unknown[] } } };
  };
  const { score, parts } = backend.lookups.person_match.chosen ?? {};
  const { code, message } = answer.address_match ?? {};
  return { person_match: answer.person_match, address_match: { code, message }, score, parts };
}

const checks = (person: Record<string, string>, houses: readonly string[]) =>
  Promise.all(houses.map((house) => check(person, at(house))));

/** All the answers alike, with the code given. */
function expectAlike(answers: readonly Answer[], code: string): void {
  const [first] = answers as [Answer];
  expect(first.person_match?.code, first.person_match?.message).toBe(code);
  for (const answer of answers) expect(told(answer)).toEqual(told(first));
}

describe('where the date of birth does not agree, the given names fit where the data holds them', () => {
  // Koks with first names and Koks with initials only, holding one, two or three of them.
  const held = { '19': 1, '21': 2, '23': 3, '25': 1, '27': 2, '29': 3 };

  it.each<[Record<string, string>, number]>([
    [{ initials: 'J.' }, 1],
    [{ initials: 'J.W.' }, 2],
    [{ initials: 'J.W.H.' }, 3],
    [{ first_name: 'Jan' }, 1],
    [{ first_name: 'Jan Willem' }, 2],
    [{ first_name: 'Jan', initials: 'J.W.' }, 2],
  ])('%o', async (given, count) => {
    const person = { ...given, last_name: 'Kok' };
    for (const names of [true, false]) {
      const group = Object.entries(held).filter(
        ([house]) => ['19', '21', '23'].includes(house) === names,
      );
      // Alike whether the data holds as many as given or more.
      const holding = group.filter(([, n]) => n >= count).map(([house]) => house);
      expectAlike(await checks(person, holding), 'PF04');
      // Where it holds fewer, not found, as where it holds others in their place.
      const fewer = group.filter(([, n]) => n < count).map(([house]) => house);
      if (fewer.length > 0) expectAlike(await checks(person, [...fewer, '39', '41']), 'PF05');
    }
  });

  it('finds nobody by a made-up further initial, whether the data holds fewer or others', async () => {
    const person = { initials: 'J.X.', last_name: 'Kok' };
    const houses = ['19', '21', '25', '27', '39'];
    expectAlike(await checks(person, houses), 'PF05');
    // Nor with another date of birth, where a namesake would be PF03.
    expectAlike(await checks({ ...person, date_of_birth: '1999-09-09' }, houses), 'PF05');
    expect(
      (await check({ initials: 'J.', last_name: 'Kok', date_of_birth: '1999-09-09' }, at('21')))
        .person_match?.code,
    ).toBe('PF03');
    // Where the date of birth agrees the caller knows who this is: as far as both have them.
    const known = await check({ ...person, date_of_birth: '1950-01-01' }, at('19'));
    expect(known.person_match?.code).toBe('PF01');
  });

  it('does not rank a resident holding exactly the initials given above one holding more', async () => {
    // J. and J.K. at 43, J.H. and J.K. at 45: which of them holds J. alone is not told.
    const answers = await checks({ initials: 'J.', last_name: 'Kok' }, ['43', '45']);
    for (const answer of answers) {
      expect(answer.person_match?.code).toBe('PF08');
      expect(answer.person_match?.message).toContain('more than one resident fits equally well');
    }
    expect(told(answers[0] as Answer)).toEqual(told(answers[1] as Answer));
    // Given in full, the one whose initials they are is found.
    const full = await check({ initials: 'J.K.', last_name: 'Kok' }, at('43'));
    expect(full.person_match?.code).toBe('PF04');
  });

  it('answers I.J. alike whether the data holds one IJ name or I and J names', async () => {
    const person = { initials: 'I.J.', last_name: 'Meer' };
    const answers = await checks(person, ['31', '33', '35']);
    expectAlike(answers, 'PF04');
    expect(answers[0]?.person_match?.person).toEqual({ initials: 'I.', last_name: 'Meer' });
    // Ingrid alone holds no J.
    expect((await check(person, at('37'))).person_match?.code).toBe('PF05');
    // The caller's own IJ. is told as written.
    const ij = await check({ initials: 'IJ.', last_name: 'Meer' }, at('31'));
    expect(ij.person_match?.person).toEqual({ initials: 'IJ.', last_name: 'Meer' });
  });

  it('holds the initials of both parts of a hyphenated first name', async () => {
    // Jan-Willem's initials are J.W., however the data writes them.
    expectAlike(await checks({ initials: 'J.W.', last_name: 'Kok' }, ['47', '49', '27']), 'PF04');
    expectAlike(await checks({ initials: 'J.', last_name: 'Kok' }, ['47', '49']), 'PF04');
    // Nothing more than those two, and no other in the place of W.
    expectAlike(await checks({ initials: 'J.X.', last_name: 'Kok' }, ['47', '49']), 'PF05');
    expectAlike(await checks({ initials: 'J.W.H.', last_name: 'Kok' }, ['47', '49']), 'PF05');
  });

  it('reads a first name Jan-Willem given as the initials J.W., not J. alone', async () => {
    const person = { first_name: 'Jan-Willem', last_name: 'Kok' };
    // Held by the J.W. and J.W.H. of the data, alike.
    expectAlike(await checks(person, ['27', '29']), 'PF04');
    // Not by a J. alone, nor by others in the place of W: as for J.W. given.
    expectAlike(await checks(person, ['25', '41']), 'PF05');
    expectAlike(await checks({ initials: 'J.W.', last_name: 'Kok' }, ['25', '41']), 'PF05');
    const told = await check(person, at('27'));
    expect(told.person_match?.person).toEqual({ initials: 'J.', last_name: 'Kok' });
    expect(told.backend_data).toContain('initials J.W. agree as far as both have them');
  });

  it('finds Jan Willem and Jan-Willem by each other, and J.W. in Jan-Willem Hendrik', async () => {
    for (const house of ['47', '49', '51']) {
      const answer = await check({ first_name: 'Jan Willem', last_name: 'Kok' }, at(house));
      expect(answer.person_match?.code, house).toBe('PF04');
      // That it is written otherwise, not how; the first name is not the one given.
      expect(answer.person_match?.message, house).toContain(
        'first name "Jan Willem" differs in spelling from the residents data',
      );
      expect(answer.person_match?.person, house).toEqual({ initials: 'J.', last_name: 'Kok' });
    }
    const hyphenated = await check({ first_name: 'Jan-Willem', last_name: 'Kok' }, at('21'));
    expect(hyphenated.person_match?.code).toBe('PF04');
    expectAlike(await checks({ initials: 'J.W.', last_name: 'Kok' }, ['51', '47', '27']), 'PF04');
    expect((await check({ initials: 'J.X.', last_name: 'Kok' }, at('51'))).person_match?.code).toBe(
      'PF05',
    );
  });

  it('still confirms the first initial and the first name given', async () => {
    const answer = await check({ first_name: 'Jan Willem', last_name: 'Kok' }, at('21'));
    expect(answer.person_match?.person).toEqual({
      initials: 'J.',
      first_name: 'Jan',
      last_name: 'Kok',
    });
    const initials = await check({ initials: 'J.W.', last_name: 'Kok' }, at('27'));
    expect(initials.person_match?.person).toEqual({ initials: 'J.', last_name: 'Kok' });
    expect(JSON.stringify(told(initials))).toContain(
      'initials J.W. agree as far as both have them',
    );
  });
});
