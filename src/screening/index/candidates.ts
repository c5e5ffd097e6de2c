import { applyNameLengthFactors } from './name-length.js';
import { topPositions } from './top-scores.js';

/**
 * Which of the entities a query reached are scored in full: those of the best name ranks.
 *
 * The name rank of a listing is its pre-score, the summed rarity of the name words it shares
 * with the query (pre-scores closer than `SAME_RANK` are one rank: the same words, added up in
 * another order). Within one rank, and only there, listings are ordered by how much of their
 * name the query covers (`name-length.ts`) times what the query's birth date and country say
 * of them (`evidence-rank.ts`). Evidence never lifts a listing over one that shares more of
 * the name: a common given name (Mohammed) adds little to the pre-score, and a country that
 * is only the caller's address says little of a listed foreign national, so a multiplier
 * across ranks let namesakes sharing the family name alone push out the exact name.
 */
const SAME_RANK = 1e-4;

/** Order keys hold the rank times this plus the order within the rank (below 2). */
const RANK_STRIDE = 4;

/** What the query's evidence says of one listing (`ListedEvidence.judge`). */
export interface EvidenceJudge {
  /** The multiplier ordering the listing within its name rank. */
  factor(entity: number): number;
}

export interface Candidates {
  /** The entities to score in full, best first. */
  chosen: number[];
  /**
   * Where listings were left out: the chosen entities of the lowest name rank chosen, each with
   * its name-length factor.
   */
  atCut: ReadonlyMap<number, number>;
  /**
   * The name-length factors of the listings of that rank left out that may be hits: all but
   * those born in another year than asked (evidence below 1), which the scorer lowers × 0.6
   * or more, below the threshold even for the exact name.
   */
  leftOut: readonly number[];
}

/** The name rank of a pre-score (> 0): a step per relative difference of `SAME_RANK`. */
const rankOf = (preScore: number): number => Math.round(Math.log(preScore) / SAME_RANK);

/**
 * The `count` entities of `reached` to score (`preScores[i]` is that of `reached[i]`), and those
 * left out beside the last of them. The evidence is looked up only for the listings of the
 * lowest rank chosen, the only rank it can reorder.
 */
export function chooseCandidates(
  reached: Int32Array,
  preScores: Float32Array,
  count: number,
  names: { shortest: Uint8Array; queryWords: number },
  evidence: EvidenceJudge | undefined,
): Candidates {
  const lengths = new Float32Array(reached.length).fill(1);
  applyNameLengthFactors(reached, lengths, names.shortest, names.queryWords);
  const keys = new Float64Array(reached.length);
  for (let i = 0; i < reached.length; i++) {
    keys[i] = rankOf(preScores[i] ?? 0) * RANK_STRIDE + (lengths[i] ?? 1);
  }
  let positions = topPositions(keys, count);
  const entityAt = (position: number) => reached[position] ?? 0;
  if (reached.length <= count) {
    return { chosen: positions.map(entityAt), atCut: new Map(), leftOut: [] };
  }
  const cutRank = Math.floor((keys[positions[positions.length - 1] ?? 0] ?? 0) / RANK_STRIDE);
  const inCutRank: number[] = [];
  for (let i = 0; i < reached.length; i++) {
    if (Math.floor((keys[i] ?? 0) / RANK_STRIDE) === cutRank) inCutRank.push(i);
  }
  const factors = new Float32Array(inCutRank.length).fill(1);
  if (evidence) {
    inCutRank.forEach((i, n) => {
      const factor = evidence.factor(reached[i] ?? 0);
      factors[n] = factor;
      keys[i] = cutRank * RANK_STRIDE + (lengths[i] ?? 1) * factor;
    });
    positions = topPositions(keys, count);
  }
  const chosen = new Set(positions);
  const atCut = new Map<number, number>();
  const leftOut: number[] = [];
  inCutRank.forEach((i, n) => {
    const length = lengths[i] ?? 1;
    if (chosen.has(i)) atCut.set(reached[i] ?? 0, length);
    else if ((factors[n] ?? 1) >= 1) leftOut.push(length);
  });
  return { chosen: positions.map(entityAt), atCut, leftOut };
}

/**
 * How many listings left out may be hits, given the entities scored that were (`hits`): those
 * of the lowest name rank chosen whose name the query covers as well as that of a hit of that
 * rank. 0 where no listing of that rank was a hit.
 */
export function notScoredBeside(candidates: Candidates, hits: Iterable<number>): number {
  let shortest = Number.POSITIVE_INFINITY;
  for (const hit of hits) {
    const length = candidates.atCut.get(hit);
    if (length !== undefined) shortest = Math.min(shortest, length);
  }
  // The name-length factor is 1 for a name the query covers, less for each word more.
  let count = 0;
  for (const length of candidates.leftOut) if (length >= shortest) count++;
  return count;
}
