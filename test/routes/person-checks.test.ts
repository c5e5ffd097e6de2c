/**
 * Person checks of every type on the fictitious demo data: each returns the sections of the
 * DESIGN.md matrix, computed from the loaded datasets, and the routes keep organisations apart.
 */
import { describe, expect, it } from 'vitest';
import { PERSON_SECTIONS, PERSON_SECTIONS_BY_TYPE } from '../../src/checks/sections.js';
import { demoPersonRequest } from '../demo-registry.js';
import { addUser } from '../helpers.js';
import { useDemoFixture } from '../demo-fixture.js';

const demo = useDemoFixture();

type Coded = { code?: string; message?: string; description?: string };
interface PersonResult {
  check_identifier: string;
  person_match?: Coded & { person?: Record<string, unknown> };
  address_validation?: Coded & { address?: Record<string, string> };
  address_match?: Coded & { address?: Record<string, string> };
  address_information?: Record<string, string>;
  phone_number_matches?: (Coded & { name?: string; phone_number?: string })[];
  risk_scores?: Record<string, Coded | undefined> & {
    statistical_scores?: Record<string, { count?: string; risk?: string }>;
  };
  id_document_number_check_result?: Coded;
  risk_country?: { risk_result?: string };
  registrations?: unknown[];
  request_parameters?: { person?: unknown };
  registrations_extended?: { summaries?: unknown[] };
  backend_data: string;
}

const requestFor = (type: string, overrides: Record<string, unknown> = {}) =>
  demoPersonRequest(demo.person, type, overrides);

async function personCheck(
  body: object,
  authorization = demo.ctx.alice.authorization,
): Promise<PersonResult> {
  const response = await demo.ctx.app.inject({
    method: 'POST',
    url: '/v1/person-checks',
    payload: body,
    headers: { authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PersonResult>();
}

const sectionsShown = (result: PersonResult): string[] =>
  PERSON_SECTIONS.filter((section) => result[section] !== undefined);

describe('person checks on the demo data', () => {
  it.each(Object.entries(PERSON_SECTIONS_BY_TYPE))(
    'type %s returns exactly its sections for a resident',
    async (type, sections) => {
      const result = await personCheck(requestFor(type));
      expect(sectionsShown(result).sort()).toEqual([...sections].sort());
      const backend = JSON.parse(result.backend_data) as { sections: { unavailable: string[] } };
      expect(backend.sections.unavailable).toEqual([]);
    },
  );

  it('names in backend_data the dataset versions its sections read, and no others', async () => {
    const datasetsOf = (result: PersonResult) =>
      (JSON.parse(result.backend_data) as { datasets: { name: string }[] }).datasets
        .map((d) => d.name)
        .sort();
    // basic: person_match and address_validation read the addresses and the residents.
    expect(datasetsOf(await personCheck(requestFor('basic')))).toEqual([
      'demo-addresses',
      'demo-residents',
    ]);
    const full = datasetsOf(await personCheck(requestFor('full')));
    expect(full).toEqual(
      expect.arrayContaining(['demo-lost-documents', 'demo-phone-directory', 'country-risk']),
    );
    // Company financial data is no part of a person check.
    expect(full).not.toContain('demo-financials');
    expect(full).not.toContain('demo-claims');
  });

  it('matches the resident at the validated address', async () => {
    const result = await personCheck(requestFor('standard'));
    expect(result.person_match?.code).toBe('PF01');
    expect(result.person_match?.person?.last_name).toBe(demo.person.resident.last_name);
    expect(result.address_validation?.code).toBe('P01');
    expect(result.address_validation?.address?.zip_code).toBe(demo.person.resident.postcode);
    expect(result.address_match?.code).toBe('AM01');
    expect(result.address_information?.description).toBeTruthy();
  });

  it('tolerates initials for the first name and a typo in the family name', async () => {
    const { resident } = demo.person;
    const lastName = resident.last_name ?? '';
    // One letter swapped for another: a single typo.
    const swapped = lastName[2] === 'x' ? 'y' : 'x';
    const typo = `${lastName.slice(0, 2)}${swapped}${lastName.slice(3)}`;
    const result = await personCheck(
      requestFor('basic', {
        person: {
          initials: `${(resident.first_name ?? '').slice(0, 1)}.`,
          last_name_prefix: resident.last_name_prefix || undefined,
          last_name: typo,
          date_of_birth: resident.date_of_birth,
        },
      }),
    );
    expect(result.person_match?.code).toBe('PF02');
  });

  it('corrects a misspelt street and city, and says a foreign address is not validated', async () => {
    const found = await personCheck(requestFor('basic'));
    const street = found.address_validation?.address?.street ?? '';
    const city = found.address_validation?.address?.city ?? '';
    const corrected = await personCheck(
      requestFor('basic', {
        address: {
          street: street.slice(0, -1),
          house_number: demo.person.resident.house_number,
          house_number_extension: demo.person.resident.addition || undefined,
          city: city.toLowerCase(),
        },
      }),
    );
    expect(corrected.address_validation?.code).toBe('P02');
    expect(corrected.address_validation?.address?.street).toBe(street);
    const abroad = await personCheck(
      requestFor('basic', { address: { street: 'Rue Neuve', house_number: '1', country: 'BE' } }),
    );
    expect(abroad.address_validation?.code).toBe('P06');
  });

  it('finds the telephone number listed at the resident’s home', async () => {
    const result = await personCheck(requestFor('basic_plus'));
    const [match] = result.phone_number_matches ?? [];
    expect(match?.phone_number).toBe(demo.person.phone.phone_number);
    expect(match?.name).toBe(demo.person.phone.name);
  });

  it('reports a document on the lost and stolen list, and a malformed one', async () => {
    const { lost } = demo.person;
    const reported = await personCheck(
      requestFor('extended', {
        id_document: { type: lost.type, country: lost.country, number: lost.number },
      }),
    );
    expect(reported.id_document_number_check_result?.code).toBe('reported_lost_or_stolen');
    const malformed = await personCheck(
      requestFor('extended', { id_document: { type: 'passport', country: 'NL', number: 'O1' } }),
    );
    expect(malformed.id_document_number_check_result?.code).toBe('invalid_format');
  });

  it('scores the postcode with the statistics and counts the organisation’s own checks', async () => {
    const first = await personCheck(requestFor('standard'));
    const again = await personCheck(requestFor('standard'));
    const count = (r: PersonResult) => Number(r.risk_scores?.statistical_scores?.pc6?.count);
    expect(count(again)).toBe(count(first) + 1);
    expect(again.risk_scores?.zip_code?.code).toMatch(/^PRR[0-3]$/);
    // Another organisation's checks are not counted.
    const other = await personCheck(requestFor('standard'), demo.ctx.bob.authorization);
    expect(count(other)).toBeLessThan(count(again));
  });

  it('counts a family name run into its prefix as the same person in the history', async () => {
    const dana = await addUser(demo.ctx.store, 'Organisation D (fictitious)', 'dana');
    const otherAddresses = async (person: object, houseNumber: string) => {
      const result = await personCheck(
        {
          type: 'standard',
          person: { ...person, date_of_birth: '1961-06-06' },
          address: { zip_code: '1020AA', house_number: houseNumber },
        },
        dana.authorization,
      );
      const backend = JSON.parse(result.backend_data) as {
        lookups: { risk_scores: { history: { otherAddressesOfPerson: number } } };
      };
      return backend.lookups.risk_scores.history.otherAddressesOfPerson;
    };
    expect(await otherAddresses({ last_name: 'Berg', last_name_prefix: 'van der' }, '2')).toBe(0);
    expect(await otherAddresses({ last_name: 'van der Berg' }, '3')).toBe(1);
    expect(await otherAddresses({ last_name: 'Vanderberg' }, '4')).toBe(2);
    expect(await otherAddresses({ last_name: 'Berg, v.d.' }, '5')).toBe(3);
    // Both ways: de Ruiter reads Deruiter's checks, and Deruiter (also read as der Uiter) reads
    // de Ruiter's.
    expect(await otherAddresses({ last_name: 'de Ruiter' }, '6')).toBe(0);
    expect(await otherAddresses({ last_name: 'Deruiter' }, '7')).toBe(1);
    expect(await otherAddresses({ last_name: 'de Ruiter' }, '8')).toBe(2);
    // A name run into a Romance particle too: Dossantos reads dos Santos's checks, and back.
    expect(await otherAddresses({ last_name: 'dos Santos' }, '9')).toBe(0);
    expect(await otherAddresses({ last_name: 'Dossantos' }, '10')).toBe(1);
    expect(await otherAddresses({ last_name: 'Santos', last_name_prefix: 'dos' }, '11')).toBe(2);
    // And particles run together: Delacroix reads de la Croix's checks, Dela Croix both.
    expect(await otherAddresses({ last_name: 'de la Croix' }, '12')).toBe(0);
    expect(await otherAddresses({ last_name: 'Delacroix' }, '13')).toBe(1);
    expect(await otherAddresses({ last_name: 'Dela Croix' }, '14')).toBe(2);
  });

  it('takes the risk country from the address', async () => {
    const result = await personCheck(requestFor('compliance'));
    expect(result.risk_country?.risk_result).toBe('L');
  });

  it('runs the sections an organisation configured for custom checks', async () => {
    const carol = await addUser(demo.ctx.store, 'Organisation C (fictitious)', 'carol');
    await demo.ctx.store.setCustomSections(carol.organisationId, 'person', [
      'phone_number_matches',
      'risk_scores',
    ]);
    const result = await personCheck(requestFor('custom'), carol.authorization);
    expect(sectionsShown(result).sort()).toEqual(['phone_number_matches', 'risk_scores']);
  });
});

describe('person-check routes: security', () => {
  it('answers 401 without credentials and 403 without the person-check permission', async () => {
    const anonymous = await demo.ctx.app.inject({
      method: 'POST',
      url: '/v1/person-checks',
      payload: requestFor('basic'),
    });
    expect(anonymous.statusCode).toBe(401);
    const reader = await addUser(demo.ctx.store, 'Organisation A (fictitious)', 'checks-reader', [
      'read-checks',
    ]);
    const forbidden = await demo.ctx.app.inject({
      method: 'POST',
      url: '/v1/person-checks',
      payload: requestFor('basic'),
      headers: { authorization: reader.authorization },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('never shows one organisation’s person check to another', async () => {
    const result = await personCheck(requestFor('basic'));
    const path = `/v1/checks/${result.check_identifier}`;
    const own = await demo.ctx.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: demo.ctx.alice.authorization },
    });
    expect(own.statusCode).toBe(200);
    const other = await demo.ctx.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: demo.ctx.bob.authorization },
    });
    expect(other.statusCode).toBe(404);
  });

  it('rejects an unknown field with 400 naming it', async () => {
    const response = await demo.ctx.app.inject({
      method: 'POST',
      url: '/v1/person-checks',
      payload: { ...requestFor('basic'), nationality: 'NL' },
      headers: { authorization: demo.ctx.alice.authorization },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('nationality');
  });
});

describe('person-check routes: input that cannot be checked', () => {
  const named = { last_name: 'Jansen', first_name: 'Jan' };

  it.each([
    // The schema requires the number (the OpenAPI document says so); a blank one is refused too.
    [{ id_document: {} }, '/id_document/number', 'is required'],
    [
      { person: named, id_document: { type: 'passport', country: 'NL' } },
      '/id_document/number',
      'is required',
    ],
    [
      { person: named, id_document: { type: 'passport', country: 'NL', number: ' ' } },
      '/id_document/number',
      'needs its number',
    ],
    [{ address: {} }, '/address', 'says nowhere'],
    [{ person: named, address: { house_number: '12' } }, '/address', 'says nowhere'],
    [
      { person: { ...named, date_of_birth: '2099-01-01' } },
      '/person/date_of_birth',
      'in the future',
    ],
    [
      { person: { ...named, date_of_birth: '0000-01-01' } },
      '/person/date_of_birth',
      'before 1900-01-01',
    ],
    [{ person: { ...named, gender: 'Q' } }, '/person/gender', 'gender "Q" is not read'],
    [
      { person: { ...named, date_of_birth: '1980-13-01' } },
      '/person/date_of_birth',
      'must be a date written YYYY-MM-DD',
    ],
    [
      { person: { ...named, date_of_birth: ' 1980-04-12' } },
      '/person/date_of_birth',
      'must be a date written YYYY-MM-DD that the calendar has (1980-04-12)',
    ],
    [
      { person: { ...named, date_of_birth: '1947-01-26T00:00:00Z' } },
      '/person/date_of_birth',
      'must be a date written YYYY-MM-DD',
    ],
  ])('refuses %j with 400 naming %s, and stores nothing', async (body, path, message) => {
    const key = `refused-${path.replace(/\W/g, '-')}-${Math.random().toString(36).slice(2)}`;
    const response = await demo.ctx.app.inject({
      method: 'POST',
      url: '/v1/person-checks',
      payload: { type: 'basic', check_identifier: key, ...body },
      headers: { authorization: demo.ctx.alice.authorization },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json<{ code: string; errors: { path: string; message: string }[] }>();
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors).toHaveLength(1);
    expect(problem.errors[0]?.path).toBe(path);
    expect(problem.errors[0]?.message).toContain(message);
    const stored = await demo.ctx.app.inject({
      method: 'GET',
      url: `/v1/checks/${key}`,
      headers: { authorization: demo.ctx.alice.authorization },
    });
    expect(stored.statusCode).toBe(404);
  });

  it('reads a blank date of birth as not given, as blank text fields are', async () => {
    const person = { ...named, gender: 'M' };
    const blank = await personCheck({ type: 'basic', person: { ...person, date_of_birth: '' } });
    const absent = await personCheck({ type: 'basic', person });
    expect(blank.person_match?.code).toBe(absent.person_match?.code);
    expect(blank.request_parameters?.person).toEqual(absent.request_parameters?.person);
  });

  it('still checks a partial address that address_validation grades', async () => {
    const result = await personCheck({ type: 'basic', address: { zip_code: '1012 AB' } });
    expect(result.address_validation?.code).toBe('P05');
    const foreign = await personCheck({ type: 'basic', person: named, address: { country: 'DE' } });
    expect(foreign.address_validation?.code).toBe('P06');
  });
});
