/**
 * Pseudo-UBOs looked through directors that are legal entities, on a small fictitious register:
 * where nobody holds more than 25 %, the natural persons managing a holding that is the
 * company's bestuurder are its senior managing officials.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '../../src/entities/entity.js';
import { ftmEntity, openFtmRegistry } from '../demo-registry.js';
import { createTestContext, type TestContext } from '../helpers.js';

const entity = ftmEntity;
const company = (id: string, name: string, number: string) =>
  entity(id, 'Company', {
    name: [name],
    registrationNumber: [number],
    jurisdiction: ['nl'],
    status: ['active'],
  });
const person = (id: string, name: string) => entity(id, 'Person', { name: [name] });
const director = (id: string, who: string, of: string, role: string, startDate = '2015-01-01') =>
  entity(id, 'Directorship', {
    director: [who],
    organization: [of],
    role: [role],
    startDate: [startDate],
  });

const ENTITIES: Entity[] = [
  company('co-1', 'Willemsoord Facilitair B.V. (fictitious)', '91000001'),
  company('co-h', 'R. de Vos Beheer B.V. (fictitious)', '91000002'),
  company('co-e', 'Lege Huls B.V. (fictitious)', '91000003'),
  person('p-1', 'Judith Willemsoord (fictitious)'),
  person('p-2', 'Rob de Vos (fictitious)'),
  person('p-3', 'Noor Gevolmacht (fictitious)'),
  director('d-1', 'p-1', 'co-1', 'Bestuurder'),
  director('d-2', 'co-h', 'co-1', 'Bestuurder'),
  director('d-3', 'co-e', 'co-1', 'Bestuurder'),
  director('d-4', 'p-2', 'co-h', 'Bestuurder'),
  director('d-5', 'p-3', 'co-h', 'Gevolmachtigde'),
  // Two holdings as bestuurder, both managed by one top holding (since 2024) and its person.
  company('co-2', 'Gedeeld Bestuur N.V. (fictitious)', '91000010'),
  company('co-ha', 'Bestuur Holding A B.V. (fictitious)', '91000011'),
  company('co-hb', 'Bestuur Holding B B.V. (fictitious)', '91000012'),
  company('co-top', 'Bestuur Top B.V. (fictitious)', '91000013'),
  person('p-top', 'Wim Achterman (fictitious)'),
  director('d-10', 'co-ha', 'co-2', 'Bestuurder'),
  director('d-11', 'co-hb', 'co-2', 'Bestuurder'),
  director('d-12', 'co-top', 'co-ha', 'Bestuurder', '2024-03-01'),
  director('d-13', 'co-top', 'co-hb', 'Bestuurder', '2024-03-01'),
  director('d-14', 'p-top', 'co-top', 'Directeur', '2005-01-01'),
  // Four legal entities deep before a person: the fourth is not looked through.
  company('co-3', 'Lagen B.V. (fictitious)', '91000020'),
  ...[1, 2, 3, 4].map((n) =>
    company(`co-l${n}`, `Lagen Bestuur ${n} B.V. (fictitious)`, `9100002${n}`),
  ),
  person('p-deep', 'Fenna Onderaan (fictitious)'),
  director('d-20', 'co-l1', 'co-3', 'Bestuurder'),
  director('d-21', 'co-l2', 'co-l1', 'Bestuurder'),
  director('d-22', 'co-l3', 'co-l2', 'Bestuurder'),
  director('d-23', 'co-l4', 'co-l3', 'Bestuurder'),
  director('d-24', 'p-deep', 'co-l4', 'Bestuurder'),
  // Two small shareholders, one of them bestuurder too: nobody above 25 %.
  company('co-4', 'Kleine Aandelen B.V. (fictitious)', '91000030'),
  person('p-s1', 'Sanne Bestuur (fictitious)'),
  person('p-s2', 'Tim Belegger (fictitious)'),
  person('p-s3', 'Ans Directie (fictitious)'),
  entity('o-1', 'Ownership', { owner: ['p-s1'], asset: ['co-4'], percentage: ['20'] }),
  entity('o-2', 'Ownership', { owner: ['p-s2'], asset: ['co-4'], percentage: ['10'] }),
  director('d-30', 'p-s1', 'co-4', 'Bestuurder'),
  director('d-31', 'p-s3', 'co-4', 'Directeur'),
];

async function uboCheck(number: string): Promise<{ result: Result; ubo: Record<string, unknown> }> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/company-checks',
    payload: { type: 'ubo', chamber_of_commerce_number: number },
    headers: { authorization: ctx.alice.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<Result>();
  const { ubo } = (JSON.parse(result.backend_data) as { lookups: { ubo: Record<string, unknown> } })
    .lookups;
  return { result, ubo };
}

let ctx: TestContext;
let register: Awaited<ReturnType<typeof openFtmRegistry>>;

beforeAll(async () => {
  register = await openFtmRegistry('pseudo-ubo', 'fictitious', { entities: ENTITIES });
  ctx = await createTestContext({ registry: register.registry });
});

afterAll(async () => {
  await ctx.close();
  await register.close();
});

interface Result {
  company?: {
    ubo?: {
      name?: string;
      roles?: { type?: string; competency?: string; start_date?: string }[];
    }[];
  };
  backend_data: string;
}

describe('pseudo-UBOs', () => {
  it('take the persons managing a legal-entity director, and name one without any', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/company-checks',
      payload: { type: 'ubo', chamber_of_commerce_number: '91000001' },
      headers: { authorization: ctx.alice.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Result>();
    const ubos = result.company?.ubo ?? [];
    expect(ubos.map((u) => u.name)).toEqual([
      'Judith Willemsoord (fictitious)',
      'Rob de Vos (fictitious)',
    ]);
    expect(ubos[1]?.roles?.[0]).toMatchObject({
      type: 'pseudo_ubo',
      competency: expect.stringContaining(
        'pseudo-UBO as Bestuurder through R. de Vos Beheer B.V. (fictitious)',
      ) as string,
    });
    const ubo = (JSON.parse(result.backend_data) as { lookups: { ubo: Record<string, unknown> } })
      .lookups.ubo;
    expect(ubo).toMatchObject({
      pseudo_ubos: 2,
      legal_entity_directors_without_persons: ['Lege Huls B.V. (fictitious)'],
    });
    // The persons behind the company are the pseudo-UBOs, marked so: they hold no share.
    expect(ubo.persons).toEqual([
      { id: 'p-1', name: 'Judith Willemsoord (fictitious)', pseudo_ubo: true },
      { id: 'p-2', name: 'Rob de Vos (fictitious)', pseudo_ubo: true },
    ]);
  });

  it('lists the pseudo-UBOs among the persons the shares reach, a shareholder among them once', async () => {
    const { result, ubo } = await uboCheck('91000030');
    expect(result.company?.ubo?.map((u) => u.name)).toEqual([
      'Sanne Bestuur (fictitious)',
      'Ans Directie (fictitious)',
    ]);
    expect(ubo).toMatchObject({ complete: false, pseudo_ubos: 2 });
    expect(ubo.persons).toEqual([
      { id: 'p-s1', name: 'Sanne Bestuur (fictitious)', percentage: 20, pseudo_ubo: true },
      { id: 'p-s3', name: 'Ans Directie (fictitious)', pseudo_ubo: true },
      { id: 'p-s2', name: 'Tim Belegger (fictitious)', percentage: 10 },
    ]);
  });

  it('looks through one legal entity under each holding it manages, from the latest start', async () => {
    const { result, ubo } = await uboCheck('91000010');
    const [wim] = result.company?.ubo ?? [];
    expect(wim?.name).toBe('Wim Achterman (fictitious)');
    expect(wim?.roles?.map((r) => [r.competency?.split(':')[0], r.start_date])).toEqual([
      [
        'pseudo-UBO as Directeur through Bestuur Top B.V. (fictitious) > Bestuur Holding A B.V. (fictitious)',
        '2024-03-01T00:00:00.000Z',
      ],
      [
        'pseudo-UBO as Directeur through Bestuur Top B.V. (fictitious) > Bestuur Holding B B.V. (fictitious)',
        '2024-03-01T00:00:00.000Z',
      ],
    ]);
    expect(ubo).not.toHaveProperty('legal_entity_directors_without_persons');
  });

  it('says which legal entity the look-through stopped at, and names none as without persons', async () => {
    const { ubo } = await uboCheck('91000020');
    expect(ubo).toMatchObject({
      complete: false,
      legal_entity_directors_not_looked_through: ['Lagen Bestuur 4 B.V. (fictitious)'],
    });
    expect(ubo).not.toHaveProperty('legal_entity_directors_without_persons');
  });
});
