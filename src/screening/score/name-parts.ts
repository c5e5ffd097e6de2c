/** Reading the parts of a name for the alignment (`name-alignment.ts`): no state of its own. */
import { GENERIC_COMPANY_WORDS } from '../normalise/generic-company-words.js';
import { NAME_PARTICLES } from '../normalise/particles.js';
import type { NameToken } from '../types.js';

/** The index of the last word among the first `count` tokens, or -1. */
export const lastWord = (tokens: readonly NameToken[], count: number): number => {
  for (let i = count - 1; i >= 0; i--) if (tokens[i]?.kind === 'word') return i;
  return -1;
};

/** The index paired with `index` of one side in the last alignment (`from` to `to`), or -1. */
export function partnerOf(from: Int8Array, to: Int8Array, pairs: number, index: number): number {
  for (let p = 0; p < pairs; p++) if (from[p] === index) return to[p] ?? -1;
  return -1;
}

/** Whether every part of a side but its legal forms found a counterpart in the last alignment. */
export function allPaired(tokens: readonly NameToken[], n: number, used: Uint8Array): boolean {
  for (let j = 0; j < n; j++) if (used[j] === 0 && tokens[j]?.kind !== 'legal') return false;
  return true;
}

/** The index of the first family-name particle among the first `n` tokens, or `n`. */
export function firstParticle(tokens: readonly NameToken[], n: number): number {
  for (let i = 0; i < n; i++) {
    const token = tokens[i];
    if (token?.kind === 'word' && NAME_PARTICLES.has(token.text)) return i;
  }
  return n;
}

/** A word like Holding, Group or Trading, which says little of which company it is. */
export const isGeneric = (token: NameToken): boolean =>
  token.kind === 'word' && GENERIC_COMPANY_WORDS.has(token.text);

/** A pair's side as the explanation shows it: two parts joined by a space where it has two. */
export function writtenAs(tokens: readonly NameToken[], index: number, second: number): NameToken {
  const token = tokens[index] as NameToken;
  if (second < 0) return token;
  const other = tokens[second] as NameToken;
  return { text: `${token.text} ${other.text}`, kind: 'word', phonetic: '' };
}
