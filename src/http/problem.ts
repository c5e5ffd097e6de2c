import type { TSchema } from '@sinclair/typebox';
import type { FastifyError } from 'fastify';
import { ERROR_CATALOGUE, problemType } from '../errors/catalogue.js';
import {
  describeFieldError,
  VeracheckError,
  type ErrorCode,
  type FieldError,
} from '../errors/errors.js';
import { CHECK_IDENTIFIER_PATTERN, CHECK_IDENTIFIER_RULE } from '../contract/check-common.js';
import type { Problem } from '../contract/problem.js';
import { pointerToken } from './json-members.js';
import { cutForEcho, echoedName, echoedPointer } from './echo.js';
import { meantField } from './field-names.js';
import { STORE_UNAVAILABLE_DETAIL, StoreUnavailableError } from '../store/store-unavailable.js';

export interface ProblemResponse {
  status: number;
  headers: Record<string, string>;
  body: Problem;
}

export function problem(
  code: ErrorCode,
  detail: string,
  errors: FieldError[] = [],
  headers: Record<string, string> = {},
): ProblemResponse {
  const entry = ERROR_CATALOGUE[code];
  return {
    status: entry.status,
    headers,
    body: {
      type: problemType(code),
      title: entry.title,
      status: entry.status,
      detail,
      code,
      // Always there, as DESIGN.md's error shape has it: empty where no field is at fault.
      errors,
    },
  };
}

interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** At most this many field errors are returned; a hostile body could otherwise make megabytes. */
export const MAX_FIELD_ERRORS = 20;

/** What a value of a format must look like, said as a person writes it. */
const FORMAT_MESSAGES: Readonly<Record<string, string>> = {
  date: 'must be a date written YYYY-MM-DD that the calendar has (1980-04-12)',
  'date-time': 'must be a date and time as RFC 3339 writes it (2026-11-26T09:30:00Z)',
};

/** What a value of a pattern must look like, said as a person writes it: never the regex. */
const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  [CHECK_IDENTIFIER_PATTERN]: CHECK_IDENTIFIER_RULE,
};

/** The sentence a format or pattern a value fails says what is wanted in, where it has one. */
function shapeMessage({ keyword, params }: AjvIssue): string | undefined {
  if (keyword === 'format') return FORMAT_MESSAGES[String(params.format)];
  if (keyword === 'pattern') return PATTERN_MESSAGES[String(params.pattern)];
  return undefined;
}

/** A list of the values a field takes: an enum, or a union of literals merged into one. */
const isListOfValues = ({ keyword, params }: AjvIssue): boolean =>
  (keyword === 'const' || keyword === 'enum') && Array.isArray(params.allowedValues);

/**
 * One issue per field where one says what is wanted: a format or pattern in words, or the
 * values listed. The others at that path only repeat it in Ajv's terms: an empty or overlong
 * check_identifier fails its length and pattern, 1.5 as a request_type is no integer and no
 * int32, a number as the type is no string, a date with a time is too long, and a date that may
 * also be blank fails that option.
 */
function soleIssues(issues: AjvIssue[]): AjvIssue[] {
  const sole = new Map<string, AjvIssue>();
  for (const issue of issues) {
    if (shapeMessage(issue) !== undefined && !sole.has(issue.instancePath)) {
      sole.set(issue.instancePath, issue);
    }
  }
  for (const issue of issues) {
    if (isListOfValues(issue) && !sole.has(issue.instancePath)) sole.set(issue.instancePath, issue);
  }
  return issues.filter((i) => (sole.get(i.instancePath) ?? i) === i);
}

/** Which part of the request Fastify validated: an unknown query parameter is named as one. */
type ValidationContext = 'body' | 'params' | 'querystring' | 'headers';

/** Ajv's findings as field errors whose path names the field itself. */
function fieldErrors(
  issues: AjvIssue[],
  context?: ValidationContext,
  bodySchema?: TSchema,
): FieldError[] {
  const errors = soleIssues(issues)
    .slice(0, MAX_FIELD_ERRORS * 4)
    .map((issue): FieldError & { unknown?: string } => {
      const { instancePath, keyword, params } = issue;
      if (keyword === 'additionalProperties') {
        // The name as the caller wrote it, cut short; in the path a JSON Pointer token ("a/b" is
        // a~1b, RFC 6901).
        const field = String(params.additionalProperty);
        const name = echoedName(field);
        const meant = context === 'body' ? meantField(bodySchema, instancePath, field) : undefined;
        return {
          path: echoedPointer(`${instancePath}/${pointerToken(field)}`),
          message:
            context === 'querystring'
              ? `unknown query parameter "${name}"`
              : `unknown field "${name}"${meant === undefined ? '' : ` (did you mean "${meant}"?)`}`,
          unknown: `${instancePath}\u0000${field}`,
        };
      }
      if (keyword === 'required') {
        const field = String(params.missingProperty);
        return {
          path: echoedPointer(`${instancePath}/${pointerToken(field)}`),
          message: 'is required',
        };
      }
      const shape = shapeMessage(issue);
      if (shape !== undefined) return { path: echoedPointer(instancePath), message: shape };
      if (isListOfValues(issue) && Array.isArray(params.allowedValues)) {
        return {
          path: echoedPointer(instancePath),
          message: `must be one of ${params.allowedValues.join(', ')}`,
        };
      }
      return { path: echoedPointer(instancePath), message: issue.message ?? keyword };
    });
  // A union's failure repeats per branch; say each field once. Unknown names are told apart
  // uncut: two that share their first 100 characters are two errors, numbered to read apart.
  const seen = new Set<string>();
  const namesCutAlike = new Map<string, number>();
  const kept: FieldError[] = [];
  for (const { unknown, ...error } of errors) {
    const echoed = `${error.path}|${error.message}`;
    const key = unknown ?? echoed;
    if (seen.has(key)) continue;
    seen.add(key);
    const alike = (namesCutAlike.get(echoed) ?? 0) + 1;
    namesCutAlike.set(echoed, alike);
    kept.push(
      alike === 1
        ? error
        : { ...error, message: `${error.message} (the ${ordinal(alike)} name that starts so)` },
    );
    if (kept.length === MAX_FIELD_ERRORS) break;
  }
  return kept;
}

/** 2nd, 3rd, 4th, ..., 11th, 21st. */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Collapses the per-literal errors of an enum written as a union of literals into one. */
function mergeEnumIssues(issues: AjvIssue[]): AjvIssue[] {
  const byPath = new Map<string, unknown[]>();
  for (const issue of issues) {
    if (issue.keyword === 'const') {
      const list = byPath.get(issue.instancePath) ?? [];
      list.push(issue.params.allowedValue);
      byPath.set(issue.instancePath, list);
    }
  }
  const enumPaths = new Set(byPath.keys());
  // A field that may also be blank ("" beside a date) fails by its other rule; "must be one of
  // (blank)" would only confuse.
  const otherPaths = new Set(
    issues.filter((i) => i.keyword !== 'const' && i.keyword !== 'anyOf').map((i) => i.instancePath),
  );
  for (const [path, values] of byPath) {
    if (values.length === 1 && values[0] === '' && otherPaths.has(path)) byPath.delete(path);
  }
  const merged: AjvIssue[] = [];
  for (const issue of issues) {
    if (issue.keyword === 'anyOf' && enumPaths.has(issue.instancePath)) continue;
    if (issue.keyword === 'const') {
      const values = byPath.get(issue.instancePath);
      if (!values) continue;
      byPath.delete(issue.instancePath);
      merged.push({ ...issue, params: { allowedValues: values } });
      continue;
    }
    merged.push(issue);
  }
  return merged;
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_JSON',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_ERR_BAD_URL: 'INVALID_PATH_ENCODING',
  FST_ERR_ASYNC_CONSTRAINT: 'NOT_FOUND',
};

/**
 * Longest request path a problem echoes in `instance`: longer than any path the API serves
 * (an identifier is at most 128 characters), so only paths that could not match are cut.
 */
export const MAX_ECHOED_PATH = 200;

/** The request path for a problem's `instance`: without the query, cut to MAX_ECHOED_PATH. */
export function problemInstance(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return cutForEcho(path, MAX_ECHOED_PATH);
}

/**
 * What the docs' file server (@fastify/static, under /docs/) answers with a bare 400 as a
 * problem: a file name with a NUL character (%00), which no file has, so nothing is at that path.
 */
export function docsFileProblem(error: unknown): ProblemResponse | undefined {
  if (error instanceof VeracheckError || (error as { statusCode?: unknown }).statusCode !== 400) {
    return undefined;
  }
  return problem(
    'NOT_FOUND',
    'No resource at this path: no file name holds a NUL character (%00).',
  );
}

/**
 * Maps anything thrown while serving a request to a problem; unknown errors become a bare 500.
 * `contentType`, the request's, is named when no parser takes it (415); `bodySchema`, the
 * route's, lets an unknown field name the field it probably meant.
 */
export function toProblem(
  error: unknown,
  contentType?: string,
  bodySchema?: TSchema,
): ProblemResponse {
  if (error instanceof VeracheckError) {
    return problem(error.code, error.message, error.fieldErrors, error.headers);
  }
  const fastifyError = error as Partial<FastifyError> & {
    validation?: AjvIssue[];
    validationContext?: ValidationContext;
  };
  if (Array.isArray(fastifyError.validation)) {
    const issues = fastifyError.validation;
    const errors = fieldErrors(mergeEnumIssues(issues), fastifyError.validationContext, bodySchema);
    const more = issues.length > MAX_FIELD_ERRORS ? ` (first ${errors.length} shown)` : '';
    return problem(
      'VALIDATION_FAILED',
      errors.slice(0, 5).map(describeFieldError).join('; ') +
        (errors.length > 5 || more ? `; ...${more}` : ''),
      errors,
    );
  }
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped === 'UNSUPPORTED_MEDIA_TYPE') {
    // Fastify does not say which type it had no parser for: the request's, cut short.
    return problem(
      mapped,
      contentType === undefined
        ? 'Send the request body as application/json.'
        : `Content-Type ${JSON.stringify(contentType.slice(0, 100))} is not supported; send the request body as application/json.`,
    );
  }
  // Fastify's messages for these quote the whole path, which can be thousands of characters.
  if (mapped === 'URI_TOO_LONG') {
    return problem(
      mapped,
      'A segment of the request path is longer than the service accepts; identifiers are at most 128 characters.',
    );
  }
  // The cause may be a lock another process holds, a database server that cannot be reached or
  // a host too loaded to answer in time: the client can only tell that it may send again.
  if (error instanceof StoreUnavailableError) {
    return problem('STORE_UNAVAILABLE', STORE_UNAVAILABLE_DETAIL, [], { 'retry-after': '1' });
  }
  if (mapped === 'INVALID_PATH_ENCODING') {
    return problem(
      mapped,
      'The request path is not validly percent-encoded (RFC 3986 section 2.1).',
    );
  }
  if (mapped) return problem(mapped, fastifyError.message ?? ERROR_CATALOGUE[mapped].title);
  if (
    error instanceof SyntaxError ||
    (fastifyError.statusCode === 400 && /JSON/i.test(fastifyError.message ?? ''))
  ) {
    return problem('INVALID_JSON', 'The request body is not valid JSON.');
  }
  if (fastifyError.statusCode === 413)
    return problem('BODY_TOO_LARGE', 'The request body is too large.');
  if (fastifyError.statusCode === 415)
    return problem('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  // The docs' file server refuses a path that climbs out of its folder with 403: for a client
  // there is nothing at that path.
  if (fastifyError.statusCode === 403 || fastifyError.statusCode === 404) {
    return problem('NOT_FOUND', 'No resource at this path.');
  }
  if (
    fastifyError.statusCode !== undefined &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    return problem('VALIDATION_FAILED', fastifyError.message ?? 'Bad request.');
  }
  return problem('INTERNAL', 'An unexpected error occurred; it has been logged.');
}
