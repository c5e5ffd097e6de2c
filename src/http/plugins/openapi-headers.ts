/**
 * The response headers the API sets, written into the OpenAPI document after it is generated:
 * they depend on the status and the operation, not on the body schemas the routes declare.
 */
import { REPORT_CONTENT_SECURITY_POLICY } from '../../reports/render-html.js';
import { REPORT_STATUS_HEADER } from '../routes/checks.js';
import { WWW_AUTHENTICATE } from './auth.js';

interface HeaderObject {
  description: string;
  schema: { type: 'string' | 'integer'; minimum?: number; enum?: string[] };
}

interface ResponseObject {
  headers?: Record<string, HeaderObject>;
  [key: string]: unknown;
}

interface OperationObject {
  responses?: Record<string, ResponseObject>;
  [key: string]: unknown;
}

interface OpenApiPaths {
  paths?: Record<string, Record<string, OperationObject>>;
}

const REQUEST_ID: HeaderObject = {
  description:
    "The request's identifier, as the server log and the audit row have it: one the server made, unique to the request. A caller's X-Request-Id of 1 to 64 of A-Z a-z 0-9 . _ - is kept in front of it, joined by ~ (my-trace.1~41e091845821-5q), so match on the part before the ~.",
  schema: { type: 'string' },
};

const RETRY_AFTER: HeaderObject = {
  description: 'Seconds to wait before asking again.',
  schema: { type: 'integer', minimum: 1 },
};

const BY_STATUS: Record<string, Record<string, HeaderObject>> = {
  '401': {
    'WWW-Authenticate': {
      description: `${WWW_AUTHENTICATE}: the API takes HTTP Basic credentials, user name and password read as UTF-8 (RFC 7617).`,
      schema: { type: 'string' },
    },
  },
  '429': { 'Retry-After': RETRY_AFTER },
  '503': {
    'Retry-After': {
      ...RETRY_AFTER,
      description: `${RETRY_AFTER.description} Sent where waiting is enough (STORE_UNAVAILABLE, SHUTTING_DOWN, REPORT_UNAVAILABLE, and NOT_READY while a starting server builds its indexes); COMPANY_DATA_UNAVAILABLE and REFERENCE_DATA_STALE last until the data is loaded or refreshed, and carry none.`,
    },
  },
};

const NO_STORE: HeaderObject = {
  description: 'no-store: checks, searches and reports hold personal data that no cache may keep.',
  schema: { type: 'string' },
};

/** POST operations that store a check answer with where it can be read again. */
const LOCATION: HeaderObject = {
  description:
    'The path at which the stored check can be retrieved (GET), by its check_identifier.',
  schema: { type: 'string' },
};

/**
 * With report_view the answer's report fields are left out when the report could not be
 * rendered; this header is then the only sign, so a client generated from the document must
 * know it.
 */
const REPORT_STATUS: HeaderObject = {
  description:
    'failed where report_view was true and the report could not be rendered, or was not for too many renderings waiting on the server: the check is stored and answered without report_pdf and report_html, and GET /v1/reports/{id} renders it again. Absent otherwise.',
  schema: { type: 'string', enum: ['failed'] },
};

/** What a served report carries besides the headers of every answer. */
const REPORT_HEADERS: Record<string, HeaderObject> = {
  Vary: {
    description: 'Accept: the format (PDF or HTML) is chosen by the Accept header.',
    schema: { type: 'string' },
  },
  'Content-Disposition': {
    description: 'With the PDF: inline; filename="report-<report_identifier>.pdf".',
    schema: { type: 'string' },
  },
  'Content-Security-Policy': {
    description: `With the HTML: ${REPORT_CONTENT_SECURITY_POLICY} (the report fetches nothing and is not framed by another site).`,
    schema: { type: 'string' },
  },
};

/** A report refused by its Accept (406), or looked for once the Accept allowed one (404). */
const REFUSED_REPORT_VARY: HeaderObject = {
  description:
    'Accept: whether a report is refused (406) or looked for depends on the Accept header.',
  schema: { type: 'string' },
};

/** Adds the headers to every response of the document's operations, in place. */
export function addResponseHeaders<T extends object>(document: T): T {
  // The generated document's own types are a union of OpenAPI versions; only paths matter here.
  const { paths = {} } = document as OpenApiPaths;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const headers: Record<string, HeaderObject> = {
          ...response.headers,
          'X-Request-Id': REQUEST_ID,
          ...(path.startsWith('/v1/') && { 'Cache-Control': NO_STORE }),
          ...BY_STATUS[status],
        };
        if (
          method === 'post' &&
          status === '200' &&
          /\/(company-checks|person-checks)$/.test(path)
        ) {
          headers.Location = LOCATION;
          headers[displayName(REPORT_STATUS_HEADER)] = REPORT_STATUS;
        }
        if (status === '200' && path === '/v1/reports/{id}') Object.assign(headers, REPORT_HEADERS);
        if ((status === '404' || status === '406') && path === '/v1/reports/{id}') {
          headers.Vary = REFUSED_REPORT_VARY;
        }
        response.headers = headers;
      }
    }
  }
  return document;
}

/** A header name as documents write it: veracheck-report-status as Veracheck-Report-Status. */
const displayName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

/**
 * A stable operationId for every operation, made from its method and path, for client
 * generators: `post /v1/company-checks` is postCompanyChecks, `get /v1/checks/{id}` getChecksById.
 */
export function addOperationIds<T extends object>(document: T): T {
  const { paths = {} } = document as OpenApiPaths;
  const word = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  for (const [path, operations] of Object.entries(paths)) {
    const name = path
      .split('/')
      .filter((segment) => segment !== '' && segment !== 'v1')
      .map((segment) =>
        segment.startsWith('{')
          ? `By${word(segment.slice(1, -1))}`
          : segment.split('-').map(word).join(''),
      )
      .join('');
    for (const [method, operation] of Object.entries(operations)) {
      if (typeof operation === 'object' && 'responses' in operation) {
        operation.operationId ??= `${method}${name}`;
      }
    }
  }
  return document;
}
