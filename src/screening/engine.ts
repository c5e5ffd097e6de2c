import { runAtOnce, runInTurns } from '../runtime/event-loop-turns.js';
import { BuiltIndex, GENDERS, indexBuildSteps, KINDS, SEPARATOR } from './engine-build.js';
import { subjectsOf } from './query-subject.js';
import { scoreMatch } from './score/combine.js';
import { DEFAULT_SCORING_CONFIG, type ScoringConfig } from './score/config.js';
import { shareFullBirthDate } from './score/features.js';
import type {
  MatchScore,
  MatchSubject,
  NormalisedName,
  ScreeningHit,
  ScreeningQuery,
  ScreeningRecord,
} from './types.js';
import { postingLength, type Postings } from './index/growable.js';
import type { PackedStrings } from './index/packed-strings.js';
import { PreScores } from './index/pre-scores.js';
import { chooseCandidates, notScoredBeside, type Candidates } from './index/candidates.js';
import type { ListedEvidence } from './index/listed-evidence.js';
import { queryKeys } from './index/query-keys.js';
import type { Vocabulary } from './index/vocabulary.js';

export interface EngineOptions {
  scoring?: ScoringConfig;
  /** Candidates scored per query, best pre-scores first. */
  candidates?: number;
  /** Key lists longer than this are skipped when rarer keys of the query found candidates. */
  commonKeyLimit?: number;
  /**
   * Whether neighbouring words of a query name are also looked up joined (Hamid Ullah for the
   * listed Hamidullah), and company names also held and asked with their particles glued on
   * (Van den Bosch Beheer as Vandenbosch Beheer); on unless said otherwise.
   */
  joinNeighbouringWords?: boolean;
}

export interface EngineStats {
  entities: number;
  names: number;
  distinctTokens: number;
  buildMs: number;
}

export interface SearchStats {
  /** Entities that any key of the query reached. */
  reached: number;
  /** Candidates scored in full. */
  scored: number;
  /**
   * Listings left out of the candidates that may be hits: of the name rank of the last one
   * scored, covering the name as well as a hit of that rank did, and not born in another year
   * than asked (`index/candidates.ts`). 0 where no listing of that rank was a hit.
   */
  notScored: number;
}

const NO_STRINGS: readonly string[] = Object.freeze([]);
/** Scoring configs with other thresholds kept at most (`scoringAt`). */
const THRESHOLDS_KEPT = 16;
const valuesOf = (joined: string | undefined): readonly string[] =>
  joined ? joined.split(SEPARATOR) : NO_STRINGS;

const better = (a: MatchScore, b: MatchScore): MatchScore => (b.score > a.score ? b : a);

/**
 * The screening index over one list: names as token ids in flat typed arrays, postings from
 * name parts and their phonetic keys to entities, and identifiers to entities. A query reaches
 * candidates through its rarest keys (never the whole list), a cheap pre-score ranks them, and
 * only the best few hundred are scored in full. Immutable once built.
 */
export class ScreeningIndex {
  private readonly ids: PackedStrings;
  private readonly kinds: Uint8Array;
  private readonly genders: Uint8Array;
  /** Key words of each entity's shortest name (`index/name-length.ts`). */
  private readonly shortestName: Uint8Array;
  private readonly nameStart: Int32Array;
  private readonly originals: PackedStrings;
  /** Which of the names held are weak aliases, by name index: few lists give them. */
  private readonly weakNames: ReadonlySet<number>;
  /** Which of the names held end with the listed family name, by name index. */
  private readonly familyNameLast: ReadonlySet<number>;
  /** Names held as a Korean reading of a given name written as one word (`koreanReading`). */
  private readonly koreanReadings: ReadonlySet<number>;
  /** Names held as read with a single glued "van" apart (`gluedVanApart`). */
  private readonly gluedVanReadings: ReadonlySet<number>;
  /** Names held as a reading that ranks below the name as written (`secondaryReading`). */
  private readonly secondaryReadings: ReadonlySet<number>;
  private readonly tokenStart: Int32Array;
  private readonly tokenIds: Int32Array;
  /** Birth dates and countries, by entity. */
  private readonly evidence: ListedEvidence;
  private readonly identifiers: PackedStrings;
  private readonly byIdentifier: ReadonlyMap<string, number[]>;
  private readonly byToken: Postings;
  private readonly byPhonetic: Postings;
  private readonly vocabulary: Vocabulary;
  private readonly scoring: ScoringConfig;
  private readonly scoringByThreshold = new Map<number, ScoringConfig>();
  private readonly candidateCount: number;
  private readonly commonKeyLimit: number;
  private readonly joinNeighbouringWords: boolean;
  /** Scratch space of one search at a time (searches are synchronous). */
  private readonly preScores: PreScores;
  readonly stats: EngineStats;
  lastSearch: SearchStats = { reached: 0, scored: 0, notScored: 0 };

  /**
   * Built at once from `records`, or from what `indexBuildSteps` built (the options'
   * `joinNeighbouringWords` is then the one it was built with).
   */
  constructor(source: Iterable<ScreeningRecord> | BuiltIndex, options: EngineOptions = {}) {
    this.scoring = options.scoring ?? DEFAULT_SCORING_CONFIG;
    this.candidateCount = options.candidates ?? 50;
    this.commonKeyLimit = options.commonKeyLimit ?? 5000;
    const { parts } =
      source instanceof BuiltIndex
        ? source
        : runAtOnce(indexBuildSteps(source, options.joinNeighbouringWords ?? true));
    this.joinNeighbouringWords = parts.joinNeighbouringWords;
    this.ids = parts.ids;
    this.kinds = parts.kinds;
    this.genders = parts.genders;
    this.shortestName = parts.shortestName;
    this.nameStart = parts.nameStart;
    this.originals = parts.originals;
    this.weakNames = parts.weakNames;
    this.familyNameLast = parts.familyNameLast;
    this.koreanReadings = parts.koreanReadings;
    this.gluedVanReadings = parts.gluedVanReadings;
    this.secondaryReadings = parts.secondaryReadings;
    this.tokenStart = parts.tokenStart;
    this.tokenIds = parts.tokenIds;
    this.evidence = parts.evidence;
    this.identifiers = parts.identifiers;
    this.byIdentifier = parts.byIdentifier;
    this.byToken = parts.byToken;
    this.byPhonetic = parts.byPhonetic;
    this.vocabulary = parts.vocabulary;
    this.preScores = new PreScores();
    this.stats = {
      entities: this.ids.size,
      names: this.originals.size,
      distinctTokens: this.vocabulary.tokens.length,
      buildMs: parts.buildMs,
    };
  }

  /**
   * The same index as the constructor's, built in turns: the event loop runs every TURN_MS
   * meanwhile (a million listings take tens of seconds to index).
   */
  static async build(
    records: Iterable<ScreeningRecord>,
    options: EngineOptions = {},
  ): Promise<ScreeningIndex> {
    const built = await runInTurns(indexBuildSteps(records, options.joinNeighbouringWords ?? true));
    return new ScreeningIndex(built, options);
  }

  get size(): number {
    return this.ids.size;
  }

  /** Hits at or above the threshold, best first. */
  search(
    query: ScreeningQuery,
    options: { limit?: number; threshold?: number } = {},
  ): ScreeningHit[] {
    const limit = options.limit ?? 10;
    const threshold = options.threshold ?? this.scoring.threshold;
    const asked = subjectsOf(query, this.joinNeighbouringWords);
    const subject = this.withListTokens(asked.subject);
    const inPart = asked.inPart && this.withListTokens(asked.inPart);
    // A listing born in another year scores at most this multiple of a whole match.
    const otherYear = Math.max(this.scoring.birthYearPenalty, this.scoring.birthDateFloor);
    const candidates = this.candidatesFor(
      inPart ? { ...subject, names: [...subject.names, ...inPart.names] } : subject,
      otherYear < threshold,
    );
    const hits: ScreeningHit[] = [];
    const scoring = this.scoringAt(threshold);
    const hitEntities: number[] = [];
    for (const entity of candidates.chosen) {
      const candidate = this.subjectOf(entity);
      let score = scoreMatch(subject, candidate, this.vocabulary, scoring);
      // A name borne in part (one half of a double family name) is shared by the namesakes of
      // that half: it counts only for a listing born on the same day.
      if (inPart && shareFullBirthDate(subject.birthDates, candidate.birthDates)) {
        score = better(score, scoreMatch(inPart, candidate, this.vocabulary, scoring));
      }
      if (score.score < threshold || score.score === 0) continue;
      hitEntities.push(entity);
      hits.push({
        id: this.ids.get(entity),
        matchedName: score.matchedName,
        score,
      });
    }
    // Listings of a name as close as that of hits, left out, may be hits as well.
    this.lastSearch.notScored = notScoredBeside(candidates, hitEntities);
    hits.sort((a, b) => b.score.score - a.score.score);
    return hits.slice(0, limit);
  }

  /** The subject with each name part as the one object the vocabulary has for it. */
  private withListTokens(subject: MatchSubject): MatchSubject {
    const names = subject.names.map((name) => ({
      ...name,
      tokens: name.tokens.map((token) => this.vocabulary.sharedTokenOf(token)),
    }));
    return { ...subject, names };
  }

  /**
   * The scoring config with another threshold, made once per threshold: the scorer remembers
   * the name parts it compared by the config object (`token-similarity.ts`), so a config made
   * anew for every search (the register's company search asks with its own threshold) would
   * start that memory over each time.
   */
  private scoringAt(threshold: number): ScoringConfig {
    if (threshold === this.scoring.threshold) return this.scoring;
    let scoring = this.scoringByThreshold.get(threshold);
    if (scoring === undefined) {
      // Callers ask with a few thresholds; many different ones would each be kept.
      if (this.scoringByThreshold.size >= THRESHOLDS_KEPT) this.scoringByThreshold.clear();
      scoring = Object.freeze({ ...this.scoring, threshold });
      this.scoringByThreshold.set(threshold, scoring);
    }
    return scoring;
  }

  /** Entities worth scoring: reached by the query's keys, ranked by the rarity of what they share. */
  /** `otherYearsMiss`: a listing born in another year than asked cannot reach the threshold. */
  private candidatesFor(subject: MatchSubject, otherYearsMiss: boolean): Candidates {
    const { keys: ordered, queryWords } = queryKeys(
      subject,
      { vocabulary: this.vocabulary, byToken: this.byToken, byPhonetic: this.byPhonetic },
      this.joinNeighbouringWords,
    );
    const preScores = this.preScores;
    for (const identifier of subject.identifiers) {
      for (const entity of this.byIdentifier.get(identifier) ?? []) preScores.add(entity, 10);
    }
    for (const { postings, key, weight } of ordered) {
      const start = postings.offsets[key] ?? 0;
      const end = start + postingLength(postings, key);
      // Common keys ("mohammed", "trading") only rank what rarer keys found.
      if (end - start > this.commonKeyLimit && preScores.reachedCount > 0) {
        preScores.addWhereReached(postings.values, start, end, weight);
        continue;
      }
      for (let i = start; i < end; i++) preScores.add(postings.values[i] ?? 0, weight + 1e-6);
    }
    const reached = preScores.drain();
    const candidates = chooseCandidates(
      reached.entities,
      reached.scores,
      this.candidateCount,
      {
        shortest: this.shortestName,
        queryWords,
        otherYearsMiss,
        // A shared identifier lifts a listing of another year to a hit (sharedIdentifierFloor).
        identifiersAsked: subject.identifiers.length > 0,
      },
      this.evidence.judge(subject.birthDates, subject.countries),
    );
    this.lastSearch = {
      reached: reached.entities.length,
      scored: candidates.chosen.length,
      notScored: 0,
    };
    return candidates;
  }

  private nameOf(index: number): NormalisedName {
    const start = this.tokenStart[index] ?? 0;
    const end = this.tokenStart[index + 1] ?? start;
    const tokens = [];
    for (let i = start; i < end; i++) {
      const token = this.vocabulary.tokens[this.tokenIds[i] ?? 0];
      if (token) tokens.push(token);
    }
    const name: NormalisedName = { original: this.originals.get(index), tokens };
    if (this.weakNames.has(index)) name.weak = true;
    if (this.familyNameLast.has(index)) name.familyNameLast = true;
    if (this.koreanReadings.has(index)) name.koreanReading = true;
    if (this.gluedVanReadings.has(index)) name.gluedVanApart = true;
    if (this.secondaryReadings.has(index)) name.secondaryReading = true;
    return name;
  }

  private subjectOf(entity: number): MatchSubject {
    const first = this.nameStart[entity] ?? 0;
    const last = this.nameStart[entity + 1] ?? first;
    const names: NormalisedName[] = [];
    for (let n = first; n < last; n++) names.push(this.nameOf(n));
    return {
      kind: KINDS[this.kinds[entity] ?? 2] ?? 'any',
      names,
      birthDates: this.evidence.birthDatesOf(entity),
      countries: this.evidence.countriesOf(entity),
      gender: GENDERS[this.genders[entity] ?? 0],
      identifiers: valuesOf(this.identifiers.get(entity)),
    };
  }
}
