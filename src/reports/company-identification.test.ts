import { describe, expect, it } from 'vitest';
import type { CompanyCheckResult } from '../contract/company-check.js';
import { companyInput, companyResult } from './fixtures.test-data.js';
import { renderReportHtml } from './render-html.js';

/** The backend_data of the fixture with these company lookups and sections. */
function backendWith(company: object, sections?: object): string {
  const backend = JSON.parse(companyResult.backend_data ?? '{}') as {
    lookups?: object;
    sections?: object;
  };
  return JSON.stringify({
    ...backend,
    ...(sections && { sections }),
    lookups: { ...backend.lookups, company },
  });
}

/** The report of a check of KvK 99999999 that no lookup found, as the check stores it. */
function notFoundHtml(language: 'nl' | 'en', company: object): string {
  const result: CompanyCheckResult = {
    check_identifier: 'c-1',
    report_identifier: 'r-1',
    request_parameters: { company: { chamber_of_commerce_number: '99999999', name: 'Nergens BV' } },
    backend_data: backendWith(company, {
      requested: ['company', 'registrations'],
      returned: [],
      not_found: ['company', 'registrations'],
      unavailable: [],
    }),
  };
  return renderReportHtml(companyInput({ result, language }));
}

const sectionOf = (html: string, name: string): string | undefined =>
  new RegExp(`<section class="section section-${name}[^"]*">[\\s\\S]*?</section>`).exec(html)?.[0];

describe('company report: how the company was found', () => {
  const nothingFound = {
    looked_up: [
      { by: 'chamber_of_commerce_number', found: [] },
      { by: 'name', found: [] },
    ],
  };

  it('says plainly that no company was found, and what it was looked for by', () => {
    const nl = sectionOf(notFoundHtml('nl', nothingFound), 'company');
    expect(nl).toContain(
      '<p class="warning">Niet gevonden: geen bedrijf in de gebruikte gegevens past bij wat is opgegeven.',
    );
    expect(nl).toContain('<p class="note">Gezocht op: KvK-nummer, naam.</p>');
    const en = sectionOf(notFoundHtml('en', nothingFound), 'company');
    expect(en).toContain('Not found: no company in the datasets used fits what was given.');
    expect(en).toContain('Searched by: Chamber of Commerce number, name.');
  });

  it('shows no such section for a check stored without its lookups', () => {
    expect(sectionOf(notFoundHtml('nl', {}), 'company')).toBeUndefined();
  });

  it('names what found the company, with the score of a name search', () => {
    const byName = renderReportHtml(
      companyInput({
        result: {
          ...companyResult,
          backend_data: backendWith({
            looked_up: [{ by: 'name', found: ['e-1'] }],
            matched_by: 'name',
            score: 0.9455,
          }),
        },
      }),
    );
    expect(sectionOf(byName, 'company')).toContain(
      '<p class="note">Gevonden op: naam (score 0,95 van 1).</p>',
    );
    const readAs = renderReportHtml(
      companyInput({
        language: 'en',
        result: {
          ...companyResult,
          backend_data: backendWith({
            looked_up: [
              { by: 'chamber_of_commerce_number', found: [] },
              { by: 'chamber_of_commerce_number', read_as: '01234567', found: ['e-1'] },
            ],
            matched_by: 'chamber_of_commerce_number',
          }),
        },
      }),
    );
    expect(sectionOf(readAs, 'company')).toContain(
      '<p class="note">Found by: Chamber of Commerce number, read as 01234567.</p>',
    );
  });

  it('says what found the company before its details, a name search above all', () => {
    const html = renderReportHtml(
      companyInput({
        result: {
          ...companyResult,
          backend_data: backendWith({
            looked_up: [{ by: 'name', found: ['e-1'] }],
            matched_by: 'name',
            score: 0.81,
          }),
        },
      }),
    );
    const company = sectionOf(html, 'company') ?? '';
    const foundBy = company.indexOf('Gevonden op: naam (score 0,81 van 1).');
    expect(foundBy).toBeGreaterThan(0);
    expect(foundBy).toBeLessThan(company.indexOf('<table class="fields'));
  });
});
