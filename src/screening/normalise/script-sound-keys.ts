import type { NameToken } from '../types.js';
import { romanisedKorean } from './korean-names.js';
import { hangulSoundKeys, romanisedSoundKeys, writtenInHangul } from './korean-spellings.js';
import { skeletonSoundKeys, writtenWithoutVowels } from './skeletons.js';

const NO_KEYS: readonly string[] = Object.freeze([]);

/**
 * For a name whose script its Latin spellings write otherwise, the other sound keys each of its
 * words may have in them (beside its own, which every word has): a name in Arabic or Hebrew
 * script without vowels by its skeletons (رحمن rhmn, also rmn as in Rahman:
 * `skeletonSoundKeys`), one in Hangul by the spellings lists write (정 jeong, also Chong:
 * `hangulSoundKeys`). Undefined for any other name. A listed name is held under those keys and
 * a name asked for looks them up, so either finds the other.
 */
export function scriptSoundKeys(raw: string): ((word: string) => readonly string[]) | undefined {
  if (writtenInHangul(raw)) return hangulSoundKeys;
  if (!writtenWithoutVowels(raw)) return undefined;
  const keys = skeletonSoundKeys(raw);
  return (word) => keys.get(word) ?? NO_KEYS;
}

/**
 * For a person's name in Latin letters that reads as romanised Korean (`romanisedKorean`), the
 * other sound keys of its words: those of the other spellings of the syllables each may write
 * (jong also as Chong: `romanisedSoundKeys`). Undefined for any other name.
 */
export function romanisedKoreanKeys(
  tokens: readonly NameToken[],
): ((word: string) => readonly string[]) | undefined {
  if (tokens.length < 3 || tokens.some((t) => t.kind !== 'word' && t.kind !== 'initial')) {
    return undefined;
  }
  return romanisedKorean(tokens.map((t) => t.text)) ? romanisedSoundKeys : undefined;
}
