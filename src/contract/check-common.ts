import { Type } from '@sinclair/typebox';

/** A check_identifier: its length in the pattern too, so that one rule says what is wrong. */
export const CHECK_IDENTIFIER_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$';

/** What a check_identifier must be, as a problem says it. */
export const CHECK_IDENTIFIER_RULE =
  'must be 1 to 128 ASCII letters, digits and . _ : -, starting with a letter or digit (order-2026-0001)';

/** The caller's idempotency key: unique per organisation. */
export const checkIdentifier = () =>
  Type.String({
    minLength: 1,
    maxLength: 128,
    pattern: CHECK_IDENTIFIER_PATTERN,
    description:
      'Idempotency key, unique per organisation: 1 to 128 ASCII letters (A-Z, a-z), digits and . _ : -, starting with a letter or digit (order-2026-0001); matched exactly, case included (Order-7 and order-7 are two keys).',
  });

export const REPORT_LANGUAGES = ['nl', 'en'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

export const reportLanguage = () =>
  Type.Union(
    REPORT_LANGUAGES.map((l) => Type.Literal(l)),
    { description: 'Language of the report: nl (default) or en.' },
  );

/** Whether the answer carries the report. */
export const reportView = () =>
  Type.Boolean({
    description:
      'true: the answer carries the report too (report_html, and report_pdf in base64). It does not change the check. Where the report cannot be rendered (or is not, for too many renderings waiting on the server), the check is answered without them and with the header Veracheck-Report-Status: failed; GET /v1/reports/{id} renders it again.',
  });

/** The descriptions of the fields that company and person checks share. */
export const SOURCE =
  "Who asks for the check on the caller's side (application, organisation, user, location): kept with the check and its audit record as given.";
export const CHECK_IDENTIFIER =
  "The check's identifier: the request's check_identifier, else one the server made (a UUID). GET /v1/checks/{id} reads the check back by it.";
export const REPORT_IDENTIFIER =
  "The identifier of the check's report (a UUID the server made): GET /v1/reports/{id} serves the report by it, and it reads the check back too.";
export const BACKEND_DATA =
  'JSON text saying how the check was made: the sections requested, returned, not found and unavailable, the datasets read, and what each lookup found and why.';
export const REPORT_PDF =
  'The report as a PDF document in base64; only where report_view was true and the report could be rendered (Veracheck-Report-Status: failed otherwise).';
export const REPORT_HTML =
  'The report as an HTML document; only where report_view was true and the report could be rendered (Veracheck-Report-Status: failed otherwise).';
