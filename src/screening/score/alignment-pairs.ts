// The scratch space of one name alignment (module state, so an alignment allocates nothing) and
// the questions asked of the pairs it found.
import type { NameToken } from '../types.js';
import { isGeneric } from './name-parts.js';

/** Name parts considered per name; longer names are cut (lists rarely write more). */
export const MAX_TOKENS = 10;

export const usedQ = new Uint8Array(MAX_TOKENS);
export const usedC = new Uint8Array(MAX_TOKENS);
/** Pairs found by the last alignment: query index, candidate index, similarity. */
export const pairQ = new Int8Array(MAX_TOKENS);
export const pairC = new Int8Array(MAX_TOKENS);
export const pairSimilarity = new Float64Array(MAX_TOKENS);
/**
 * The second query or candidate index of a pair whose one side is two name parts written
 * apart that the other side writes as one ("pieter jan" and "pieterjan"); -1 otherwise.
 */
export const pairQ2 = new Int8Array(MAX_TOKENS);
export const pairC2 = new Int8Array(MAX_TOKENS);

/**
 * Whether the last alignment paired a query word that says which company it is: four letters
 * or more ("Air" of Air Europa says too little).
 */
export function pairedDistinctive(q: readonly NameToken[], pairs: number): boolean {
  for (let p = 0; p < pairs; p++) {
    const token = q[pairQ[p] ?? 0];
    if (token?.kind === 'word' && token.text.length >= 4 && !isGeneric(token)) return true;
  }
  return false;
}

export function addPair(
  pairs: number,
  qi: number,
  qi2: number,
  ci: number,
  ci2: number,
  s: number,
) {
  pairQ[pairs] = qi;
  pairQ2[pairs] = qi2;
  pairC[pairs] = ci;
  pairC2[pairs] = ci2;
  pairSimilarity[pairs] = s;
  return pairs + 1;
}

/** Whether both names carry legal forms and the last alignment paired none of them. */
export function otherLegalForms(
  q: readonly NameToken[],
  c: readonly NameToken[],
  nq: number,
  nc: number,
): boolean {
  let queryForms = 0;
  let candidateForms = 0;
  for (let i = 0; i < nq; i++) {
    if (q[i]?.kind !== 'legal') continue;
    if (usedQ[i] === 1) return false;
    queryForms++;
  }
  for (let j = 0; j < nc; j++) if (c[j]?.kind === 'legal') candidateForms++;
  return queryForms > 0 && candidateForms > 0;
}

/**
 * Whether the words of the last alignment's pairs stand in another order on the two sides.
 * Persons' names are written either way round; a company's words have one order, and the
 * company written in it ("Yılmaz Timmerbedrijf") is the better match for it than one with the
 * words swapped ("Timmerbedrijf Yılmaz"). Legal forms stand anywhere and are left aside.
 */
export function outOfOrder(
  q: readonly NameToken[],
  c: readonly NameToken[],
  pairs: number,
): boolean {
  // Taken in the query's order, the paired words' positions in the candidate must rise.
  let previous = -1;
  for (let i = 0; i < q.length && i < MAX_TOKENS; i++) {
    if (q[i]?.kind === 'legal') continue;
    for (let p = 0; p < pairs; p++) {
      if (pairQ[p] !== i) continue;
      const j = pairC[p] ?? 0;
      if (j < previous) return true;
      previous = j;
      break;
    }
  }
  return false;
}
