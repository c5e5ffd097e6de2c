/**
 * The wire protocol of the European Commission's VIES REST API.
 *
 * We use `POST {VIES_URL}/check-vat-number` with `{"countryCode": "DE", "vatNumber": "123456789"}`
 * rather than `GET {VIES_URL}/ms/{cc}/vat/{number}`: the POST is the operation the API's
 * OpenAPI description documents for machine use; it reports failures as a machine-readable
 * `errorWrappers: [{error: "MS_UNAVAILABLE", message}]` (with HTTP 200 and `actionSucceed: false`,
 * or with an HTTP error status), whereas the GET folds outcomes and failures into one
 * `userError` string meant for the web page; and the number travels in the body, not in a URL
 * path that proxies and access logs record.
 *
 * A definite answer is `{countryCode, vatNumber, requestDate, valid, name, address, ...}`;
 * "---" in name or address means the member state does not disclose it.
 */

/** What one upstream call came to, before caching and breaker bookkeeping. */
export type UpstreamResult =
  | { kind: 'answer'; valid: boolean; name?: string; address?: string; requestDate?: string }
  | {
      kind: 'error';
      error: string;
      /** `vies` when VIES itself reported the code, `local` when we concluded it. */
      source: 'vies' | 'local';
    };

/** Larger bodies are not VIES answers; reading them would only cost memory. */
const MAX_BODY_BYTES = 64 * 1024;

/** VIES error codes are upper-case identifiers; anything else is not trusted as a code. */
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

export interface CheckRequest {
  /** The API root, without a trailing slash. */
  baseUrl: string;
  countryCode: string;
  vatNumber: string;
  timeoutMs: number;
}

/** Asks VIES once. Never rejects: every failure becomes an error result. */
export async function requestCheck(request: CheckRequest): Promise<UpstreamResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, request.timeoutMs);
  try {
    const response = await fetch(`${request.baseUrl}/check-vat-number`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ countryCode: request.countryCode, vatNumber: request.vatNumber }),
      signal: controller.signal,
    });
    // The body is read under the same timeout: a server may send headers and then stall.
    const body = await readBody(response);
    if (body === undefined) return localError('BAD_RESPONSE');
    return interpretResponse(response.status, body);
  } catch {
    return localError(controller.signal.aborted ? 'TIMEOUT' : 'NETWORK_ERROR');
  } finally {
    clearTimeout(timer);
  }
}

/** Turns an HTTP status and body into a result; pure, so that every shape can be tested. */
export function interpretResponse(status: number, body: string): UpstreamResult {
  const ok = status >= 200 && status < 300;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return localError(ok ? 'BAD_RESPONSE' : `HTTP_${status}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return localError(ok ? 'BAD_RESPONSE' : `HTTP_${status}`);
  }
  const fields = parsed as Record<string, unknown>;
  const code = firstErrorCode(fields.errorWrappers);
  if (code !== undefined) {
    return ERROR_CODE.test(code)
      ? { kind: 'error', error: code, source: 'vies' }
      : localError('BAD_RESPONSE');
  }
  if (!ok) return localError(`HTTP_${status}`);
  if (fields.actionSucceed === false || typeof fields.valid !== 'boolean') {
    return localError('BAD_RESPONSE');
  }
  const answer: UpstreamResult = { kind: 'answer', valid: fields.valid };
  const name = disclosed(fields.name);
  const address = disclosed(fields.address);
  if (name !== undefined) answer.name = name;
  if (address !== undefined) answer.address = address;
  if (typeof fields.requestDate === 'string' && fields.requestDate !== '') {
    answer.requestDate = fields.requestDate;
  }
  return answer;
}

function localError(error: string): UpstreamResult {
  return { kind: 'error', error, source: 'local' };
}

function firstErrorCode(wrappers: unknown): string | undefined {
  if (!Array.isArray(wrappers) || wrappers.length === 0) return undefined;
  const first: unknown = wrappers[0];
  if (typeof first !== 'object' || first === null) return '';
  const error = (first as Record<string, unknown>).error;
  return typeof error === 'string' ? error : '';
}

/** VIES writes "---" (and sometimes nothing) where a member state does not disclose a value. */
function disclosed(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' || /^-+$/.test(trimmed) ? undefined : trimmed;
}

async function readBody(response: Response): Promise<string | undefined> {
  if (response.body === null) return '';
  // The DOM typings leave the chunk type open; fetch bodies are bytes.
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
