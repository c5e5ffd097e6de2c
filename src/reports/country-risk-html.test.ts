import { describe, expect, it } from 'vitest';
import { companyInput, companyResult, personInput, personResult } from './fixtures.test-data.js';
import { renderReportPdf } from './pdf/render-pdf.js';
import { renderReportHtml, type ReportInput } from './render-html.js';
import { whyInWords } from './country-risk-html.js';
import { pdfText, requireProgram } from './report-text.test-data.js';

const hasPdftotext = requireProgram('pdftotext', 'the test of the country table in the PDF');

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

/** A report whose backend_data names these countries. */
function reportNaming(
  input: typeof companyInput,
  result: { backend_data?: string },
  language: 'en' | 'nl',
): ReportInput {
  const backend = JSON.parse(result.backend_data ?? '{}') as { lookups?: object };
  return input({
    language,
    result: {
      ...result,
      risk_country: { risk_result: 'H' },
      backend_data: JSON.stringify({
        ...backend,
        lookups: { ...backend.lookups, risk_country: countries },
      }),
    },
  });
}

/** The country risk section of a report whose backend_data names these countries. */
function section(
  input: typeof companyInput,
  result: { backend_data?: string },
  language: 'en' | 'nl',
): string {
  const html = renderReportHtml(reportNaming(input, result, language));
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

  it('translates a citizenship as the nationality it is', () => {
    const why = 'shareholder: Kim Song (citizenship)';
    expect(whyInWords(why, 'en')).toBe('shareholder: Kim Song (citizenship)');
    expect(whyInWords(why, 'nl')).toBe('aandeelhouder: Kim Song (staatsburgerschap)');
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

  it.skipIf(hasPdftotext === undefined)(
    'draws every reason of a country on a line of its own in the PDF, in the order given',
    async () => {
      const pdf = await renderReportPdf(reportNaming(companyInput, companyResult, 'en'));
      const lines = pdfText(pdf, '-layout').split('\n');
      const lineOf = (text: string) => lines.findIndex((line) => line.includes(text));
      const [first, second, third] = [
        'parent: Persepolis Trading Co.',
        'UBO: Leyla Ahmadi (nationality)',
        'shareholder: Dariush <Karimi> (residence)',
      ].map(lineOf);
      // Each reason is drawn whole, on the line below the one before it, in the Iran row: the
      // next country's row starts below the last of them.
      expect(first).toBeGreaterThanOrEqual(0);
      expect([second, third]).toEqual([(first ?? 0) + 1, (first ?? 0) + 2]);
      expect(lineOf('Iran (IR)')).toBe(first);
      // (A narrow country column may wrap its code onto a line of its own.)
      expect(lineOf('Russia')).toBeGreaterThan(third ?? 0);
    },
  );
});
