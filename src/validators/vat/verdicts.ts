import type { RuleVerdict } from './types.js';

/** The number passed its country's format and check-digit rule. */
export function accepted(number: string): RuleVerdict {
  return { ok: true, number };
}

/** Wrong length: the message says what the country's numbers look like. */
export function wrongLength(country: string, shape: string): RuleVerdict {
  return { ok: false, reason: 'length', message: `${country} VAT numbers have ${shape}` };
}

/** Right length, wrong characters or layout: the message says what is expected. */
export function wrongFormat(country: string, shape: string): RuleVerdict {
  return { ok: false, reason: 'format', message: `${country} VAT numbers have ${shape}` };
}

/** A format failure with a message of its own (e.g. an unknown office code). */
export function badComponent(message: string): RuleVerdict {
  return { ok: false, reason: 'format', message };
}

export const CHECK_DIGIT_MISMATCH: RuleVerdict = {
  ok: false,
  reason: 'check_digit',
  message: 'the check digit does not match',
};

export const CHECK_DIGITS_MISMATCH: RuleVerdict = {
  ok: false,
  reason: 'check_digit',
  message: 'the check digits do not match',
};

/** Accepted when the check passed, else the check-digit failure. */
export function acceptedIf(passed: boolean, number: string, pairOfDigits = false): RuleVerdict {
  if (passed) return accepted(number);
  return pairOfDigits ? CHECK_DIGITS_MISMATCH : CHECK_DIGIT_MISMATCH;
}
