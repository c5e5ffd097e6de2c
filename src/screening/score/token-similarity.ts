import type { NameToken } from '../types.js';
import type { ScoringConfig } from './config.js';
import { jaroWinkler } from './jaro-winkler.js';
import { editDistance } from './levenshtein.js';

/**
 * How alike two name parts are, in [0, 1]: 0 below the cut-off, so that a different name part
 * contributes nothing rather than a little ("bush" and "habbash" share letters, not a name).
 */
export function tokenSimilarity(a: NameToken, b: NameToken, config: ScoringConfig): number {
  if (a.text === b.text)
    return a.kind === b.kind || (a.kind !== 'legal' && b.kind !== 'legal') ? 1 : 0;
  if (a.kind === 'number' || b.kind === 'number') return 0;
  if (a.kind === 'legal' || b.kind === 'legal') return 0;
  if (a.kind === 'initial' || b.kind === 'initial') {
    if (a.kind === 'initial' && b.kind === 'initial') return 0;
    return a.text[0] === b.text[0] ? config.initialSimilarity : 0;
  }
  const similarity = jaroWinkler(a.text, b.text);
  // Same sound, spelled differently (Mohammed/Muhammad, Meyer/Meier): the key decides, as long
  // as the spellings are not far apart.
  if (a.phonetic !== '' && a.phonetic === b.phonetic && similarity >= 0.7) {
    return Math.max(similarity, config.phoneticFloor);
  }
  if (similarity < config.tokenCutoff) return 0;
  // Jaro-Winkler rewards a shared start: "emma" and "emmaus" are close by it, yet two
  // letters apart in four. A spelling variant is at most one edit in four letters.
  const allowed = Math.max(1, Math.floor(Math.max(a.text.length, b.text.length) / 4));
  return editDistance(a.text, b.text, allowed) <= allowed ? similarity : 0;
}
