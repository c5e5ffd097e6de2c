import type { NameToken, NormalisedName, SubjectKind, TokenStatistics } from '../types.js';
import type { ScoringConfig } from './config.js';
import { joinLetterForLetter, joinWrittenApart } from './joined-parts.js';
import { FULL_BIRTH_DATE_AGREES, lastPartLeftOut } from './last-part-left-out.js';
import { LEGAL_FORM_BORNE } from './legal-forms-borne.js';
import type { AlignedPair, NameComparison } from './name-comparison.js';
import {
  allPaired,
  firstParticle,
  isGeneric,
  lastWord,
  partnerOf,
  writtenAs,
} from './name-parts.js';
import {
  CANDIDATE_FIRST_FAMILY_NAME,
  CANDIDATE_TWO_FAMILY_NAMES,
  QUERY_FIRST_FAMILY_NAME,
  QUERY_TWO_FAMILY_NAMES,
  nameWords,
  secondFamilyNameLeftOut,
} from './surname-order.js';
import {
  familyNamesSaid,
  givenNamesConflict,
  FAMILY_NAMES_SAID,
  GENDERS_DIFFER,
  initialsOfGivenNamesOnly,
  callNamesPaired,
  onlySameGivenNames,
} from './pair-rules.js';
import { givenSyllablesSwapped } from './korean-given-order.js';
import { HangulSide, hangulName, hangulSide } from './korean-syllables.js';
import { Skeleton, skeletonSide, tokenSimilarity } from './token-similarity.js';
import {
  addPair,
  MAX_TOKENS,
  otherLegalForms,
  outOfOrder,
  pairC,
  pairC2,
  pairedDistinctive,
  pairQ,
  pairQ2,
  pairSimilarity,
  usedC,
  usedQ,
} from './alignment-pairs.js';
import { tokenWeight, weightAt } from './token-weight.js';

export type { AlignedPair, NameComparison } from './name-comparison.js';

let scratch = new Float64Array(MAX_TOKENS * MAX_TOKENS);

/**
 * Aligns the name parts of two names regardless of order (best pairs first) and weighs them:
 * rare parts more than common ones, legal forms and particles little, numbers much. Parts
 * without a counterpart cost part of their weight; a person's unmatched family name costs
 * more, unless it is a second family name the other side leaves out, by the custom of the
 * side's country (`familyNameOrder`). Works in scratch space and allocates nothing but in
 * that case; the pairs stay in the scratch arrays until the next call.
 */
function align(
  q: readonly NameToken[],
  c: readonly NameToken[],
  kind: SubjectKind,
  stats: TokenStatistics,
  config: ScoringConfig,
  familyNameOrder: number,
  skeleton: Skeleton,
  hangul: HangulSide,
  hangulText: string | undefined,
): Omit<
  NameComparison,
  | 'pairs'
  | 'missingFromCandidate'
  | 'missingFromQuery'
  | 'singleName'
  | 'hangulSpelled'
  | 'romanisationsPaired'
> & {
  pairs: number;
} {
  const nq = Math.min(q.length, MAX_TOKENS);
  const nc = Math.min(c.length, MAX_TOKENS);
  if (nq === 0 || nc === 0) {
    return {
      similarity: 0,
      pairs: 0,
      familyNameMissing: false,
      givenNamesConflict: false,
      lastPartLeftOut: false,
      wordOrderDiffers: false,
      legalFormDiffers: false,
      koreanGivenOrderDiffers: false,
    };
  }
  if (scratch.length < nq * nc) scratch = new Float64Array(nq * nc);
  for (let i = 0; i < nq; i++) {
    for (let j = 0; j < nc; j++) {
      scratch[i * nc + j] = tokenSimilarity(
        q[i] as NameToken,
        c[j] as NameToken,
        config,
        skeleton,
        hangul,
        hangulText,
      );
    }
  }
  if (kind === 'person' && (familyNameOrder & FAMILY_NAMES_SAID) !== 0) {
    initialsOfGivenNamesOnly(scratch, q, c, nq, nc);
  }
  if (kind === 'person' && (familyNameOrder & GENDERS_DIFFER) !== 0) {
    onlySameGivenNames(scratch, q, c, nq, nc);
  } else if (kind === 'person' && (familyNameOrder & FULL_BIRTH_DATE_AGREES) !== 0) {
    callNamesPaired(scratch, q, c, nq, nc, config.initialSimilarity);
  }
  usedQ.fill(0, 0, nq);
  usedC.fill(0, 0, nc);
  const sideQ = { tokens: q, n: nq, used: usedQ };
  const sideC = { tokens: c, n: nc, used: usedC };
  let pairs = 0;
  for (;;) {
    let best = 0;
    let bi = -1;
    let bj = -1;
    for (let i = 0; i < nq; i++) {
      if (usedQ[i] === 1) continue;
      for (let j = 0; j < nc; j++) {
        const s = scratch[i * nc + j] ?? 0;
        if (usedC[j] === 0 && s > best) {
          best = s;
          bi = i;
          bj = j;
        }
      }
    }
    if (bi < 0) break;
    if (best < 1 && nq + nc >= 3) {
      const joined = joinLetterForLetter(sideQ, sideC, pairs, addPair);
      if (joined >= 0) {
        pairs = joined;
        continue;
      }
    }
    usedQ[bi] = 1;
    usedC[bj] = 1;
    pairs = addPair(pairs, bi, -1, bj, -1, best);
  }
  pairs = joinWrittenApart(sideQ, sideC, pairs, config, addPair);

  let matched = 0;
  let total = 0;
  let distinctive = 0;
  for (let p = 0; p < pairs; p++) {
    const a = q[pairQ[p] ?? 0] as NameToken;
    const b = c[pairC[p] ?? 0] as NameToken;
    const q2 = pairQ2[p] ?? -1;
    const c2 = pairC2[p] ?? -1;
    const queryWeight =
      tokenWeight(a, stats, config) + (q2 < 0 ? 0 : weightAt(q, q2, stats, config));
    const candidateWeight =
      tokenWeight(b, stats, config) + (c2 < 0 ? 0 : weightAt(c, c2, stats, config));
    const weight = (queryWeight + candidateWeight) / 2;
    const similarity = pairSimilarity[p] ?? 0;
    matched += similarity * weight;
    total += weight;
    if (a.kind !== 'legal') distinctive += similarity;
  }
  // A person's extra middle name or patronymic says little; a company's extra word usually
  // names another company ("Apex Helios Investments" is not "Apex Investments"). A legal form
  // one side leaves out costs nothing: lists drop them ("YILMAZ TIMMERBEDRIJF" for "Yılmaz
  // Timmerbedrijf B.V."). One written otherwise costs a little (below).
  const missingCandidate =
    kind === 'person' ? config.missingCandidatePart : config.companyMissingPart;
  // A listed person's name that the query holds whole, the query giving more given names
  // (registers and passports carry every one, lists often the first): the query's extra names
  // cost what a list's extra names do. Where both sides have names of their own, they are more
  // likely two people (Bram Femke and Bram Anna de Boer) and cost in full; so they do against a
  // listing of one name (Ali), which says nothing of the given names.
  // Given names only: what follows a particle (van der Velde, bin Salman) is a family name.
  const givenNamesCheap = kind === 'person' && allPaired(c, nc, usedC) && nameWords(c, nc) >= 2;
  const familyFrom = givenNamesCheap ? firstParticle(q, nq) : 0;
  const missingQuery = kind === 'person' ? config.missingQueryPart : config.companyMissingPart;
  // A company name that the other holds whole but for words like Holding or Group is most
  // likely that company: those words cost little (Lichtbaken and LICHTBAKEN HOLDING). Where
  // both names have words of their own (Meer Trading, Meer Holding) they cost in full.
  const genericCost =
    kind === 'company' && pairs > 0 && pairedDistinctive(q, pairs)
      ? config.companyGenericWordMissing
      : undefined;
  const queryGeneric =
    genericCost !== undefined && allPaired(c, nc, usedC) ? genericCost : undefined;
  const candidateGeneric =
    genericCost !== undefined && allPaired(q, nq, usedQ) ? genericCost : undefined;
  for (let i = 0; i < nq; i++) {
    const token = q[i] as NameToken;
    if (usedQ[i] === 0 && token.kind !== 'legal') {
      const cost =
        queryGeneric !== undefined && isGeneric(token)
          ? queryGeneric
          : givenNamesCheap && i < familyFrom
            ? config.missingCandidatePart
            : missingQuery;
      total += cost * tokenWeight(token, stats, config);
    }
  }
  for (let j = 0; j < nc; j++) {
    const token = c[j] as NameToken;
    if (usedC[j] === 0 && token.kind !== 'legal') {
      const cost =
        candidateGeneric !== undefined && isGeneric(token) ? candidateGeneric : missingCandidate;
      total += cost * tokenWeight(token, stats, config);
    }
  }
  // A shared legal form ("EMMA LLC" and "ACME LLC") is no evidence of the same company.
  let similarity = distinctive === 0 || total === 0 ? 0 : matched / total;
  let familyNameMissing = false;
  let givenConflict = false;
  let leftOut = false;
  let wordOrderDiffers = false;
  let legalFormDiffers = false;
  let koreanGivenOrderDiffers = false;
  if (kind === 'person') {
    const qi = lastWord(q, nq);
    const ci = lastWord(c, nc);
    let queryMissing = qi >= 0 && usedQ[qi] === 0;
    let candidateMissing = ci >= 0 && usedC[ci] === 0;
    // Where a side's country names persons by the first of two family names, the second left
    // out by the other side is no unmatched family name (worked out only then: it allocates).
    if ((queryMissing || candidateMissing) && familyNameOrder !== 0) {
      const query = { tokens: q, n: nq, last: qi };
      const candidate = { tokens: c, n: nc, last: ci };
      if (queryMissing && (familyNameOrder & QUERY_FIRST_FAMILY_NAME) !== 0) {
        queryMissing = !secondFamilyNameLeftOut(
          query,
          candidate,
          (i) => partnerOf(pairQ, pairC, pairs, i),
          (familyNameOrder & QUERY_TWO_FAMILY_NAMES) !== 0,
        );
      }
      if (candidateMissing && (familyNameOrder & CANDIDATE_FIRST_FAMILY_NAME) !== 0) {
        candidateMissing = !secondFamilyNameLeftOut(
          candidate,
          query,
          (j) => partnerOf(pairC, pairQ, pairs, j),
          (familyNameOrder & CANDIDATE_TWO_FAMILY_NAMES) !== 0,
        );
      }
    }
    if (queryMissing !== candidateMissing && (familyNameOrder & FULL_BIRTH_DATE_AGREES) !== 0) {
      const query = { tokens: q, n: nq, last: qi, used: usedQ };
      const candidate = { tokens: c, n: nc, last: ci, used: usedC };
      leftOut = candidateMissing
        ? lastPartLeftOut(candidate, query, (i) => partnerOf(pairQ, pairC, pairs, i))
        : lastPartLeftOut(query, candidate, (j) => partnerOf(pairC, pairQ, pairs, j));
      if (leftOut) queryMissing = candidateMissing = false;
    }
    familyNameMissing = queryMissing || candidateMissing;
    if (familyNameMissing) similarity *= config.familyNameMismatch;
    else if (givenNamesConflict(q, c, nq, nc, usedQ, usedC)) {
      givenConflict = true;
      similarity *= config.givenNameConflict;
    }
    if (hangul !== HangulSide.None && givenSyllablesSwapped(nq, nc, pairs)) {
      koreanGivenOrderDiffers = true;
      similarity *= config.koreanGivenOrder;
    }
  } else if (kind === 'company') {
    if (outOfOrder(q, c, pairs)) {
      wordOrderDiffers = true;
      similarity *= config.companyWordOrder;
    }
    // "X B.V." and "X V.O.F." are two legal persons: the one of the same form ranks first,
    // while a company that changed its form stays a hit. Not where another name of the
    // listed company bears the form asked (`legal-forms-borne.ts`).
    if ((familyNameOrder & LEGAL_FORM_BORNE) === 0 && otherLegalForms(q, c, nq, nc)) {
      legalFormDiffers = true;
      similarity *= config.companyLegalFormDiffers;
    }
  }
  return {
    similarity,
    pairs,
    familyNameMissing,
    givenNamesConflict: givenConflict,
    lastPartLeftOut: leftOut,
    wordOrderDiffers,
    legalFormDiffers,
    koreanGivenOrderDiffers,
  };
}

/** How alike two names are, in [0, 1], without the details (the fast path for ranking). */
export function nameSimilarity(
  query: NormalisedName,
  candidate: NormalisedName,
  kind: SubjectKind,
  stats: TokenStatistics,
  config: ScoringConfig,
  familyNameOrder = 0,
): number {
  const skeleton = skeletonSide(query, candidate);
  const hangul = hangulSide(query, candidate, kind);
  const facts = familyNameOrder | familyNamesSaid(query, candidate);
  const written = hangulName(hangul, query, candidate);
  return align(
    query.tokens,
    candidate.tokens,
    kind,
    stats,
    config,
    facts,
    skeleton,
    hangul,
    written,
  ).similarity;
}

/** The similarity of two names with the aligned pairs and the parts left over, to explain it. */
export function compareNames(
  query: NormalisedName,
  candidate: NormalisedName,
  kind: SubjectKind,
  stats: TokenStatistics,
  config: ScoringConfig,
  familyNameOrder = 0,
): NameComparison {
  const q = query.tokens.slice(0, MAX_TOKENS);
  const c = candidate.tokens.slice(0, MAX_TOKENS);
  const skeleton = skeletonSide(query, candidate);
  const hangul = hangulSide(query, candidate, kind);
  const facts = familyNameOrder | familyNamesSaid(query, candidate);
  const written = hangulName(hangul, query, candidate);
  const aligned = align(q, c, kind, stats, config, facts, skeleton, hangul, written);
  const { similarity, pairs: count, ...flags } = aligned;
  const pairs: AlignedPair[] = [];
  let spelled = false;
  for (let p = 0; p < count; p++) {
    const pair = {
      query: writtenAs(q, pairQ[p] ?? 0, pairQ2[p] ?? -1),
      candidate: writtenAs(c, pairC[p] ?? 0, pairC2[p] ?? -1),
      similarity: pairSimilarity[p] ?? 0,
    };
    pairs.push(pair);
    // Paired by the Hangul reading, or as Korean syllables, where the letters alone would pair
    // it less.
    spelled ||=
      hangul !== HangulSide.None &&
      pairQ2[p] === -1 &&
      pairC2[p] === -1 &&
      pair.similarity > tokenSimilarity(pair.query, pair.candidate, config, skeleton);
  }
  return {
    hangulSpelled: spelled && hangul !== HangulSide.Romanised,
    romanisationsPaired: spelled && hangul === HangulSide.Romanised,
    similarity,
    pairs,
    missingFromCandidate: q.filter((_, i) => count === 0 || usedQ[i] === 0),
    missingFromQuery: c.filter((_, j) => count === 0 || usedC[j] === 0),
    // Worked out for the pair that counts only, not in align, which ranks every candidate.
    singleName: kind === 'person' && nameWords(q, q.length) === 1 && nameWords(c, c.length) > 1,
    ...flags,
  };
}
