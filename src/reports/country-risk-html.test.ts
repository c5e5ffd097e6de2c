import { describe, expect, it } from 'vitest';
import { companyInput, companyResult, personInput, personResult } from './fixtures.test-data.js';
import { renderReportHtml } from './render-html.js';

const countries = [
  { country: 'NL', why: 'seat', risk: 'L', listings: [] },
  {
    country: 'IR',
    why: 'parent: Persepolis Trading Co.',
    also: ['ubo: Leyla Ahmadi (nationality)', 'shareholder: Dariush <Karimi> (residence)'],
    risk: 'H',
    listings: [
      {
        list: 'fatf_call_for_action',
        listed_since: '2020-02-21',
        published: '2025-02-21',
        source: 'FATF',
      },
    ],
  },
  // As checks stored before further reasons were kept: no `also`.
  { country: 'RU', why: 'ubo: Dmitry Volkov (nationality)', risk: 'L', listings: [] },
];

/** The row of the table naming `country`. */
const rowOf = (html: string, country: string) =>
  [...html.matchAll(/<tr>[\s\S]*?<\/tr>/g)].find(([row]) => row.includes(country))?.[0] ?? '';

/** The country risk section of a report whose backend_data names these countries. */
function section(
  input: typeof companyInput,
  result: { backend_data?: string },
  language: 'en' | 'nl',
): string {
  const backend = JSON.parse(result.backend_data ?? '{}') as { lookups?: object };
  const html = renderReportHtml(
    input({
      language,
      result: {
        ...result,
        risk_country: { risk_result: 'H' },
        backend_data: JSON.stringify({
          ...backend,
          lookups: { ...backend.lookups, risk_country: countries },
        }),
      },
    }),
  );
  return /<section class="section section-risk_country[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
}

describe('country risk in the report', () => {
  it('names each country, why it counts and the list with its dates, in English', () => {
    const html = section(companyInput, companyResult, 'en');
    expect(html).toContain('Iran (IR)');
    expect(html).toContain('parent: Persepolis Trading Co.');
    expect(html).toContain('FATF call for action');
    expect(html).toContain('published 21 February 2025');
    expect(html).toContain('Russia (RU)');
    expect(html).toContain('UBO: Dmitry Volkov (nationality)');
    expect(html).toContain('Netherlands (NL)');
    expect(html).toContain('seat of the company');
  });

  it('gives every reason a country counts for, each translated, one a line', () => {
    const en = rowOf(section(companyInput, companyResult, 'en'), 'Iran (IR)');
    expect(en).toContain(
      '<td>parent: Persepolis Trading Co.<br>UBO: Leyla Ahmadi (nationality)<br>shareholder: Dariush &lt;Karimi&gt; (residence)</td>',
    );
    const nl = rowOf(section(companyInput, companyResult, 'nl'), 'Iran (IR)');
    expect(nl).toContain(
      '<td>moedermaatschappij: Persepolis Trading Co.<br>UBO: Leyla Ahmadi (nationaliteit)<br>aandeelhouder: Dariush &lt;Karimi&gt; (woonland)</td>',
    );
    // A country stored with one reason only shows it alone.
    expect(rowOf(section(companyInput, companyResult, 'nl'), 'Rusland (RU)')).toContain(
      '<td>UBO: Dmitry Volkov (nationaliteit)</td>',
    );
  });

  it('says the same in Dutch, in a person report too', () => {
    const html = section(personInput, personResult, 'nl');
    expect(html).toContain('Iran (IR)');
    expect(html).toContain('moedermaatschappij: Persepolis Trading Co.');
    expect(html).toContain('FATF: oproep tot maatregelen');
    expect(html).toContain('gepubliceerd 21 februari 2025');
    expect(html).toContain('UBO: Dmitry Volkov (nationaliteit)');
    expect(html).toContain('vestiging van het bedrijf');
  });
});
