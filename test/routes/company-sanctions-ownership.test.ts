/**
 * Sanctions ownership/control on the fictitious demo data (`veracheck demo generate`, whose
 * README names the showcase): Pinas Makelaars B.V. (KvK 12345678), whose UBO Ann Claes is on
 * the demo sanctions list; Brugwachter Hotel B.V., wholly held by the listed Constantinou
 * Holdings Ltd; Pinas Aannemersbedrijf N.V., 12 % of which the listed Kozlov Capital NV holds;
 * and De Groot Eetcafé B.V., wholly held by Weber Invest AG, whose listing has ended.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { README_FILE } from '../../src/demo/files.js';
import { HELD_BY_SANCTIONED_PARENT } from '../../src/demo/readme.js';
import { openDemoRegistry, type DemoRegistry } from '../demo-registry.js';
import { createTestContext, type TestContext } from '../helpers.js';

let demo: DemoRegistry;
let ctx: TestContext;

beforeAll(async () => {
  // The README's dataset: the listed parents hold companies among its 2,000.
  demo = await openDemoRegistry('sanctions-ownership', {
    seed: 1,
    companies: 2000,
    addresses: 2000,
    entities: 1000,
  });
  ctx = await createTestContext({ registry: demo.registry });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await demo?.close();
});

interface Registration {
  source?: string;
  match?: string;
  description?: string;
}

interface Result {
  company?: { name?: string };
  registrations?: Registration[];
  registrations_extended?: {
    summaries: ({ source?: string } & Record<string, unknown>)[];
    registrations: Registration[];
  };
  report_html?: string;
  backend_data: string;
}

async function check(type: string, kvk: string, extra: object = {}): Promise<Result> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/company-checks',
    payload: { type, chamber_of_commerce_number: kvk, ...extra },
    headers: { authorization: ctx.alice.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Result>();
}

const ownership = (registrations: Registration[] | undefined) =>
  (registrations ?? []).filter((r) => r.source === 'ownership');

interface Lookups {
  sanctions_ownership?: {
    aggregate_percentage: number;
    blocked: boolean;
    owners: { id: string; percentage: number; sanctions: { id: string }[] }[];
  };
  screening?: { subjects: { subject: string; hits: { id: string }[] }[] };
}

const lookups = (result: Result) =>
  (JSON.parse(result.backend_data) as { lookups: Lookups }).lookups;

describe('sanctions ownership/control', () => {
  it('flags the showcase, whose UBO is listed, as blocked by its ownership', async () => {
    const result = await check('compliance', '12345678', {
      report_view: true,
      report_language: 'nl',
    });
    const [flag, ...more] = ownership(result.registrations);
    expect(more).toEqual([]);
    expect(flag?.description).toBe(
      'sanctions ownership/control: owners with sanctions hits hold 100.00 % of the company, directly or indirectly (Ann Claes 100.00 % (confirmed hit, match 98)); 50 % or more: the company is itself blocked under the OFAC 50 Percent Rule and owned by them under EU sanctions (more than 50 %)',
    );
    expect(Number(flag?.match)).toBeGreaterThan(0);
    // Last among the company's registrations, and among registrations_extended once, right
    // after the company's own hits.
    expect(result.registrations?.at(-1)).toEqual(flag);
    const extended = result.registrations_extended;
    expect(ownership(extended?.registrations)).toEqual([flag]);
    const own = result.registrations?.length ?? 0;
    expect(extended?.registrations.slice(0, own)).toEqual(result.registrations);
    // No listing of the company itself: its summary counts no sanction.
    const summary = extended?.summaries.find((s) => s.source === 'company');
    expect(summary).toMatchObject({ Sanctions: 0, CurrentSanctions: 0 });
    const found = lookups(result);
    expect(found.sanctions_ownership).toMatchObject({ aggregate_percentage: 100, blocked: true });
    expect(found.sanctions_ownership?.owners.map((o) => [o.id, o.percentage])).toEqual([
      ['demo-fpe-0-0', 100],
    ]);
    const company = found.screening?.subjects.find((s) => s.subject === 'company');
    expect(company?.hits.at(-1)?.id).toBe('sanctions-ownership');
    // The report, in Dutch, with the company's registrations.
    // (A no-break space keeps each "%" with its number.)
    expect(result.report_html?.replace(/\u00a0/g, ' ')).toContain(
      'sanctie-eigendom/zeggenschap: eigenaren met sanctietreffers houden rechtstreeks of middellijk 100 % van het bedrijf (Ann Claes 100 % (bevestigde treffer, overeenkomst 98)); 50 % of meer: het bedrijf is zelf geblokkeerd',
    );
    expect(result.report_html).toContain('Gesanctioneerde eigenaar (aandeel in %)');
  }, 60_000);

  it('flags a company wholly held by a listed parent, in an extended and a ubo check', async () => {
    const result = await check('extended', '15338480');
    expect(result.company?.name).toBe('Brugwachter Hotel B.V.');
    const [flag] = ownership(result.registrations);
    expect(flag?.description).toContain(
      '(Constantinou Holdings Ltd 100.00 % (confirmed hit, match 100)); 50 % or more',
    );
    expect(ownership(result.registrations_extended?.registrations)).toEqual([flag]);
    expect(lookups(result).sanctions_ownership?.owners.map((o) => o.id)).toEqual(['demo-fco-71']);
    const ubo = await check('ubo', '15338480');
    expect(ubo.registrations).toBeUndefined();
    expect(ownership(ubo.registrations_extended?.registrations)).toEqual([flag]);
  }, 60_000);

  it('flags the company the demo README names as wholly held by a sanctioned parent', async () => {
    const readme = readFileSync(join(demo.demoDir, README_FILE), 'utf8');
    const line = readme.split('\n').find((l) => l.startsWith(`- ${HELD_BY_SANCTIONED_PARENT}`));
    const kvk = /KvK (\d{8})/.exec(line ?? '')?.[1];
    expect(kvk, readme).toBeDefined();
    const result = await check('compliance', kvk ?? '');
    const [flag] = ownership(result.registrations);
    expect(flag?.description).toMatch(
      /hold 100\.00 % of the company.*; 50 % or more: the company is itself blocked/,
    );
    expect(lookups(result).sanctions_ownership).toMatchObject({
      aggregate_percentage: 100,
      blocked: true,
    });
  }, 60_000);

  it('names a listed owner of less than half without calling the company blocked', async () => {
    const result = await check('compliance', '18067071');
    const [flag] = ownership(result.registrations);
    expect(flag?.description).toMatch(
      /^sanctions ownership\/control: owners with sanctions hits hold 12\.00 % of the company, directly or indirectly \(Kozlov Capital NV 12\.00 % \(confirmed hit, match 100\)\); below 50 %: not blocked by ownership alone/,
    );
    expect(lookups(result).sanctions_ownership).toMatchObject({
      aggregate_percentage: 12,
      blocked: false,
    });
  }, 60_000);

  it('says nothing of a parent whose listing has ended', async () => {
    const result = await check('compliance', '80890498');
    expect(result.company?.name).toBe('De Groot Eetcafé B.V.');
    expect(ownership(result.registrations)).toEqual([]);
    expect(ownership(result.registrations_extended?.registrations)).toEqual([]);
    // The parent's hit is there, as a previous sanction.
    const parent = result.registrations_extended?.summaries.find((s) =>
      s.source?.startsWith('parent: Weber Invest AG'),
    );
    expect(parent).toMatchObject({ PreviousSanctions: 1, CurrentSanctions: 0 });
    // Nobody sanctioned: backend_data is as it was before sanctions ownership was computed.
    expect(lookups(result).sanctions_ownership).toBeUndefined();
  }, 60_000);

  it('is not part of a check that does not screen the owners', async () => {
    const result = await check('standard', '12345678');
    expect(ownership(result.registrations)).toEqual([]);
    expect(lookups(result).sanctions_ownership).toBeUndefined();
  }, 60_000);
});
