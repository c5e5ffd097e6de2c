import { NAME_PARTICLES } from '../normalise/particles.js';
import type { NameToken } from '../types.js';
import { nameWords, type NameSide } from './surname-order.js';

/**
 * A bit of the family-name order (`surname-order.ts`) given to the alignment: both persons
 * share a full birth date, so a last name part one side leaves out may be let off.
 */
export const FULL_BIRTH_DATE_AGREES = 16;

/** A side of the last alignment, with which of its parts found a counterpart. */
export interface AlignedSide extends NameSide {
  used: Uint8Array;
}

const isParticle = (token: NameToken | undefined): boolean =>
  token?.kind === 'word' && NAME_PARTICLES.has(token.text);

/**
 * Whether the unmatched last word of `longer` is a last name part that `shorter` leaves out:
 * `shorter` (two name words or more) is paired whole, `longer` whole but for that word (and
 * particles), and the word before it is the partner of `shorter`'s last. That is how an Arabic
 * nisba or laqab (Qasim Hamid for Qasim Hamid al-Dulaimi) or the second half of a double
 * family name (Jürgen Müller for Jürgen Müller-Lüdenscheidt) goes missing. Alone it is also
 * how two relatives differ, so the alignment lets it off only beside the same full birth date.
 */
export function lastPartLeftOut(
  longer: AlignedSide,
  shorter: AlignedSide,
  partnerOf: (shorterIndex: number) => number,
): boolean {
  if (longer.last < 0 || shorter.last < 0 || nameWords(shorter.tokens, shorter.n) < 2) {
    return false;
  }
  for (let i = 0; i < shorter.n; i++) {
    if (shorter.used[i] === 0 && shorter.tokens[i]?.kind !== 'legal') return false;
  }
  for (let j = 0; j < longer.n; j++) {
    if (j !== longer.last && longer.used[j] === 0 && !isParticle(longer.tokens[j])) return false;
  }
  let before = longer.last - 1;
  while (before >= 0 && isParticle(longer.tokens[before])) before--;
  return before >= 0 && partnerOf(shorter.last) === before;
}
