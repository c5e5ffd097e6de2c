import { describe, expect, it } from 'vitest';
import type { CompanyCheckResult } from '../contract/company-check.js';
import { renderReportHtml, type ReportInput } from './render-html.js';

const hostile = `<script>alert("x")</script> & 'quoted'`;

const features = [
  {
    feature: 'name',
    value: 0.94,
    weight: 0.75,
    detail: `'Vladimir Petrov' vs 'Владимир Петров': transliterated`,
  },
  { feature: 'birth_date', value: 1, weight: 2, detail: 'birth date 1961-07-04 vs 1961-07-04' },
];

/** A company check of type extended, as stored (backend_data as the pipeline writes it). */
const companyResult: CompanyCheckResult = {
  check_identifier: 'chk-2026-0001',
  report_identifier: 'rpt_0190a1b2c3d4',
  company: {
    status: 'in_liquidation',
    name: 'Łódź Trading B.V.',
    type: 'Company',
    address: {
      street: 'Damrak',
      house_number: '1',
      house_number_extension: 'A',
      zip_code: '1012AB',
      city: 'Amsterdam',
      country: 'NL',
    },
    business_entity_type: 'Besloten Vennootschap',
    incorporation_date: '2001-05-14T00:00:00.000Z',
    chamber_of_commerce_number: '90000001',
    directors: [
      {
        name: 'Hans Müller',
        gender: 'M',
        date_of_birth: '1970-03-02',
        company: 'Nee',
        authority: 'Bestuurder, zelfstandig bevoegd',
        function_date: '2015-01-01',
        risk: { code: '1', description: 'Possible hit: politically exposed person (ftm-demo)' },
        address_match: { code: 'AM04', message: 'Known at this address' },
      },
    ],
    parents: [
      {
        name: 'Müller Holding B.V.',
        chamber_of_commerce_number: '90000002',
        shareholding_percentage: 60,
        start_date: '2010-01-01',
        directors: [{ name: 'Anna de Vries', authority: 'Directeur' }],
        parents: [
          {
            name: 'Владимир Invest Ltd',
            shareholding_percentage: 100,
            address: { city: 'Limassol', country: 'CY' },
          },
        ],
      },
    ],
    ubo: [
      {
        name: 'Владимир Петров',
        shareholding_percentage: 45,
        person: {
          first_name: 'Владимир',
          last_name: 'Петров',
          date_of_birth: '1961-07-04T00:00:00.000Z',
        },
        roles: [
          {
            id: 'r1',
            type: 'owner',
            competency: 'indirect 45.00 % through Müller Holding B.V. > Владимир Invest Ltd',
            start_date: '2012-06-01T00:00:00.000Z',
          },
        ],
        tree: {
          level: 0,
          id: 'c1',
          type: 'company',
          role: 'checked company',
          name: 'Łódź Trading B.V.',
          parents: [
            {
              level: 1,
              id: 'c2',
              type: 'company',
              role: 'shareholder 60 %',
              name: 'Müller Holding B.V.',
              parents: [
                {
                  level: 2,
                  id: 'c3',
                  type: 'company',
                  role: 'shareholder 100 %',
                  name: 'Владимир Invest Ltd',
                  parents: [
                    {
                      level: 3,
                      id: 'p1',
                      type: 'person',
                      role: 'shareholder 75 %',
                      name: 'Владимир Петров',
                      parents: [],
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
    ],
    company_balance_sheet: {
      entries: [{ year: 2025, currency: 'EUR', total_assets: '1250000.00', net_result: '-35000' }],
    },
  },
  vat_validation: { result: 'Unverified', vat_number: 'NL001234567B01' },
  risk_country: { risk_result: 'M' },
  financial_info: {
    risk_rating: { code: 'BRR2', message: 'Laag risico' },
    payment_behavior: { code: 'BBG1', message: 'Betaalt binnen de termijn', term: '30' } as {
      code: string;
    },
    equity: '1250000.00',
  },
  claims: [{ receivedDate: '2026-04-18', claimAmount: '18400.50', closed: 'false' }],
  registrations: [
    { source: 'ftm-demo', match: '81', description: 'debarred from public procurement' },
  ],
  registrations_extended: {
    summaries: [
      { source: 'company', company_name: 81, Sanctions: 0 },
      { source: 'ubo: Владимир Петров', person: 97, PoliticallyExposed: 1 },
    ],
    registrations: [
      { source: 'ftm-demo', match: '81', description: 'debarred from public procurement' },
      { source: 'ftm-demo', match: '97', description: 'politically exposed person: Minister' },
    ],
  },
  request_parameters: { company: { chamber_of_commerce_number: '90000001' } },
  backend_data: JSON.stringify({
    service: 'veracheck',
    version: '0.1.0',
    check: { kind: 'company', type: 'extended' },
    sections: { requested: [], returned: [], not_found: [], unavailable: [] },
    datasets: [
      { name: 'demo-register', version: '20261101T000000Z' },
      { name: 'ftm-demo', version: '20261115T120000Z' },
    ],
    lookups: {
      screening: {
        listed_entities: 120,
        subjects: [
          {
            subject: 'company',
            hits: [
              {
                id: 'e1',
                caption: 'Lodz Trading',
                matched_name: 'Lodz Trading BV',
                score: 0.81,
                features,
              },
            ],
          },
          {
            subject: 'ubo: Владимир Петров',
            hits: [
              {
                id: 'e2',
                caption: 'Vladimir Petrov',
                matched_name: 'Vladimir Petrov',
                score: 0.97,
                features,
              },
            ],
          },
        ],
      },
    },
    upstream: [],
    timings_ms: { total: 3 },
  }),
};

const companyInput = (overrides: Partial<ReportInput> = {}): ReportInput => ({
  kind: 'company',
  result: companyResult,
  language: 'nl',
  organisationName: 'Demo Organisatie',
  createdAt: '2026-11-23T07:47:44.123Z',
  ...overrides,
});

/** The section names (class section-<name>) of a report, in order. */
const sectionsOf = (html: string): string[] =>
  [...html.matchAll(/<section class="section section-([a-z_]+)/g)].map((m) => m[1] ?? '');

describe('renderReportHtml: the document', () => {
  it('is one complete document with inline CSS, print rules and no URL at all', () => {
    for (const input of [companyInput(), companyInput({ language: 'en' })]) {
      const html = renderReportHtml(input);
      expect(html.startsWith('<!DOCTYPE html>\n<html lang="')).toBe(true);
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
      expect(html).toContain('<style>');
      expect(html).toContain('@media print');
      expect(html).toContain('break-before:page');
      expect(html).not.toMatch(/https?:\/\//);
      expect(html).not.toMatch(/<(link|script|img|iframe|object)\b/i);
      expect(html).not.toMatch(/\b(src|href)=/i);
      expect(html).toContain('content="default-src &#39;none&#39;;');
    }
  });

  it('is the same for the same check, byte for byte', () => {
    const first = renderReportHtml(companyInput());
    const again = renderReportHtml(companyInput({ result: structuredClone(companyResult) }));
    expect(again).toBe(first);
    expect(renderReportHtml(companyInput({ language: 'en' }))).toBe(
      renderReportHtml(companyInput({ language: 'en' })),
    );
  });
});

describe('renderReportHtml: the header', () => {
  it('names subject, type, time in Amsterdam, identifiers, organisation and datasets (nl)', () => {
    const html = renderReportHtml(companyInput());
    expect(html).toContain('<h1>Bedrijfscontrole: Łódź Trading B.V.</h1>');
    expect(html).toContain('Uitgebreid <span class="code">extended</span>');
    expect(html).toContain('23 november 2026 om 08:47:44 CET');
    expect(html).toContain('chk-2026-0001');
    expect(html).toContain('rpt_0190a1b2c3d4');
    expect(html).toContain('Demo Organisatie');
    expect(html).toContain('demo-register <span class="code">20261101T000000Z</span>');
    expect(html).toContain('ftm-demo <span class="code">20261115T120000Z</span>');
  });
});

describe('renderReportHtml: sections', () => {
  it('shows every present section of a company check, in the matrix order', () => {
    expect(sectionsOf(renderReportHtml(companyInput()))).toEqual([
      'request_parameters',
      'company',
      'vat_validation',
      'directors',
      'risk_country',
      'financial_info',
      'claims',
      'company_balance_sheet',
      'ownership',
      'parents',
      'ubo',
      'registrations',
      'registrations_extended',
    ]);
  });

  it('leaves absent sections out', () => {
    const { parents: _p, ubo: _u, ...company } = companyResult.company ?? {};
    const withoutOwners = renderReportHtml(companyInput({ result: { ...companyResult, company } }));
    expect(sectionsOf(withoutOwners)).not.toContain('ownership');
    expect(withoutOwners).not.toContain('<svg');
  });

  it('gives codes their meaning in the chosen language', () => {
    const nl = renderReportHtml(companyInput());
    expect(nl).toContain(
      '<span class="code">in_liquidation</span> <span class="meaning">In liquidatie</span>',
    );
    expect(nl).toContain(
      '<span class="code">M</span> <span class="meaning">Middel (FATF: verscherpt toezicht)</span>',
    );
    expect(nl).toContain(
      '<span class="code">1</span> <span class="meaning">Mogelijke treffer</span>',
    );
    expect(nl).toContain('<span class="meaning">Bekend op dit adres');
    expect(nl).toContain('KvK-nummer');
    expect(nl).toContain('<th scope="row">Rechtspersoon</th><td>Nee</td>');
    expect(nl).toContain('<th scope="col" class="num">2025 (EUR)</th>');
    const en = renderReportHtml(companyInput({ language: 'en' }));
    expect(en).toContain('<span class="meaning">In liquidation</span>');
    expect(en).toContain('<span class="meaning">Possible hit</span>');
    expect(en).toContain('Chamber of Commerce number');
  });

  it('shows screening hits with their score and its explanation', () => {
    const html = renderReportHtml(companyInput());
    const screening = html.slice(html.indexOf('section-registrations '));
    expect(screening).toContain('Treffer 1: debarred from public procurement');
    expect(screening).toContain('81 / 100');
    expect(screening).toContain('Lodz Trading BV');
    expect(screening).toContain('Uitleg van de score');
    expect(screening).toContain(
      '<td>Geboortedatum</td><td class="num">1</td><td class="num">2</td>',
    );
    expect(screening).toContain('0,94');
    const extended = html.slice(html.indexOf('section-registrations_extended'));
    expect(extended).toContain('Treffers: ubo: Владимир Петров');
    expect(extended).toContain('97 / 100');
    expect(extended).toContain('Politiek prominent (PEP)');
  });

  it('says so when an explanation does not line up with the hits', () => {
    const backend = JSON.parse(companyResult.backend_data ?? '{}') as { lookups: unknown };
    backend.lookups = {};
    const html = renderReportHtml(
      companyInput({ result: { ...companyResult, backend_data: JSON.stringify(backend) } }),
    );
    expect(html).toContain('Geen uitleg bewaard bij deze treffer.');
    expect(html).toContain('81 / 100');
  });

  it('draws the ownership structure with its percentages', () => {
    const html = renderReportHtml(companyInput());
    const diagram = html.slice(html.indexOf('<svg'), html.indexOf('</svg>'));
    expect(diagram).toContain('>60\u00A0%</text>');
    expect(diagram).toContain('>100\u00A0%</text>');
    expect(diagram).toContain('>75\u00A0%</text>');
    expect(diagram).toContain('Владимир Петров');
  });
});

describe('renderReportHtml: escaping', () => {
  const hostileCompany: CompanyCheckResult = {
    ...companyResult,
    check_identifier: `"><script>x</script>`,
    company: {
      ...companyResult.company,
      name: hostile,
      industry_description: `Bakkerij "De Molen" & Zn`,
      parents: [{ name: hostile, shareholding_percentage: 51 }],
      ubo: [{ name: `</svg><script>1</script>`, shareholding_percentage: 51 }],
    },
    registrations: [{ source: '<b>list</b>', match: '"90"', description: hostile }],
  };

  it('escapes every value in text, attributes and the diagram', () => {
    for (const language of ['nl', 'en'] as const) {
      const html = renderReportHtml(
        companyInput({ result: hostileCompany, language, organisationName: `O'Brien & <Zn>` }),
      );
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<b>list</b>');
      expect(html).toContain(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;',
      );
      expect(html).toContain('O&#39;Brien &amp; &lt;Zn&gt;');
      expect(html).toContain('Bakkerij &quot;De Molen&quot; &amp; Zn');
      expect(html).toContain('&lt;/svg&gt;&lt;script&gt;1&lt;/script&gt;');
      expect(html.match(/<\/svg>/g)).toHaveLength(1);
    }
  });
});
