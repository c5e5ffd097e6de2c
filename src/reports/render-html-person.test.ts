import { describe, expect, it } from 'vitest';
import { fullPersonResult, hostile, personInput, personResult } from './fixtures.test-data.js';
import { renderReportHtml } from './render-html.js';

/** The section names (class section-<name>) of a report, in order. */
const sectionsOf = (html: string): string[] =>
  [...html.matchAll(/<section class="section section-([a-z_]+)/g)].map((m) => m[1] ?? '');

describe('renderReportHtml: a person check', () => {
  it('is one complete document without any URL, the same every time', () => {
    const html = renderReportHtml(personInput());
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="nl">')).toBe(true);
    expect(html).toContain('@media print');
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<(link|script|img|iframe|object)\b/i);
    expect(renderReportHtml(personInput({ result: structuredClone(personResult) }))).toBe(html);
  });

  it('leaves absent sections out', () => {
    const html = renderReportHtml(personInput());
    expect(sectionsOf(html)).toEqual(['request_parameters', 'person_match', 'address_validation']);
    for (const absent of ['Screening', 'Risicoscores', 'Landenrisico', 'Adresinformatie']) {
      expect(html).not.toContain(`<h2>${absent}</h2>`);
    }
  });

  it('gives codes their meaning in English', () => {
    const person = renderReportHtml(personInput({ language: 'en' }));
    expect(person).toContain(
      '<span class="code">PF02</span> <span class="meaning">Found with differences',
    );
    expect(person).toContain(
      '<span class="code">P01</span> <span class="meaning">The address exists as given',
    );
    expect(person).toContain('Kerkstraat 10, 3511 AB Utrecht, NL');
    expect(person).toContain('12 April 1980');
  });

  it('is English when asked (en)', () => {
    const html = renderReportHtml(personInput({ language: 'en' }));
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Person check: Jürgen Muller</h1>');
    // The type's name is its code: said once.
    expect(html).toContain('<td>Basic</td>');
    expect(html).not.toContain('<span class="code">basic</span>');
    expect(html).toContain('1 July 2026');
    expect(html).toContain('12:15:00 CEST');
    expect(html).toContain('Dataset versions used');
  });

  it('says which sections had no result, and which are not available here', () => {
    const backend = JSON.parse(personResult.backend_data ?? '{}') as Record<string, unknown>;
    backend.sections = { not_found: ['address_match'], unavailable: ['phone_number_matches'] };
    const html = renderReportHtml(
      personInput({ result: { ...personResult, backend_data: JSON.stringify(backend) } }),
    );
    expect(html).toContain(
      'Onderdelen niet uitgevoerd of zonder gegevens</th><td>Adresvergelijking',
    );
    expect(html).toContain(
      'Onderdelen niet beschikbaar in deze installatie</th><td>Telefoonnummer',
    );
    expect(sectionsOf(html)).not.toContain('address_match');
  });

  it('still renders without backend_data', () => {
    const { backend_data: _, ...bare } = personResult;
    const html = renderReportHtml(personInput({ result: bare }));
    expect(html).toContain('<h1>Persoonscontrole: Jürgen Muller</h1>');
    expect(html).toContain('Gebruikte gegevensversies</th><td>Geen');
  });

  it('escapes a hostile person and hostile dataset names', () => {
    const backend = JSON.parse(personResult.backend_data ?? '{}') as Record<string, unknown>;
    backend.datasets = [{ name: '<img onerror=x>', version: '"1"' }];
    const html = renderReportHtml(
      personInput({
        result: {
          ...personResult,
          request_parameters: { person: { first_name: '<i>Ann</i>', last_name: hostile } },
          backend_data: JSON.stringify(backend),
        },
      }),
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<i>Ann</i>');
    expect(html).toContain('&lt;i&gt;Ann&lt;/i&gt;');
  });
});

describe('renderReportHtml: a full person check', () => {
  const full = fullPersonResult;

  it('shows all its sections in order, each with its codes explained', () => {
    const html = renderReportHtml(personInput({ result: full, language: 'en' }));
    expect(sectionsOf(html)).toEqual([
      'request_parameters',
      'person_match',
      'address_validation',
      'address_match',
      'phone_number_matches',
      'address_information',
      'risk_scores',
      'id_document_number_check_result',
      'risk_country',
      'registrations',
      'registrations_extended',
    ]);
    expect(html).toContain(
      '<span class="meaning">Known at another address than the one given</span>',
    );
    expect(html).toContain('<span class="code">PM01</span>');
    expect(html).toContain('<span class="meaning">Rented</span>');
    expect(html).toContain(
      '<span class="meaning">Apartment right, part of a divided building (Kadaster index A)</span>',
    );
    expect(html).toContain(
      '<td class="num">83</td><td><span class="code">PRR2</span> <span class="meaning">Elevated risk</span>',
    );
    expect(html).toContain('<span class="meaning">Reported lost, stolen or invalidated</span>');
    expect(html).toContain('<span class="code">L</span> <span class="meaning">Low</span>');
    expect(html).toContain('Wladimir Müller');
    expect(html).toContain('78 / 100');
    expect(html).toContain('Law enforcement');
    expect(html).not.toContain('No explanation stored');
  });

  it('is Dutch by the same rules', () => {
    const html = renderReportHtml(personInput({ result: full }));
    expect(html).toContain('<span class="meaning">Huurwoning</span>');
    expect(html).toContain('<span class="meaning">Verhoogd risico</span>');
    expect(html).toContain('<h2>Controle documentnummer</h2>');
    expect(html).toContain('Opsporing en misdrijven');
  });
});

describe('renderReportHtml: gender', () => {
  const result = {
    ...personResult,
    request_parameters: { person: { initials: 'T.', last_name: 'Linden', gender: 'F' } },
    person_match: {
      code: 'PF04',
      message:
        'Found in the residents data under this name; the date of birth was not compared: no date of birth given; gender F differs from the residents data',
      person: { initials: 'T.', last_name: 'Linden', gender: 'M' },
    },
  };
  const sectionOf = (html: string, name: string): string =>
    /<section class="section section-([a-z_]+)[^]*?<\/section>/g.exec(
      html.slice(html.indexOf(`section-${name}`) - 30),
    )?.[0] ?? '';

  it('shows the gender asked for with its meaning, as the match shows the one found', () => {
    for (const [language, female, male] of [
      ['nl', 'Vrouw', 'Man'],
      ['en', 'Female', 'Male'],
    ] as const) {
      const html = renderReportHtml(personInput({ result, language }));
      expect(sectionOf(html, 'request_parameters')).toContain(
        `<span class="code">F</span> <span class="meaning">${female}</span>`,
      );
      expect(sectionOf(html, 'person_match')).toContain(
        `<span class="code">M</span> <span class="meaning">${male}</span>`,
      );
    }
  });

  it('names the gender in the Dutch message by the same code, never as V', () => {
    const match = sectionOf(renderReportHtml(personInput({ result })), 'person_match');
    expect(match).toContain('geslacht F (vrouw) wijkt af van de bewonersgegevens');
    expect(match).not.toMatch(/geslacht V\b/);
  });
});
