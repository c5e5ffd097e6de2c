/**
 * Company search by name (request_type 2) on a small fictitious register: which companies a
 * name finds and in what order, compared with the company a check by that name takes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRecord } from '../../src/contract/company-record.js';
import type { Entity } from '../../src/entities/entity.js';
import { ftmEntity, openFtmRegistry } from '../demo-registry.js';
import { createTestContext, postAsAlice, type TestContext } from '../helpers.js';

const company = (id: string, number: string, name: string, more: Record<string, string[]> = {}) =>
  ftmEntity(id, 'Company', {
    name: [name],
    registrationNumber: [number],
    jurisdiction: ['nl'],
    ...more,
  });

/** Fictitious companies; ids sort a non-active namesake before the active one. */
const ENTITIES: Entity[] = [
  company('co-10', '10000001', 'Heuvelrug Beheer B.V.', { status: ['dissolved'] }),
  company('co-11', '10000002', 'Heuvelrug Beheer B.V.', { status: ['active'] }),
  company('co-20', '20000001', 'Pinas Schilderwerken B.V.', { status: ['inactive'] }),
  company('co-21', '20000002', 'Pinas Schilderwerken B.V.', { status: ['failliet'] }),
  company('co-22', '20000003', 'Pinas Schilderwerken B.V.', { status: ['Actief'] }),
  ...[
    'Consultancy El Amrani',
    'El Amrani ICT N.V.',
    'Banketbakkerij El Amrani',
    'El Amrani Logistiek B.V.',
    'L.A. El Amrani Services B.V.',
    'J.T. El Amrani Holding B.V.',
    'Elektrotechniek El Amrani & van Dam V.O.F.',
    'Ingenieursbureau Van Dam & El Amrani V.O.F.',
  ].map((name, i) => company(`co-3${i}`, `3000000${i}`, name, { status: ['active'] })),
  ftmEntity('fco-0', 'Company', {
    name: ['Claes Holdings Ltd'],
    registrationNumber: ['HE 999001'],
    country: ['cy'],
    address: ['167 Gladstonos Street, 3036 Limassol'],
    status: ['active'],
  }),
  // A word shared by more companies than one answer holds (with words of their own besides,
  // so that no name scores close on its own).
  ...Array.from({ length: 12 }, (_, i) =>
    company(
      `co-4${i}`,
      `400000${10 + i}`,
      `${String.fromCharCode(65 + i)}. Veldkamp Schilders en Stukadoors B.V.`,
    ),
  ),
];

let ctx: TestContext;
let register: Awaited<ReturnType<typeof openFtmRegistry>>;
beforeAll(async () => {
  register = await openFtmRegistry('company-search-name', 'fictitious-register', {
    entities: ENTITIES,
  });
  ctx = await createTestContext({ registry: register.registry });
});
afterAll(async () => {
  await ctx.close();
  await register.close();
});

const post = (url: string, payload: object) => postAsAlice(ctx, url, payload);

async function search(company: object): Promise<CompanyRecord[]> {
  const response = await post('/v1/company-search', { request_type: 2, company });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ companies: CompanyRecord[] }>().companies;
}

const numbers = (companies: CompanyRecord[]) => companies.map((c) => c.chamber_of_commerce_number);

describe('company search by name among namesakes', () => {
  it.each([
    ['Heuvelrug Beheer B.V.', ['10000002', '10000001']],
    ['Pinas Schilderwerken B.V.', ['20000003', '20000001', '20000002']],
  ])('lists %s with the active namesake first, as a check takes it', async (name, expected) => {
    const found = await search({ name });
    // Closer names first; weaker names may follow.
    expect(numbers(found).slice(0, expected.length)).toEqual(expected);
    expect(found[0]?.status).toBe('active');
    const check = await post('/v1/company-checks', { type: 'basic', company: { name } });
    expect(check.statusCode, check.body).toBe(200);
    const checked = check.json<{ company?: { chamber_of_commerce_number?: string } }>();
    expect(checked.company?.chamber_of_commerce_number).toBe(expected[0]);
  });
});

describe('company search by a distinctive word of longer names', () => {
  it('lists every company whose name holds the word, while fewer than ten are found', async () => {
    for (const name of ['El Amrani', 'Amrani']) {
      const found = numbers(await search({ name }));
      expect(found.slice().sort(), name).toEqual(
        Array.from({ length: 8 }, (_, i) => `3000000${i}`),
      );
    }
  });

  it('lists none by a word that more companies share', async () => {
    expect(await search({ name: 'Veldkamp' })).toEqual([]);
  });
});

describe('company search by name with a country alone', () => {
  it('does not narrow, as a check does not: a company abroad is found by a Dutch form', async () => {
    for (const country of ['NL', 'Nederland', 'CY', '']) {
      const found = await search({ name: 'Claes Holdings', address: { country } });
      expect(found[0]?.name, country).toBe('Claes Holdings Ltd');
    }
    const check = await post('/v1/company-checks', {
      type: 'basic',
      company: { name: 'Claes Holdings', address: { country: 'NL' } },
    });
    expect(check.json<{ company?: { name?: string } }>().company?.name).toBe('Claes Holdings Ltd');
  });

  it('narrows where a part besides the country is given', async () => {
    expect(
      await search({ name: 'Claes Holdings', address: { city: 'Amsterdam', country: 'NL' } }),
    ).toEqual([]);
    const inLimassol = await search({
      name: 'Claes Holdings',
      address: { city: 'Limassol', country: 'CY' },
    });
    expect(inLimassol.map((c) => c.name)).toEqual(['Claes Holdings Ltd']);
  });
});

describe('company search by name with an address that cannot be read', () => {
  it.each([
    [{ zip_code: 'ABC' }, '/company/address/zip_code'],
    [{ zip_code: '1020AB', country: 'Atlantis' }, '/company/address/country'],
    [{ city: 'Utrecht', house_number: 'zes' }, '/company/address/house_number'],
  ])('answers 400 for %j naming %s', async (address, path) => {
    for (const request_type of [2, undefined]) {
      const response = await post('/v1/company-search', {
        request_type,
        company: { name: 'Heuvelrug Beheer', address },
      });
      expect(response.statusCode, response.body).toBe(400);
      const problem = response.json<{ code: string; errors: { path: string }[] }>();
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.errors.map((e) => e.path)).toEqual([path]);
    }
  });

  it('still takes an address of any part, or one abroad', async () => {
    for (const address of [
      { city: 'Utrecht' },
      { country: 'NL' },
      { zip_code: '3036', country: 'CY' },
    ]) {
      const response = await post('/v1/company-search', {
        company: { name: 'Heuvelrug', address },
      });
      expect(response.statusCode, JSON.stringify(address)).toBe(200);
    }
  });
});
