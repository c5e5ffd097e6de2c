import type { NameToken, NormalisedName } from '../types.js';

const isVan = (token: NameToken): boolean => token.kind === 'word' && token.text === 'van';

/**
 * Whether two names may be compared: a reading with a single glued "van" apart
 * (`NormalisedName.gluedVanApart`) only with a name that has "van" too. It makes "Vanleeuwen"
 * and "van Leeuwen" one name; against a name without "van" the glued word is compared as
 * written, so "City Credit Union" is no nearer "Vancity Credit Union" than it was, and the
 * particle weighing little takes nothing from a word one side lacks.
 */
export const gluedVanCompared = (query: NormalisedName, candidate: NormalisedName): boolean =>
  (query.gluedVanApart !== true || candidate.tokens.some(isVan)) &&
  (candidate.gluedVanApart !== true || query.tokens.some(isVan));
