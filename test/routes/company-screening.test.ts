/**
 * Screening the company of a check found by name, on a small fictitious register and list: the
 * name asked about is screened too, and where several companies fit the name, the chosen one's
 * registration number does not rule out a listed namesake, while a listing whose number is none
 * of theirs is ruled out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '../../src/entities/entity.js';
import { openFtmRegistry } from '../demo-registry.js';
import { createTestContext, postAsAlice, type TestContext } from '../helpers.js';

const company = (id: string, name: string, extra: Record<string, string[]> = {}): Entity => ({
  id,
  schema: 'Company',
  properties: { name: [name], jurisdiction: ['cy'], status: ['active'], ...extra },
});

/** Fictitious: two register companies of one name, one of them listed; a listing by name only. */
const ENTITIES: Entity[] = [
  company('reg-a', 'Nicolaou Holdings Ltd', { registrationNumber: ['HE 161926'] }),
  company('reg-b', 'Nicolaou Holdings Ltd', { registrationNumber: ['HE 439526'] }),
  company('list-b', 'NICOLAOU HOLDINGS', {
    registrationNumber: ['HE 439526'],
    topics: ['crime.fin'],
  }),
  company('reg-c', 'Mulder Logistiek B.V.', {
    registrationNumber: ['96047592'],
    jurisdiction: ['nl'],
  }),
  company('list-c', 'Muller Logistics S.A.', { jurisdiction: ['lu'], topics: ['sanction'] }),
  company('reg-d', 'Christou Trading Ltd', { registrationNumber: ['HE 200001'] }),
  company('reg-e', 'Christou Trading Ltd', { registrationNumber: ['HE 200002'] }),
  company('list-f', 'CHRISTOU TRADING', {
    registrationNumber: ['HE 299999'],
    topics: ['crime.fin'],
  }),
];

let ctx: TestContext;
let register: Awaited<ReturnType<typeof openFtmRegistry>>;

beforeAll(async () => {
  register = await openFtmRegistry('company-screening', 'fictitious', { entities: ENTITIES });
  ctx = await createTestContext({ registry: register.registry });
});

afterAll(async () => {
  await ctx.close();
  await register.close();
});

interface Result {
  company?: { name?: string; chamber_of_commerce_number?: string };
  registrations?: { description?: string }[];
  backend_data: string;
}

async function compliance(body: object): Promise<Result> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/company-checks',
    payload: { type: 'compliance', ...body },
    headers: { authorization: ctx.alice.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Result>();
}

const hitIds = (result: Result) =>
  (
    JSON.parse(result.backend_data) as {
      lookups: { screening?: { subjects: { subject: string; hits: { id: string }[] }[] } };
    }
  ).lookups.screening?.subjects
    .filter((s) => s.subject === 'company')
    .flatMap((s) => s.hits.map((h) => h.id)) ?? [];

describe('screening the company of a check found by name', () => {
  it('reports a listed namesake where several companies fit the name', async () => {
    const result = await compliance({ company: { name: 'Nicolaou Holdings Ltd' } });
    expect(result.company?.name).toBe('Nicolaou Holdings Ltd');
    expect(hitIds(result)).toContain('list-b');
    expect(result.registrations?.length).toBeGreaterThan(0);
  });

  it('rules out a listing whose number is none of the companies that fit the name', async () => {
    const result = await compliance({ company: { name: 'Christou Trading Ltd' } });
    expect(result.company?.name).toBe('Christou Trading Ltd');
    expect(hitIds(result)).not.toContain('list-f');
    expect(result.registrations).toEqual([]);
  });

  it('still rules the namesake out when the company is named by its number', async () => {
    const result = await compliance({ chamber_of_commerce_number: 'HE 161926' });
    expect(result.company?.chamber_of_commerce_number).toBe('HE 161926');
    expect(hitIds(result)).not.toContain('list-b');
  });

  it('screens the name asked about, not only the register name it was taken for', async () => {
    const result = await compliance({ company: { name: 'Muller Logistics S.A.' } });
    expect(result.company?.name).toBe('Mulder Logistiek B.V.');
    expect(hitIds(result)).toContain('list-c');
  });
});

describe('company screening without any listing imported', () => {
  it('names registrations and registrations_extended unavailable, not found clean', async () => {
    const bare = await openFtmRegistry('company-screening-bare', 'fictitious', {
      entities: ENTITIES.filter((e) => !e.id.startsWith('list-')),
    });
    const app = await createTestContext({ registry: bare.registry });
    try {
      const response = await postAsAlice(app, '/v1/company-checks', {
        type: 'compliance',
        chamber_of_commerce_number: '96047592',
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<Result>();
      expect(result.company?.name).toBe('Mulder Logistiek B.V.');
      expect(result.registrations).toBeUndefined();
      const { sections } = JSON.parse(result.backend_data) as {
        sections: { not_found: string[]; unavailable: string[] };
      };
      // The fixture has no country lists either: risk_country could not look.
      expect(sections.unavailable).toEqual([
        'risk_country',
        'registrations',
        'registrations_extended',
      ]);
      expect(sections.not_found).not.toContain('registrations');
    } finally {
      await app.close();
      await bare.close();
    }
  });
});

describe('company data of sanctions lists alone', () => {
  it('is no register: company search answers 503 after judging the input, a check names company unavailable', async () => {
    const listsOnly = await openFtmRegistry('company-screening-lists', 'fictitious', {
      entities: ENTITIES.filter((e) => e.id.startsWith('list-')),
    });
    const app = await createTestContext({ registry: listsOnly.registry });
    try {
      const search = await postAsAlice(app, '/v1/company-search', {
        company: { name: 'Muller Logistics S.A.' },
      });
      expect(search.statusCode, search.body).toBe(503);
      expect(search.json()).toMatchObject({ code: 'COMPANY_DATA_UNAVAILABLE' });
      // Input that cannot be read is named as it is where a register is loaded.
      const unreadable = await postAsAlice(app, '/v1/company-search', {
        company: { address: { zip_code: 'ABCD', house_number: '1' } },
      });
      expect(unreadable.statusCode, unreadable.body).toBe(400);
      const check = await postAsAlice(app, '/v1/company-checks', {
        type: 'compliance',
        company: { name: 'Muller Logistics S.A.' },
      });
      expect(check.statusCode, check.body).toBe(200);
      const { sections } = JSON.parse(check.json<Result>().backend_data) as {
        sections: { unavailable: string[] };
      };
      expect(sections.unavailable).toContain('company');
    } finally {
      await app.close();
      await listsOnly.close();
    }
  });

  it('with a register beside them, searches answer 200', async () => {
    const search = await postAsAlice(ctx, '/v1/company-search', {
      company: { name: 'Mulder Logistiek' },
    });
    expect(search.statusCode, search.body).toBe(200);
  });
});

describe('a company check without any company data imported', () => {
  it('names the company section unavailable, not the company not found', async () => {
    const app = await createTestContext();
    try {
      const response = await postAsAlice(app, '/v1/company-checks', {
        type: 'basic',
        chamber_of_commerce_number: '96047592',
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<Result>();
      expect(result.company).toBeUndefined();
      const { sections } = JSON.parse(result.backend_data) as {
        sections: { not_found: string[]; unavailable: string[] };
      };
      expect(sections.unavailable).toContain('company');
      expect(sections.not_found).not.toContain('company');
    } finally {
      await app.close();
    }
  });
});
