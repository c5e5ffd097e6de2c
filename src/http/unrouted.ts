/**
 * What the app answers before a route runs: a path that names nothing (404), a known path with
 * another method (405), a segment too long (414), and headers that make a request malformed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VeracheckError } from '../errors/errors.js';
import { metricsRouteOf } from './plugins/metrics.js';
import { MAX_ECHOED_PATH, problem, type ProblemResponse } from './problem.js';

/**
 * Route templates by method, to tell 405 (known path, other method) from 404: the methods the
 * path allows, and its metrics label, so that a 405 is counted under its route. `named` are the
 * methods of routes that name the path by their template, not by a wildcard (the docs' files),
 * which takes any path below it, a file it does not have as well.
 */
export function routeMatchers(
  app: FastifyInstance,
): (url: string) => { methods: string[]; named: string[]; label?: string } {
  const routes: { method: string; pattern: RegExp; label: string; wildcard: boolean }[] = [];
  app.addHook('onRoute', (route) => {
    // A wildcard (the docs' files) stands for one character or more, as the router reads it:
    // the folder itself is no file, and no path of a 405. The rest is literal: the dot of
    // /openapi.json matches a dot only.
    const template = route.url
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[^/]+/g, '[^/]+')
      .replace(/\*$/, '.+');
    const pattern = new RegExp(`^${template}/?$`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const label = metricsRouteOf(route.url, route.prefix);
    const wildcard = route.url.endsWith('*');
    for (const method of methods) routes.push({ method, pattern, label, wildcard });
  });
  return (url) => {
    const path = url.split('?')[0] ?? url;
    const matching = routes.filter((r) => r.pattern.test(path));
    return {
      methods: [...new Set(matching.map((r) => r.method))],
      named: [...new Set(matching.filter((r) => !r.wildcard).map((r) => r.method))],
      label: matching[0]?.label,
    };
  };
}

/** Longest path segment: the router's limit for identifiers, the same for paths it cannot match. */
export const MAX_SEGMENT = 256;

/** A segment . or .., also written %2E (RFC 3986 section 2.3 reads it as a dot). */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/**
 * The path a caller most likely meant by one that names nothing, where a route takes it: the
 * path with each run of slashes as one (a base URL ending in / joined with a path starting with
 * one gives //v1/...) and, where it lacks it, the /v1 in front. `routed` says whether a route
 * takes a path with the request's method. A path with a dot segment gets none: a client's URL
 * library removes those segments (RFC 3986 section 5.2.4), so /v1/checks/.. is no path it
 * could send, and no identifier either.
 */
export function meantPath(path: string, routed: (path: string) => boolean): string | undefined {
  if (DOT_SEGMENT.test(path)) return undefined;
  const joined = path.replace(/\/{2,}/g, '/');
  return [joined, `/v1${joined}`].find((candidate) => candidate !== path && routed(candidate));
}

/**
 * 404 for a path that names nothing, saying which path was probably meant (`meantPath`); 414
 * where a segment is longer than any the API reads. The detail repeats the path only where
 * `instance` holds it whole.
 */
export function notFoundOrTooLong(
  url: string,
  instance: string,
  routed: (path: string) => boolean = () => false,
): ProblemResponse {
  const path = url.split('?')[0] ?? '';
  if (path.split('/').some((segment) => segment.length > MAX_SEGMENT)) {
    return problem(
      'URI_TOO_LONG',
      'A segment of the request path is longer than the service accepts; identifiers are at most 128 characters.',
    );
  }
  if (path.length > MAX_ECHOED_PATH) return problem('NOT_FOUND', 'No resource at this path.');
  const meant = meantPath(path, routed);
  return problem(
    'NOT_FOUND',
    meant === undefined
      ? `No resource at ${instance}.`
      : `No resource at ${instance}; did you mean ${meant}?`,
  );
}

/** Longest escape a problem quotes: ten escaped bytes, enough to see which they are. */
const MAX_QUOTED_ESCAPE = 30;

const HEX = /^[0-9A-Fa-f]{2}$/;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * What is wrong with the percent-encoding of a path (no query), or undefined where nothing is:
 * the first % not followed by two hexadecimal digits, else the first run of escapes whose
 * bytes are not UTF-8 (RFC 3986 sections 2.1 and 2.5). The router cannot read such a path.
 */
export function badPercentEncoding(path: string): string | undefined {
  const quote = (escape: string) =>
    JSON.stringify(
      escape.length > MAX_QUOTED_ESCAPE ? `${escape.slice(0, MAX_QUOTED_ESCAPE)}...` : escape,
    );
  for (let at = path.indexOf('%'); at !== -1; at = path.indexOf('%', at + 1)) {
    const digits = path.slice(at + 1, at + 3);
    if (!HEX.test(digits)) {
      return `${quote(`%${digits.replace(/%.*/, '')}`)} is not a % followed by two hexadecimal digits`;
    }
  }
  for (const run of path.match(/(?:%[0-9A-Fa-f]{2})+/g) ?? []) {
    const bytes = Uint8Array.from(run.slice(1).split('%'), (byte) => parseInt(byte, 16));
    try {
      UTF8.decode(bytes);
    } catch {
      return `${quote(run)} does not decode to UTF-8 characters`;
    }
  }
  return undefined;
}

/** 400 for a path the router could not decode, naming the escape at fault. */
export function pathEncodingProblem(url: string): ProblemResponse {
  const path = url.split('?')[0] ?? '';
  const fault = badPercentEncoding(path);
  return problem(
    'INVALID_PATH_ENCODING',
    `The request path is not validly percent-encoded${fault === undefined ? '' : `: ${fault}`} (RFC 3986 section 2.1).`,
  );
}

/** A Host value: a host name or an IPv4 or bracketed IPv6 address, then an optional port. */
const HOST_VALUE = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]+)(?::\d{0,5})?$/;

/**
 * What makes a request's headers malformed, or undefined: RFC 9112 §3.2 asks a 400 for an
 * HTTP/1.1 request without Host, with several Host lines or an invalid one. Two Authorization
 * headers are refused too: a proxy reading the other one would see another user than this
 * service authenticates (Node keeps the first of each).
 */
export function headerProblem(request: FastifyRequest): string | undefined {
  const raw = request.raw.rawHeaders;
  let hosts = 0;
  let authorizations = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] ?? '';
    if (name.length === 4 && name.toLowerCase() === 'host') hosts++;
    else if (name.length === 13 && name.toLowerCase() === 'authorization') authorizations++;
  }
  if (hosts > 1) return 'A request must carry one Host header, not several (RFC 9112 section 3.2).';
  if (authorizations > 1) return 'A request must carry one Authorization header, not several.';
  const host = request.headers.host;
  if (host === undefined) {
    const http11 = request.raw.httpVersionMajor === 1 && request.raw.httpVersionMinor === 1;
    return http11
      ? 'An HTTP/1.1 request must carry a Host header (RFC 9112 section 3.2).'
      : undefined;
  }
  return HOST_VALUE.test(host)
    ? undefined
    : 'The Host header is not a host name or address with an optional port (RFC 9112 section 3.2).';
}

export const malformedHeaders = (problem: string): VeracheckError =>
  new VeracheckError('MALFORMED_REQUEST', problem);
