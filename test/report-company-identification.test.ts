/**
 * The PDF report of a company check says how the company was found, and where it was not, says
 * so plainly: the report of a number in no register once listed its sections as "not run or
 * without data" and nothing more, and that of a misspelt name never said a name search found it.
 */
import { describe, expect, it } from 'vitest';
import { pdfText, requireProgram, squeezed } from '../src/reports/report-text.test-data.js';
import { useDemoFixture } from './demo-fixture.js';

const pdftotext = requireProgram('pdftotext', 'the company identification PDF tests');

describe.skipIf(pdftotext === undefined)('the PDF report: how the company was found', () => {
  const demo = useDemoFixture();

  const pdfOf = async (payload: object): Promise<string> => {
    const response = await demo.ctx.app.inject({
      method: 'POST',
      url: '/v1/company-checks',
      headers: { authorization: demo.ctx.alice.authorization },
      payload: { ...payload, report_view: true },
    });
    expect(response.statusCode).toBe(200);
    return squeezed(
      pdfText(Buffer.from(response.json<{ report_pdf: string }>().report_pdf, 'base64')),
    );
  };

  it('says that no company was found, and by what it was looked for', async () => {
    const nl = await pdfOf({
      type: 'compliance',
      chamber_of_commerce_number: '99999999',
      report_language: 'nl',
    });
    expect(nl).toContain(
      squeezed('Niet gevonden: geen bedrijf in de gebruikte gegevens past bij wat is opgegeven.'),
    );
    expect(nl).toContain(squeezed('Gezocht op: KvK-nummer.'));
    const en = await pdfOf({
      type: 'extended',
      chamber_of_commerce_number: '99999999',
      report_language: 'en',
    });
    expect(en).toContain(
      squeezed('Not found: no company in the datasets used fits what was given.'),
    );
  });

  it('says what found the company: its number, or a name search with its score', async () => {
    expect(
      await pdfOf({ type: 'basic', chamber_of_commerce_number: '12345678', report_language: 'en' }),
    ).toContain(squeezed('Found by: Chamber of Commerce number.'));
    const byName = await pdfOf({
      type: 'basic',
      company: { name: 'Pinas Makelars B.V.' },
      report_language: 'nl',
    });
    expect(byName).toContain(squeezed('Pinas Makelaars B.V.'));
    expect(byName).toMatch(/Gevondenop:naam\(score0,\d+van1\)\./);
  });
});
