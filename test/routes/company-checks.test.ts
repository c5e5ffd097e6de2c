/**
 * Company checks of every type on the fictitious demo data: each returns the sections of the
 * DESIGN.md matrix, computed from the loaded datasets.
 */
import { describe, expect, it } from 'vitest';
import { COMPANY_SECTIONS_BY_TYPE } from '../../src/checks/sections.js';
import { kvkOf } from '../../src/demo/identifiers.js';
import { DEMO_FILES } from '../../src/demo/files.js';
import { demoRows } from '../demo-registry.js';
import { addUser } from '../helpers.js';
import { useDemoFixture } from '../demo-fixture.js';

const SHOWCASE_KVK = '12345678';

const demo = useDemoFixture();

interface CompanyResult {
  company?: Record<string, unknown> & {
    name?: string;
    directors?: { name?: string; risk?: { code?: string }; address_match?: { code?: string } }[];
    parents?: { name?: string; shareholding_percentage?: number; parents?: unknown[] }[];
    ubo?: {
      name?: string;
      shareholding_percentage?: number;
      roles?: { type?: string; competency?: string }[];
      tree?: { level?: number; parents?: unknown[] };
    }[];
  };
  vat_validation?: { result?: string; vat_number?: string; result_description?: string };
  risk_country?: { risk_result?: string };
  financial_info?: { risk_rating?: { code?: string } };
  claims?: unknown[];
  registrations?: { source?: string; match?: string }[];
  registrations_extended?: { summaries?: Record<string, unknown>[]; registrations?: unknown[] };
  backend_data: string;
  [key: string]: unknown;
}

async function companyCheck(body: object, status = 200): Promise<CompanyResult> {
  const response = await demo.ctx.app.inject({
    method: 'POST',
    url: '/v1/company-checks',
    payload: body,
    headers: { authorization: demo.ctx.alice.authorization },
  });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<CompanyResult>();
}

const backend = (result: CompanyResult) =>
  JSON.parse(result.backend_data) as {
    lookups: { company?: { matched_by?: string; looked_up?: unknown[]; score?: number } };
    sections: { returned: string[]; not_found: string[]; unavailable: string[] };
    upstream: unknown[];
  };

/** The sections of the matrix a result shows (the company record's parts count separately). */
function sectionsShown(result: CompanyResult): string[] {
  const shown: string[] = [];
  if (result.company?.name) shown.push('company');
  if (result.vat_validation) shown.push('vat_validation');
  if (result.company?.directors) shown.push('directors');
  if (result.risk_country) shown.push('risk_country');
  if (result.financial_info || result.claims) shown.push('financial_info');
  if (result.company?.company_balance_sheet) shown.push('company_balance_sheet');
  if (result.company?.parents) shown.push('parents');
  if (result.company?.ubo) shown.push('ubo');
  if (result.registrations) shown.push('registrations');
  if (result.registrations_extended) shown.push('registrations_extended');
  return shown;
}

describe('company checks on the demo data', () => {
  it.each(Object.entries(COMPANY_SECTIONS_BY_TYPE))(
    'type %s returns exactly its sections for the showcase company',
    async (type, sections) => {
      const result = await companyCheck({ type, chamber_of_commerce_number: SHOWCASE_KVK });
      expect(sectionsShown(result).sort()).toEqual([...sections].sort());
      expect(backend(result).sections.unavailable).toEqual([]);
    },
  );

  it('names in backend_data the dataset versions its sections read, and no others', async () => {
    const datasetsOf = (result: CompanyResult) =>
      (JSON.parse(result.backend_data) as { datasets: { name: string }[] }).datasets.map(
        (d) => d.name,
      );
    const basic = datasetsOf(
      await companyCheck({ type: 'basic', chamber_of_commerce_number: SHOWCASE_KVK }),
    );
    // basic finds the company in the register data; it reads no finances and no person data.
    expect(basic).toContain('demo-entities');
    for (const unread of ['demo-financials', 'demo-claims', 'demo-residents', 'country-risk']) {
      expect(basic).not.toContain(unread);
    }
    const mkb = datasetsOf(
      await companyCheck({ type: 'mkb', chamber_of_commerce_number: SHOWCASE_KVK }),
    );
    expect(mkb).toEqual(
      expect.arrayContaining([
        'demo-entities',
        'demo-financials',
        'demo-claims',
        'demo-balance-sheet',
        'country-risk',
        'demo-residents',
      ]),
    );
    expect(mkb).not.toContain('demo-phone-directory');
  });

  it('identifies the company by KvK number and returns its identity', async () => {
    const result = await companyCheck({ type: 'basic', chamber_of_commerce_number: SHOWCASE_KVK });
    const company = result.company ?? {};
    expect(company.chamber_of_commerce_number).toBe(SHOWCASE_KVK);
    expect(company.business_entity_type).toBe('Besloten Vennootschap');
    expect(company.status).toBe('active');
    expect(company.incorporation_year).toMatch(/^\d{4}$/);
    expect(company.industry).toMatch(/^\d{2,5}$/);
    expect(company.industry_description).toBeTruthy();
    expect((company.address as { zip_code?: string } | undefined)?.zip_code).toMatch(
      /^\d{4}[A-Z]{2}$/,
    );
    expect(backend(result).lookups.company?.matched_by).toBe('chamber_of_commerce_number');
  });

  it('finds the same company by VAT number and by name with a typo', async () => {
    const byKvk = await companyCheck({ type: 'basic', chamber_of_commerce_number: SHOWCASE_KVK });
    const vat = byKvk.vat_validation?.vat_number ?? '';
    expect(vat).toMatch(/^NL\d{9}B\d{2}$/);
    const byVat = await companyCheck({ type: 'basic', vat_number: vat });
    expect(byVat.company?.chamber_of_commerce_number).toBe(SHOWCASE_KVK);
    expect(backend(byVat).lookups.company?.matched_by).toBe('vat_number');
    // Typed in full-width forms, both numbers find the company all the same.
    const fullWidth = (text: string) =>
      text.replace(/[0-9A-Z]/g, (c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0));
    for (const body of [
      { vat_number: fullWidth(vat) },
      { chamber_of_commerce_number: fullWidth(SHOWCASE_KVK) },
    ]) {
      const wide = await companyCheck({ type: 'basic', ...body });
      expect(wide.company?.chamber_of_commerce_number, JSON.stringify(body)).toBe(SHOWCASE_KVK);
    }

    const name = byKvk.company?.name ?? '';
    const typo = `${name.slice(0, 3)}${name.slice(4)}`;
    const byName = await companyCheck({ type: 'basic', company: { name: typo } });
    expect(byName.company?.chamber_of_commerce_number).toBe(SHOWCASE_KVK);
    expect(backend(byName).lookups.company?.matched_by).toBe('name');
  });

  it('accepts the search_identifier of an earlier company search', async () => {
    const search = await demo.ctx.app.inject({
      method: 'POST',
      url: '/v1/company-search',
      payload: { chamber_of_commerce_number: SHOWCASE_KVK },
      headers: { authorization: demo.ctx.alice.authorization },
    });
    expect(search.statusCode).toBe(200);
    const [found] = search.json<{ companies: { search_identifier?: string }[] }>().companies;
    expect(found?.search_identifier).toBeTruthy();
    const result = await companyCheck({
      type: 'basic',
      search_identifier: found?.search_identifier,
    });
    expect(result.company?.chamber_of_commerce_number).toBe(SHOWCASE_KVK);
    expect(backend(result).lookups.company?.matched_by).toBe('search_identifier');
  });

  it("says so where a VAT number given is another company's, or not the company's own", async () => {
    const showcase = await companyCheck({
      type: 'basic',
      chamber_of_commerce_number: SHOWCASE_KVK,
    });
    const showcaseVat = showcase.vat_validation?.vat_number ?? '';
    expect(showcaseVat).toMatch(/^NL\d{9}B\d{2}$/);
    const other = await companyCheck({ type: 'basic', chamber_of_commerce_number: kvkOf(1) });
    const otherVat = other.vat_validation?.vat_number ?? '';
    expect(otherVat).not.toBe(showcaseVat);
    const mixed = await companyCheck({
      type: 'basic',
      chamber_of_commerce_number: kvkOf(1),
      vat_number: showcaseVat,
    });
    expect(mixed.company?.chamber_of_commerce_number).toBe(kvkOf(1));
    const description = mixed.vat_validation?.result_description ?? '';
    expect(description).toContain(
      `the register has this VAT number for ${showcase.company?.name ?? '?'} (${SHOWCASE_KVK}), not for the company checked`,
    );
    expect(description).toContain(`the company checked is registered with VAT number ${otherVat}`);
    // Another suffix: the register knows only the RSIN in it, and says so, not "this VAT number".
    const rsin = showcaseVat.slice(2, 11);
    const byRsin = await companyCheck({
      type: 'basic',
      chamber_of_commerce_number: kvkOf(1),
      vat_number: `NL${rsin}B77`,
    });
    const rsinDescription = byRsin.vat_validation?.result_description ?? '';
    expect(rsinDescription).toContain(
      `the RSIN in this VAT number, ${rsin}, is that of ${showcase.company?.name ?? '?'} (${SHOWCASE_KVK}) in the register, not of the company checked`,
    );
    expect(rsinDescription).not.toContain('has this VAT number');
    // The company's own number, written otherwise, draws no remark.
    const own = await companyCheck({
      type: 'basic',
      chamber_of_commerce_number: SHOWCASE_KVK,
      vat_number: showcaseVat.slice(2).toLowerCase(),
    });
    expect(own.vat_validation?.result_description).not.toMatch(/register|registered/);
  });

  it('says in backend_data which part of financial_info and claims the data had', async () => {
    const financials = new Set(
      demoRows(demo.demoDir, DEMO_FILES.financials.file).map((r) => r.kvk_number),
    );
    const claimsOnly = demoRows(demo.demoDir, DEMO_FILES.claims.file).find(
      (r) => !financials.has(r.kvk_number),
    )?.kvk_number;
    expect(claimsOnly).toBeTruthy();
    const result = await companyCheck({ type: 'extended', chamber_of_commerce_number: claimsOnly });
    expect(result.financial_info).toBeUndefined();
    expect(result.claims?.length).toBeGreaterThan(0);
    const lookups = JSON.parse(result.backend_data) as {
      lookups: { financial_info?: { financials_record: string | null; claims: number } };
    };
    expect(lookups.lookups.financial_info).toEqual({
      financials_record: null,
      claims: result.claims?.length,
    });
  });

  it('answers 200 for an unknown company: no company section, the VAT number still validated', async () => {
    const result = await companyCheck({
      type: 'extended',
      chamber_of_commerce_number: '99999997',
      vat_number: 'NL123456782B01',
    });
    expect(result.company).toBeUndefined();
    expect(result.vat_validation?.result).toBe('Unverified');
    expect(backend(result).lookups.company?.looked_up).toEqual([
      { by: 'chamber_of_commerce_number', found: [] },
      { by: 'vat_number', found: [] },
      { by: 'rsin', found: [] },
    ]);
  });

  it('marks a VAT number with a bad check digit Invalid, whether or not the company exists', async () => {
    const result = await companyCheck({ type: 'basic', vat_number: 'NL123456789B01' });
    expect(result.vat_validation?.result).toBe('Invalid');
    expect(result.vat_validation?.result_description).toMatch(/check digit/i);
  });

  it('walks the showcase ownership abroad to its UBO, screened, and screens the directors', async () => {
    const result = await companyCheck({
      type: 'extended',
      chamber_of_commerce_number: SHOWCASE_KVK,
    });
    const [parent] = result.company?.parents ?? [];
    expect(parent?.shareholding_percentage).toBe(100);
    expect(parent?.parents?.length).toBeGreaterThan(0);
    const [ubo] = result.company?.ubo ?? [];
    expect(ubo?.shareholding_percentage).toBeGreaterThan(25);
    expect(ubo?.roles?.[0]?.type).toBeTruthy();
    expect(ubo?.tree?.level).toBe(0);
    const summaries = result.registrations_extended?.summaries ?? [];
    expect(summaries.map((s) => String(s.source))).toEqual(
      expect.arrayContaining([
        'company',
        expect.stringMatching(/^director: /),
        expect.stringMatching(/^ubo: /),
      ]),
    );
    const uboSummary = summaries.find((s) => String(s.source).startsWith('ubo: '));
    expect(Number(uboSummary?.Sanctions)).toBeGreaterThan(0);
    const directors = result.company?.directors ?? [];
    expect(directors.length).toBeGreaterThanOrEqual(2);
    expect(directors.some((d) => d.risk?.code !== '0')).toBe(true);
    expect(directors.every((d) => d.address_match?.code)).toBe(true);
    expect(result.risk_country?.risk_result).toMatch(/^[LMH]$/);
    expect(result.financial_info?.risk_rating?.code).toMatch(/^BRR[0-5]$/);
  });

  it('finishes on an ownership cycle', async () => {
    const kvk = kvkOf(1);
    const result = await companyCheck({ type: 'ubo', chamber_of_commerce_number: kvk });
    expect(result.company?.parents).toBeDefined();
    expect(result.company?.ubo).toBeDefined();
  });

  /** A custom check of the showcase by a new organisation that configured these sections. */
  async function customCheck(organisation: string, user: string, sections: string[]) {
    const caller = await addUser(demo.ctx.store, organisation, user);
    await demo.ctx.store.setCustomSections(caller.organisationId, 'company', sections);
    const response = await demo.ctx.app.inject({
      method: 'POST',
      url: '/v1/company-checks',
      payload: { type: 'custom', chamber_of_commerce_number: SHOWCASE_KVK },
      headers: { authorization: caller.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CompanyResult>();
  }

  it('runs the sections an organisation configured for custom checks', async () => {
    const result = await customCheck('Organisation C (fictitious)', 'carol', [
      'company',
      'risk_country',
    ]);
    expect(sectionsShown(result).sort()).toEqual(['company', 'risk_country']);
  });

  it("gives a custom check's company parts with the company's identity", async () => {
    const result = await customCheck('Organisation D (fictitious)', 'dave', [
      'ubo',
      'registrations',
    ]);
    expect(sectionsShown(result).sort()).toEqual(['company', 'registrations', 'ubo']);
    expect(result.company?.chamber_of_commerce_number).toBe(SHOWCASE_KVK);
    expect(result.company?.directors).toBeUndefined();
  });
});
