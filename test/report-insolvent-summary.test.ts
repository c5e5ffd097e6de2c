/**
 * The PDF report of a bankrupt company that no list names: its screening summary said "listed
 * under Insolvent" beside no hit at all, as if a listing were left out; it says the count is the
 * register's status.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText, requireProgram, squeezed } from '../src/reports/report-text.test-data.js';
import { useDemoFixture } from './demo-fixture.js';

const pdftotext = requireProgram('pdftotext', 'the insolvent summary PDF tests');

describe.skipIf(pdftotext === undefined)('the PDF report: a bankrupt company screened', () => {
  const demo = useDemoFixture();

  it('says the Insolvent of a company without hits is the register', async () => {
    const readme = readFileSync(join(demo.demoDir, 'README.md'), 'utf8');
    const number = /^- Bankrupt: .*, KvK (\d{8})/m.exec(readme)?.[1];
    expect(number).toBeDefined();
    for (const [language, said] of [
      ['nl', 'bedrijf Geen Insolvent (volgens het register; op geen lijst vermeld)'],
      ['en', 'company None Insolvent (according to the register; on no list)'],
    ] as const) {
      const response = await demo.ctx.app.inject({
        method: 'POST',
        url: '/v1/company-checks',
        headers: { authorization: demo.ctx.alice.authorization },
        payload: {
          type: 'compliance',
          chamber_of_commerce_number: number,
          report_language: language,
          report_view: true,
        },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ report_pdf: string }>();
      expect(squeezed(pdfText(Buffer.from(body.report_pdf, 'base64')))).toContain(squeezed(said));
    }
  });
});
