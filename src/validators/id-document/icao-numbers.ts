/**
 * Numbers of documents for which Veracheck has no national rule: the document-number field of
 * ICAO 9303 (travel documents: passports, and identity cards of the ICAO format): up to nine
 * letters and digits, padded with the filler `<` in the machine-readable zone, and the check
 * digit of those nine characters after them.
 */
import type { DocumentNumberVerdict } from './document-number.js';
import { icaoCheckDigit } from './icao-check-digit.js';

export const ICAO_NUMBER_RULE =
  'ICAO 9303 document number: up to nine letters and digits, optionally followed by its check digit';
export const NO_RULE = 'no rule for the numbers of this type of document of this country';

/** Numbers shorter than this are not taken for document numbers (Veracheck's own bound). */
export const SHORTEST_DOCUMENT_NUMBER = 5;

const invalid = (reason: string): DocumentNumberVerdict => ({
  outcome: 'invalid_format',
  rule: ICAO_NUMBER_RULE,
  reason,
});

/**
 * A travel document number of a country without a national rule, normalised. Nine
 * characters and a digit are the number and its check digit, checked; a number of more than
 * ten characters is longer than the ICAO field (some states issue such, continued in the MRZ's
 * optional data) and is not checked.
 */
export function checkIcaoDocumentNumber(input: string): DocumentNumberVerdict {
  if (!/^[A-Z0-9<]+$/.test(input)) {
    return invalid('contains characters other than letters, digits and the filler <');
  }
  if (input.length > 10) {
    if (input.includes('<')) return invalid('is longer than the ICAO 9303 field with the filler <');
    return {
      outcome: 'no_rule',
      number: input,
      rule: ICAO_NUMBER_RULE,
      reason: 'is longer than the nine characters of the ICAO 9303 document-number field',
    };
  }
  const field = input.slice(0, 9);
  const given = input.charAt(9);
  // An empty MRZ field ("<<<<<<<<<") has no number at all, not a filler out of place.
  if (/^<+$/.test(field)) return invalid('is only the filler <, with no letter or digit');
  if (!/^[A-Z0-9]+<*$/.test(field))
    return invalid('has the filler < elsewhere than at the end, the only place it may pad');
  const number = field.replace(/<+$/, '');
  if (number.length < SHORTEST_DOCUMENT_NUMBER) {
    return invalid(
      `has ${number.length} characters; document numbers have at least ${SHORTEST_DOCUMENT_NUMBER}`,
    );
  }
  if (given === '') return { outcome: 'form_only', number, rule: ICAO_NUMBER_RULE };
  if (!/^\d$/.test(given)) {
    return invalid(
      'has a tenth character, the check digit of the nine before it, that is not a digit',
    );
  }
  const expected = icaoCheckDigit(field) ?? '';
  if (given !== expected) {
    return {
      outcome: 'invalid_check_digit',
      number,
      rule: ICAO_NUMBER_RULE,
      reason: `${given} was given as the tenth character, but the check digit of ${field} is ${expected}`,
      given,
      expected,
    };
  }
  return { outcome: 'valid', number, rule: ICAO_NUMBER_RULE, checkDigit: given };
}

/** A number of a document Veracheck has no rule for: only letters and digits are required. */
export function checkUnruledNumber(input: string): DocumentNumberVerdict {
  if (!/^[A-Z0-9]+$/.test(input)) {
    return {
      outcome: 'invalid_format',
      rule: NO_RULE,
      reason: 'contains characters other than letters and digits',
    };
  }
  return {
    outcome: 'no_rule',
    number: input,
    rule: NO_RULE,
    reason: 'is of a document for which there is no rule',
  };
}
