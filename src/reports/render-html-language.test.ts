import { describe, expect, it } from 'vitest';
import type { CompanyCheckResult } from '../contract/company-check.js';
import type { PersonCheckResult } from '../contract/person-check.js';
import type { ReportLanguage } from './labels/language.js';
import {
  companyInput,
  companyResult,
  fullPersonResult,
  personInput,
} from './fixtures.test-data.js';
import { renderReportHtml } from './render-html.js';

const sectionOf = (html: string, name: string): string =>
  new RegExp(`<section class="section section-${name}[^"]*">[\\s\\S]*?</section>`).exec(
    html,
  )?.[0] ?? '';

/** The fixture's company check, its screening summary naming these parties. */
function companyHtml(language: ReportLanguage, sources: string[]): string {
  const result: CompanyCheckResult = {
    ...companyResult,
    registrations_extended: {
      summaries: sources.map((source) => ({ source, person: 0 })),
      registrations: [],
    },
  };
  return renderReportHtml(companyInput({ result, language }));
}

describe('renderReportHtml: the checks’ own terms in the report’s language', () => {
  const parties = [
    'director: Anna de Vries (also ubo)',
    'possible ubo: Kim de Wit',
    'ubo: Ann Claes (also parent director of Claes Holdings Ltd)',
  ];

  it('names a screened party’s roles in English in an English report', () => {
    const summary = sectionOf(companyHtml('en', parties), 'registrations_extended');
    expect(summary).toContain('<th scope="row">director: Anna de Vries (also UBO)</th>');
    expect(summary).toContain('<th scope="row">possible UBO: Kim de Wit</th>');
    expect(summary).toContain(
      '<th scope="row">UBO: Ann Claes (also parent director of Claes Holdings Ltd)</th>',
    );
    expect(summary).not.toMatch(/ubo/);
  });

  it('keeps them in Dutch in a Dutch report', () => {
    const summary = sectionOf(companyHtml('nl', parties), 'registrations_extended');
    expect(summary).toContain('<th scope="row">bestuurder: Anna de Vries (ook UBO)</th>');
    expect(summary).toContain('<th scope="row">mogelijke UBO: Kim de Wit</th>');
  });

  /** The fixture's full person check, the address's score explained with these uses. */
  const personHtml = (language: ReportLanguage): string => {
    const result: PersonCheckResult = {
      ...fullPersonResult,
      risk_scores: {
        ...fullPersonResult.risk_scores,
        address: {
          code: 'PRR2',
          description: 'The address is not residential (use: kantoorfunctie, winkelfunctie).',
          description_extra: 'It exists in the address data. Use: woonfunctie, kantoorfunctie.',
        },
      },
    };
    return sectionOf(renderReportHtml(personInput({ result, language })), 'risk_scores');
  };

  it('says a BAG use in English in an English report', () => {
    const scores = personHtml('en');
    expect(scores).toContain('The address is not residential (use: office, retail).');
    expect(scores).toContain('It exists in the address data. Use: residential, office.');
    expect(scores).not.toMatch(/functie/);
  });

  it('keeps the BAG’s Dutch word in a Dutch report', () => {
    const scores = personHtml('nl');
    expect(scores).toContain(
      'Het adres is geen woonadres (gebruik: kantoorfunctie, winkelfunctie).',
    );
    expect(scores).toContain('Gebruik: woonfunctie, kantoorfunctie.');
  });
});

describe('renderReportHtml: shares', () => {
  /** The fixture's company check with a shareholder of a share of its own screened. */
  function sharesHtml(language: ReportLanguage): { ubo: string; summary: string } {
    const html = companyHtml(language, [
      'shareholder: Bram Smit (25.00 %)',
      'director: Anke Bos (also ubo, shareholder 33.50 %)',
    ]);
    return {
      ubo: sectionOf(html, 'ubo'),
      summary: sectionOf(html, 'registrations_extended'),
    };
  }

  it('writes a share alike in the UBO section and the screening summary (en)', () => {
    const { ubo, summary } = sharesHtml('en');
    // The shareholding field and the role the check wrote as "indirect 45.00 %".
    expect(ubo).toContain('<td>45\u00A0%</td>');
    expect(ubo).toContain('indirect 45\u00A0% through Müller Holding B.V.');
    expect(summary).toContain('shareholder: Bram Smit (25\u00A0%)');
    expect(summary).toContain('director: Anke Bos (also UBO, shareholder 33.5\u00A0%)');
    expect(`${ubo}${summary}`).not.toMatch(/\d\.\d0\u00A0%/);
  });

  it('writes a share alike in the UBO section and the screening summary (nl)', () => {
    const { ubo, summary } = sharesHtml('nl');
    expect(ubo).toContain('<td>45\u00A0%</td>');
    expect(ubo).toContain('middellijk 45\u00A0% via Müller Holding B.V.');
    expect(summary).toContain('aandeelhouder: Bram Smit (25\u00A0%)');
    expect(summary).toContain('bestuurder: Anke Bos (ook UBO, aandeelhouder 33,5\u00A0%)');
    expect(`${ubo}${summary}`).not.toMatch(/\d,\d0\u00A0%/);
  });
});
