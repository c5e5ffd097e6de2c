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
const director = (id: string, who: string, of: string, role: string) =>
  entity(id, 'Directorship', {
    director: [who],
    organization: [of],
    role: [role],
    startDate: ['2015-01-01'],
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
];

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
  company?: { ubo?: { name?: string; roles?: { type?: string; competency?: string }[] }[] };
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
        'pseudo-UBO as Bestuurder of R. de Vos Beheer B.V. (fictitious)',
      ) as string,
    });
    const ubo = (JSON.parse(result.backend_data) as { lookups: { ubo: Record<string, unknown> } })
      .lookups.ubo;
    expect(ubo).toMatchObject({
      pseudo_ubos: 2,
      legal_entity_directors_without_persons: ['Lege Huls B.V. (fictitious)'],
    });
  });
});
