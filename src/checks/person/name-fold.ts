/**
 * Names folded for comparing: no case, accents or punctuation, through the screening engine's
 * transliteration (foldName), and as one run of letters (compact).
 */
import { LruCache } from '../../cache/lru-cache.js';
import { foldTokens } from '../../screening/normalise/index.js';

const folded = new LruCache<readonly string[]>(20_000);

/**
 * A name's folded tokens (no accents, case or punctuation). Folding runs the screening
 * engine's transliteration, the costly part of comparing names, and the same names recur.
 */
export function foldName(text: string): readonly string[] {
  let tokens = folded.get(text);
  if (!tokens) {
    tokens = foldTokens(text);
    folded.set(text, tokens);
  }
  return tokens;
}

/** The folded name as one run of letters and digits: "Bosch-de Vries" is "boschdevries". */
export const compact = (text: string): string => foldName(text).join('');
