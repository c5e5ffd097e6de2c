import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { VeracheckError } from '../../errors/errors.js';
import type { ReportService } from '../../reports/report-service.js';
import { REPORT_CONTENT_SECURITY_POLICY } from '../../reports/render-html.js';
import { negotiate } from '../accept.js';
import { requestGone } from '../request-gone.js';
import { callerOf } from './checks.js';
import { AUTHENTICATED_ERRORS, ID_ERRORS, NoQueryParameters, responses } from './schemas.js';

export interface ReportRoutesOptions {
  reports: ReportService;
  /** Leaves the routes out of the OpenAPI document (for the /v1/v1 alias). */
  hidden: boolean;
}

const PDF = 'application/pdf';
const HTML = 'text/html';
/** PDF first: what a client that accepts anything gets. */
const OFFERED = [PDF, HTML] as const;

const ReportParams = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 128, description: 'report_identifier' }),
  },
  { additionalProperties: false },
);

const notAcceptable = (accept: string) =>
  new VeracheckError(
    'NOT_ACCEPTABLE',
    `A report is served as ${OFFERED.join(' or ')}; the Accept header "${accept.slice(0, 200)}" allows neither.`,
  );

export function reportRoutes(app: FastifyInstance, options: ReportRoutesOptions): void {
  const { reports, hidden } = options;

  app.get(
    '/reports/:id',
    {
      config: { permission: 'read-checks' },
      schema: {
        hide: hidden,
        tags: ['reports'],
        security: [{ basicAuth: [] }],
        summary: 'Retrieve the report of a check',
        description:
          'The report of a check by its report_identifier, as PDF or HTML by the Accept header (PDF when anything is accepted), in the language chosen with the check (report_language). It takes no query parameters: the format is chosen by Accept and the language with the check, and a parameter such as ?format=html is 400 naming it. Reports of other organisations are 404. A report is rendered once and kept; when its rendering failed, asking again renders it again (503 REPORT_UNAVAILABLE while it keeps failing, and where too many renderings wait on the server already, with Retry-After).',
        params: ReportParams,
        querystring: NoQueryParameters,
        response: responses(
          {
            200: Type.Unsafe({
              description: 'The report',
              content: {
                [PDF]: { schema: { type: 'string', format: 'binary' } },
                [HTML]: { schema: { type: 'string' } },
              },
            }),
          },
          [...ID_ERRORS, 406, ...AUTHENTICATED_ERRORS],
        ),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const accept = request.headers.accept;
      // Every answer from here on depends on Accept, a 406 or 404 as much as a PDF or HTML: a
      // cache that ignores no-store must not give one client's 406 to another (the error
      // handler keeps the header).
      reply.header('vary', 'accept');
      const media = negotiate(accept, OFFERED);
      if (media === undefined) throw notAcceptable(accept ?? '');
      const { check, report } = await reports.find(
        callerOf(request),
        id,
        requestGone(request, reply),
      );
      // A report holds personal data: no cache may keep it.
      reply.header('cache-control', 'no-store');
      if (media === PDF) {
        return reply
          .type(PDF)
          .header('content-disposition', `inline; filename="report-${check.reportIdentifier}.pdf"`)
          .send(report.pdf);
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', REPORT_CONTENT_SECURITY_POLICY)
        .send(report.html);
    },
  );
}
