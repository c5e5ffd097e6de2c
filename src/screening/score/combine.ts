import type {
  MatchScore,
  MatchSubject,
  NormalisedName,
  ScoreFeature,
  SubjectKind,
  TokenStatistics,
} from '../types.js';
import { DEFAULT_SCORING_CONFIG, type ScoringConfig } from './config.js';
import { EVIDENCE, shareFullBirthDate } from './features.js';
import {
  HANGUL_SPELLING_PAIRED,
  koreanReadingCompared,
  ROMANISATIONS_PAIRED,
} from './korean-syllables.js';
import { gluedVanCompared } from './glued-van.js';
import { FULL_BIRTH_DATE_AGREES } from './last-part-left-out.js';
import { LEGAL_FORM_BORNE, legalFormBorne, legalFormsOf } from './legal-forms-borne.js';
import { compareNames, nameSimilarity, type NameComparison } from './name-alignment.js';
import { GENDERS_DIFFER } from './pair-rules.js';
import { familyNameOrder } from './surname-order.js';

/** Names compared per side; lists with dozens of aliases are cut to their first ones. */
const MAX_QUERY_NAMES = 8;
const MAX_CANDIDATE_NAMES = 24;
const EMPTY_NAME: NormalisedName = { original: '', tokens: [] };

/**
 * The query's first MAX_QUERY_NAMES names, each with the Korean readings (Kim Jongun cut in
 * its syllables) and the reading with a glued "van" apart that follow it: a reading is another
 * way of reading a name asked, which must not push a later name asked out of the comparison.
 */
function namesCompared(names: readonly NormalisedName[]): NormalisedName[] {
  const kept: NormalisedName[] = [];
  let asked = 0;
  for (const name of names) {
    if (name.koreanReading !== true && name.gluedVanApart !== true) {
      if (asked === MAX_QUERY_NAMES) break;
      asked++;
    }
    kept.push(name);
  }
  return kept;
}

const describePairs = (comparison: NameComparison): string => {
  const pairs = comparison.pairs.map(
    (p) =>
      `'${p.query.text}'${p.similarity === 1 ? '=' : '~'}'${p.candidate.text}' ${p.similarity.toFixed(2)}`,
  );
  const missing = [
    ...comparison.missingFromCandidate.map((t) => `'${t.text}' only in query`),
    ...comparison.missingFromQuery.map((t) => `'${t.text}' only in list`),
  ];
  const family = comparison.familyNameMissing ? ['family name unmatched'] : [];
  const given = comparison.givenNamesConflict ? ['given name against another initial'] : [];
  const leftOut = comparison.lastPartLeftOut ? ['last name part left out, same birth date'] : [];
  const order = comparison.wordOrderDiffers ? ['words in another order'] : [];
  const form = comparison.legalFormDiffers ? ['another legal form'] : [];
  const hangul = comparison.hangulSpelled ? [HANGUL_SPELLING_PAIRED] : [];
  const romanised = comparison.romanisationsPaired ? [ROMANISATIONS_PAIRED] : [];
  const korean = comparison.koreanGivenOrderDiffers
    ? ['Korean given name syllables in another order']
    : [];
  return [
    ...pairs,
    ...missing,
    ...family,
    ...given,
    ...leftOut,
    ...order,
    ...form,
    ...hangul,
    ...romanised,
    ...korean,
  ].join(', ');
};

/** Two names no pair of which is alike, and what comparing them needs. */
interface UnlikeNames {
  query: NormalisedName;
  candidate: NormalisedName;
  kind: SubjectKind;
  order: number;
  stats: TokenStatistics;
  config: ScoringConfig;
}

/** Both subjects say they are a man or a woman, and not the same. */
const gendersDiffer = (query: MatchSubject, candidate: MatchSubject): boolean =>
  (query.gender === 'male' || query.gender === 'female') &&
  (candidate.gender === 'male' || candidate.gender === 'female') &&
  query.gender !== candidate.gender;

/** Either name is read in a way that ranks below the name as written (`secondaryReading`). */
const secondaryPair = (query: NormalisedName, candidate: NormalisedName): boolean =>
  query.secondaryReading === true || candidate.secondaryReading === true;

/** What a pair's name similarity is multiplied by: a weak alias, a secondary reading. */
const nameMultiplier = (
  query: NormalisedName,
  candidate: NormalisedName,
  config: ScoringConfig,
): number =>
  (candidate.weak === true ? config.weakAlias : 1) *
  (secondaryPair(query, candidate) ? config.secondaryReading : 1);

/** The best-matching pair of names of the two subjects. */
export function bestNames(
  query: MatchSubject,
  candidate: MatchSubject,
  stats: TokenStatistics,
  config: ScoringConfig,
): {
  comparison: NameComparison;
  query?: NormalisedName;
  candidate?: NormalisedName;
  /**
   * Where no pair of names is alike at all: the names compared for the explanation, compared
   * only when it is read (`NameFeature`).
   */
  unlike?: UnlikeNames;
} {
  const kind = query.kind === 'any' ? candidate.kind : query.kind;
  const order =
    kind === 'person'
      ? familyNameOrder(query, candidate) |
        (shareFullBirthDate(query.birthDates, candidate.birthDates) ? FULL_BIRTH_DATE_AGREES : 0) |
        (gendersDiffer(query, candidate) ? GENDERS_DIFFER : 0)
      : 0;
  const candidateNames = candidate.names.slice(0, MAX_CANDIDATE_NAMES);
  let best = 0;
  let bestQuery: NormalisedName | undefined;
  let bestCandidate: NormalisedName | undefined;
  let bestFacts = order;
  for (const q of namesCompared(query.names)) {
    const asked = kind === 'company' ? legalFormsOf(q) : undefined;
    for (const c of candidateNames) {
      if (!koreanReadingCompared(q, c, kind) || !gluedVanCompared(q, c)) continue;
      // The form asked, borne by another spelling of this listed name, is no other form.
      const facts =
        asked && legalFormBorne(asked, c, candidate.names) ? order | LEGAL_FORM_BORNE : order;
      const similarity =
        nameSimilarity(q, c, kind, stats, config, facts) * nameMultiplier(q, c, config);
      if (similarity > best) {
        best = similarity;
        bestQuery = q;
        bestCandidate = c;
        bestFacts = facts;
      }
    }
  }
  // The details are worked out once, for the pair that counts.
  const compared =
    bestQuery && bestCandidate
      ? compareNames(bestQuery, bestCandidate, kind, stats, config, bestFacts)
      : compareNames(EMPTY_NAME, EMPTY_NAME, kind, stats, config);
  const multiplier =
    bestQuery && bestCandidate ? nameMultiplier(bestQuery, bestCandidate, config) : 1;
  const comparison =
    multiplier === 1 ? compared : { ...compared, similarity: compared.similarity * multiplier };
  const [firstQuery] = query.names;
  const [firstCandidate] = candidate.names;
  // Another name than the listing's (a shared number under another name) is not "no name": the
  // explanation says which names were compared, the query's and the listing's first.
  const unlike =
    !bestCandidate && firstQuery && firstCandidate && firstQuery.tokens.length > 0
      ? { query: firstQuery, candidate: firstCandidate, kind, order, stats, config }
      : undefined;
  return { comparison, query: bestQuery, candidate: bestCandidate, ...(unlike && { unlike }) };
}

/**
 * The name feature of a score; its text is written only when read (most candidates scored are
 * never shown). A class, not an object literal with a getter: each such literal holds a closure
 * over the names compared, and V8 then keeps every query's garbage alive through minor
 * collections (16 MB copied per scavenge, pauses of 30-50 ms).
 */
class NameFeature implements ScoreFeature {
  readonly feature = 'name';
  readonly value: number;

  constructor(
    readonly weight: number,
    private readonly names: ReturnType<typeof bestNames>,
    private readonly config: ScoringConfig,
  ) {
    this.value = names.comparison.similarity;
  }

  get detail(): string {
    const { names } = this;
    if (names.candidate) {
      const { query, candidate } = names;
      const weak = candidate.weak ? ` (a weak alias: × ${String(this.config.weakAlias)})` : '';
      const read =
        query && secondaryPair(query, candidate)
          ? ` (a less usual reading of its letters: × ${String(this.config.secondaryReading)})`
          : '';
      return `'${query?.original ?? ''}' vs '${candidate.original}'${weak}${read}: ${describePairs(names.comparison)}`;
    }
    const { unlike } = names;
    if (!unlike) return 'no name to compare';
    const { query, candidate, kind, stats, config, order } = unlike;
    const comparison = compareNames(query, candidate, kind, stats, config, order);
    return `'${query.original}' vs '${candidate.original}': ${describePairs(comparison)}`;
  }
  /** The explanation as backend_data stores it: a getter on the prototype is not serialised. */
  toJSON(): ScoreFeature {
    return { feature: this.feature, value: this.value, weight: this.weight, detail: this.detail };
  }
}

/**
 * The score of a candidate for a query, in [0, 1], with its explanation. The name decides up
 * to `nameShare` of the score; agreeing evidence (identifiers, birth date, country, gender)
 * fills the rest, so only a match on everything reaches 1; contradicting evidence multiplies
 * the score down; a person against a company is penalised.
 */
export function scoreMatch(
  query: MatchSubject,
  candidate: MatchSubject,
  stats: TokenStatistics,
  config: ScoringConfig = DEFAULT_SCORING_CONFIG,
): MatchScore {
  const names = bestNames(query, candidate, stats, config);
  const features: ScoreFeature[] = [new NameFeature(config.nameShare, names, config)];
  let supportSum = 0.5;
  let supportWeight = 1;
  let multiplier = 1;
  for (const evidence of EVIDENCE) {
    const { support, penalty } = evidence(query, candidate, config);
    if (support) {
      supportSum += support.value * support.weight;
      supportWeight += support.weight;
      features.push(support);
    }
    if (penalty) {
      multiplier *= penalty.value;
      features.push(penalty);
    }
  }
  const kindsDiffer =
    query.kind !== 'any' && candidate.kind !== 'any' && query.kind !== candidate.kind;
  if (kindsDiffer) {
    multiplier *= config.kindMismatch;
    features.push({
      feature: 'kind',
      value: config.kindMismatch,
      weight: 1,
      detail: `a ${query.kind} against a ${candidate.kind}: score × ${config.kindMismatch}`,
    });
  }
  // A full birth date on both sides identifies a person together with the name: where it
  // agrees, where someone lives or which passport they show cannot undo it.
  const birthDateAgrees = features.some((f) => f.feature === 'birth_date' && f.value === 1);
  if (
    birthDateAgrees &&
    candidate.kind === 'person' &&
    multiplier < config.birthDateAgreementFloor
  ) {
    features.push({
      feature: 'shared_birth_date',
      value: config.birthDateAgreementFloor,
      weight: 0,
      detail: `the same birth date limits the penalties to score × ${config.birthDateAgreementFloor.toFixed(2)} (instead of × ${multiplier.toFixed(2)})`,
    });
    multiplier = config.birthDateAgreementFloor;
  }
  // A family name alone says nothing of which member of the family is meant, unless the birth
  // date or a number agrees.
  const sharesIdentifier = features.some((f) => f.feature === 'identifier' && f.value === 1);
  if (names.comparison.singleName && !birthDateAgrees && !sharesIdentifier) {
    features.push({
      feature: 'single_name',
      value: config.singleNameQuery,
      weight: 0,
      detail: `one name alone against a name with given names: score × ${config.singleNameQuery}`,
    });
    multiplier *= config.singleNameQuery;
  }
  const evidence = supportSum / supportWeight;
  const name = names.comparison.similarity;
  let score =
    name === 0 ? 0 : (config.nameShare * name + (1 - config.nameShare) * evidence) * multiplier;
  // A shared registration or document number is strong on its own: the same company under a
  // changed name, the same person under another spelling.
  // Details that contradict it are more often wrong in one source than the number is.
  if (name > 0 && sharesIdentifier) {
    const floored = Math.max(multiplier, config.sharedIdentifierFloor);
    const lifted = (0.6 + 0.4 * name) * floored;
    if (lifted > score) {
      // The weighted sum above is not what counts: say what does, and with which penalties.
      const penalties =
        floored > multiplier
          ? `, the penalties limited to × ${floored.toFixed(2)} (instead of × ${multiplier.toFixed(2)})`
          : floored < 1
            ? ` × ${floored.toFixed(2)}`
            : '';
      features.push({
        feature: 'shared_identifier',
        value: floored,
        weight: 0,
        detail: `a shared identifier scores 0.6 + 0.4 × name (${name.toFixed(2)})${penalties}: ${lifted.toFixed(2)}`,
      });
      score = lifted;
    }
  }
  // And a possible hit even with no name given (a document number alone) or under another name,
  // which is what a stolen identity or a renamed company looks like. Never a confirmed one: the
  // number alone can be another country's document. The birth date, country and gender are not
  // held against it: someone using another's passport brings their own.
  const byIdentifierAlone = config.identifierOnlyScore * (kindsDiffer ? config.kindMismatch : 1);
  if (sharesIdentifier && score < byIdentifierAlone) {
    score = byIdentifierAlone;
    features.push({
      feature: 'identifier_only',
      value: config.identifierOnlyScore,
      weight: 0,
      detail: `${query.names.length === 0 ? 'no name given' : 'the names differ'}: the shared identifier alone scores ${config.identifierOnlyScore.toFixed(2)}`,
    });
  }
  const bounded = Math.min(1, Math.max(0, score));
  return {
    score: bounded,
    match: bounded >= config.threshold,
    features,
    matchedName: names.candidate?.original ?? '',
  };
}
