import { Type } from '@sinclair/typebox';
import { ref } from '../../contract/primitives.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CheckService, Caller, CheckRequest } from '../../checks/check-service.js';
import { CompanyCheckRequest, CompanyCheckResult } from '../../contract/company-check.js';
import { PersonCheckRequest, PersonCheckResult } from '../../contract/person-check.js';
import type { RenderedReport } from '../../reports/report-service.js';
import type { StoredCheck } from '../../store/store.js';

/**
 * Set to `failed` on a check answer whose report (report_view) could not be rendered, or was not
 * for too many renderings waiting.
 */
export const REPORT_STATUS_HEADER = 'veracheck-report-status';
import type { Metrics } from '../plugins/metrics.js';
import { requestGone } from '../request-gone.js';
import {
  AUTHENTICATED_ERRORS,
  BODY_ERRORS,
  ID_ERRORS,
  IdParams,
  NoQueryParameters,
  responses,
} from './schemas.js';

export interface CheckRoutesOptions {
  checks: CheckService;
  metrics: Metrics;
  /** Leaves the routes out of the OpenAPI document (for the /v1/v1 alias). */
  hidden: boolean;
}

export function callerOf(request: FastifyRequest): Caller {
  const principal = request.principal;
  if (!principal) throw new Error('route reached without authentication');
  return {
    userId: principal.userId,
    organisationId: principal.organisationId,
    requestId: request.id,
  };
}

/** The stored result text is the answer, byte for byte, on creation and on every read. */
function sendStored(reply: FastifyReply, check: StoredCheck): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(check.resultJson);
}

/**
 * The stored result with the report added (`report_view: true`): report_pdf as base64 and
 * report_html, appended to the stored object so the rest stays byte for byte the same.
 */
export function withReport(resultJson: string, report: RenderedReport): string {
  return `${resultJson.slice(0, resultJson.lastIndexOf('}'))},"report_pdf":"${report.pdf.toString('base64')}","report_html":${JSON.stringify(report.html)}}`;
}

export function checkRoutes(app: FastifyInstance, options: CheckRoutesOptions): void {
  const { checks, metrics, hidden } = options;
  const tags = ['checks'];
  const security = [{ basicAuth: [] }];

  const create =
    (kind: CheckRequest['kind'], path: string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const check = { kind, body: request.body } as CheckRequest;
      // Only a report waits in the render queue; a signal for every check would cost each one
      // its listeners and, at its answer, an abort (an exception object) that nothing reads.
      const gone = check.body.report_view === true ? requestGone(request, reply) : undefined;
      const outcome = await checks.create(callerOf(request), check, gone);
      if (outcome.created) metrics.checkCreated(kind, outcome.check.type);
      reply.header('location', `${path}/${encodeURIComponent(outcome.check.checkIdentifier)}`);
      const { report } = outcome;
      if (report === undefined) return sendStored(reply, outcome.check);
      // The check stands without its report; the header says the report was not rendered.
      if (report === 'failed')
        return sendStored(reply.header(REPORT_STATUS_HEADER, 'failed'), outcome.check);
      return reply
        .type('application/json; charset=utf-8')
        .send(withReport(outcome.check.resultJson, report));
    };

  app.post(
    '/company-checks',
    {
      config: { permission: 'company-check' },
      schema: {
        hide: hidden,
        tags,
        security,
        summary: 'Run a company check',
        description:
          "Identifies the company by CoC number, VAT number, company data or an earlier search, runs the sections of the check type, stores the check and returns it. A repeated check_identifier with the same body returns the stored check; with another body, 409 IDEMPOTENCY_CONFLICT; one that is another check's report_identifier, 409 CHECK_IDENTIFIER_TAKEN.",
        body: ref(CompanyCheckRequest),
        querystring: NoQueryParameters,
        response: responses({ 200: ref(CompanyCheckResult) }, [
          ...BODY_ERRORS,
          409,
          ...AUTHENTICATED_ERRORS,
        ]),
      },
    },
    create('company', '/v1/company-checks'),
  );

  app.post(
    '/person-checks',
    {
      config: { permission: 'person-check' },
      schema: {
        hide: hidden,
        tags,
        security,
        summary: 'Run a person check',
        description:
          "Checks a person, optionally with an address and an identity document, runs the sections of the check type, stores the check and returns it. check_identifier replays as for company checks (409 for another body, or for another check's report_identifier).",
        body: ref(PersonCheckRequest),
        querystring: NoQueryParameters,
        response: responses({ 200: ref(PersonCheckResult) }, [
          ...BODY_ERRORS,
          409,
          ...AUTHENTICATED_ERRORS,
        ]),
      },
    },
    create('person', '/v1/checks'),
  );

  app.get(
    '/company-checks/:id',
    {
      config: { permission: 'read-checks' },
      schema: {
        hide: hidden,
        tags,
        security,
        summary: 'Retrieve a company check',
        description:
          'By check_identifier (as written) or report_identifier (a UUID, in either case); checks of other organisations are 404.',
        params: IdParams,
        querystring: NoQueryParameters,
        response: responses({ 200: ref(CompanyCheckResult) }, [
          ...ID_ERRORS,
          ...AUTHENTICATED_ERRORS,
        ]),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      return sendStored(reply, await checks.get(callerOf(request), id, 'company'));
    },
  );

  app.get(
    '/checks/:id',
    {
      config: { permission: 'read-checks' },
      schema: {
        hide: hidden,
        tags,
        security,
        summary: 'Retrieve a check of either kind',
        description:
          'By check_identifier (as written) or report_identifier (a UUID, in either case). Serves person checks and company checks; checks of other organisations are 404.',
        params: IdParams,
        querystring: NoQueryParameters,
        response: responses(
          { 200: Type.Union([ref(PersonCheckResult), ref(CompanyCheckResult)]) },
          [...ID_ERRORS, ...AUTHENTICATED_ERRORS],
        ),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      return sendStored(reply, await checks.get(callerOf(request), id));
    },
  );
}
