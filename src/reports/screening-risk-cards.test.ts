import { describe, expect, it } from 'vitest';
import {
  companyInput,
  companyResult,
  fullPersonResult,
  personInput,
} from './fixtures.test-data.js';
import { renderReportHtml } from './render-html.js';

const code = (c: string, meaning: string) =>
  `<span class="code">${c}</span> <span class="meaning">${meaning}</span>`;

/** The company fixture with its parent screened too, without a hit. */
function companyHtml(language: 'en' | 'nl'): string {
  const backend = JSON.parse(companyResult.backend_data ?? '{}') as {
    lookups: { screening: { subjects: object[] } };
  };
  backend.lookups.screening.subjects.push({ subject: 'parent: Müller Holding B.V.', hits: [] });
  return renderReportHtml(
    companyInput({
      language,
      result: { ...companyResult, backend_data: JSON.stringify(backend) },
    }),
  );
}

const cardOf = (html: string, kind: string, name: string): string => {
  const at = html.indexOf(`<div class="card ${kind}"><h3>${name}</h3>`);
  return at < 0 ? '' : html.slice(at, html.indexOf('</div>', at));
};

describe('screening risk on the UBO and parent cards', () => {
  it("shows a UBO's and a parent's screening outcome as the directors' cards do", () => {
    const html = companyHtml('en');
    // Петров's hit agrees on the full date of birth at 0.97: a confirmed hit.
    expect(cardOf(html, 'ubo', 'Владимир Петров')).toContain(
      `<strong>Screening risk: ${code('2', 'Confirmed hit')}</strong>`,
    );
    expect(cardOf(html, 'parent', 'Müller Holding B.V.')).toContain(
      `Screening risk: ${code('0', 'No screening hit')}`,
    );
  });

  it('heads the screening of the company alone as such', () => {
    expect(companyHtml('en')).toContain('<h2>Screening of the company itself</h2>');
    expect(companyHtml('nl')).toContain('<h2>Screening van het bedrijf zelf</h2>');
  });
});

describe('the name risk score in a person report', () => {
  it("says it is the organisation's check history", () => {
    const en = renderReportHtml(personInput({ language: 'en', result: fullPersonResult }));
    expect(en).toContain('<h3>Name (check history of your organisation)</h3>');
    const nl = renderReportHtml(personInput({ language: 'nl', result: fullPersonResult }));
    expect(nl).toContain('<h3>Naam (controlegeschiedenis van uw organisatie)</h3>');
  });
});
