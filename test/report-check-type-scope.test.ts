/**
 * The PDF report names the sections its type of check does not run: a standard person check
 * with a document number given once showed the document and no word that neither it nor the
 * person's screening was part of the check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.js';
import { pdfText, requireProgram, squeezed } from '../src/reports/report-text.test-data.js';

const pdftotext = requireProgram('pdftotext', 'the check type scope PDF tests');

describe.skipIf(pdftotext === undefined)(
  'the PDF report: what the type of check leaves out',
  () => {
    let ctx: TestContext;

    beforeAll(async () => {
      ctx = await createTestContext();
    });

    afterAll(async () => {
      await ctx.close();
    });

    const pdfOf = async (type: string, language: 'nl' | 'en'): Promise<string> => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/person-checks',
        headers: { authorization: ctx.alice.authorization },
        payload: {
          type,
          person: { first_name: 'Jan', last_name: 'Nergens', date_of_birth: '1970-01-01' },
          id_document: { type: 'identity_card', country: 'NL', number: 'UTIW1YID6' },
          report_language: language,
          report_view: true,
        },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ report_pdf: string }>();
      return squeezed(pdfText(Buffer.from(body.report_pdf, 'base64')));
    };

    it('names the document check and the screening a standard check leaves out', async () => {
      expect(await pdfOf('standard', 'nl')).toContain(
        squeezed(
          'Niet in dit soort controle Controle documentnummer, Landenrisico, Screening, Uitgebreide screening',
        ),
      );
      expect(await pdfOf('standard', 'en')).toContain(
        squeezed(
          'Not part of this type of check Identity document number check, Country risk, Screening, Extended screening',
        ),
      );
    });

    it('names nothing of the kind for a full check, which runs every section', async () => {
      expect(await pdfOf('full', 'en')).not.toContain(squeezed('Not part of this type of check'));
    });
  },
);
