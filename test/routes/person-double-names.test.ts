/**
 * Person checks on residents imported from a residents CSV file (fictitious persons) beside the
 * demo data: family names of more than one word, found and compared as the import keyed them.
 */
import { describe, expect, it } from 'vitest';
import { useDemoFixture } from '../demo-fixture.js';

const RESIDENTS = [
  'postcode,house_number,addition,initials,first_name,last_name_prefix,last_name,date_of_birth,gender,known_since,last_seen',
  '9101AD,7,,A.,Ahmed,,Ben Ali,1979-03-03,M,2015-01-01,2026-05-01',
  '9101AD,9,,Y.,Youssef,,Ali,1979-03-03,M,2015-01-01,2026-05-01',
  '9101AD,5,,M.J.,María José,,García Pérez,1985-05-05,F,2015-01-01,2026-05-01',
  '9101AD,11,,J.,João,dos,Santos,1990-02-02,M,2015-01-01,2026-05-01',
].join('\n');

const demo = useDemoFixture({
  countryRisk: false,
  records: [{ format: 'residents', csv: RESIDENTS }],
});

interface PersonMatchResult {
  person_match?: { code?: string; message?: string; person?: Record<string, unknown> };
}

async function personMatch(person: Record<string, string>): Promise<PersonMatchResult> {
  const response = await demo.ctx.app.inject({
    method: 'POST',
    url: '/v1/person-checks',
    payload: { type: 'basic', person },
    headers: { authorization: demo.ctx.alice.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PersonMatchResult>();
}

describe('person checks of family names beginning with a particle', () => {
  const born = { date_of_birth: '1979-03-03' };

  it('does not read "Ben Ali" as a double name of which "Ali" is one', async () => {
    // Ahmed Ben Ali is not found as Ahmed Ali, nor Youssef Ali as Youssef Ben Ali.
    const ahmedAli = await personMatch({ first_name: 'Ahmed', last_name: 'Ali', ...born });
    expect(ahmedAli.person_match?.code).toBe('PF05');
    const youssef = await personMatch({ first_name: 'Youssef', last_name: 'Ben Ali', ...born });
    expect(youssef.person_match?.code).toBe('PF05');
  });

  it('finds each by their own name', async () => {
    const ahmed = await personMatch({ first_name: 'Ahmed', last_name: 'Ben Ali', ...born });
    expect(ahmed.person_match?.code).toBe('PF01');
    const youssef = await personMatch({ first_name: 'Youssef', last_name: 'Ali', ...born });
    expect(youssef.person_match?.code).toBe('PF01');
  });
});

describe('person checks by one name of a double name', () => {
  it('find the resident at the address given, never by the date of birth alone', async () => {
    const perez = { last_name: 'Pérez', date_of_birth: '1985-05-05' };
    // One common word and a date of birth are no key to every double-named resident holding it.
    expect((await personMatch(perez)).person_match?.code).toBe('PF05');
    const response = await demo.ctx.app.inject({
      method: 'POST',
      url: '/v1/person-checks',
      payload: { type: 'basic', person: perez, address: { zip_code: '9101AD', house_number: '5' } },
      headers: { authorization: demo.ctx.alice.authorization },
    });
    expect(response.json<PersonMatchResult>().person_match?.code).toBe('PF02');
  });
});

describe('person checks of a family name with a Romance particle', () => {
  it('read "dos Santos" as the prefix dos and the name Santos, as the register writes it', async () => {
    const joao = { first_name: 'João', date_of_birth: '1990-02-02' };
    // Found by date of birth and at the address alike, the name as given, not a double name.
    for (const last_name of ['dos Santos', 'Santos, dos']) {
      const byBirth = await personMatch({ ...joao, last_name });
      expect(byBirth.person_match?.code, last_name).toBe('PF01');
    }
    const response = await demo.ctx.app.inject({
      method: 'POST',
      url: '/v1/person-checks',
      payload: {
        type: 'basic',
        person: { ...joao, last_name: 'dos Santos' },
        address: { zip_code: '9101AD', house_number: '11' },
      },
      headers: { authorization: demo.ctx.alice.authorization },
    });
    const atAddress = response.json<PersonMatchResult>().person_match;
    expect(atAddress?.code, atAddress?.message).toBe('PF01');
  });
});
