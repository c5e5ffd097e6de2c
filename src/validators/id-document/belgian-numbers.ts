/**
 * Numbers of Belgian identity cards (the eID, for Belgians and foreign residents alike, and the
 * Kids-ID): twelve digits, printed 000-0000000-00, the last two the first ten modulo 97, 97
 * where that is 0. The ICAO field of the card's machine-readable zone holds only the first nine,
 * so the ICAO rule does not fit them; those nine, as banks' readers give them, are a number to
 * look up, not to check. Belgian passports have ICAO numbers (two letters, six
 * digits) and stay under the ICAO rule.
 */
import type { DocumentNumberVerdict } from './document-number.js';

export const BELGIAN_IDENTITY_CARD_RULE =
  'BE identity card: twelve digits, written 000-0000000-00, the last two being the first ten modulo 97 (97 where that is 0)';

const invalid = (reason: string): DocumentNumberVerdict => ({
  outcome: 'invalid_format',
  rule: BELGIAN_IDENTITY_CARD_RULE,
  reason,
});

/** The digits of the document-number field of the card's machine-readable zone. */
export const MRZ_FIELD_DIGITS = 9;

const MRZ_ONLY =
  'is the nine digits of the machine-readable zone, without the last three digits of a Belgian identity card number, its check digits among them';

/**
 * The ten Belgian identity card numbers that begin with the nine digits of the machine-readable
 * zone: its tenth digit any, its check digits those of the ten.
 */
export const belgianNumbersBeginningWith = (nine: string): string[] =>
  Array.from({ length: 10 }, (_, tenth) => {
    const ten = `${nine}${tenth}`;
    return `${ten}${belgianCheckDigits(ten)}`;
  });

/** The two check digits of a Belgian identity card's first ten digits. */
export const belgianCheckDigits = (tenDigits: string): string =>
  String(Number(tenDigits) % 97 || 97).padStart(2, '0');

/**
 * A Belgian identity card number, normalised. The number is kept whole, check digits too, in
 * every verdict: the card and the lost-documents list write all twelve digits (the right ones
 * where the given ones are wrong).
 */
export function checkBelgianIdentityCard(input: string): DocumentNumberVerdict {
  if (!/^\d+$/.test(input)) return invalid('contains characters other than digits');
  // What a reader of the card's machine-readable zone gets from its document-number field: a
  // number of the card, but not one to check, and still one to look up.
  if (input.length === MRZ_FIELD_DIGITS) {
    return {
      outcome: 'no_rule',
      number: input,
      rule: BELGIAN_IDENTITY_CARD_RULE,
      reason: MRZ_ONLY,
    };
  }
  if (input.length !== 12) {
    return invalid(
      `has ${input.length} digits; a Belgian identity card number has 12 (000-0000000-00)`,
    );
  }
  const given = input.slice(10);
  const expected = belgianCheckDigits(input.slice(0, 10));
  if (given !== expected) {
    // The first ten digits are the card's serial number, and the list writes the card whole:
    // its number is looked up with the right check digits, so a slip does not hide a report.
    return {
      outcome: 'invalid_check_digit',
      number: `${input.slice(0, 10)}${expected}`,
      rule: BELGIAN_IDENTITY_CARD_RULE,
      reason: `${given} were given as the last two digits, but those of ${input.slice(0, 10)} are ${expected} (the first ten digits modulo 97)`,
      given,
      expected,
    };
  }
  return { outcome: 'valid', number: input, rule: BELGIAN_IDENTITY_CARD_RULE, checkDigit: given };
}
