import { applyNameLengthFactors } from './name-length.js';
import { topPositions } from './top-scores.js';

/**
 * Which of the entities a query reached are scored in full: those of the best name ranks.
 *
 * The name rank of a listing is its pre-score, the summed rarity of the name words it shares
 * with the query, cut to steps of about 0.01 % (`RANK_SHIFT`: two sums either side of a step's
 * edge are two ranks, however close). A listing born in another year than asked is put below
 * every rank (`makeRoom`). Within one rank, and only there, listings are ordered by how much of their
 * name the query covers (`name-length.ts`) times what the query's birth date and country say
 * of them (`evidence-rank.ts`). Evidence never lifts a listing over one that shares more of
 * the name: a common given name (Mohammed) adds little to the pre-score, and a country that
 * is only the caller's address says little of a listed foreign national, so a multiplier
 * across ranks let namesakes sharing the family name alone push out the exact name.
 */
/**
 * The low bits of a pre-score's float32 bits left out of its rank: 10 of 23 leave steps of
 * 2^-13 (0.012 %) of the value. Positive floats order as their bits do, and a shift costs
 * nothing beside a logarithm for each of the thousands of listings a query reaches.
 */
const RANK_SHIFT = 10;

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
   * those born in another year than asked (evidence below 1) where such a listing cannot reach
   * the threshold (`otherYearsMiss`; the scorer lowers it × 0.6 or more by default).
   */
  leftOut: readonly number[];
}

/**
 * The `count` entities of `reached` to score (`preScores[i]` is that of `reached[i]`; it is
 * overwritten, as scratch space of the query), and those
 * left out beside the last of them. The evidence is looked up only for the listings of the
 * lowest rank chosen, the only rank it can reorder.
 */
export function chooseCandidates(
  reached: Int32Array,
  preScores: Float32Array,
  count: number,
  names: {
    shortest: Uint8Array;
    queryWords: number;
    /** A listing born in another year than asked cannot reach the threshold in use. */
    otherYearsMiss?: boolean;
    /** The query gives an identifier: a listing sharing it may be a hit of any year. */
    identifiersAsked?: boolean;
  },
  evidence: EvidenceJudge | undefined,
): Candidates {
  const lengths = new Float32Array(reached.length).fill(1);
  applyNameLengthFactors(reached, lengths, names.shortest, names.queryWords);
  // The ranks are the pre-scores' bits shifted, in place: the pre-scores are read no more.
  const ranks = new Int32Array(preScores.buffer, preScores.byteOffset, preScores.length);
  const keys = new Float64Array(reached.length);
  for (let i = 0; i < reached.length; i++) {
    const rank = (ranks[i] ?? 0) >> RANK_SHIFT;
    ranks[i] = rank;
    keys[i] = rank * RANK_STRIDE + (lengths[i] ?? 1);
  }
  let positions = topPositions(keys, count);
  const entityAt = (position: number) => reached[position] ?? 0;
  if (reached.length <= count) {
    return { chosen: positions.map(entityAt), atCut: new Map(), leftOut: [] };
  }
  // Only where no listing of another year can be a hit: not beside an identifier asked
  // (sharedIdentifierFloor), nor under settings whose year penalty stays above the threshold.
  const otherYearsMiss = names.otherYearsMiss === true;
  if (evidence && otherYearsMiss && names.identifiersAsked !== true) {
    positions = makeRoom(positions, keys, ranks, lengths, reached, count, evidence);
  }
  const cutRank = ranks[positions[positions.length - 1] ?? 0] ?? 0;
  const inCutRank: number[] = [];
  for (let i = 0; i < reached.length; i++) if (ranks[i] === cutRank) inCutRank.push(i);
  const factors = new Float32Array(inCutRank.length).fill(1);
  if (evidence) {
    let reordered = false;
    for (let n = 0; n < inCutRank.length; n++) {
      const i = inCutRank[n] ?? 0;
      const factor = evidence.factor(reached[i] ?? 0);
      if (factor === 1) continue;
      factors[n] = factor;
      keys[i] = cutRank * RANK_STRIDE + (lengths[i] ?? 1) * factor;
      reordered = true;
    }
    if (reordered) positions = topPositions(keys, count);
  }
  const chosen = new Set(positions);
  const atCut = new Map<number, number>();
  const leftOut: number[] = [];
  for (let n = 0; n < inCutRank.length; n++) {
    const i = inCutRank[n] ?? 0;
    const length = lengths[i] ?? 1;
    if (chosen.has(i)) atCut.set(reached[i] ?? 0, length);
    // A listing sharing an identifier asked ranks above (+10): those left out share none.
    else if ((factors[n] ?? 1) >= 1 || !otherYearsMiss) leftOut.push(length);
  }
  return { chosen: positions.map(entityAt), atCut, leftOut };
}

/** Rounds of making room: each judges only the listings newly chosen. */
const MAX_ROUNDS = 8;

/**
 * A chosen listing born in another year than asked cannot be a hit (the scorer lowers it × 0.6
 * or more, below the default threshold even for the exact name; the caller says whether its
 * settings and threshold make it so): it goes below every rank, and the
 * listings after it move up, until the chosen ones are all judged. Without this, fifty exact
 * namesakes of other years left out the person born on the day asked whose name is spelt
 * another way (Kareem for Karim), a rank below by a sound key's weight.
 */
function makeRoom(
  chosen: number[],
  keys: Float64Array,
  ranks: Int32Array,
  lengths: Float32Array,
  reached: Int32Array,
  count: number,
  evidence: EvidenceJudge,
): number[] {
  const judged = new Set<number>();
  let positions = chosen;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let demoted = false;
    for (const i of positions) {
      if (judged.has(i)) continue;
      judged.add(i);
      const factor = evidence.factor(reached[i] ?? 0);
      if (factor >= 1) continue;
      keys[i] = -RANK_STRIDE + (lengths[i] ?? 1) * factor;
      ranks[i] = -1;
      demoted = true;
    }
    if (!demoted) break;
    positions = topPositions(keys, count);
  }
  return positions;
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
