import { Type } from '@sinclair/typebox';

/** A check_identifier: its length in the pattern too, so that one rule says what is wrong. */
export const CHECK_IDENTIFIER_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$';

/** What a check_identifier must be, as a problem says it. */
export const CHECK_IDENTIFIER_RULE =
  'must be 1 to 128 letters, digits and . _ : -, starting with a letter or digit (order-2026-0001)';

/** The caller's idempotency key: unique per organisation. */
export const checkIdentifier = () =>
  Type.String({
    minLength: 1,
    maxLength: 128,
    pattern: CHECK_IDENTIFIER_PATTERN,
    description:
      'Idempotency key, unique per organisation: letters, digits and . _ : - (at most 128).',
  });

export const REPORT_LANGUAGES = ['nl', 'en'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

export const reportLanguage = () =>
  Type.Union(
    REPORT_LANGUAGES.map((l) => Type.Literal(l)),
    { description: 'Language of the report: nl (default) or en.' },
  );
