import { NAME_PARTICLES } from '../normalise/particles.js';
import type { MatchSubject, NameToken } from '../types.js';

/**
 * Countries where a person carries two family names, the father's first and the mother's
 * second, and is mostly called by the first alone: Juan Carlos García López is Juan Carlos
 * García in daily use, in registers abroad and often on lists (Spain, Spanish-speaking Latin
 * America and Equatorial Guinea). Portuguese names put the main family name last, which the
 * alignment already expects.
 */
const FIRST_FAMILY_NAME_COUNTRIES: ReadonlySet<string> = new Set([
  'es', 'mx', 'gt', 'hn', 'sv', 'ni', 'cr', 'pa', 'cu', 'do', 'pr', 'co', 've', 'ec', 'pe',
  'bo', 'py', 'cl', 'ar', 'uy', 'gq',
]); // prettier-ignore

/** Whose names follow that custom: a bit per side; and whose are known to end in two family names. */
export const QUERY_FIRST_FAMILY_NAME = 1;
export const CANDIDATE_FIRST_FAMILY_NAME = 2;
export const QUERY_TWO_FAMILY_NAMES = 4;
export const CANDIDATE_TWO_FAMILY_NAMES = 8;

const followsCustom = (countries: readonly string[]): boolean =>
  countries.some((country) => FIRST_FAMILY_NAME_COUNTRIES.has(country));

/** The sides of a comparison of persons whose country names them by the first family name. */
export function familyNameOrder(query: MatchSubject, candidate: MatchSubject): number {
  const queryCustom = followsCustom(query.countries) ? QUERY_FIRST_FAMILY_NAME : 0;
  const candidateCustom = followsCustom(candidate.countries) ? CANDIDATE_FIRST_FAMILY_NAME : 0;
  if (queryCustom === 0 && candidateCustom === 0) return 0;
  return (
    queryCustom |
    candidateCustom |
    (query.twoFamilyNames ? QUERY_TWO_FAMILY_NAMES : 0) |
    (candidate.twoFamilyNames ? CANDIDATE_TWO_FAMILY_NAMES : 0)
  );
}

/** The name parts besides particles ("van", "de", "bin"): a name alone has one. */
export function nameWords(tokens: readonly NameToken[], n: number): number {
  let words = 0;
  for (let i = 0; i < n; i++) {
    const token = tokens[i];
    // An initial is a name part, also "Y." (which as a word would be the Spanish particle).
    if (token?.kind === 'initial' || (token?.kind === 'word' && !NAME_PARTICLES.has(token.text))) {
      words++;
    }
  }
  return words;
}

/** The name's parts, how many are compared, and the index of its last word. */
export interface NameSide {
  tokens: readonly NameToken[];
  n: number;
  last: number;
}

/**
 * Whether the unmatched last word of `side` is a second family name the other side leaves
 * out: `side` has a given name and two family names (particles and the "y" between them
 * aside: García y López, García de la Cruz), and its first family name is paired with the
 * other side's last word, which follows a given name of its own.
 *
 * Three words (Juan García López, Juan Manuel Santos) may as well be two given names and one
 * family name, whose family name a list of given names alone ("Juan Manuel") must not be let
 * off: they count only where that side is known to end in two family names (`known`). Without
 * that, it takes four words on that side and three on the other (Juan Carlos García López and
 * Juan Carlos García), so the other side keeps a given name beside the family name it pairs.
 */
export function secondFamilyNameLeftOut(
  side: NameSide,
  other: NameSide,
  partnerOf: (index: number) => number,
  known: boolean,
): boolean {
  if (side.last < 0 || other.last < 0) return false;
  const words = nameWords(side.tokens, side.n);
  const otherWords = nameWords(other.tokens, other.n);
  if (words < 3 || otherWords < 2) return false;
  if (!known && (words < 4 || otherWords < 3)) return false;
  let first = side.last - 1;
  while (first >= 0 && isParticle(side.tokens[first])) first--;
  return first >= 0 && side.tokens[first]?.kind === 'word' && partnerOf(first) === other.last;
}

const isParticle = (token: NameToken | undefined): boolean =>
  token?.kind === 'word' && NAME_PARTICLES.has(token.text);
