/**
 * Reports over HTTP: `report_view` puts both in the check answer, `GET /v1/reports/{id}` serves
 * the kept report as PDF or HTML by Accept, scoped to the organisation, and a failing renderer
 * never fails the check (the report is kept as failed and rendered again on GET).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_STATUS_HEADER } from '../../src/http/routes/checks.js';
import { reportRenderer } from '../../src/reports/render-report.js';
import type { ReportRenderer } from '../../src/reports/report-service.js';
import {
  addUser,
  createTestContext,
  expectUnknownQueryParameter,
  storeWithFingerprintOf,
  type TestContext,
} from '../helpers.js';
import { useDemoFixture } from '../demo-fixture.js';

const SHOWCASE_KVK = '12345678';

const demo = useDemoFixture();

interface CheckAnswer {
  check_identifier: string;
  report_identifier: string;
  report_html?: string;
  report_pdf?: string;
  [field: string]: unknown;
}

async function companyCheck(
  context: TestContext,
  body: Record<string, unknown>,
  authorization = context.alice.authorization,
) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/v1/company-checks',
    headers: { authorization },
    payload: { type: 'extended', chamber_of_commerce_number: SHOWCASE_KVK, ...body },
  });
  return { response, body: response.json<CheckAnswer>() };
}

function getReport(
  context: TestContext,
  id: string,
  accept: string | undefined,
  authorization = context.alice.authorization,
) {
  return context.app.inject({
    method: 'GET',
    url: `/v1/reports/${encodeURIComponent(id)}`,
    headers: { authorization, ...(accept !== undefined && { accept }) },
  });
}

describe('report_view', () => {
  it('puts the HTML and the base64 PDF in the answer, and the rest is the stored check', async () => {
    const { response, body } = await companyCheck(demo.ctx, {
      report_view: true,
      report_language: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers[REPORT_STATUS_HEADER]).toBeUndefined();
    expect(body.report_html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(body.report_html).toContain('Company check');
    const pdf = Buffer.from(body.report_pdf ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const stored = await demo.ctx.app.inject({
      method: 'GET',
      url: `/v1/checks/${body.check_identifier}`,
      headers: { authorization: demo.ctx.alice.authorization },
    });
    const { report_html: _html, report_pdf: _pdf, ...rest } = body;
    expect(rest).toEqual(stored.json());
    expect(stored.json()).not.toHaveProperty('report_html');

    // The same report is served later, byte for byte.
    const later = await getReport(demo.ctx, body.report_identifier, 'application/pdf');
    expect(later.rawPayload.equals(pdf)).toBe(true);
    const laterHtml = await getReport(demo.ctx, body.report_identifier, 'text/html');
    expect(laterHtml.body).toBe(body.report_html);
  });

  it('leaves the report out without report_view, and writes it in Dutch by default', async () => {
    const { body } = await companyCheck(demo.ctx, {});
    expect(body).not.toHaveProperty('report_html');
    expect(body).not.toHaveProperty('report_pdf');
    const html = await getReport(demo.ctx, body.report_identifier, 'text/html');
    expect(html.body).toMatch(/<html lang="nl">/);
    expect(html.body).toContain('Bedrijfscontrole');
  });

  it('answers 400 naming report_language for a language it does not write', async () => {
    const { response } = await companyCheck(demo.ctx, { report_language: 'de' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('/report_language');
  });

  it('replays a check with its report when report_view is asked for with the same key later', async () => {
    const key = `report-replay-${Date.now()}`;
    const first = await companyCheck(demo.ctx, { check_identifier: key, type: 'basic' });
    expect(first.body).not.toHaveProperty('report_pdf');
    const again = await companyCheck(demo.ctx, {
      check_identifier: key,
      type: 'basic',
      report_view: true,
    });
    expect(again.response.statusCode).toBe(200);
    expect(again.body.report_identifier).toBe(first.body.report_identifier);
    expect(again.body.report_pdf).toBeTruthy();
    // Another body under the same key is still a conflict.
    const other = await companyCheck(demo.ctx, { check_identifier: key, type: 'extended' });
    expect(other.response.statusCode).toBe(409);
  });

  it('replays a check stored before report_view left the fingerprint, given the same body', async () => {
    // A check made before this release was fingerprinted over its whole body, report_view too.
    const { body: made } = await companyCheck(demo.ctx, {});
    const stored = await demo.ctx.store.findCheck(
      demo.ctx.alice.organisationId,
      made.check_identifier,
    );
    if (!stored) throw new Error('the check was not stored');
    const key = `legacy-${Date.now()}`;
    const legacyBody = {
      type: 'extended',
      chamber_of_commerce_number: SHOWCASE_KVK,
      check_identifier: key,
      report_view: true,
    };
    await storeWithFingerprintOf(demo.ctx.store, stored, key, legacyBody);
    const replay = await companyCheck(demo.ctx, legacyBody);
    expect(replay.response.statusCode).toBe(200);
    expect(replay.response.headers.location).toBe(`/v1/company-checks/${key}`);
    expect(replay.body.report_pdf).toBeTruthy();
    const other = await companyCheck(demo.ctx, { ...legacyBody, type: 'basic' });
    expect(other.response.statusCode).toBe(409);
  });

  it('puts the report in a person check answer too', async () => {
    const response = await demo.ctx.app.inject({
      method: 'POST',
      url: '/v1/person-checks',
      headers: { authorization: demo.ctx.alice.authorization },
      payload: {
        type: 'basic',
        person: { initials: 'J', last_name: 'Jansen' },
        report_view: true,
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<CheckAnswer>();
    expect(body.report_html).toContain('Persoonscontrole');
    expect(
      Buffer.from(body.report_pdf ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('GET /v1/reports/{report_identifier}', () => {
  let reportIdentifier: string;
  let checkIdentifier: string;

  beforeAll(async () => {
    const { body } = await companyCheck(demo.ctx, {});
    reportIdentifier = body.report_identifier;
    checkIdentifier = body.check_identifier;
  });

  it('serves the PDF by Accept, and when anything is accepted', async () => {
    for (const accept of ['application/pdf', '*/*', undefined]) {
      const response = await getReport(demo.ctx, reportIdentifier, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="report-${reportIdentifier}.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('serves the HTML with its content security policy', async () => {
    const response = await getReport(demo.ctx, reportIdentifier, 'text/html,*/*;q=0.8');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain(reportIdentifier);
  });

  it('answers 406 for an Accept that allows neither', async () => {
    const response = await getReport(demo.ctx, reportIdentifier, 'application/json');
    expect(response.statusCode).toBe(406);
    expect(response.json()).toMatchObject({ code: 'NOT_ACCEPTABLE' });
    expect(response.json<{ detail: string }>().detail).toContain('application/pdf');
  });

  it('says that every answer after the Accept is read depends on it, the 406 included', async () => {
    // A cache that kept the 406 for one Accept must not give it to a client asking for a PDF.
    const refused = await getReport(demo.ctx, reportIdentifier, 'application/json');
    expect(refused.statusCode).toBe(406);
    expect(refused.headers.vary).toBe('accept');
    const served = await getReport(demo.ctx, reportIdentifier, 'text/html');
    expect(served.statusCode).toBe(200);
    expect(served.headers.vary).toBe('accept');
    // Found or not depends on the Accept too: with one that allows neither it would be 406.
    const missing = await getReport(demo.ctx, checkIdentifier, 'application/pdf');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.vary).toBe('accept');
  });

  it('gives the same bytes every time', async () => {
    const first = await getReport(demo.ctx, reportIdentifier, 'application/pdf');
    const second = await getReport(demo.ctx, reportIdentifier, 'application/pdf');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('takes the report identifier only, and writes the read into the audit trail', async () => {
    const byKey = await getReport(demo.ctx, checkIdentifier, 'application/pdf');
    expect(byKey.statusCode).toBe(404);
    expect(byKey.json()).toMatchObject({ code: 'REPORT_NOT_FOUND' });
    const audit = await demo.ctx.store.listAudit(demo.ctx.alice.organisationId, 50);
    expect(audit.some((entry) => entry.action === 'report.read')).toBe(true);
  });

  it('answers 400 naming a query parameter, which it does not take, rather than ignoring it', async () => {
    for (const [query, name] of [
      ['format=html', 'format'],
      ['lang=xx', 'lang'],
      ['format=pdf&format=html', 'format'],
    ] as const) {
      const response = await demo.ctx.app.inject({
        method: 'GET',
        url: `/v1/reports/${reportIdentifier}?${query}`,
        headers: { authorization: demo.ctx.alice.authorization, accept: 'text/html' },
      });
      expectUnknownQueryParameter(response, name, `/v1/reports/${reportIdentifier}`);
    }
    // Reading a check refuses them alike.
    for (const url of [
      `/v1/checks/${checkIdentifier}?foo=1`,
      `/v1/company-checks/${checkIdentifier}?foo=1`,
    ]) {
      const response = await demo.ctx.app.inject({
        method: 'GET',
        url,
        headers: { authorization: demo.ctx.alice.authorization },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ path: '/foo' }] });
    }
    // An empty query is no parameter.
    const bare = await demo.ctx.app.inject({
      method: 'GET',
      url: `/v1/reports/${reportIdentifier}?`,
      headers: { authorization: demo.ctx.alice.authorization },
    });
    expect(bare.statusCode).toBe(200);
  });

  it('says in the OpenAPI document that no operation takes query parameters, and lists none', async () => {
    interface Operation {
      description?: string;
      parameters?: Record<string, unknown>[];
      responses: object;
    }
    const document = (await demo.ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        at: `${method} ${path}`,
        operation,
      })),
    );
    const api = operations.filter(({ at }) => / \/v1\//.test(at) && !at.startsWith('head'));
    expect(api.length).toBeGreaterThan(5);
    for (const { at, operation } of api) {
      // A query parameter in the document is an argument of every generated client's call.
      expect(operation.parameters?.filter((p) => p.in === 'query') ?? [], at).toEqual([]);
      if (at.startsWith('options') || at.includes('/v1/health')) continue;
      expect(operation.description, at).toMatch(/no query parameters/);
      expect(Object.keys(operation.responses), at).toContain('400');
    }
    expect(document.paths['/v1/reports/{id}']?.get?.description).toContain('no query parameters');
  });

  it("answers 404 for another organisation's report, 401 without credentials, 403 without read-checks", async () => {
    const other = await getReport(
      demo.ctx,
      reportIdentifier,
      'application/pdf',
      demo.ctx.bob.authorization,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'REPORT_NOT_FOUND' });

    const anonymous = await demo.ctx.app.inject({
      method: 'GET',
      url: `/v1/reports/${reportIdentifier}`,
    });
    expect(anonymous.statusCode).toBe(401);

    const checker = await addUser(demo.ctx.store, 'Organisation A (fictitious)', 'checker-only', [
      'company-check',
    ]);
    const forbidden = await getReport(
      demo.ctx,
      reportIdentifier,
      'application/pdf',
      checker.authorization,
    );
    expect(forbidden.statusCode).toBe(403);

    const reader = await getReport(
      demo.ctx,
      reportIdentifier,
      'application/pdf',
      demo.ctx.reader.authorization,
    );
    expect(reader.statusCode).toBe(200);
  });
});

describe('a failing renderer', () => {
  let broken: TestContext;
  let failing = true;
  const renderer: ReportRenderer = {
    html: (input) => reportRenderer.html(input),
    pdf: (input, html) =>
      failing ? Promise.reject(new Error('renderer crashed')) : reportRenderer.pdf(input, html),
  };

  beforeAll(async () => {
    broken = await createTestContext({ registry: demo.registry, reportRenderer: renderer });
  });
  afterAll(async () => {
    await broken.close();
  });

  it('stores the check, marks the report failed, and renders it again on GET', async () => {
    failing = true;
    const { response, body } = await companyCheck(broken, { report_view: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers[REPORT_STATUS_HEADER]).toBe('failed');
    expect(body).not.toHaveProperty('report_pdf');
    expect(body).not.toHaveProperty('report_html');

    const stored = await broken.app.inject({
      method: 'GET',
      url: `/v1/checks/${body.check_identifier}`,
      headers: { authorization: broken.alice.authorization },
    });
    expect(stored.statusCode).toBe(200);
    const kept = await broken.store.findReport(broken.alice.organisationId, body.report_identifier);
    expect(kept).toMatchObject({ status: 'failed', error: 'renderer crashed', attempts: 1 });

    const stillFailing = await getReport(broken, body.report_identifier, 'application/pdf');
    expect(stillFailing.statusCode).toBe(503);
    expect(stillFailing.json()).toMatchObject({ code: 'REPORT_UNAVAILABLE' });
    expect(stillFailing.headers['retry-after']).toBe('30');

    failing = false;
    const repaired = await getReport(broken, body.report_identifier, 'application/pdf');
    expect(repaired.statusCode).toBe(200);
    expect(repaired.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const rendered = await broken.store.findReport(
      broken.alice.organisationId,
      body.report_identifier,
    );
    expect(rendered).toMatchObject({ status: 'rendered', attempts: 3, error: undefined });

    // Operators see the failures and the recovery in the metrics.
    const metrics = await broken.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain(
      'veracheck_reports_rendered_total{kind="company",outcome="failed"} 2',
    );
    expect(metrics.body).toContain(
      'veracheck_reports_rendered_total{kind="company",outcome="rendered"} 1',
    );
  });
});
