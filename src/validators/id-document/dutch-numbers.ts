/**
 * Numbers of Dutch documents. Passports and identity cards (since the 2001 models): nine
 * characters, two letters, six letters or digits and a digit, never the letter O (it would be
 * read as zero); in the machine-readable zone the ICAO 9303 check digit follows them. Driving
 * licences: the document number of ten digits.
 */
import type { DocumentNumberVerdict } from './document-number.js';
import { icaoCheckDigit } from './icao-check-digit.js';

export const DUTCH_TRAVEL_DOCUMENT_RULE =
  'NL passport or identity card: two letters, six letters or digits, a digit, never the letter O; optionally followed by its ICAO 9303 check digit';
export const DUTCH_DRIVING_LICENCE_RULE = 'NL driving licence: ten digits';

const invalid = (rule: string, reason: string): DocumentNumberVerdict => ({
  outcome: 'invalid_format',
  rule,
  reason,
});

/** A Dutch passport or identity card number, normalised, with or without its check digit. */
export function checkDutchTravelDocument(input: string): DocumentNumberVerdict {
  const rule = DUTCH_TRAVEL_DOCUMENT_RULE;
  if (!/^[A-Z0-9]+$/.test(input)) {
    return invalid(rule, 'contains characters other than letters and digits');
  }
  if (input.length !== 9 && input.length !== 10) {
    return invalid(
      rule,
      `has ${input.length} characters; a Dutch passport or identity card number has 9, 10 with its check digit`,
    );
  }
  const number = input.slice(0, 9);
  const given = input.charAt(9);
  if (number.includes('O')) {
    return invalid(
      rule,
      'contains the letter O, which Dutch passport and identity card numbers never use (only the digit 0)',
    );
  }
  if (!/^[A-Z]{2}/.test(number)) return invalid(rule, 'does not start with two letters');
  if (!/\d$/.test(number)) return invalid(rule, 'has a ninth character that is not a digit');
  if (given === '') return { outcome: 'valid', number, rule };
  if (!/^\d$/.test(given)) {
    return invalid(rule, 'has a tenth character, the check digit, that is not a digit');
  }
  const expected = icaoCheckDigit(number) ?? '';
  if (given !== expected) {
    return {
      outcome: 'invalid_check_digit',
      number,
      rule,
      reason: `${given} was given, but the check digit of ${number} is ${expected}`,
      given,
      expected,
    };
  }
  return { outcome: 'valid', number, rule, checkDigit: given };
}

/** A Dutch driving licence number, normalised. */
export function checkDutchDrivingLicence(input: string): DocumentNumberVerdict {
  const rule = DUTCH_DRIVING_LICENCE_RULE;
  if (!/^\d+$/.test(input)) return invalid(rule, 'contains characters other than digits');
  if (input.length !== 10) {
    return invalid(rule, `has ${input.length} digits; a Dutch driving licence number has 10`);
  }
  return { outcome: 'valid', number: input, rule };
}
