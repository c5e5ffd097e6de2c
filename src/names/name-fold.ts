/**
 * Names folded for comparing: no case, accents or punctuation, through the screening engine's
 * transliteration (foldName), and as one run of letters (compact).
 */
import { LruCache } from '../cache/lru-cache.js';
import { foldTokens } from '../screening/normalise/index.js';

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

/**
 * The dashes that join the names of a double name as the hyphen does: the hyphen-minus, the
 * hyphen (U+2010), the non-breaking hyphen (U+2011), the en dash (U+2013) and the em dash
 * (U+2014), as word processors and phones put one for another ("Jansen–Smit").
 */
const NAME_DASH = '[-\u2010\u2011\u2013\u2014]';
const DASH_WITH_SPACES = new RegExp(`\\s*${NAME_DASH}\\s*`, 'u');
const DASH_WITH_SPACES_KEPT = new RegExp(`\\s*(${NAME_DASH})\\s*`, 'gu');

/** The parts of a name between its dashes, spaces around them dropped ("Jansen – Smit"). */
export const splitAtDashes = (text: string): string[] =>
  text.split(DASH_WITH_SPACES).filter((part) => part.trim() !== '');

/** The name with the spaces around its dashes dropped, each dash as written ("Jansen-Smit"). */
export const dashesJoined = (text: string): string => text.replace(DASH_WITH_SPACES_KEPT, '$1');

/**
 * Whether a name has a Latin letter once folded ("Müller", "Yılmaz" have; "Йылмаз", "شاهين",
 * "Σαχίν" have none). The residents data and the phone directory write names in Latin letters,
 * and their keys keep only those: a name written in another script cannot be compared there.
 */
export const hasLatinLetter = (text: string): boolean => /[a-z]/.test(compact(text));
