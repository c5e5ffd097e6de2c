/**
 * The PDF report holds what the HTML report holds: for a full person check and an extended
 * company check on the demo data, in Dutch and in English, every text of the HTML report is
 * found in the text of the PDF (pdftotext), and the values of every section are in it.
 */
import { describe, expect, it } from 'vitest';
import { demoPersonRequest } from './demo-registry.js';
import {
  htmlTexts,
  pdfText,
  requireProgram,
  squeezed,
} from '../src/reports/report-text.test-data.js';
import { useDemoFixture } from './demo-fixture.js';

const pdftotext = requireProgram('pdftotext', 'the PDF text tests');

/** Every string value in a JSON value, but backend_data (provenance, not shown as such). */
function stringValues(value: unknown, key = ''): string[] {
  if (key === 'backend_data') return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => stringValues(item, key));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => stringValues(v, k));
  }
  return [];
}

describe.skipIf(pdftotext === undefined)('the PDF report as text', () => {
  const demo = useDemoFixture();

  /** The extended check of the demo showcase, and a full check of a demo resident. */
  const checkOf = (kind: 'company' | 'person') => {
    if (kind === 'company') {
      return {
        url: '/v1/company-checks',
        payload: { type: 'extended', chamber_of_commerce_number: '12345678' },
      };
    }
    return {
      url: '/v1/person-checks',
      payload: demoPersonRequest(demo.person, 'full'),
    };
  };

  for (const kind of ['company', 'person'] as const) {
    for (const language of ['nl', 'en'] as const) {
      it(`holds every text of the HTML report: ${kind} check, ${language}`, async () => {
        const { url, payload } = checkOf(kind);
        const response = await demo.ctx.app.inject({
          method: 'POST',
          url,
          headers: { authorization: demo.ctx.alice.authorization },
          payload: { ...payload, report_view: true, report_language: language },
        });
        expect(response.statusCode).toBe(200);
        const body = response.json<{
          report_html: string;
          report_pdf: string;
          report_identifier: string;
        }>();
        const text = pdfText(Buffer.from(body.report_pdf, 'base64'));
        const pdf = squeezed(text);

        const missing = htmlTexts(body.report_html).filter((t) => !pdf.includes(squeezed(t)));
        expect(missing).toEqual([]);

        // The values of the sections themselves, not only their labels.
        const { report_html: _h, report_pdf: _p, ...result } = body;
        const values = stringValues(result).filter((v) => v.trim() !== '');
        expect(values.length).toBeGreaterThan(20);
        const htmlText = squeezed(htmlTexts(body.report_html).join(''));
        // A value either shows as given or formatted (dates, codes with meanings); those shown
        // as given are in the PDF too.
        const shownAsGiven = values.filter((v) => htmlText.includes(squeezed(v)));
        expect(shownAsGiven.length).toBeGreaterThan(values.length / 2);
        for (const value of shownAsGiven) expect(pdf).toContain(squeezed(value));

        // Every page carries its number and the report identifier.
        const pages = text.split('\f').filter((page) => page.trim() !== '');
        expect(pages.length).toBeGreaterThan(0);
        pages.forEach((page, index) => {
          expect(page).toContain(body.report_identifier);
          expect(squeezed(page)).toContain(
            `${index + 1}${language === 'nl' ? 'van' : 'of'}${pages.length}`,
          );
        });
      });
    }
  }
});
