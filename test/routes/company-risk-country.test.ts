/**
 * risk_country of a company check on a small fictitious register: the seat, the parents and
 * the natural persons behind the company count, with the shipped FATF and EU lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '../../src/entities/entity.js';
import { ftmEntity, openFtmRegistry } from '../demo-registry.js';
import { createTestContext, type TestContext } from '../helpers.js';

const entity = ftmEntity;

const ENTITIES: Entity[] = [
  entity('co-1', 'Company', {
    name: ['Veenweide Tuinbouw B.V. (fictitious)'],
    registrationNumber: ['90000001'],
    jurisdiction: ['nl'],
    status: ['active'],
  }),
  entity('p-1', 'Person', {
    name: ['Olga Petrova (fictitious)'],
    firstName: ['Olga'],
    lastName: ['Petrova (fictitious)'],
    nationality: ['ru'],
    country: ['ae'],
  }),
  entity('own-1', 'Ownership', { owner: ['p-1'], asset: ['co-1'], percentage: ['100'] }),
  entity('co-2', 'Company', {
    name: ['Polderzicht Handel B.V. (fictitious)'],
    registrationNumber: ['90000002'],
    jurisdiction: ['nl'],
    status: ['active'],
  }),
  entity('p-2', 'Person', {
    name: ['Sanne de Boer (fictitious)'],
    nationality: ['nl'],
    country: ['nl'],
  }),
  entity('own-2', 'Ownership', { owner: ['p-2'], asset: ['co-2'], percentage: ['100'] }),
  // A register that knows only the country of a company and of its parent.
  entity('co-3', 'Company', {
    name: ['Duinrand Import B.V. (fictitious)'],
    registrationNumber: ['90000003'],
    country: ['nl'],
    status: ['active'],
  }),
  entity('co-ir', 'Company', { name: ['Tehran Trading Co (fictitious)'], country: ['ir'] }),
  entity('own-3', 'Ownership', { owner: ['co-ir'], asset: ['co-3'], percentage: ['30'] }),
  // A Dutch majority owner and a 20 % shareholder of Iranian nationality: no UBO, yet counted.
  entity('co-4', 'Company', {
    name: ['Kanaaloever Logistiek B.V. (fictitious)'],
    registrationNumber: ['90000004'],
    jurisdiction: ['nl'],
    status: ['active'],
  }),
  entity('p-4', 'Person', {
    name: ['Pieter Visser (fictitious)'],
    nationality: ['nl'],
    country: ['nl'],
  }),
  entity('p-5', 'Person', {
    name: ['Dariush Karimi (fictitious)'],
    nationality: ['ir'],
    country: ['nl'],
  }),
  entity('own-4', 'Ownership', { owner: ['p-4'], asset: ['co-4'], percentage: ['80'] }),
  entity('own-5', 'Ownership', { owner: ['p-5'], asset: ['co-4'], percentage: ['20'] }),
  // A parent seated in Iran whose owner, a UBO of the company, is Iranian: both reasons kept.
  entity('co-5', 'Company', {
    name: ['Heidezoom Handel B.V. (fictitious)'],
    registrationNumber: ['90000005'],
    jurisdiction: ['nl'],
    status: ['active'],
  }),
  entity('co-ir2', 'Company', { name: ['Isfahan Holding (fictitious)'], country: ['ir'] }),
  entity('p-6', 'Person', {
    name: ['Leyla Ahmadi (fictitious)'],
    nationality: ['ir'],
    country: ['ae'],
  }),
  entity('own-6', 'Ownership', { owner: ['co-ir2'], asset: ['co-5'], percentage: ['100'] }),
  entity('own-7', 'Ownership', { owner: ['p-6'], asset: ['co-ir2'], percentage: ['100'] }),
  // Nobody above 25 %: the managing director, who holds 20 %, stands in as pseudo-UBO.
  entity('co-6', 'Company', {
    name: ['Rietkraag Bouw B.V. (fictitious)'],
    registrationNumber: ['90000006'],
    jurisdiction: ['nl'],
    status: ['active'],
  }),
  entity('p-7', 'Person', {
    name: ['Reza Tehrani (fictitious)'],
    nationality: ['ir'],
    country: ['nl'],
  }),
  entity('own-8', 'Ownership', { owner: ['p-7'], asset: ['co-6'], percentage: ['20'] }),
  entity('dir-8', 'Directorship', {
    director: ['p-7'],
    organization: ['co-6'],
    role: ['Bestuurder'],
    startDate: ['2015-01-01'],
  }),
  // A parent registered in a province of Iran (ir-07, Tehran) and a UBO of unknown nationality.
  entity('co-7', 'Company', {
    name: ['Bolwerk Invoer B.V. (fictitious)'],
    registrationNumber: ['90000007'],
    jurisdiction: ['nl'],
    status: ['active'],
  }),
  entity('co-ir3', 'Company', {
    name: ['Alborz Trading (fictitious)'],
    jurisdiction: ['ir-07'],
  }),
  entity('p-8', 'Person', { name: ['Onbekend Persoon (fictitious)'], nationality: ['zz'] }),
  entity('own-9', 'Ownership', { owner: ['co-ir3'], asset: ['co-7'], percentage: ['60'] }),
  entity('own-10', 'Ownership', { owner: ['p-8'], asset: ['co-ir3'], percentage: ['100'] }),
  // A register that writes a UBO's nationality as citizenship (FtM has both).
  entity('co-8', 'Company', {
    name: ['Zandpad Vastgoed B.V. (fictitious)'],
    registrationNumber: ['90000008'],
    jurisdiction: ['nl'],
    status: ['active'],
  }),
  entity('p-9', 'Person', {
    name: ['Kim Song (fictitious)'],
    citizenship: ['kp'],
    country: ['nl'],
  }),
  entity('own-11', 'Ownership', { owner: ['p-9'], asset: ['co-8'], percentage: ['100'] }),
];

let ctx: TestContext;
let register: Awaited<ReturnType<typeof openFtmRegistry>>;

beforeAll(async () => {
  register = await openFtmRegistry(
    'risk-country',
    'fictitious',
    { entities: ENTITIES },
    {
      countryRisk: true,
    },
  );
  ctx = await createTestContext({ registry: register.registry });
});

afterAll(async () => {
  await ctx.close();
  await register.close();
});

interface Result {
  risk_country?: { risk_result?: string };
  company?: { address?: object; parents?: { name?: string; address?: object }[] };
  backend_data: string;
}

async function check(number: string, type = 'extended'): Promise<Result> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/company-checks',
    payload: { type, chamber_of_commerce_number: number },
    headers: { authorization: ctx.alice.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Result>();
}

/** backend_data's countries looked at, with why each counts. */
const countriesLooked = (result: Result) =>
  (
    JSON.parse(result.backend_data) as {
      lookups: { risk_country: { country: string; why: string; also?: string[] }[] };
    }
  ).lookups.risk_country;

describe('risk_country of a company', () => {
  it('counts the nationality of the person who owns it, and says so', async () => {
    const result = await check('90000001');
    expect(result.risk_country?.risk_result).toBe('H');
    const detail = JSON.stringify(
      (JSON.parse(result.backend_data) as { lookups: { risk_country: unknown } }).lookups
        .risk_country,
    );
    expect(detail).toContain('"country":"RU"');
    expect(detail).toContain('ubo: Olga Petrova (fictitious) (nationality)');
  });

  it('stays low for a Dutch company owned by a Dutch resident', async () => {
    expect((await check('90000002')).risk_country?.risk_result).toBe('L');
  });

  it('shows the country of a company and its parent that the register knows only by country', async () => {
    const result = await check('90000003', 'compliance');
    expect(result.risk_country?.risk_result).toBe('H');
    expect(result.company?.address).toEqual({ country: 'NL' });
    expect(result.company?.parents).toMatchObject([
      { name: 'Tehran Trading Co (fictitious)', address: { country: 'IR' } },
    ]);
    expect(result.backend_data).toContain('parent: Tehran Trading Co (fictitious)');
  });

  it("counts the nationality of a shareholder of 25 % or less, as a UBO's counts", async () => {
    const result = await check('90000004');
    expect(result.risk_country?.risk_result).toBe('H');
    expect(countriesLooked(result)).toContainEqual(
      expect.objectContaining({
        country: 'IR',
        why: 'shareholder: Dariush Karimi (fictitious) (nationality)',
        risk: 'H',
      }),
    );
    expect(countriesLooked(result)).toContainEqual(
      expect.objectContaining({
        country: 'NL',
        why: 'seat',
        also: [
          'ubo: Pieter Visser (fictitious) (nationality)',
          'ubo: Pieter Visser (fictitious) (residence)',
          'shareholder: Dariush Karimi (fictitious) (residence)',
        ],
      }),
    );
  });

  it('counts a shareholder who stands in as pseudo-UBO once, as the pseudo-UBO', async () => {
    const result = await check('90000006');
    expect(result.risk_country?.risk_result).toBe('H');
    const reasons = countriesLooked(result).flatMap((c) => [c.why, ...(c.also ?? [])]);
    expect(reasons).toContain('ubo: Reza Tehrani (fictitious) (nationality)');
    expect(reasons.filter((why) => why.includes('Reza Tehrani'))).toHaveLength(2);
  });

  it("counts a parent registered in a province as its country, as the parent's address shows it", async () => {
    const result = await check('90000007');
    expect(result.company?.parents).toMatchObject([
      { name: 'Alborz Trading (fictitious)', address: { country: 'IR' } },
    ]);
    expect(result.risk_country?.risk_result).toBe('H');
    expect(countriesLooked(result)).toContainEqual(
      expect.objectContaining({ country: 'IR', why: 'parent: Alborz Trading (fictitious)' }),
    );
    // An unknown nationality (zz) is named, not counted as a country on no list.
    const lookups = (JSON.parse(result.backend_data) as { lookups: Record<string, unknown> })
      .lookups;
    expect(lookups.risk_country_not_read).toEqual(['zz']);
  });

  it('counts a citizenship as a nationality', async () => {
    const result = await check('90000008');
    expect(result.risk_country?.risk_result).toBe('H');
    expect(countriesLooked(result)).toContainEqual(
      expect.objectContaining({ country: 'KP', why: 'ubo: Kim Song (fictitious) (citizenship)' }),
    );
  });

  it("keeps every reason a country counts for: a parent's seat and its owner's nationality", async () => {
    const result = await check('90000005');
    expect(result.risk_country?.risk_result).toBe('H');
    expect(countriesLooked(result).find((c) => c.country === 'IR')).toMatchObject({
      why: 'parent: Isfahan Holding (fictitious)',
      also: ['ubo: Leyla Ahmadi (fictitious) (nationality)'],
    });
  });
});

describe('directors of a register without listings', () => {
  it('carry no screening risk code, which would read as screened and clean', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/company-checks',
      payload: { type: 'extended', chamber_of_commerce_number: '90000006' },
      headers: { authorization: ctx.alice.authorization },
    });
    const result = response.json<{
      company?: { directors?: { name?: string; risk?: object }[] };
      backend_data: string;
    }>();
    const [director] = result.company?.directors ?? [];
    expect(director?.name).toBe('Reza Tehrani (fictitious)');
    expect(director).not.toHaveProperty('risk');
    const { sections } = JSON.parse(result.backend_data) as { sections: { unavailable: string[] } };
    expect(sections.unavailable).toContain('registrations');
  });

  it('say so in backend_data where the check type has no screening section to name', async () => {
    for (const type of ['basic_plus', 'kvk', 'extended']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/company-checks',
        payload: { type, chamber_of_commerce_number: '90000006' },
        headers: { authorization: ctx.alice.authorization },
      });
      const result = response.json<{
        company?: { directors?: { risk?: object }[] };
        backend_data: string;
      }>();
      expect(result.company?.directors?.[0], type).not.toHaveProperty('risk');
      const { lookups } = JSON.parse(result.backend_data) as { lookups: Record<string, unknown> };
      expect(lookups.directors_not_screened, type).toBe('no listings imported to screen against');
    }
  });
});
