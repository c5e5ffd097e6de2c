/**
 * Where the PDF report breaks its pages, on the demo data: no page ends in a heading (the
 * country-risk heading once stood alone at the foot of a page, its row on the next), and the
 * balance is on one page with its heading (its last rows once stood alone on a page).
 */
import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../src/reports/pdf/html-tree.js';
import { pdfText, requireProgram, squeezed } from '../src/reports/report-text.test-data.js';
import { useDemoFixture } from './demo-fixture.js';

const pdftotext = requireProgram('pdftotext', 'the PDF page tests');

/** The texts of the elements an expression finds in the report's HTML. */
const textsOf = (html: string, element: RegExp): string[] =>
  [...html.matchAll(element)].map((m) =>
    decodeEntities((m[1] ?? '').replace(/<[^>]*>/g, '')).trim(),
  );

/** Each page's lines, the footer (report identifier and page number) left out. */
const pageLines = (text: string): string[][] =>
  text
    .split('\f')
    .filter((page) => page.trim() !== '')
    .map((page) =>
      page
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !/(Rapportkenmerk|Report identifier) /.test(line)),
    );

describe.skipIf(pdftotext === undefined)('the pages of the PDF report', () => {
  const demo = useDemoFixture();

  // The showcase and company 1 of the demo's ownership cycle, of the types whose Dutch reports
  // showed the breaks.
  for (const number of ['12345678', '12393949']) {
    for (const type of ['standard', 'extended', 'mkb']) {
      for (const language of ['nl', 'en'] as const) {
        it(`keeps headings and the balance with their rows: ${type} ${number}, ${language}`, async () => {
          const response = await demo.ctx.app.inject({
            method: 'POST',
            url: '/v1/company-checks',
            headers: { authorization: demo.ctx.alice.authorization },
            payload: {
              type,
              chamber_of_commerce_number: number,
              report_view: true,
              report_language: language,
            },
          });
          expect(response.statusCode).toBe(200);
          const body = response.json<{ report_html: string; report_pdf: string }>();
          const html = body.report_html;
          const pages = pageLines(pdfText(Buffer.from(body.report_pdf, 'base64'), '-layout'));

          const headings = new Set(textsOf(html, /<h[234][^>]*>([\s\S]*?)<\/h[234]>/g));
          for (const [index, lines] of pages.slice(0, -1).entries()) {
            expect(headings.has(lines.at(-1) ?? ''), `the foot of page ${index + 1}`).toBe(false);
          }

          const balance = /<section[^>]*company_balance_sheet[\s\S]*?<\/section>/.exec(html)?.[0];
          if (type === 'standard') return;
          expect(balance).toBeDefined();
          const [title = ''] = textsOf(balance ?? '', /<h2[^>]*>([\s\S]*?)<\/h2>/g);
          const rows = textsOf(balance ?? '', /<tr><th scope="row">([\s\S]*?)<\/th>/g);
          expect(rows.length).toBeGreaterThan(5);
          const page = pages.find((lines) => lines.includes(title));
          const below = squeezed(page?.slice(page.indexOf(title)).join('\n') ?? '');
          for (const row of rows) expect(below, row).toContain(squeezed(row));
        });
      }
    }
  }
});
