/**
 * The report says who made the check: the user of the organisation in the header, and the
 * `source` the caller gave (its own user and location) with the request, in the PDF as in the
 * HTML, and alike when the report is read back later.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.js';
import { pdfText, requireProgram, squeezed } from '../src/reports/report-text.test-data.js';

const pdftotext = requireProgram('pdftotext', 'the report requester PDF tests');

describe.skipIf(pdftotext === undefined)('the PDF report: who made the check', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });

  afterAll(async () => {
    await ctx.close();
  });

  for (const language of ['nl', 'en'] as const) {
    it(`names the user and the source given (${language})`, async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/person-checks',
        headers: { authorization: ctx.alice.authorization },
        payload: {
          type: 'basic',
          person: { first_name: 'Jan', last_name: 'Nergens', date_of_birth: '1970-01-01' },
          source: { username: 'j.jansen', userid: 1234567, location: 'Kantoor Utrecht' },
          report_language: language,
          report_view: true,
        },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ report_pdf: string; report_identifier: string }>();
      const read = await ctx.app.inject({
        method: 'GET',
        url: `/v1/reports/${body.report_identifier}`,
        headers: { authorization: ctx.alice.authorization, accept: 'application/pdf' },
      });
      expect(read.statusCode).toBe(200);
      for (const pdf of [Buffer.from(body.report_pdf, 'base64'), read.rawPayload]) {
        // In drawing order: a label wrapped beside a nested table stays whole.
        const text = squeezed(pdfText(pdf));
        const expected =
          language === 'nl'
            ? [
                'Uitgevoerddooralice',
                'Aangevraagddoor(zoalsopgegevenindeaanvraag)',
                'Gebruikerj.jansen',
                'Gebruikersnummer1234567',
                'VestigingKantoorUtrecht',
              ]
            : [
                'Runbyalice',
                'Requestedby(asgivenintherequest)',
                'Userj.jansen',
                'Usernumber1234567',
                'LocationKantoorUtrecht',
              ];
        for (const part of expected) expect(text).toContain(part);
      }
    });
  }
});
