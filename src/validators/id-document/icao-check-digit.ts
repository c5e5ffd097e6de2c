/**
 * The check digit of ICAO Doc 9303 (part 3, section 4.9): each character gets a value (digits
 * their own, A=10 … Z=35, the filler `<` 0), values are weighted 7, 3, 1, 7, 3, 1, … and the
 * sum modulo 10 is the check digit.
 */

const WEIGHTS = [7, 3, 1] as const;

/** The value ICAO 9303 gives a character of a machine-readable zone, or undefined for others. */
export function icaoCharacterValue(char: string): number | undefined {
  if (char === '<') return 0;
  const code = char.charCodeAt(0);
  if (char.length !== 1) return undefined;
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  return undefined;
}

/**
 * The check digit of a field of upper-case letters, digits and `<`, as a one-digit string;
 * undefined when the field holds another character.
 */
export function icaoCheckDigit(field: string): string | undefined {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    const value = icaoCharacterValue(field.charAt(i));
    if (value === undefined) return undefined;
    sum += value * (WEIGHTS[i % 3] ?? 1);
  }
  return String(sum % 10);
}
