import type { NameToken, NormalisedName, SubjectKind, TokenStatistics } from '../types.js';
import type { ScoringConfig } from './config.js';
import { tokenSimilarity } from './token-similarity.js';

/** Name parts considered per name; longer names are cut (lists rarely write more). */
const MAX_TOKENS = 10;

export interface AlignedPair {
  query: NameToken;
  candidate: NameToken;
  similarity: number;
}

export interface NameComparison {
  /** In [0, 1]. */
  similarity: number;
  pairs: AlignedPair[];
  missingFromCandidate: NameToken[];
  missingFromQuery: NameToken[];
  /** A person's family name (the last name part of either side) found no counterpart. */
  familyNameMissing: boolean;
}

let scratch = new Float64Array(MAX_TOKENS * MAX_TOKENS);

/**
 * Particles of family names ("van den Berg", "bin Laden", "de la Cruz"): shared by many
 * unrelated people, so they weigh like legal forms do for companies.
 */
// prettier-ignore
const NAME_PARTICLES = new Set([
  'van', 'von', 'der', 'den', 'de', 'del', 'della', 'di', 'da', 'du', 'des', 'la', 'le', 'el',
  'al', 'bin', 'ibn', 'bint', 'binti', 'ben', 'abu', 'ter', 'ten', 'het', 'dos', 'das', 'y',
]);

function tokenWeight(token: NameToken, stats: TokenStatistics, config: ScoringConfig): number {
  const rarity = config.commonTokenWeight + (1 - config.commonTokenWeight) * stats.weightOf(token);
  switch (token.kind) {
    case 'legal':
      return config.legalFormWeight;
    case 'initial':
      return config.initialWeight * rarity;
    case 'number':
      return config.numberWeight;
    default:
      return NAME_PARTICLES.has(token.text) ? config.particleWeight : rarity;
  }
}

const lastWord = (tokens: readonly NameToken[]): number => {
  for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i]?.kind === 'word') return i;
  return -1;
};

/**
 * Aligns the name parts of two names regardless of order (best pairs first) and weighs them:
 * rare parts more than common ones, legal forms little, numbers much. Parts without a
 * counterpart cost part of their weight; a person's unmatched family name costs more.
 */
export function compareNames(
  query: NormalisedName,
  candidate: NormalisedName,
  kind: SubjectKind,
  stats: TokenStatistics,
  config: ScoringConfig,
): NameComparison {
  const q = query.tokens.slice(0, MAX_TOKENS);
  const c = candidate.tokens.slice(0, MAX_TOKENS);
  const empty: NameComparison = {
    similarity: 0,
    pairs: [],
    missingFromCandidate: q,
    missingFromQuery: c,
    familyNameMissing: false,
  };
  if (q.length === 0 || c.length === 0) return empty;
  if (scratch.length < q.length * c.length) scratch = new Float64Array(q.length * c.length);
  for (let i = 0; i < q.length; i++) {
    for (let j = 0; j < c.length; j++) {
      scratch[i * c.length + j] = tokenSimilarity(q[i] as NameToken, c[j] as NameToken, config);
    }
  }
  const usedQ = new Array<boolean>(q.length).fill(false);
  const usedC = new Array<boolean>(c.length).fill(false);
  const pairs: AlignedPair[] = [];
  for (;;) {
    let best = 0;
    let bi = -1;
    let bj = -1;
    for (let i = 0; i < q.length; i++) {
      if (usedQ[i]) continue;
      for (let j = 0; j < c.length; j++) {
        const s = scratch[i * c.length + j] ?? 0;
        if (!usedC[j] && s > best) {
          best = s;
          bi = i;
          bj = j;
        }
      }
    }
    if (bi < 0) break;
    usedQ[bi] = true;
    usedC[bj] = true;
    pairs.push({ query: q[bi] as NameToken, candidate: c[bj] as NameToken, similarity: best });
  }

  let matched = 0;
  let total = 0;
  let distinctive = 0;
  for (const pair of pairs) {
    const weight =
      (tokenWeight(pair.query, stats, config) + tokenWeight(pair.candidate, stats, config)) / 2;
    matched += pair.similarity * weight;
    total += weight;
    if (pair.query.kind !== 'legal') distinctive += pair.similarity;
  }
  const missingFromCandidate = q.filter((_, i) => !usedQ[i]);
  const missingFromQuery = c.filter((_, j) => !usedC[j]);
  // A person's extra middle name or patronymic says little; a company's extra word usually
  // names another company ("Apex Helios Investments" is not "Apex Investments").
  const missingQuery = kind === 'person' ? config.missingQueryPart : config.companyMissingPart;
  const missingCandidate =
    kind === 'person' ? config.missingCandidatePart : config.companyMissingPart;
  for (const t of missingFromCandidate) total += missingQuery * tokenWeight(t, stats, config);
  for (const t of missingFromQuery) total += missingCandidate * tokenWeight(t, stats, config);
  // A shared legal form ("EMMA LLC" and "ACME LLC") is no evidence of the same company.
  let similarity = distinctive === 0 || total === 0 ? 0 : matched / total;

  let familyNameMissing = false;
  if (kind === 'person') {
    const qi = lastWord(q);
    const ci = lastWord(c);
    familyNameMissing = (qi >= 0 && !usedQ[qi]) || (ci >= 0 && !usedC[ci]);
    if (familyNameMissing) similarity *= config.familyNameMismatch;
  }
  return { similarity, pairs, missingFromCandidate, missingFromQuery, familyNameMissing };
}
