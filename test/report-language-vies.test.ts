/**
 * A Dutch report of a company check that asked VIES: VIES's answer, a name VIES registers the
 * number to that is not the company's, and the remark on a name of another legal entity are
 * said in Dutch, in the HTML and in the PDF (the demo data answers no VIES call of its own).
 */
import { describe, expect, it } from 'vitest';
import type { ViesClient } from '../src/upstream/vies/index.js';
import { pdfText, requireProgram, squeezed } from '../src/reports/report-text.test-data.js';
import { useDemoFixture } from './demo-fixture.js';

/** VIES: every number valid, registered to a name that is none of the demo's companies'. */
const vies: ViesClient = {
  check: () =>
    Promise.resolve({ status: 'valid', name: 'ANDERE HANDEL B.V.', cached: false, ms: 1 }),
};
const pdftotext = requireProgram('pdftotext', 'the PDF text of the Dutch VIES report');

describe('a Dutch report of a check that asked VIES', () => {
  const demo = useDemoFixture({ context: { vies } });

  it('says VIES’s answer and the remarks in Dutch, none left in English', async () => {
    const response = await demo.ctx.app.inject({
      method: 'POST',
      url: '/v1/company-checks',
      headers: { authorization: demo.ctx.alice.authorization },
      payload: {
        type: 'basic',
        company: { name: 'Pinas Makelaars Holding N.V.' },
        report_view: true,
        report_language: 'nl',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { report_html: html, report_pdf: pdf } = response.json<{
      report_html: string;
      report_pdf: string;
    }>();
    expect([...html.matchAll(/<span lang="en">(.*?)<\/span>/g)].map((m) => m[1])).toEqual([]);
    const said = [
      'VIES bevestigt dat het btw-nummer geldig is; VIES heeft dit btw-nummer op naam van ANDERE HANDEL B.V., niet van het gecontroleerde bedrijf,',
      'de opgegeven naam "Pinas Makelaars Holding N.V." is niet de naam van het bedrijf (Pinas Makelaars B.V. (12345678)): de woorden of de rechtsvorm wijken af',
    ];
    for (const text of said) expect(html.replaceAll('&quot;', '"')).toContain(text);
    if (pdftotext) {
      const text = squeezed(pdfText(Buffer.from(pdf, 'base64')));
      for (const line of said) expect(text).toContain(squeezed(line));
    }
  });
});
