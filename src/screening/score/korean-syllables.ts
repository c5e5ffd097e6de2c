/**
 * A name written in Hangul against one in Latin letters: its parts are read in the Revised
 * Romanization (김정은 "jeong eun kim"), which lists rarely write. They write Kim Jong Un, with
 * the vowels of the McCune-Reischauer system and the North Korean one, and a syllable of two or
 * three letters is then a letter or two from the list's (eun and un, yeo and yo, seo and so):
 * too far for a spelling tolerance, so 김정은 left "un" unpaired and scored 0.38 against the
 * listed Kim Jong Un. A part read from Hangul pairs with a Latin word that is one way lists
 * write its syllable (`normalise/korean-spellings.ts`), as two spellings of one sound do.
 */
import { romanisedKorean } from '../normalise/korean-names.js';
import {
  spellSameKoreanSyllable,
  spellsHangulSyllable,
  writtenInHangul,
} from '../normalise/korean-spellings.js';
import type { NameToken, NormalisedName, SubjectKind } from '../types.js';
import type { ScoringConfig } from './config.js';

/**
 * Which of two names, if one, is written in Hangul: none, the first, the second; or neither,
 * both persons' names read as romanised Korean (`romanisedKorean`): Romanised.
 */
export const HangulSide = { None: 0, First: 1, Second: 2, Romanised: 3 } as const;
export type HangulSide = (typeof HangulSide)[keyof typeof HangulSide];

/** What the explanation of a score says where a pair was made so. */
export const HANGUL_SPELLING_PAIRED = 'Hangul paired with the spellings lists write for it';
export const ROMANISATIONS_PAIRED = 'two romanisations of one Korean syllable paired';

/** Whether a name's parts read as a romanised Korean name (a one-letter part is a syllable). */
const readsAsKorean = (tokens: readonly NameToken[]): boolean =>
  tokens.length >= 3 &&
  tokens.every((token) => token.kind === 'word' || token.kind === 'initial') &&
  romanisedKorean(tokens.map((token) => token.text));

/**
 * Which of two names is written in Hangul where the other is not; where neither is, whether
 * both are persons' names that read as romanised Korean, whose words are then compared as
 * Korean syllables too.
 */
export function hangulSide(
  query: NormalisedName,
  candidate: NormalisedName,
  kind?: SubjectKind,
): HangulSide {
  const q = writtenInHangul(query.original);
  if (q !== writtenInHangul(candidate.original)) return q ? HangulSide.First : HangulSide.Second;
  return !q && kind === 'person' && readsAsKorean(query.tokens) && readsAsKorean(candidate.tokens)
    ? HangulSide.Romanised
    : HangulSide.None;
}

/**
 * Whether two names may be compared: a Korean reading of a given name written as one word
 * (`NormalisedName.koreanReading`) only with a name read as Korean, in Hangul or romanised.
 */
export const koreanReadingCompared = (
  query: NormalisedName,
  candidate: NormalisedName,
  kind: SubjectKind,
): boolean =>
  (query.koreanReading !== true && candidate.koreanReading !== true) ||
  hangulSide(query, candidate, kind) !== HangulSide.None;

/**
 * How alike two Latin words of romanised Korean names are as Korean syllables: as two spellings
 * of one sound where both may spell one syllable (Jong and Chong, Kyong and Gyeong), else
 * undefined.
 */
export const romanisedSyllableSimilarity = (
  a: string,
  b: string,
  config: ScoringConfig,
): number | undefined => (spellSameKoreanSyllable(a, b) ? config.phoneticFloor : undefined);

/**
 * How alike a word read from Hangul and a Latin word are as Korean syllables: as alike as two
 * spellings of one sound (`phoneticFloor`) where the Latin word is one way lists write the
 * syllable (Jong and Chong for jeong, Un for eun), else undefined: the letters decide, as for
 * any two words. `hangulName`, the name the word was read from: only its syllables count.
 */
export function koreanSyllableSimilarity(
  hangulWord: string,
  latinWord: string,
  config: ScoringConfig,
  hangulName?: string,
): number | undefined {
  return spellsHangulSyllable(hangulWord, latinWord, hangulName) ? config.phoneticFloor : undefined;
}

/** The name of two that is written in Hangul, where `hangulSide` says one is. */
export const hangulName = (
  side: HangulSide,
  query: NormalisedName,
  candidate: NormalisedName,
): string | undefined =>
  side === HangulSide.First
    ? query.original
    : side === HangulSide.Second
      ? candidate.original
      : undefined;
