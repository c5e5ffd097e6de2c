/** Why an offline VAT number check failed. */
export type VatCheckFailure =
  'empty' | 'unknown_country' | 'format' | 'length' | 'check_digit' | 'duplicated_prefix';

/**
 * The outcome of the offline check. `country` is the VIES country code (EL for Greece, XI for
 * Northern Ireland); `number` is the part after the prefix, normalised; `vatNumber` is both.
 * `historic` marks GB numbers: their format and check digits are sound, but VIES no longer
 * answers for GB (since 2021), so a caller can report them as unverified at best.
 */
export type VatFormatOutcome =
  | { ok: true; country: string; number: string; vatNumber: string; historic: boolean }
  | { ok: false; country?: string; reason: VatCheckFailure; message: string };

/** A country rule's verdict on the part after the prefix. */
export type RuleVerdict =
  | { ok: true; number: string }
  | { ok: false; reason: 'format' | 'length' | 'check_digit'; message: string };

/** The format and check-digit rule of one VIES country. */
export interface CountryVatRule {
  /** VIES country code. */
  readonly country: string;
  /** `number` is upper case, without spaces, dots, dashes or slashes, and without the prefix. */
  check(number: string): RuleVerdict;
}
