import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFtmRegistry } from '../demo-registry.js';
import { createTestContext, type TestContext } from '../helpers.js';

/** The fictitious FtM fixture: Pieter Jan DE VRIES is sanctioned (measure without end) and a PEP. */
const FIXTURE = join(import.meta.dirname, '../../src/sources/ftm/fixtures/entities.ftm.jsonl');

let ctx: TestContext;
let lists: Awaited<ReturnType<typeof openFtmRegistry>>;

beforeAll(async () => {
  lists = await openFtmRegistry('screening', 'fictitious-lists', { paths: [FIXTURE] });
  ctx = await createTestContext({ registry: lists.registry });
});
afterAll(async () => {
  await ctx.close();
  await lists.close();
});

interface PersonResult {
  registrations?: { source?: string; match?: string; description?: string }[];
  registrations_extended?: {
    summaries?: Record<string, number | string>[];
    registrations?: unknown[];
  };
  backend_data: string;
}

async function check(type: string, person: object, extra: object = {}): Promise<PersonResult> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/person-checks',
    payload: { type, person, ...extra },
    headers: { authorization: ctx.alice.authorization },
  });
  expect(response.statusCode).toBe(200);
  return response.json<PersonResult>();
}

const listedPerson = { first_name: 'Piet', last_name_prefix: 'de', last_name: 'Vries' };

describe('person checks screen the person against the listings', () => {
  it('reports the sanctioned PEP with source, score and description, and counts it by category', async () => {
    const result = await check('full', { ...listedPerson, date_of_birth: '1971-03-14' });
    expect(result.registrations).toHaveLength(1);
    const [hit] = result.registrations ?? [];
    expect(hit?.source).toBe('fictitious-lists');
    expect(Number(hit?.match)).toBeGreaterThanOrEqual(90);
    expect(hit?.description).toContain('sanctioned');
    expect(hit?.description).toContain('Fictitious regime');
    expect(hit?.description).toContain('politically exposed person');
    const [summary] = result.registrations_extended?.summaries ?? [];
    expect(summary).toMatchObject({
      source: 'person',
      Sanctions: 1,
      CurrentSanctions: 1,
      PreviousSanctions: 0,
      PoliticallyExposed: 1,
      LawEnforcement: 0,
      AdverseMedia: 0,
    });
    expect(summary?.person).toBe(Number(hit?.match));
    const backend = JSON.parse(result.backend_data) as {
      lookups: { screening: { person: { id: string; features: { feature: string }[] }[] } };
    };
    const explained = backend.lookups.screening.person[0];
    expect(explained?.id).toBe('NK-fx3Ppq7Lm2Vd8sKc');
    expect(explained?.features.map((f) => f.feature)).toEqual(['name', 'birth_date']);
  });

  it('confirms the document number in the summary', async () => {
    const result = await check(
      'full',
      { ...listedPerson },
      { id_document: { type: 'passport', country: 'NL', number: 'NX1234567' } },
    );
    const [summary] = result.registrations_extended?.summaries ?? [];
    expect(summary?.id_document).toBeGreaterThanOrEqual(90);
  });

  it('gives no hit for a family name alone, unless the birth date agrees', async () => {
    const alone = await check('full', { last_name_prefix: 'de', last_name: 'Vries' });
    expect(alone.registrations).toEqual([]);
    const born = await check('full', {
      last_name_prefix: 'de',
      last_name: 'Vries',
      date_of_birth: '1971-03-14',
    });
    expect(born.registrations).toHaveLength(1);
  });

  it('keeps a possible hit for a birth date with a typing error or of the same year', async () => {
    const typed = await check('full', { ...listedPerson, date_of_birth: '1971-03-15' });
    expect(typed.registrations).toHaveLength(1);
    expect(Number(typed.registrations?.[0]?.match)).toBeLessThan(90);
    const sameYear = await check('full', { ...listedPerson, date_of_birth: '1971-08-02' });
    expect(Number(sameYear.registrations?.[0]?.match)).toBeLessThan(
      Number(typed.registrations?.[0]?.match),
    );
    // The year next to it on the same day is a slip too; two years off is another person.
    const nextYear = await check('full', { ...listedPerson, date_of_birth: '1972-03-14' });
    expect(nextYear.registrations).toHaveLength(1);
    const otherYear = await check('full', { ...listedPerson, date_of_birth: '1973-03-14' });
    expect(otherYear.registrations).toEqual([]);
  });

  it('reports the holder of a listed passport number though the birth date differs', async () => {
    const passport = { id_document: { type: 'passport', country: 'NL', number: 'NX 1234567' } };
    const result = await check('full', { ...listedPerson, date_of_birth: '1985-06-01' }, passport);
    expect(result.registrations).toHaveLength(1);
    const [summary] = result.registrations_extended?.summaries ?? [];
    expect(summary?.id_document).toBeGreaterThan(0);
    const backend = JSON.parse(result.backend_data) as {
      lookups: { screening: { person: { features: { feature: string; value: number }[] }[] } };
    };
    expect(backend.lookups.screening.person[0]?.features).toContainEqual(
      expect.objectContaining({ feature: 'identifier', value: 1 }),
    );
  });

  it('screens a listed document number given without a name: a possible hit', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/person-checks',
      payload: {
        type: 'compliance',
        id_document: { type: 'passport', country: 'NL', number: 'NX1234567' },
      },
      headers: { authorization: ctx.alice.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<PersonResult>();
    expect(result.registrations).toHaveLength(1);
    expect(Number(result.registrations?.[0]?.match)).toBe(80);
    const [summary] = result.registrations_extended?.summaries ?? [];
    expect(summary).toMatchObject({ id_document: 80, Sanctions: 1 });
    // No name was given: the hit is no hit on the name.
    expect(summary?.person).toBe(0);
  });

  it('screens a document number written with its check digit as the number it is', async () => {
    // NX1234567 is listed; 8 is its ICAO 9303 check digit, as a machine-readable zone gives it.
    for (const payload of [
      {
        type: 'compliance',
        id_document: { type: 'passport', country: 'NL', number: 'NX12345678' },
      },
      {
        type: 'full',
        person: { first_name: 'Jan', last_name: 'Jansen' },
        id_document: { type: 'passport', country: 'NL', number: 'NX1234567-8' },
      },
      { type: 'compliance', id_document: { country: 'NL', number: 'NX12345678' } },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/person-checks',
        payload,
        headers: { authorization: ctx.alice.authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<PersonResult>();
      expect(result.registrations, JSON.stringify(payload)).toHaveLength(1);
      const [summary] = result.registrations_extended?.summaries ?? [];
      expect(summary).toMatchObject({ id_document: 80, person: 0, Sanctions: 1 });
    }
    // The listed person's own passport with its check digit is confirmed as much as without.
    const own = await check(
      'full',
      { ...listedPerson, date_of_birth: '1971-03-14' },
      { id_document: { type: 'passport', country: 'NL', number: 'NX12345678' } },
    );
    expect(own.registrations_extended?.summaries?.[0]?.id_document).toBeGreaterThanOrEqual(90);
  });

  it('leaves the sections out when there is no name or number to screen', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/person-checks',
      payload: { type: 'compliance', address: { zip_code: '1012AB', house_number: '1' } },
      headers: { authorization: ctx.alice.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<PersonResult>();
    expect(result.registrations).toBeUndefined();
    expect(result.registrations_extended).toBeUndefined();
    const backend = JSON.parse(result.backend_data) as { sections: { not_found: string[] } };
    expect(backend.sections.not_found).toEqual(
      expect.arrayContaining(['registrations', 'registrations_extended']),
    );
  });

  it('returns registrations alone for extended checks, and nothing for basic ones', async () => {
    const extended = await check('extended', listedPerson);
    expect(extended.registrations).toHaveLength(1);
    expect(extended.registrations_extended).toBeUndefined();
    const basic = await check('basic', listedPerson);
    expect(basic.registrations).toBeUndefined();
  });

  it('does not report the listed person for someone born in another year, or for someone else', async () => {
    const other = await check('full', { ...listedPerson, date_of_birth: '1985-06-01' });
    expect(other.registrations).toEqual([]);
    expect(other.registrations_extended?.summaries?.[0]).toMatchObject({ Sanctions: 0, person: 0 });
    const someoneElse = await check('compliance', { first_name: 'Klaas', last_name: 'Bakker' });
    expect(someoneElse.registrations).toEqual([]);
  });

  it('names the sections unavailable, rather than claim a clean result, when no listing is imported', async () => {
    const bare = await createTestContext();
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: '/v1/person-checks',
        payload: { type: 'full', person: listedPerson },
        headers: { authorization: bare.alice.authorization },
      });
      const result = response.json<PersonResult>();
      expect(result.registrations).toBeUndefined();
      expect(result.registrations_extended).toBeUndefined();
      const backend = JSON.parse(result.backend_data) as {
        sections: { not_found: string[]; unavailable: string[] };
        lookups: { screening?: unknown };
      };
      // Not "found nothing": there was nothing to search.
      // Neither are the sections of address data and country lists this installation lacks.
      expect(backend.sections.unavailable).toEqual([
        'address_validation',
        'address_match',
        'address_information',
        'risk_country',
        'registrations',
        'registrations_extended',
      ]);
      expect(backend.sections.not_found).not.toContain('registrations');
      expect(backend.lookups.screening).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});
