import { describe, expect, it } from 'vitest';
import type { CompanyCheckResult } from '../contract/company-check.js';
import type { PersonCheckResult } from '../contract/person-check.js';
import {
  companyInput,
  companyResult,
  hostile,
  personInput,
  personResult,
} from './fixtures.test-data.js';
import { renderReportHtml } from './render-html.js';

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

describe('renderReportHtml: who asked for the check', () => {
  it('names the user in the header and the source the caller gave with the request', () => {
    const source = { username: 'j.jansen', userid: 1234567, location: 'Utrecht <Centrum>' };
    const nl = renderReportHtml(companyInput({ userName: 'alice', source }));
    // Who ran the check is not called "Gebruiker", the word for the caller's own user below.
    expect(nl).toContain('<tr><th scope="row">Uitgevoerd door</th><td>alice</td></tr>');
    const request = /<section class="section section-request_parameters">[\s\S]*?<\/section>/.exec(
      nl,
    )?.[0];
    expect(request).toContain(
      '<tr><th scope="row">Aangevraagd door (zoals opgegeven in de aanvraag)</th><td><table class="fields nested">' +
        '<tr><th scope="row">Gebruiker</th><td>j.jansen</td></tr>' +
        // An identifier, not an amount: not grouped as 1.234.567.
        '<tr><th scope="row">Gebruikersnummer</th><td>1234567</td></tr>' +
        '<tr><th scope="row">Vestiging</th><td>Utrecht &lt;Centrum&gt;</td></tr></table></td></tr>',
    );
    const en = renderReportHtml(companyInput({ language: 'en', userName: 'alice', source }));
    expect(en).toContain('<tr><th scope="row">Run by</th><td>alice</td></tr>');
    expect(en).toContain('Requested by (as given in the request)');
    expect(en).toContain('<tr><th scope="row">User number</th><td>1234567</td></tr>');
  });

  it('leaves both out where the check does not name them', () => {
    const html = renderReportHtml(companyInput());
    expect(html).not.toContain('Uitgevoerd door');
    expect(html).not.toContain('Gebruiker<');
    expect(html).not.toContain('Aanvrager');
  });
});

describe('renderReportHtml: what the type of check leaves out', () => {
  const standard: PersonCheckResult = {
    ...personResult,
    backend_data: JSON.stringify({
      check: { kind: 'person', type: 'standard' },
      sections: {
        requested: [
          'person_match',
          'address_validation',
          'address_match',
          'phone_number_matches',
          'address_information',
          'risk_scores',
        ],
        returned: ['person_match', 'address_validation'],
        not_found: [],
        unavailable: [],
      },
      datasets: [],
    }),
  };

  it('names the sections of the kind its type does not run, the screening among them', () => {
    expect(renderReportHtml(personInput({ result: standard }))).toContain(
      '<tr><th scope="row">Niet in dit soort controle</th><td>Controle documentnummer, Landenrisico, Screening, Uitgebreide screening</td></tr>',
    );
    expect(renderReportHtml(personInput({ result: standard, language: 'en' }))).toContain(
      '<tr><th scope="row">Not part of this type of check</th><td>Identity document number check, Country risk, Screening, Extended screening</td></tr>',
    );
  });

  it('names none where the type runs them all, or the check did not store its sections', () => {
    expect(renderReportHtml(companyInput())).not.toContain('Niet in dit soort controle');
    expect(renderReportHtml(personInput())).not.toContain('Niet in dit soort controle');
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
