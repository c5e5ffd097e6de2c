import { describe, expect, it } from 'vitest';
import type { CompanyCheckResult } from '../contract/company-check.js';
import { companyInput, companyResult, hostile } from './fixtures.test-data.js';
import { renderReportHtml } from './render-html.js';

/** The section names (class section-<name>) of a report, in order. */
const sectionsOf = (html: string): string[] =>
  [...html.matchAll(/<section class="section section-([a-z_]+)/g)].map((m) => m[1] ?? '');

/** The company report of the fixture with these lookups added to its backend_data. */
function companyHtmlWithLookups(lookups: object): string {
  const backend = JSON.parse(companyResult.backend_data ?? '{}') as { lookups?: object };
  return renderReportHtml(
    companyInput({
      result: {
        ...companyResult,
        backend_data: JSON.stringify({ ...backend, lookups: { ...backend.lookups, ...lookups } }),
      },
    }),
  );
}

describe('renderReportHtml: the document', () => {
  it('is one complete document with inline CSS, print rules and no URL at all', () => {
    for (const input of [companyInput(), companyInput({ language: 'en' })]) {
      const html = renderReportHtml(input);
      expect(html.startsWith('<!DOCTYPE html>\n<html lang="')).toBe(true);
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
      expect(html).toContain('<style>');
      expect(html).toContain('@media print');
      expect(html).toContain('break-before:page');
      // Headings stay with what follows; the balance is not cut across pages.
      expect(html).toContain('h2,h3,h4{break-after:avoid;page-break-after:avoid}');
      expect(html).toMatch(/[,{]table\.keep-whole[,{][^}]*break-inside:avoid/);
      expect(html).toContain('<table class="rows balance keep-whole">');
      // Labels whole; values hyphenated by the language, cut anywhere only when nothing else fits.
      expect(html).toContain('td,p,li{hyphens:auto}');
      expect(html).toContain('table.fields td{overflow-wrap:anywhere}');
      expect(html).not.toMatch(/th\{[^}]*(overflow-wrap|word-break|hyphens)/);
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

  it('names the parent whose group the consolidated figures are of, per year', () => {
    const parentEntries = [
      {
        year: 2025,
        currency: 'EUR',
        parent_name: 'Holding <S.A.> (fictitious)',
        parent_registration_number: 'B123456',
        parent_country: 'LU',
        equity: '2400000',
      },
      { year: 2024, currency: 'EUR', equity: '2100000' },
    ];
    const company = {
      ...companyResult.company,
      company_balance_sheet: { entries: [], parent_entries: parentEntries },
    };
    for (const [language, label] of [
      ['nl', 'Moedermaatschappij'],
      ['en', 'Parent company'],
    ] as const) {
      const html = renderReportHtml(
        companyInput({ language, result: { ...companyResult, company } }),
      );
      expect(html).toContain(
        `<tr><th scope="row">${label}</th><td>Holding &lt;S.A.&gt; (fictitious) (B123456, LU)</td><td></td></tr>`,
      );
      // The parent's fields are no rows of figures.
      expect(html).not.toMatch(/<th scope="row">[^<]*parent_/);
    }
  });

  it('lists where the request and the register differ, beside the company details', () => {
    const remark = 'the name given, "<Other> B.V.", is not the company\'s name';
    const html = companyHtmlWithLookups({ company: { remarks: [remark] } });
    expect(html).toContain('Wat de aanvraag anders zegt dan het register');
    expect(html).toContain('&lt;Other&gt; B.V.');
    expect(renderReportHtml(companyInput())).not.toContain('anders zegt dan het register');
  });

  it('warns above the UBOs and the parents where their result is incomplete', () => {
    const html = companyHtmlWithLookups({
      ubo: { complete: false, incomplete_because: ['truncated_graph', 'unknown_percentages'] },
      parents: { complete: false },
    });
    expect(html).toContain(
      '<p class="warning">Onvolledig: wie meer dan 25\u00a0% houdt, kan ontbreken. (de eigendomsketen is afgekapt (te diep of te groot); van een of meer eigenaren is het percentage onbekend)</p>',
    );
    expect(html).toContain('de keten van moedermaatschappijen is niet tot bovenaan gevolgd');
    expect(renderReportHtml(companyInput())).not.toContain('class="warning"');
  });

  it('keeps the UBO section and its warning where nobody was found and the result left it out', () => {
    const backend = JSON.parse(companyResult.backend_data ?? '{}') as { lookups?: object };
    const withoutUbo = {
      ...companyResult,
      company: { ...companyResult.company, ubo: undefined },
      backend_data: JSON.stringify({
        ...backend,
        lookups: {
          ...backend.lookups,
          ubo: { complete: false, incomplete_because: ['no_ubo_or_pseudo_ubo'] },
        },
      }),
    };
    const html = renderReportHtml(companyInput({ result: withoutUbo, language: 'en' }));
    const ubo = html.slice(html.indexOf('section-ubo'));
    expect(ubo).toMatch(
      /^[^]*?<p class="warning">Incomplete: someone holding more than 25\u00a0% may be missing\. \(nobody found: no owner above 25\u00a0% and no senior manager in office\)<\/p>/,
    );
    const complete = { ...withoutUbo, backend_data: companyResult.backend_data };
    expect(sectionsOf(renderReportHtml(companyInput({ result: complete })))).not.toContain('ubo');
  });

  it('shows no UBO section for a check type that did not ask for UBOs', () => {
    const backend = JSON.parse(companyResult.backend_data ?? '{}') as {
      sections: { requested: string[] };
      lookups?: object;
    };
    // risk_country of a standard check reads the UBOs, and its lookups say so.
    const standard = {
      ...companyResult,
      company: { ...companyResult.company, ubo: undefined },
      backend_data: JSON.stringify({
        ...backend,
        sections: {
          ...backend.sections,
          requested: backend.sections.requested.filter((s) => s !== 'ubo'),
        },
        lookups: { ...backend.lookups, ubo: { complete: false, incomplete_because: ['x'] } },
      }),
    };
    expect(sectionsOf(renderReportHtml(companyInput({ result: standard })))).not.toContain('ubo');
  });

  it('warns above financials and claims dated after the company was dissolved', () => {
    const html = companyHtmlWithLookups({
      dissolution_date: '1987-01-28',
      financial_info: {
        financials_record: '2026-08-29',
        claims: 1,
        dated_after_dissolution: {
          dissolution_date: '1987-01-28',
          financials_record: '2026-08-29',
          claims_received: ['2026-02-15'],
        },
      },
    });
    const financials = html.slice(html.indexOf('section-financial_info'));
    expect(financials).toMatch(
      /^[^]*?<p class="warning">Financiële gegevens gedateerd na de opheffing van het bedrijf: 29 augustus 2026\.<\/p>/,
    );
    const claims = html.slice(html.indexOf('section-claims'));
    expect(claims).toMatch(
      /^[^]*?<p class="warning">Vorderingen ontvangen na de opheffing van het bedrijf: 15 februari 2026\.<\/p>/,
    );
    expect(renderReportHtml(companyInput())).not.toContain('na de opheffing van het bedrijf');
  });

  it('warns above the parents of a parent that is not active in the register', () => {
    const html = companyHtmlWithLookups({
      parents: {
        complete: true,
        not_active: [
          { name: 'Zuid Holding B.V.', chamber_of_commerce_number: '94000002', status: 'bankrupt' },
        ],
      },
    });
    expect(html).toContain(
      '<p class="warning">Moedermaatschappij niet actief in het register: Zuid Holding B.V. (94000002): failliet.</p>',
    );
    expect(renderReportHtml(companyInput())).not.toContain('niet actief in het register');
  });

  it('gives a dissolved company its dissolution date, right after its status', () => {
    const html = companyHtmlWithLookups({ dissolution_date: '2024-12-07' });
    const status = html.indexOf('>Status<');
    const dissolved = html.indexOf('Datum van opheffing');
    expect(status).toBeGreaterThan(0);
    expect(dissolved).toBeGreaterThan(status);
    expect(html.slice(dissolved, dissolved + 200)).toContain('7 december 2024');
    expect(renderReportHtml(companyInput())).not.toContain('Datum van opheffing');
  });

  it('says above the directors of a dissolved company that they are its board at dissolution', () => {
    const html = companyHtmlWithLookups({
      dissolution_date: '2024-12-07',
      directors: { board_on: '2024-12-07', why: 'dissolved' },
    });
    const directors = html.slice(html.indexOf('section-directors'));
    expect(directors).toMatch(
      /^[^]*?<p class="note">Het bestuur op de datum van opheffing: 7 december 2024\.<\/p>/,
    );
    expect(renderReportHtml(companyInput())).not.toContain('datum van opheffing:');
  });

  it('names the register number of a company abroad a registration number, not a KvK number', () => {
    const abroad = renderReportHtml(
      companyInput({
        result: {
          ...companyResult,
          company: {
            ...companyResult.company,
            chamber_of_commerce_number: 'HRB 123456',
            address: { city: 'Berlin', country: 'DE' },
          },
        },
      }),
    );
    const details = abroad.slice(abroad.indexOf('section-company'), abroad.indexOf('section-vat'));
    expect(details).toContain('Registratienummer');
    expect(details).not.toContain('KvK-nummer');
    const home = renderReportHtml(companyInput());
    expect(home.slice(home.indexOf('section-company'), home.indexOf('section-vat'))).toContain(
      'KvK-nummer',
    );
  });

  it('says of a parent whose share is not known that it is not known', () => {
    const parents = companyResult.company?.parents ?? [];
    const [first, ...others] = parents;
    if (!first) throw new Error('the fixture has parents');
    const { shareholding_percentage: _share, ...unknownShare } = first;
    const html = renderReportHtml(
      companyInput({
        result: {
          ...companyResult,
          company: { ...companyResult.company, parents: [unknownShare, ...others] },
        },
      }),
    );
    expect(html).toContain('percentage onbekend');
    expect(renderReportHtml(companyInput())).not.toContain('percentage onbekend');
  });

  it('does not repeat in English what a code beside it already means, but keeps what says more', () => {
    for (const language of ['nl', 'en'] as const) {
      const html = renderReportHtml(companyInput({ language }));
      // AM04's message is the code's meaning: shown once, in the report's language.
      expect(html.match(/Known at this address \(no address was given/g)?.length ?? 0).toBe(
        language === 'en' ? 1 : 0,
      );
      // A description that says more than "Possible hit" stays, in the report's language.
      expect(html).toContain(
        language === 'en'
          ? 'Possible hit: politically exposed person (ftm-demo)'
          : 'Mogelijke treffer: politiek prominent persoon (PEP) (ftm-demo)',
      );
    }
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
    // A code that is its own meaning is shown once ("in_liquidation In liquidation" read twice).
    expect(en).toContain('<td>In liquidation</td>');
    expect(en).not.toContain('<span class="code">in_liquidation</span>');
    expect(en).toContain('<span class="meaning">Possible hit</span>');
    expect(en).toContain('Chamber of Commerce number');
  });

  it('shows screening hits with their score and its explanation', () => {
    const html = renderReportHtml(companyInput());
    const screening = html.slice(html.indexOf('section-registrations '));
    expect(screening).toContain('Treffer 1: uitgesloten van overheidsopdrachten');
    expect(screening).toContain('81 / 100');
    expect(screening).toContain('Lodz Trading BV');
    expect(screening).toContain('Uitleg van de score');
    expect(screening).toContain(
      '<td>Geboortedatum</td><td class="num">1</td><td class="num">2</td>',
    );
    expect(screening).toContain('0,94');
    const extended = html.slice(html.indexOf('section-registrations_extended'));
    expect(extended).toContain('Treffers: UBO: Владимир Петров');
    expect(extended).toContain('97 / 100');
    expect(extended).toContain('Politiek prominent (PEP)');
  });

  it('sums up each screened party in one row: its strongest hit and its categories', () => {
    const summaries = [
      { source: 'company', company_name: 81, company_kvk: 100, Sanctions: 2, CurrentSanctions: 1 },
      { source: 'parent director: Anna de Vries (Holding B.V.)', person: 0, Sanctions: 0 },
      { source: 'ubo: Владимир Петров', person: 97, PoliticallyExposed: 1 },
    ];
    const result = {
      ...companyResult,
      registrations_extended: { ...companyResult.registrations_extended, summaries },
    };
    const rows = (language: 'nl' | 'en') => {
      const html = renderReportHtml(companyInput({ result, language }));
      const table = html.slice(html.indexOf('<table class="rows summaries">'));
      return [...table.slice(0, table.indexOf('</table>')).matchAll(/<tr>(.*?)<\/tr>/g)].map((m) =>
        (m[1] ?? '').replace(/<[^>]+>/g, '|').replace(/\|+/g, '|'),
      );
    };
    expect(rows('nl')).toEqual([
      '|Gescreende partij|Sterkste treffer|Vermeld onder|',
      '|bedrijf|81 (bedrijfsnaam), 100 (registratienummer)|Sancties (2), Lopende sancties|',
      '|bestuurder moedermaatschappij: Anna de Vries (Holding B.V.)|Geen|Geen|',
      '|UBO: Владимир Петров|97 (persoonsnaam)|Politiek prominent (PEP)|',
    ]);
    expect(rows('en').slice(2)).toEqual([
      '|parent director: Anna de Vries (Holding B.V.)|None|None|',
      '|ubo: Владимир Петров|97 (person name)|Politically exposed (PEP)|',
    ]);
  });

  it("gives each parent director's screening outcome, a hit in bold", () => {
    const director = (name: string, code: string, description: string) => ({
      name,
      authority: 'Director',
      risk: { code, description },
    });
    const company = {
      ...companyResult.company,
      parents: [
        {
          name: 'Holding S.A.',
          chamber_of_commerce_number: 'B228119',
          directors: [
            director('Anna Thill', '0', 'No screening hit'),
            director('Marc Weber', '2', 'Confirmed hit: sanctioned (demo-sanctions)'),
            { name: 'Unscreened Person', authority: 'Director' },
          ],
        },
      ],
    };
    const html = renderReportHtml(
      companyInput({ result: { ...companyResult, company }, language: 'en' }),
    );
    const parents = html.slice(html.indexOf('<div class="card parent">'));
    const code = (c: string, meaning: string) =>
      `<span class="code">${c}</span> <span class="meaning">${meaning}</span>`;
    expect(parents).toContain(
      `Anna Thill — Director (Screening risk: ${code('0', 'No screening hit')})`,
    );
    // The code's meaning once, then what the description says beyond it.
    expect(parents).toContain(
      `Marc Weber — Director (<strong>Screening risk: ${code('2', 'Confirmed hit')}: sanctioned (demo-sanctions)</strong>)`,
    );
    expect(parents).toContain('; Unscreened Person — Director</p>');
    // Born, since when, and where the address data knows them, as for the company's own directors.
    const detailed = renderReportHtml(
      companyInput({
        language: 'nl',
        result: {
          ...companyResult,
          company: {
            ...company,
            parents: [
              {
                name: 'Holding S.A.',
                directors: [
                  {
                    ...director('Ann Claes', '0', 'No screening hit'),
                    date_of_birth: '1970-03-02',
                    function_date: '2015-06-01',
                    address_match: { code: 'AM03', message: 'Not known at any address' },
                  },
                ],
              },
            ],
          },
        },
      }),
    );
    const line = detailed.slice(detailed.indexOf('<p class="directors">'));
    expect(line).toContain('Ann Claes (2 maart 1970) — Director (1 juni 2015)');
    expect(line).toContain(code('0', 'Geen screeningtreffer'));
    expect(line).toContain('AM03');
    expect(line).not.toContain('No screening hit');
    expect(parents).toContain('<th scope="row">Registration number</th>');
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

  it('shows a parent met again up its own chain (a cycle) once, saying so', () => {
    const director = { name: 'Saskia de Boer', authority: 'Bestuurder' };
    // The checked company holds 35 % of its parent's parent: the check repeats it, cut there.
    const html = renderReportHtml(
      companyInput({
        result: {
          ...companyResult,
          company: {
            ...companyResult.company,
            parents: [
              {
                name: 'Gerritsen Kapsalon B.V.',
                chamber_of_commerce_number: '12442220',
                shareholding_percentage: 40,
                directors: [{ name: 'Jeroen Gerritsen' }],
                parents: [
                  {
                    name: 'Łódź Trading B.V.',
                    chamber_of_commerce_number: '90000001',
                    shareholding_percentage: 35,
                    address: { street: 'Damrak', house_number: '1', city: 'Amsterdam' },
                    directors: [director],
                  },
                ],
              },
            ],
          },
        },
      }),
    );
    const parents = html.slice(html.indexOf('section-parents'), html.indexOf('section-ubo'));
    expect(parents).toContain('<div class="card parent cycle"><h3>Łódź Trading B.V.</h3>');
    expect(parents).toContain(
      'Kring: dit is het gecontroleerde bedrijf zelf; zijn gegevens staan bovenaan het rapport.',
    );
    expect(parents).toContain('35\u00A0%');
    // Its details and board are at the top of the report, not here again.
    expect(parents).not.toContain('Saskia de Boer');
    expect(parents).not.toContain('Damrak');
    expect(parents).toContain('Jeroen Gerritsen');
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

describe('renderReportHtml: right-to-left names', () => {
  it('isolates an Arabic name (<bdi>), so the text around it keeps its place', () => {
    const name = 'محمد بن سلمان';
    const html = renderReportHtml(
      companyInput({
        result: {
          ...companyResult,
          company: {
            ...companyResult.company,
            directors: [{ name, last_name: 'بن سلمان' }],
            parents: [
              {
                name: 'Noor Holding',
                shareholding_percentage: 100,
                directors: [{ name, date_of_birth: '1985-08-31', authority: 'Director' }],
              },
            ],
          },
        },
      }),
    );
    expect(html).toContain(`<div class="card"><h3><bdi>${name}</bdi></h3>`);
    expect(html).toContain('<td><bdi>بن سلمان</bdi></td>');
    expect(html).toContain(`<bdi>${name}</bdi> (31 augustus 1985) — Director`);
    // Latin, Greek and Cyrillic names need no isolation.
    expect(html).toContain('<h1>Bedrijfscontrole: Łódź Trading B.V.</h1>');
    expect(html).not.toMatch(/<bdi>[^<]*[A-Za-zА-я]/);
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
