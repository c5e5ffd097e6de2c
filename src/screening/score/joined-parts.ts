/**
 * Compound names written together on one side and apart on the other ("Pieterjan" and
 * "Pieter-Jan"): a pass of the alignment (name-alignment.ts) over the parts its pairing left.
 */
import type { NameToken } from '../types.js';
import type { ScoringConfig } from './config.js';
import { spellingSimilarity } from './token-similarity.js';

/**
 * Records a pair in the alignment: query index (and a second one, or -1), candidate index
 * (and a second one, or -1), similarity; returns the new number of pairs.
 */
export type AddPair = (
  pairs: number,
  qi: number,
  qi2: number,
  ci: number,
  ci2: number,
  similarity: number,
) => number;

/**
 * Below this length (of the word or of the two joined, whichever is longer) a word must equal
 * two joined words letter for letter ("su han" is not "susan"). The longer counts: a given name
 * romanised as one word in another system (Myongsu, seven letters, for Myeong Su, eight) is one
 * vowel from the syllables the list writes, each held to its own spelling tolerance below.
 */
const LEAST_LENGTH_JOINED_WITH_TYPO = 8;

/**
 * How alike a word is to two neighbouring words joined (0 if not): a compound name written
 * together on one side and apart on the other, Pieterjan and Pieter-Jan, Abdulrahman and Abdel
 * Rahman, Alnoor and Al-Noor. Only words of about the joined length and the same first letter
 * are compared, which leaves out nearly every pair before any work; a short word only when
 * the letters are the same, since two short words joined resemble many others. Each part is
 * held to its own spelling tolerance, cut where either part ends: two slips in one short part
 * ("Goldline" and "Gold Lion") are another name, not a spelling of it.
 */
function joinedSimilarity(
  whole: NameToken,
  first: NameToken | undefined,
  second: NameToken | undefined,
  config: ScoringConfig,
): number {
  if (whole.kind !== 'word' || first?.kind !== 'word' || second?.kind !== 'word') return 0;
  const text = whole.text;
  const length = first.text.length + second.text.length;
  if (text.charAt(0) !== first.text.charAt(0) || Math.abs(text.length - length) > 2) return 0;
  if (text === first.text + second.text) return 1;
  if (Math.max(text.length, length) < LEAST_LENGTH_JOINED_WITH_TYPO) return 0;
  let best = 0;
  for (const cut of new Set([first.text.length, text.length - second.text.length])) {
    if (cut < 1 || cut >= text.length) continue;
    const head = spellingSimilarity(text.slice(0, cut), first.text, config);
    const tail = head === 0 ? 0 : spellingSimilarity(text.slice(cut), second.text, config);
    best = Math.max(best, Math.min(head, tail));
  }
  return best;
}

/** One side of a name in the last alignment: its tokens, how many count, which are paired. */
export interface Side {
  tokens: readonly NameToken[];
  n: number;
  used: Uint8Array;
}

/**
 * Pairs a part left over on one side with two neighbouring parts left over on the other that
 * it writes as one. Without this, giving more of the right name ("Pieterjan Claes" for "Pieter-
 * Jan Claes") scores lower than giving less ("Pieter Claes").
 */
export function joinWrittenApart(
  query: Side,
  candidate: Side,
  pairs: number,
  config: ScoringConfig,
  addPair: AddPair,
): number {
  // Most alignments pair everything, or leave too little over to join.
  const leftQ = query.n - usedCount(query.used, query.n);
  const leftC = candidate.n - usedCount(candidate.used, candidate.n);
  if (leftQ === 0 || leftC === 0 || leftQ + leftC < 3) return pairs;
  const count = joinInto(query, candidate, pairs, config, (i, j, s, n) =>
    addPair(n, i, -1, j, j + 1, s),
  );
  return joinInto(candidate, query, count, config, (j, i, s, n) => addPair(n, i, i + 1, j, -1, s));
}

/**
 * Pairs one part with two neighbouring parts of the other side that it writes letter for
 * letter ("myeongsu" and "myeong su"), where any is left; returns the new number of pairs or
 * -1 when there is none. The alignment takes such a pair before any pair short of the same:
 * otherwise "myeongsu" went to "myeong" as a spelling of it (two letters in eight) and left
 * "su" over, scoring the name in full below half of it.
 */
export function joinLetterForLetter(
  query: Side,
  candidate: Side,
  pairs: number,
  addPair: AddPair,
): number {
  const found = wholeAndApart(query, candidate);
  if (found) return addPair(pairs, found[0], -1, found[1], found[1] + 1, 1);
  const reverse = wholeAndApart(candidate, query);
  return reverse ? addPair(pairs, reverse[1], reverse[1] + 1, reverse[0], -1, 1) : -1;
}

/** A part of `whole` left over and the first of two parts of `apart` it writes as one. */
function wholeAndApart(whole: Side, apart: Side): [number, number] | undefined {
  for (let i = 0; i < whole.n; i++) {
    const token = whole.tokens[i];
    if (whole.used[i] === 1 || token?.kind !== 'word') continue;
    for (let j = 0; j + 1 < apart.n; j++) {
      if (apart.used[j] === 1 || apart.used[j + 1] === 1) continue;
      const [first, second] = [apart.tokens[j], apart.tokens[j + 1]];
      if (first?.kind !== 'word' || second?.kind !== 'word') continue;
      if (token.text.length !== first.text.length + second.text.length) continue;
      if (!token.text.startsWith(first.text) || !token.text.endsWith(second.text)) continue;
      whole.used[i] = 1;
      apart.used[j] = 1;
      apart.used[j + 1] = 1;
      return [i, j];
    }
  }
  return undefined;
}

function usedCount(used: Uint8Array, n: number): number {
  let count = 0;
  for (let i = 0; i < n; i++) count += used[i] ?? 0;
  return count;
}

/** Pairs each part of `whole` left over with two neighbouring parts of `apart` it joins. */
function joinInto(
  whole: Side,
  apart: Side,
  pairs: number,
  config: ScoringConfig,
  add: (wholeIndex: number, firstApart: number, similarity: number, pairs: number) => number,
): number {
  let count = pairs;
  for (let i = 0; i < whole.n; i++) {
    if (whole.used[i] === 1) continue;
    for (let j = 0; j + 1 < apart.n; j++) {
      if (apart.used[j] === 1 || apart.used[j + 1] === 1) continue;
      const tokens = apart.tokens;
      const s = joinedSimilarity(whole.tokens[i] as NameToken, tokens[j], tokens[j + 1], config);
      if (s === 0) continue;
      whole.used[i] = 1;
      apart.used[j] = 1;
      apart.used[j + 1] = 1;
      count = add(i, j, s, count);
      break;
    }
  }
  return count;
}
