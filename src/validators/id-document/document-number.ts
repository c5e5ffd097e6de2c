/**
 * What every number rule shares: how a number is read (spaces and dashes ignored, lower case
 * accepted) and the verdict a rule gives.
 */
import { plainForms } from '../text-forms.js';

/** The input as the rules read it: upper case, without spaces and dashes of any kind. */
export const normaliseDocumentInput = (text: string): string =>
  plainForms(text)
    .toUpperCase()
    .replace(/[\s\u002d\u2010-\u2015\u2212]+/g, '');

/**
 * What a rule says about a number.
 * - `valid`: the number has the form of its type and country, and a check digit, where one
 *   was given, is right.
 * - `form_only`: the number has the general ICAO 9303 form, but Veracheck has no rule for the
 *   documents of its country, and no check digit was given: the number itself is not verified.
 * - `no_rule`: Veracheck has no rule for this number (`reason` says why): none for this type of
 *   document of this country, or the number is longer than the ICAO field.
 * - `invalid_format` and `invalid_check_digit`: the number cannot be right; `reason` says why.
 * `number` is the document number as documents and the lost-documents list write it (upper
 * case, without spaces, dashes, filler or check digit), wherever there is one to look up.
 */
export type DocumentNumberVerdict =
  | { outcome: 'valid'; number: string; rule: string; checkDigit?: string }
  | { outcome: 'form_only'; number: string; rule: string }
  | { outcome: 'no_rule'; number: string; rule: string; reason: string }
  | { outcome: 'invalid_format'; rule: string; reason: string }
  | {
      outcome: 'invalid_check_digit';
      /** The number without the check digit given, which may still be on a list. */
      number: string;
      rule: string;
      reason: string;
      given: string;
      expected: string;
    };

/** The verdict outcomes. */
export type DocumentNumberOutcome = DocumentNumberVerdict['outcome'];
