import { describe, expect, it } from 'vitest';
import { companyInput, companyResult } from './fixtures.test-data.js';
import { renderReportHtml } from './render-html.js';

describe('renderReportHtml: sections', () => {
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

  it('heads the sanctions ownership finding as what it is, not as a hit on the company', () => {
    const finding = {
      source: 'ownership',
      match: '98',
      description:
        'sanctions ownership/control: owners with sanctions hits hold 100.00 % of the company, directly or indirectly (Ann Claes 100.00 % (confirmed hit, match 98)); 50 % or more: the company is itself blocked under the OFAC 50 Percent Rule and owned by them under EU sanctions (more than 50 %)',
    };
    const hit = {
      source: 'ftm-demo',
      match: '81',
      description: 'debarred from public procurement',
    };
    const section = (registrations: object[], language: 'nl' | 'en') => {
      const result = { ...companyResult, registrations, registrations_extended: undefined };
      const html = renderReportHtml(companyInput({ result, language }));
      const start = html.indexOf('section-registrations ');
      return html.slice(start, html.indexOf('</section>', start));
    };
    // The company on no list itself: it has no hit, and the finding is none.
    const alone = section([finding], 'en');
    expect(alone).toContain('<p class="none">No hits</p>');
    expect(alone).toContain(
      '<h4>Finding from the ownership (no listing of the company itself): sanctions ownership/control',
    );
    expect(alone).not.toContain('Hit 1');
    const nl = section([finding], 'nl');
    expect(nl).toContain('Geen treffers');
    expect(nl).toContain(
      'Bevinding uit de eigendom (geen vermelding van het bedrijf zelf): sanctie-eigendom',
    );
    // (A no-break space keeps each "%" with its number.)
    expect(nl.replace(/\u00a0/g, ' ')).toContain('50 % of meer: het bedrijf is zelf geblokkeerd');
    // Beside a hit of its own: the hit numbered, the finding not.
    const both = section([hit, finding], 'en');
    expect(both).toContain('Hit 1: debarred from public procurement');
    expect(both).not.toContain('Hit 2');
    expect(both).not.toContain('No hits');
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
      '|UBO: Владимир Петров|97 (person name)|Politically exposed (PEP)|',
    ]);
  });

  it('says that an Insolvent count of a party without hits is the register, not a listing', () => {
    // A bankrupt company the lists do not name: the register's status counts under Insolvent.
    const summaries = [
      { source: 'company', company_name: 0, Insolvent: 1 },
      { source: 'ubo: Владимир Петров', person: 97, Insolvent: 1 },
    ];
    const backend = JSON.parse(companyResult.backend_data ?? '{}') as {
      lookups: { screening: { subjects: { subject: string; hits: unknown[] }[] } };
    };
    backend.lookups.screening.subjects[0] = { subject: 'company', hits: [] };
    const result = {
      ...companyResult,
      registrations: [],
      registrations_extended: {
        summaries,
        registrations: companyResult.registrations_extended?.registrations?.slice(1),
      },
      backend_data: JSON.stringify(backend),
    };
    const summaryOf = (language: 'nl' | 'en') => {
      const html = renderReportHtml(companyInput({ result, language }));
      const table = html.slice(html.indexOf('<table class="rows summaries">'));
      return table.slice(0, table.indexOf('</table>'));
    };
    expect(summaryOf('nl')).toContain(
      '<td class="none">Geen</td><td>Insolvent (volgens het register; op geen lijst vermeld)</td>',
    );
    expect(summaryOf('en')).toContain(
      '<td class="none">None</td><td>Insolvent (according to the register; on no list)</td>',
    );
    // A party with a hit may be listed as insolvent: its count is not explained away.
    expect(summaryOf('en')).toContain('<td>97 (person name)</td><td>Insolvent</td>');
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
    // A director abroad: why the residents data does not know them, in the report's language.
    const abroad = renderReportHtml(
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
                    ...director('Nadine Thill', '0', 'No screening hit'),
                    address_match: {
                      code: 'AM03',
                      message:
                        'Not known at any address in the residents data (it holds addresses in the Netherlands only; the register gives the country of residence as LU)',
                    },
                  },
                ],
              },
            ],
          },
        },
      }),
    );
    expect(abroad.slice(abroad.indexOf('<p class="directors">'))).toContain(
      '(die bevatten alleen adressen in Nederland; het register geeft als woonland LU)',
    );
    expect(parents).toContain('<th scope="row">Registration number</th>');
  });

  it('says how many hits were not listed and how many namesakes were not scored', () => {
    const backend = JSON.parse(companyResult.backend_data ?? '{}') as {
      lookups: { screening: { subjects: Record<string, unknown>[] } };
    };
    const [company] = backend.lookups.screening.subjects;
    if (company) company.cut = { hits_found: 14, hits_listed: 1, listings_not_scored: 33 };
    const html = renderReportHtml(
      companyInput({ result: { ...companyResult, backend_data: JSON.stringify(backend) } }),
    );
    const registrations = html.slice(
      html.indexOf('section-registrations '),
      html.indexOf('section-registrations_extended'),
    );
    expect(registrations).toContain(
      'Niet vermelde treffers (alleen de beste staan hier; de samenvatting telt ze allemaal): 13',
    );
    expect(registrations).toContain(
      'Vermeldingen even dichtbij als deze treffers, niet gescoord (naamgenoten: een geboortedatum of documentnummer onderscheidt ze): 33',
    );
    // Nothing cut, nothing said.
    expect(renderReportHtml(companyInput())).not.toContain('Niet vermelde');

    // A check type without registrations_extended has no summary to refer to.
    const withoutSummary = renderReportHtml(
      companyInput({
        language: 'en',
        result: {
          ...companyResult,
          registrations_extended: undefined,
          backend_data: JSON.stringify(backend),
        },
      }),
    );
    expect(withoutSummary).not.toContain('summary');
    expect(withoutSummary).toContain('Hits not listed (only the best are shown here): 13');
    expect(withoutSummary).toContain('Hits found in all: 14');

    // A date of birth was given: the namesakes left out were listed without one, or born in
    // the year asked for, so no date of birth is asked for.
    if (company) company.cut = { ...(company.cut as object), birth_date_given: true };
    const dated = renderReportHtml(
      companyInput({
        language: 'en',
        result: { ...companyResult, backend_data: JSON.stringify(backend) },
      }),
    );
    expect(dated).toContain(
      'Listings as close as these hits, not scored (namesakes the date of birth given does not tell apart: listed without one, or born in or about that year; a document number does): 33',
    );
    expect(dated).not.toContain('a date of birth or document number tells them apart');
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
