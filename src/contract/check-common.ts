import { Type } from '@sinclair/typebox';

/** The caller's idempotency key: unique per organisation. */
export const checkIdentifier = () =>
  Type.String({
    minLength: 1,
    maxLength: 128,
    pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]*$',
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
