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

/** Which fields of an object a blank leaves out: named ones (nested rules for objects), or all. */
export type BlankRule = 'all' | { readonly [field: string]: true | BlankRule };

/**
 * The fields whose blank value ("" or spaces) the checks read as not given: the result, its
 * request_parameters and backend_data are the same with the field blank or left out. Not so
 * `source` (stored and audited as given) or an id_document's `number` (a blank one is refused):
 * a blank there still counts.
 */
export const BLANK_AS_ABSENT: Record<FingerprintedRequest['kind'], BlankRule> = {
  company: {
    chamber_of_commerce_number: true,
    vat_number: true,
    search_identifier: true,
    company: { name: true, mail_address: true, phone_number: true, address: 'all' },
  },
  person: { person: 'all', address: 'all', id_document: { type: true, country: true } },
};

/**
 * The blanks left out from when blanks were first left out until an id_document's blank `type`
 * and `country` were too: checks stored then were fingerprinted without the other blanks but
 * with those as given.
 */
const BLANK_AS_ABSENT_BEFORE_ID_DOCUMENT: Record<FingerprintedRequest['kind'], BlankRule> = {
  company: BLANK_AS_ABSENT.company,
  person: { person: 'all', address: 'all' },
};

const isBlank = (value: unknown): boolean => typeof value === 'string' && value.trim() === '';

const isObject = (value: unknown): value is Body =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The body without the blank fields the rule names. An object left empty stays: `"address": {}`
 * is still an address given (and refused as saying nowhere), not one left out.
 */
function withoutBlanks(body: Body, rule: BlankRule): Body {
  const kept: Body = {};
  for (const [field, value] of Object.entries(body)) {
    const fieldRule = rule === 'all' ? true : rule[field];
    if (fieldRule === true && isBlank(value)) continue;
    kept[field] =
      fieldRule !== undefined && fieldRule !== true && isObject(value)
        ? withoutBlanks(value, fieldRule)
        : value;
  }
  return kept;
}

/** Text that NFC could change: ASCII, by far the most, never needs it. */
// eslint-disable-next-line no-control-regex -- ASCII needs no normalising
const NOT_ASCII = /[^\x00-\x7f]/;

/**
 * The value with every string in Unicode NFC: "Müller" typed composed or decomposed is one
 * name to the checks, so one request. Objects without such a string are returned as they are.
 */
function inNfc(value: unknown): unknown {
  return inForm(value, 'NFC');
}

/** The value with every string in the normalisation form given (inNfc for NFC). */
function inForm(value: unknown, form: 'NFC' | 'NFD'): unknown {
  if (typeof value === 'string') {
    return NOT_ASCII.test(value) ? value.normalize(form) : value;
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => inForm(item, form));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (!isObject(value)) return value;
  let changed = false;
  const entries = Object.entries(value).map(([field, item]) => {
    const normalised = inForm(item, form);
    if (normalised !== item) changed = true;
    return [field, normalised] as const;
  });
  return changed ? Object.fromEntries(entries) : value;
}

const isDefault = (field: string, value: unknown): boolean =>
  Object.hasOwn(REQUEST_DEFAULTS, field) &&
  REQUEST_DEFAULTS[field as keyof typeof REQUEST_DEFAULTS] === value;

const fingerprintOf = (kind: string, body: Body): string =>
  sha256Hex(canonicalJson({ kind, body }));

/** The body without report_view: it only chooses whether the answer carries the report. */
function withoutReportView(body: Body): Body {
  const { report_view: _view, ...rest } = body;
  return rest;
}

/** Without report_view and without the fields given with their default value. */
const withoutDefaults = (body: Body): Body =>
  Object.fromEntries(
    Object.entries(withoutReportView(body)).filter(([field, value]) => !isDefault(field, value)),
  );

/**
 * The fingerprint stored with a check: of the body with its text in NFC, without report_view,
 * without the fields given with their default value and without the blank fields read as not
 * given. The check itself stores the body as given.
 */
export function requestFingerprint(request: FingerprintedRequest): string {
  const body = inNfc(request.body) as Body;
  return fingerprintOf(
    request.kind,
    withoutDefaults(withoutBlanks(body, BLANK_AS_ABSENT[request.kind])),
  );
}

/**
 * Every fingerprint under which an earlier check with this request is stored. Besides the
 * current one, the older ways, each over the body as given and in NFC, with and without its
 * blank fields (a blank field then was fingerprinted as given): checks stored before text was
 * read in NFC were fingerprinted over the text as given (the same body replays them, and so does
 * one in another normalisation where they were stored wholly composed or decomposed); before an
 * id_document's blank type and country were left out, without the other blanks alone (so a body
 * with a blank name and a blank document type replays the check stored then); before blanks
 * were left out, without defaults; before that, until defaults were left out, over the body without
 * report_view as given (so a default written out there must match with or without it now);
 * and before reports were served, over the whole body.
 */
export function acceptedFingerprints(request: FingerprintedRequest): ReadonlySet<string> {
  const { report_view: _view, ...defaults } = REQUEST_DEFAULTS;
  const rule = BLANK_AS_ABSENT[request.kind];
  // The stored body is known only by its fingerprint: its text is tried in both forms, as most
  // text is written (NFC) and as macOS input gives it (NFD), whichever form this body is in.
  const given = [
    ...new Set([request.body, inNfc(request.body), inForm(request.body, 'NFD')]),
  ] as Body[];
  const earlierRule = BLANK_AS_ABSENT_BEFORE_ID_DOCUMENT[request.kind];
  const bodies = given.flatMap((body) => [
    body,
    withoutBlanks(body, rule),
    withoutBlanks(body, earlierRule),
  ]);
  return new Set([
    requestFingerprint(request),
    ...bodies.flatMap((body) => {
      const withoutView = withoutReportView(body);
      return [
        fingerprintOf(request.kind, withoutDefaults(body)),
        fingerprintOf(request.kind, withoutView),
        fingerprintOf(request.kind, { ...defaults, ...withoutView }),
        fingerprintOf(request.kind, body),
      ];
    }),
  ]);
}
