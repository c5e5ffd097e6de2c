import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { VeracheckError, invalidInput } from '../errors/errors.js';
import { echoedName } from './echo.js';
import { MAX_JSON_DEPTH, tooDeepAt } from './json-depth.js';
import { findRepeatedMember, inspectMembers, mayRepeatMembers } from './json-members.js';
import { MAX_FIELD_ERRORS } from './problem.js';

/**
 * The one parser of request bodies: `application/json` as UTF-8 text (RFC 8259 §8.1), not
 * compressed, without members that JSON.parse would drop or that could pollute prototypes.
 * What it refuses gets a problem naming the reason: 415 for an encoding or charset the service
 * does not read, 400 INVALID_JSON for bytes that are not a UTF-8 JSON text, 400
 * VALIDATION_FAILED with JSON Pointers for valid JSON whose members cannot be accepted.
 */

export interface JsonBodyHeaders {
  'content-type'?: string | undefined;
  'content-encoding'?: string | undefined;
  'transfer-encoding'?: string | undefined;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

const emptyBody = () =>
  new VeracheckError('INVALID_JSON', 'The request body is empty; send a JSON object.');

/**
 * Compressed bodies are refused rather than decoded: clients send small JSON objects, and
 * decoding would need its own limit against decompression bombs. RFC 9110 §15.5.16 and
 * §12.5.3: 415 with Accept-Encoding saying what is accepted.
 */
function checkContentEncoding(headers: JsonBodyHeaders): void {
  refuseCodings('Content-Encoding', headers['content-encoding'], 'identity');
  // Node reads the chunked framing; any other transfer coding (gzip, chunked) would reach the
  // JSON reader as compressed bytes.
  refuseCodings('Transfer-Encoding', headers['transfer-encoding'], 'chunked');
}

/** Most codings a 415 names; the rest are counted. */
const MAX_ECHOED_CODINGS = 5;

function refuseCodings(header: string, value: string | undefined, read: string): void {
  if (value === undefined) return;
  const codings = value
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity' && coding !== read);
  if (codings.length === 0) return;
  // Repeated cut short, as field names are: a header may be 16 KiB of made-up codings.
  const named = codings.slice(0, MAX_ECHOED_CODINGS).map((c) => `"${echoedName(c)}"`);
  const more = codings.length - named.length;
  throw new VeracheckError(
    'UNSUPPORTED_MEDIA_TYPE',
    `${header} ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''} is not supported; send the request body uncompressed.`,
    [],
    { 'accept-encoding': 'identity' },
  );
}

const CHARSET_PARAMETER = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/gi;

/**
 * JSON is UTF-8 (RFC 8259 §8.1); a charset parameter may say so and nothing else. Given twice it
 * is ambiguous (RFC 9110 §8.3.1: a parameter appears once), whichever another reader takes.
 */
function checkCharset(contentType: string | undefined): void {
  // Most requests send a bare `application/json`: no parameter, no scan.
  if (contentType === undefined || !contentType.includes(';')) return;
  const matches = [...contentType.matchAll(CHARSET_PARAMETER)];
  if (matches.length > 1) {
    throw new VeracheckError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The Content-Type gives charset more than once; send application/json or application/json; charset=utf-8.',
    );
  }
  const match = matches[0];
  if (match === undefined) return;
  const charset = (match[1] ?? match[2] ?? '').toLowerCase();
  if (charset === 'utf-8' || charset === 'utf8') return;
  throw new VeracheckError(
    'UNSUPPORTED_MEDIA_TYPE',
    `charset "${charset.slice(0, 40)}" is not supported; send the body as UTF-8 (application/json or application/json; charset=utf-8).`,
  );
}

/**
 * UTF-16 or UTF-32 recognised from a byte order mark or from the zero bytes around the first
 * (ASCII) characters of a JSON text (RFC 4627 §3); undefined for anything else.
 */
export function wideEncoding(bytes: Buffer): string | undefined {
  const [b0, b1, b2, b3] = bytes;
  if (b0 === undefined || b1 === undefined) return undefined;
  if (b0 === 0xfe && b1 === 0xff) return 'UTF-16BE';
  if (b0 === 0xff && b1 === 0xfe) return b2 === 0 && b3 === 0 ? 'UTF-32LE' : 'UTF-16LE';
  if (b0 !== 0 && b1 !== 0) return undefined;
  if (b2 === undefined || b3 === undefined) return b0 === 0 ? 'UTF-16BE' : 'UTF-16LE';
  if (b0 === 0 && b1 === 0)
    return b2 === 0 || (b2 === 0xfe && b3 === 0xff) ? 'UTF-32BE' : undefined;
  if (b0 === 0) return b2 === 0 ? 'UTF-16BE' : undefined;
  if (b2 === 0 && b3 === 0) return 'UTF-32LE';
  return b2 !== 0 && b3 === 0 ? 'UTF-16LE' : undefined;
}

/** Length of the UTF-8 sequence a lead byte starts, or 0 for a byte that cannot lead. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** Offset of the first byte that does not start a valid UTF-8 sequence (only for error details). */
export function firstInvalidUtf8Offset(bytes: Buffer): number {
  let at = 0;
  while (at < bytes.length) {
    const length = sequenceLength(bytes[at] ?? 0);
    if (length === 0 || !isUtf8(bytes.subarray(at, at + length))) return at;
    at += length;
  }
  return bytes.length;
}

/** The body as text, or the reason it is not UTF-8; a leading UTF-8 BOM is ignored (RFC 8259 §8.1 allows it). */
function decodeUtf8(bytes: Buffer): string {
  const wide = wideEncoding(bytes);
  if (wide !== undefined) {
    throw new VeracheckError(
      'UNSUPPORTED_MEDIA_TYPE',
      `The request body is ${wide} encoded; send it as UTF-8.`,
    );
  }
  if (!isUtf8(bytes)) {
    throw new VeracheckError(
      'INVALID_JSON',
      `The request body is not valid UTF-8 (first invalid byte at offset ${firstInvalidUtf8Offset(bytes)}); JSON must be sent as UTF-8 (RFC 8259 §8.1).`,
    );
  }
  const bom = bytes[0] === UTF8_BOM[0] && bytes[1] === UTF8_BOM[1] && bytes[2] === UTF8_BOM[2];
  return bytes.toString('utf8', bom ? UTF8_BOM.length : 0);
}

/** JSON.parse's reason without the excerpt of the body it quotes (the body may hold personal data). */
function syntaxDetail(text: string, error: unknown): string {
  if (text.trim() === '') return emptyBody().message;
  const message = error instanceof Error ? error.message : '';
  const position = Number(/at position (\d+)/.exec(message)?.[1] ?? Number.NaN);
  if (message.includes('Unexpected end of JSON input') || position >= text.length) {
    return 'The request body is not valid JSON: it ends before the JSON text is complete.';
  }
  return Number.isNaN(position)
    ? 'The request body is not valid JSON.'
    : `The request body is not valid JSON (error at character ${position}).`;
}

/** Parses a request body; throws a VeracheckError that says what is wrong with it. */
export function parseJsonBody(bytes: Buffer, headers: JsonBodyHeaders): unknown {
  checkContentEncoding(headers);
  checkCharset(headers['content-type']);
  const text = decodeUtf8(bytes);
  if (text.length === 0) throw emptyBody();
  const tooDeep = tooDeepAt(text);
  if (tooDeep !== undefined) {
    throw invalidInput([
      {
        path: '',
        message: `nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep (from character ${tooDeep}); no request of this API nests so deep`,
      },
    ]);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new VeracheckError('INVALID_JSON', syntaxDetail(text, error));
  }
  const { errors, members } = inspectMembers(value, text, MAX_FIELD_ERRORS);
  if (errors.length > 0) throw invalidInput(errors);
  if (mayRepeatMembers(text, members)) {
    const repeated = findRepeatedMember(text);
    if (repeated !== undefined) {
      throw invalidInput([{ path: repeated, message: 'is given more than once' }]);
    }
  }
  return value;
}

/**
 * Two Content-Type headers are a 415, as a charset given twice is: which one the body is in
 * cannot be told (RFC 9110 §8.3 allows one), and Node keeps the first. A second one in front of
 * application/json never reaches this parser: that request is a 415 for its first type.
 */
function checkOneContentType(rawHeaders: readonly string[]): void {
  let contentTypes = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] ?? '';
    if (name.length === 12 && name.toLowerCase() === 'content-type') contentTypes++;
  }
  if (contentTypes > 1) {
    throw new VeracheckError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The request carries more than one Content-Type header; send one, application/json.',
    );
  }
}

/** Replaces Fastify's JSON parser; the body limit (413) still applies to the bytes received. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    // An unknown path or method is 404 or 405 whatever the body; its handler does not read it.
    if (request.is404) {
      done(null, undefined);
      return;
    }
    try {
      checkOneContentType(request.raw.rawHeaders);
      done(null, parseJsonBody(body as Buffer, request.headers));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/**
 * A body schema's failure on a request that has no body at all is INVALID_JSON, as an empty body
 * with a Content-Type is (Fastify runs no parser for an empty body without one). Decided on the
 * error path, so requests with a body pay nothing for it.
 */
export function missingBodyOr(error: unknown, body: unknown): unknown {
  const failure = error as { validation?: unknown; validationContext?: unknown };
  return body === undefined &&
    Array.isArray(failure.validation) &&
    failure.validationContext === 'body'
    ? emptyBody()
    : error;
}
