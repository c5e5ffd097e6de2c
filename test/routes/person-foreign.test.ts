/**
 * Person checks of customers from abroad on the fictitious demo data: a family name in another
 * script, an address abroad whose country ends its lines in its own language, and an id
 * document whose country is written as a nationality. Each section says only what it can know.
 */
import { describe, expect, it } from 'vitest';
import { demoPersonRequest } from '../demo-registry.js';
import { useDemoFixture } from '../demo-fixture.js';

const demo = useDemoFixture();

type Coded = { code?: string; message?: string; description?: string };
interface PersonResult {
  person_match?: Coded;
  address_validation?: Coded;
  address_match?: Coded;
  phone_number_matches?: Coded[];
  risk_scores?: { address?: Coded };
  id_document_number_check_result?: Coded;
}

async function personCheck(overrides: Record<string, unknown>): Promise<PersonResult> {
  const response = await demo.post(
    '/v1/person-checks',
    demoPersonRequest(demo.person, 'full', overrides),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PersonResult>();
}

describe('person checks of customers from abroad', () => {
  it('does not call a family name in another script "not found" or another name', async () => {
    const { resident, phone } = demo.person;
    const result = await personCheck({
      person: {
        first_name: 'Анна',
        last_name: 'Иванова',
        date_of_birth: resident.date_of_birth,
        phone_number: phone.phone_number,
      },
    });
    expect(result.person_match?.code).toBe('PF07');
    expect(result.person_match?.message).toContain('has no Latin letters');
    expect(result.address_match).toBeUndefined();
    expect(result.phone_number_matches?.map((m) => m.code)).toEqual(['PM06']);
  });

  it('reads Cyrillic look-alikes typed into a Latin name as the Latin letters', async () => {
    const { resident } = demo.person;
    // Each Latin letter with a Cyrillic look-alike written so ("Ѕmіt", "Yvоnnе"), as a
    // keyboard switched to Cyrillic types them.
    const CYRILLIC: Record<string, string> = { a: 'а', e: 'е', o: 'о', i: 'і', s: 'ѕ', S: 'Ѕ' };
    const lookAlike = (name = '') => name.replace(/[aeoisS]/g, (letter) => CYRILLIC[letter] ?? '');
    expect(lookAlike(resident.last_name)).not.toBe(resident.last_name);
    const found = await personCheck({
      person: {
        first_name: lookAlike(resident.first_name),
        last_name_prefix: lookAlike(resident.last_name_prefix) || undefined,
        last_name: lookAlike(resident.last_name),
        date_of_birth: resident.date_of_birth,
      },
    });
    expect(found.person_match?.code).toBe('PF01');
    // An initial typed as its look-alike is that initial: another one is no name not compared.
    const initial = resident.first_name?.[0] === 'X' ? 'У.' : 'Х.';
    const other = await personCheck({
      person: {
        initials: initial,
        last_name: resident.last_name,
        date_of_birth: resident.date_of_birth,
      },
    });
    expect(other.person_match?.code).not.toBe('PF02');
  });

  it('takes an address whose lines end with the country in its own language as foreign', async () => {
    const result = await personCheck({
      address: { address_line_1: 'ul. Marszałkowska 1', address_line_2: '00-001 Warszawa, Polska' },
    });
    expect(result.address_validation?.code).toBe('P06');
    // The resident is known, at their Dutch address: not at the one given.
    expect(result.person_match?.code).toBe('PF01');
    expect(result.address_match?.code).toBe('AM02');
    expect(result.risk_scores?.address).toMatchObject({
      code: 'PRR0',
      description: 'A foreign address: the Dutch address data cannot judge it.',
    });
  });

  it('reads a nationality as the document country, and looks up a country it cannot read', async () => {
    const { lost } = demo.person;
    const document = (country: string) => ({
      id_document: { type: lost.type, country, number: lost.number },
    });
    const asNationality = await personCheck(document('Nederlandse'));
    expect(asNationality.id_document_number_check_result?.code).toBe('reported_lost_or_stolen');
    const unread = await personCheck(document('Nederlandia'));
    expect(unread.id_document_number_check_result?.code).toBe('unknown');
    expect(unread.id_document_number_check_result?.description).toContain(
      `A document of this number is on the list of documents reported lost, stolen or invalidated: reported ${lost.status} on ${lost.reported_on}`,
    );
  });
});
