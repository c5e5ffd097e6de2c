/**
 * The company a check takes by a name that scores below the identifying threshold: the one
 * company whose name holds every word of the name asked whole, listed first by company search
 * ("Smits & van der Wal" for Facilitair Smits & van der Wal V.O.F., which scores lower for the
 * word it has more). Every word the caller gave is then the company's own; the identification
 * remarks say that its name has words more. Not where the name asked has fewer than two words
 * to find companies by (a family name alone is any of its bearers' companies), nor where another
 * candidate holds them too or scores about as well: which company was meant is then not clear.
 */
import { COMPANY_MATCH_THRESHOLD } from '../../registry/company-directory.js';
import { holdsWords, wordsAsked } from '../../registry/company-name-words.js';
import { nameReadings } from '../../registry/company-search.js';
import type { CompanyMatch } from '../../registry/registry.js';
import { normaliseName } from '../../screening/normalise/name.js';
import { NAME_PARTICLES } from '../../screening/normalise/particles.js';

/** Words of the name to find companies by: not initials, particles, numbers or legal forms. */
const findableWords = (name: string): number =>
  normaliseName(name, 'company').tokens.filter(
    (t) => t.kind === 'word' && !NAME_PARTICLES.has(t.text),
  ).length;

/** Whether the company's name holds every word of a reading of the name asked. */
function holdsName(name: string, match: CompanyMatch): boolean {
  return nameReadings(name).some((reading) => {
    const words = findableWords(reading) >= 2 ? wordsAsked(reading) : undefined;
    return words !== undefined && holdsWords([match.matchedName], words);
  });
}

/**
 * The first of `holders` (every company whose name holds the words asked, best first, none
 * where many do) where it alone holds the name asked whole, scores as a search lists names
 * (0.5), and no other candidate scores within `margin` of it.
 */
export function heldWholeBest(
  name: string,
  holders: readonly CompanyMatch[],
  candidates: readonly CompanyMatch[],
  margin: number,
): CompanyMatch | undefined {
  const [best, ...others] = holders;
  if (!best || best.score < COMPANY_MATCH_THRESHOLD || !holdsName(name, best)) return undefined;
  const rest = [...others, ...candidates.filter((c) => c.entityId !== best.entityId)];
  const clear = rest.every((c) => best.score - c.score > margin && !holdsName(name, c));
  return clear ? best : undefined;
}
