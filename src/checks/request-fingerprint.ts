/**
 * The fingerprint of a check request that comes with a caller's key (check_identifier): the
 * same key with the same request replays the stored check, another request is a conflict.
 */
import type { CompanyCheckRequest } from '../contract/company-check.js';
import type { PersonCheckRequest } from '../contract/person-check.js';
import { canonicalJson, sha256Hex } from './canonical-json.js';

export type FingerprintedRequest =
  { kind: 'company'; body: CompanyCheckRequest } | { kind: 'person'; body: PersonCheckRequest };

/**
 * The request fields that have a default, with it. A field given with its default asks for the
 * same check as the field left out, so both fingerprint alike.
 */
export const REQUEST_DEFAULTS = { report_language: 'nl', report_view: false } as const;

type Body = Record<string, unknown>;

const isDefault = (field: string, value: unknown): boolean =>
  Object.hasOwn(REQUEST_DEFAULTS, field) &&
  REQUEST_DEFAULTS[field as keyof typeof REQUEST_DEFAULTS] === value;

const fingerprintOf = (kind: string, body: Body): string =>
  sha256Hex(canonicalJson({ kind, body }));

/** The body without report_view: it only chooses whether the answer carries the report. */
function withoutReportView(request: FingerprintedRequest): Body {
  const { report_view: _view, ...body } = request.body;
  return body;
}

/**
 * The fingerprint stored with a check: of the body without report_view and without the fields
 * given with their default value.
 */
export function requestFingerprint(request: FingerprintedRequest): string {
  const body = Object.fromEntries(
    Object.entries(withoutReportView(request)).filter(([field, value]) => !isDefault(field, value)),
  );
  return fingerprintOf(request.kind, body);
}

/**
 * Every fingerprint under which an earlier check with this request is stored. Besides the
 * current one, the older ways: checks stored before reports were served were fingerprinted over
 * the whole body; later ones, until defaults were left out, over the body without report_view as
 * given (so a default written out there must match with or without it now).
 */
export function acceptedFingerprints(request: FingerprintedRequest): ReadonlySet<string> {
  const withoutView = withoutReportView(request);
  const { report_view: _view, ...defaults } = REQUEST_DEFAULTS;
  return new Set([
    requestFingerprint(request),
    fingerprintOf(request.kind, withoutView),
    fingerprintOf(request.kind, { ...defaults, ...withoutView }),
    fingerprintOf(request.kind, request.body),
  ]);
}
