import { describe, expect, it } from 'vitest';
import { companyInput, companyResult } from './fixtures.test-data.js';
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
      parents: { complete: false, incomplete_because: ['truncated_graph'] },
    });
    expect(html).toContain(
      '<p class="warning">Onvolledig: wie meer dan 25\u00a0% houdt, kan ontbreken. (de eigendomsketen is afgekapt (te diep of te groot); van een of meer eigenaren is het percentage onbekend)</p>',
    );
    const parents = html.slice(html.indexOf('section-parents'), html.indexOf('section-ubo'));
    expect(parents).toContain(
      '<p class="warning">Onvolledig: er kunnen moedermaatschappijen ontbreken. (de eigendomsketen is afgekapt (te diep of te groot))</p>',
    );
    expect(renderReportHtml(companyInput())).not.toContain('class="warning"');
  });

  it('names an owner in no dataset above the parents, and keeps the section where none was found', () => {
    const backend = JSON.parse(companyResult.backend_data ?? '{}') as { lookups?: object };
    const lookups = {
      ...backend.lookups,
      parents: {
        complete: false,
        incomplete_because: ['owners_not_found'],
        owners_not_found: [{ owner_id: 'x', of: 'Y B.V.', percentage: '60' }],
      },
    };
    const withoutParents = {
      ...companyResult,
      company: { ...companyResult.company, parents: undefined },
      backend_data: JSON.stringify({ ...backend, lookups }),
    };
    for (const [language, warning] of [
      [
        'en',
        'Incomplete: parent companies may be missing. (an owner the register records of a company in the chain was found in no dataset)',
      ],
      [
        'nl',
        'Onvolledig: er kunnen moedermaatschappijen ontbreken. (een eigenaar die het register bij een bedrijf in de keten noemt, is in geen enkele dataset gevonden)',
      ],
    ] as const) {
      const html = renderReportHtml(companyInput({ result: withoutParents, language }));
      expect(sectionsOf(html)).toContain('parents');
      const parents = html.slice(html.indexOf('section-parents'));
      expect(parents).toContain(`<p class="warning">${warning}</p>`);
    }
    // A stored check from before the reasons were given names the owners not found all the same.
    const older = {
      ...withoutParents,
      backend_data: JSON.stringify({
        ...backend,
        lookups: { ...lookups, parents: { ...lookups.parents, incomplete_because: undefined } },
      }),
    };
    expect(renderReportHtml(companyInput({ result: older, language: 'en' }))).toContain(
      'parent companies may be missing. (an owner the register records',
    );
    const complete = { ...withoutParents, backend_data: companyResult.backend_data };
    expect(sectionsOf(renderReportHtml(companyInput({ result: complete })))).not.toContain(
      'parents',
    );
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

  it('says above the directors that they were not screened where no listings were imported', () => {
    // Without it a director with no risk reads as the check type's choice, or as unnoticed.
    const html = companyHtmlWithLookups({
      directors_not_screened: 'no listings imported to screen against',
    });
    const directors = html.slice(html.indexOf('section-directors'));
    expect(directors).toMatch(
      /^[^]*?<p class="note">De bestuurders zijn niet gescreend: er zijn geen lijsten ingelezen om tegen te screenen\.<\/p>/,
    );
    expect(renderReportHtml(companyInput())).not.toContain('niet gescreend');
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

  it('shows the register number and authority of a company GLEIF alone knows, which the record cannot hold', () => {
    const { chamber_of_commerce_number: _number, ...withoutNumber } = companyResult.company ?? {};
    const backend = JSON.parse(companyResult.backend_data ?? '{}') as { lookups?: object };
    const html = renderReportHtml(
      companyInput({
        result: {
          ...companyResult,
          company: { ...withoutNumber, address: { city: 'Berlin', country: 'DE' } },
          backend_data: JSON.stringify({
            ...backend,
            lookups: {
              ...backend.lookups,
              company: { register_number: 'HRB 999', registration_authority: 'RA000242' },
            },
          }),
        },
      }),
    );
    const details = html.slice(html.indexOf('section-company'), html.indexOf('section-vat'));
    expect(details).toMatch(/Registratienummer<\/th><td>HRB 999</);
    expect(details).toMatch(/Registratie-instantie<\/th><td>RA000242</);
    expect(details).not.toContain('KvK-nummer');
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
});
