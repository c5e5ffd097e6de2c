import type { NameToken, NormalisedName } from '../types.js';

const isVan = (token: NameToken): boolean => token.kind === 'word' && token.text === 'van';

const vansOf = (name: NormalisedName): number => name.tokens.filter(isVan).length;

/**
 * Whether two names may be compared: a reading with a single glued "van" apart
 * (`NormalisedName.gluedVanApart`) only with a name that has "van" too, as often as the reading
 * has it. It makes "Vanleeuwen" and "van Leeuwen" one name; against a name without "van" the
 * glued word is compared as written, so "City Credit Union" is no nearer "Vancity Credit Union"
 * than it was, and the particle weighing little takes nothing from a word one side lacks. A
 * "van" of another word is not the one glued on: "Leeuwen & Van Dijk" has one "van", the
 * reading of "Vanleeuwen & Van Dijk" two.
 */
export const gluedVanCompared = (query: NormalisedName, candidate: NormalisedName): boolean =>
  (query.gluedVanApart !== true || vansOf(candidate) >= vansOf(query)) &&
  (candidate.gluedVanApart !== true || vansOf(query) >= vansOf(candidate));
