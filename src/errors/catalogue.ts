/**
 * Every error the API returns, with a stable code, its HTTP status and a title. Codes never
 * change meaning; new ones are added at the end. The docs list them (docs/errors.md).
 */
export const ERROR_CATALOGUE = {
  INVALID_JSON: { status: 400, title: 'The request body is not valid JSON' },
  VALIDATION_FAILED: { status: 400, title: 'The request does not match the schema' },
  UNAUTHORIZED: { status: 401, title: 'Credentials are missing or invalid' },
  FORBIDDEN: { status: 403, title: 'The user lacks the permission for this operation' },
  NOT_FOUND: { status: 404, title: 'No such resource' },
  CHECK_NOT_FOUND: { status: 404, title: 'No check with this identifier' },
  ADDRESS_NOT_FOUND: { status: 404, title: 'No address matches the input' },
  METHOD_NOT_ALLOWED: { status: 405, title: 'The resource does not support this method' },
  NOT_ACCEPTABLE: { status: 406, title: 'The requested representation is not available' },
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    title: 'The check_identifier was already used with a different request body',
  },
  CHECK_IDENTIFIER_TAKEN: {
    status: 409,
    title: "The check_identifier is another check's report_identifier",
  },
  BODY_TOO_LARGE: { status: 413, title: 'The request body is too large' },
  URI_TOO_LONG: { status: 414, title: 'The request path is too long' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, title: 'The request body must be application/json' },
  RATE_LIMITED: { status: 429, title: 'Too many requests' },
  LOGIN_THROTTLED: { status: 429, title: 'Too many failed logins' },
  INTERNAL: { status: 500, title: 'Internal error' },
  NOT_READY: { status: 503, title: 'The service is not ready' },
  SHUTTING_DOWN: { status: 503, title: 'The service is shutting down' },
  REPORT_NOT_FOUND: { status: 404, title: 'No report with this identifier' },
  REPORT_UNAVAILABLE: { status: 503, title: 'The report could not be rendered; try again' },
  MALFORMED_REQUEST: { status: 400, title: 'The request is not valid HTTP' },
  REQUEST_TIMEOUT: { status: 408, title: 'The request was not received in time' },
  HEADERS_TOO_LARGE: { status: 431, title: 'The request headers are too large' },
  EXPECTATION_FAILED: {
    status: 417,
    title: 'The Expect header asks for what the service does not do',
  },
  STORE_UNAVAILABLE: {
    status: 503,
    title: 'The data could not be read or written in time',
  },
  COMPANY_DATA_UNAVAILABLE: {
    status: 503,
    title: 'No company data is loaded in this installation',
  },
  REFERENCE_DATA_STALE: {
    status: 503,
    title: 'The dataset versions this server answers from may have been deleted',
  },
  INVALID_PATH_ENCODING: {
    status: 400,
    title: 'The request path is not validly percent-encoded',
  },
} as const satisfies Record<string, { status: number; title: string }>;

export const problemType = (code: string): string =>
  `https://veracheck.dev/problems/${code.toLowerCase().replace(/_/g, '-')}`;
