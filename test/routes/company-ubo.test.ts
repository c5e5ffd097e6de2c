/**
 * company.ubo of the demo's sole traders and partnerships, through the HTTP API: a sole trader's
 * owner is its UBO with 100 %, a partnership's partners are UBOs by their shares; and shares just
 * off a whole number, shown as such in the tree and the report.
 */
import { describe, expect, it } from 'vitest';
import { companyBase, type CompanyBase } from '../../src/demo/companies.js';
import { companyPlan } from '../../src/demo/company-plan.js';
import { dutchCompany, ftmEntity, SMALL_DEMO } from '../demo-registry.js';
import { useRegister } from '../register-context.js';
import { useDemoFixture } from '../demo-fixture.js';

const demo = useDemoFixture();

interface UboResult {
  company?: {
    ubo?: {
      name?: string;
      shareholding_percentage?: number;
      roles?: { id?: string; type?: string; competency?: string }[];
      tree?: { level?: number; parents?: { level?: number; role?: string; name?: string }[] };
    }[];
  };
  backend_data: string;
}

async function uboCheck(kvk: string): Promise<UboResult> {
  const response = await demo.ctx.app.inject({
    method: 'POST',
    url: '/v1/company-checks',
    payload: { type: 'extended', chamber_of_commerce_number: kvk },
    headers: { authorization: demo.ctx.alice.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UboResult>();
}

/** The first active demo company of a legal form (with `persons` own persons, if given). */
function demoCompany(form: CompanyBase['form'], persons?: number): CompanyBase {
  for (let k = 0; k < SMALL_DEMO.companies; k++) {
    const base = companyBase(SMALL_DEMO.seed, k);
    if (base.form !== form || base.status !== 'active') continue;
    if (persons === undefined || base.persons === persons) return base;
  }
  throw new Error(`no active ${form} in the small demo`);
}

describe('company.ubo of sole traders and partnerships (demo data)', () => {
  it("reports a sole trader's owner as its UBO with 100 %, not as a pseudo-UBO", async () => {
    // With a second person (a proxy holder or a manager), who is not an owner.
    const base = demoCompany('Eenmanszaak', 2);
    const result = await uboCheck(base.kvk);
    const ubos = result.company?.ubo ?? [];
    expect(ubos).toHaveLength(1);
    const [ubo] = ubos;
    expect(ubo?.shareholding_percentage).toBe(100);
    expect(ubo?.roles?.map((r) => r.type)).toEqual(['owner']);
    expect(ubo?.roles?.[0]?.competency).toBe(
      'direct 100.00 % as Eigenaar: a sole proprietorship belongs wholly to its owner',
    );
    expect(ubo?.tree?.parents).toEqual([
      expect.objectContaining({
        level: 1,
        name: ubo?.name,
        role: 'owner 100.00 % (sole proprietorship)',
      }),
    ]);
    const lookups = (JSON.parse(result.backend_data) as { lookups: { ubo?: object } }).lookups;
    expect(lookups.ubo).toMatchObject({ sole_proprietorship: { owners: 1 } });
    expect(lookups.ubo).not.toHaveProperty('pseudo_ubos');
    // The provenance names the UBO the answer gives, as for a company held by shares.
    expect(lookups.ubo).toMatchObject({
      complete: true,
      persons: [{ id: expect.any(String) as string, name: ubo?.name, percentage: 100 }],
    });
  });

  it('reports the partners of a v.o.f. as UBOs by their shares', async () => {
    const base = demoCompany('V.O.F.');
    const plan = companyPlan(SMALL_DEMO.seed, base.index, SMALL_DEMO.companies, 1);
    const result = await uboCheck(base.kvk);
    const ubos = result.company?.ubo ?? [];
    expect(ubos.map((u) => u.shareholding_percentage).sort()).toEqual(
      plan.owners.map((o) => o.percentage).sort(),
    );
    for (const ubo of ubos) expect(ubo.roles?.map((r) => r.type)).toEqual(['owner']);
  });
});

describe('shares just off a whole number in the tree', () => {
  const company = (id: string, number: string, name: string) =>
    dutchCompany(id, number, name, { legalForm: ['Besloten Vennootschap'] });
  const owns = (id: string, owner: string, asset: string, percentage: string) =>
    ftmEntity(id, 'Ownership', { owner: [owner], asset: [asset], percentage: [percentage] });
  const { post } = useRegister('ubo-tree-decimals', [
    company('thr-L', '95100011', 'Drempel Test B.V. (fictitious)'),
    company('thr-M', '95100012', 'Midden Test B.V. (fictitious)'),
    ftmEntity('thr-t', 'Person', { name: ['Tom Rest (fictitious)'] }),
    ftmEntity('thr-d', 'Person', { name: ['Dirk Drempel (fictitious)'] }),
    ftmEntity('thr-e', 'Person', { name: ['Eva Ander (fictitious)'] }),
    owns('thr-o1', 'thr-t', 'thr-L', '49.999'),
    owns('thr-o2', 'thr-M', 'thr-L', '50'),
    owns('thr-o3', 'thr-d', 'thr-L', '0.001'),
    owns('thr-o4', 'thr-d', 'thr-M', '50'),
    owns('thr-o5', 'thr-e', 'thr-M', '50'),
  ]);

  it('gives 49.999 % and 0.001 % in the tree and the report as in the roles', async () => {
    const response = await post('/v1/company-checks', {
      type: 'compliance',
      chamber_of_commerce_number: '95100011',
      report_view: true,
      report_language: 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<UboResult & { report_html?: string }>();
    const ubo = (name: string) => result.company?.ubo?.find((u) => u.name?.startsWith(name));
    expect(ubo('Tom')?.shareholding_percentage).toBe(49.999);
    expect(ubo('Tom')?.roles?.map((r) => r.competency)).toEqual(['direct 49.999 %']);
    expect(ubo('Tom')?.tree?.parents?.map((p) => p.role)).toEqual(['shareholder 49.999 %']);
    expect(ubo('Dirk')?.shareholding_percentage).toBe(25.001);
    expect(ubo('Dirk')?.tree?.parents?.map((p) => p.role)).toEqual([
      'shareholder 50.00 %',
      'shareholder 0.001 %',
    ]);
    // The report's ownership diagram labels its arrows with the tree's shares.
    const html = result.report_html ?? '';
    expect(html).toMatch(/>49\.999\u00A0%<\/text>/);
    expect(html).toMatch(/>&lt;\u00A00\.01\u00A0%<\/text>/);
    expect(html).not.toMatch(/>0\u00A0%<\/text>/);
  });
});
