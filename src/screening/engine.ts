import { normaliseIdentifier, normaliseNameVariants } from './normalise/index.js';
import { otherLetterSpellings } from './normalise/letter-spellings.js';
import { romanisedKoreanKeys, scriptSoundKeys } from './normalise/script-sound-keys.js';
import { gluedVariant } from './normalise/particles.js';
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
  SubjectKind,
} from './types.js';
import { buildPostings, GrowableInt32, postingLength, type Postings } from './index/growable.js';
import { PackedStrings } from './index/packed-strings.js';
import { PreScores } from './index/pre-scores.js';
import { MAX_COUNTED_WORDS } from './index/name-length.js';
import { chooseCandidates, notScoredBeside, type Candidates } from './index/candidates.js';
import { ListedEvidence } from './index/listed-evidence.js';
import { isKey, queryKeys } from './index/query-keys.js';
import { Vocabulary } from './index/vocabulary.js';

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

const KINDS: readonly SubjectKind[] = ['person', 'company', 'any'];
const GENDERS = [undefined, 'male', 'female', 'other'] as const;
const NO_STRINGS: readonly string[] = Object.freeze([]);
const SEPARATOR = '\u0001';
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
  private readonly ids = new PackedStrings();
  private readonly kinds: Uint8Array;
  private readonly genders: Uint8Array;
  /** Key words of each entity's shortest name (`index/name-length.ts`). */
  private readonly shortestName: Uint8Array;
  private readonly nameStart: Int32Array;
  private readonly originals = new PackedStrings();
  /** Which of the names held are weak aliases, by name index: few lists give them. */
  private readonly weakNames = new Set<number>();
  /** Which of the names held end with the listed family name, by name index. */
  private readonly familyNameLast = new Set<number>();
  /** Names held as a Korean reading of a given name written as one word (`koreanReading`). */
  private readonly koreanReadings = new Set<number>();
  private readonly tokenStart: Int32Array;
  private readonly tokenIds: Int32Array;
  /** Birth dates and countries, by entity. */
  private readonly evidence = new ListedEvidence();
  private readonly identifiers = new PackedStrings();
  private readonly byIdentifier = new Map<string, number[]>();
  private readonly byToken: Postings;
  private readonly byPhonetic: Postings;
  private readonly vocabulary = new Vocabulary();
  private readonly scoring: ScoringConfig;
  private readonly scoringByThreshold = new Map<number, ScoringConfig>();
  private readonly candidateCount: number;
  private readonly commonKeyLimit: number;
  private readonly joinNeighbouringWords: boolean;
  /** Scratch space of one search at a time (searches are synchronous). */
  private readonly preScores: PreScores;
  readonly stats: EngineStats;
  lastSearch: SearchStats = { reached: 0, scored: 0, notScored: 0 };

  constructor(records: Iterable<ScreeningRecord>, options: EngineOptions = {}) {
    const started = performance.now();
    this.scoring = options.scoring ?? DEFAULT_SCORING_CONFIG;
    this.candidateCount = options.candidates ?? 50;
    this.commonKeyLimit = options.commonKeyLimit ?? 5000;
    this.joinNeighbouringWords = options.joinNeighbouringWords ?? true;
    const kinds = new GrowableInt32();
    const genders = new GrowableInt32();
    const shortestName = new GrowableInt32();
    const nameStart = new GrowableInt32();
    const tokenStart = new GrowableInt32();
    const tokenIds = new GrowableInt32();
    const tokenKeys = new GrowableInt32();
    const tokenEntities = new GrowableInt32();
    const phoneticKeys = new GrowableInt32();
    const phoneticEntities = new GrowableInt32();
    for (const record of records) {
      const entity = this.ids.size;
      this.ids.push(record.id);
      kinds.push(KINDS.indexOf(record.kind));
      genders.push(GENDERS.indexOf(record.gender));
      nameStart.push(this.originals.size);
      const seenTokens = new Set<number>();
      const seenPhonetics = new Set<number>();
      let shortest = MAX_COUNTED_WORDS;
      const weakFrom = record.names.length;
      for (const [n, raw] of [...record.names, ...(record.weakNames ?? [])].entries()) {
        const writings = [raw, ...otherLetterSpellings(raw)];
        // A skeleton (رحمن rhmn) is found by the keys of its Latin spellings (Rahman rmn), and
        // a name in Hangul by those of the spellings lists write (정 jeong also as Chong); each
        // writing by its own words (رضا and its Persian reading رزا).
        const otherKeysOf = new Map(writings.map((w) => [w, scriptSoundKeys(w)]));
        // A title that may be a family name ("Sheikh Imran") is held kept as well.
        for (const name of writings.flatMap((w) => normaliseNameVariants(w, record.kind))) {
          if (name.tokens.length === 0) continue;
          // A name is also held with its particles glued on ("de Jong" as "dejong", "Van den
          // Bosch Beheer" as "vandenbosch beheer"), so a query written either way finds it; a
          // company's only where neighbouring words are looked up joined too (not in the
          // register's company search, which lists the names holding the words asked).
          const glued =
            record.kind === 'person' || this.joinNeighbouringWords ? gluedVariant(name) : undefined;
          // A romanised Korean name by the other spellings of its syllables (jong also Chong).
          const keysOf =
            otherKeysOf.get(name.original) ??
            (record.kind === 'person' ? romanisedKoreanKeys(name.tokens) : undefined);
          for (const spelling of glued ? [name, glued] : [name]) {
            if (name.koreanReading) this.koreanReadings.add(this.originals.size);
            if (n >= weakFrom) this.weakNames.add(this.originals.size);
            else if (record.familyNameLast?.includes(raw)) {
              this.familyNameLast.add(this.originals.size);
            }
            this.originals.push(raw);
            tokenStart.push(tokenIds.length);
            let words = 0;
            for (const token of spelling.tokens) {
              const id = this.vocabulary.intern(token, entity);
              tokenIds.push(id);
              if (!isKey(token)) continue;
              words++;
              seenTokens.add(id);
              const phonetic = this.vocabulary.tokenPhonetic[id] ?? -1;
              if (phonetic >= 0) seenPhonetics.add(phonetic);
              if (keysOf === undefined || token.kind !== 'word') continue;
              for (const key of keysOf(token.text)) {
                seenPhonetics.add(this.vocabulary.internPhonetic(key));
              }
            }
            if (words > 0) shortest = Math.min(shortest, words);
          }
        }
      }
      shortestName.push(shortest);
      for (const id of seenTokens) {
        tokenKeys.push(id);
        tokenEntities.push(entity);
      }
      for (const id of seenPhonetics) {
        phoneticKeys.push(id);
        phoneticEntities.push(entity);
      }
      this.evidence.push(record.birthDates, record.countries);
      const identifiers = [...new Set(record.identifiers.map(normaliseIdentifier))].filter(
        (id) => id.length >= 4,
      );
      this.identifiers.push(identifiers.join(SEPARATOR));
      for (const identifier of identifiers) {
        const holders = this.byIdentifier.get(identifier);
        if (holders) holders.push(entity);
        else this.byIdentifier.set(identifier, [entity]);
      }
    }
    nameStart.push(this.originals.size);
    tokenStart.push(tokenIds.length);
    for (const packed of [this.ids, this.originals, this.identifiers]) packed.finish();
    this.evidence.finish();
    this.kinds = Uint8Array.from(kinds.toArray());
    this.genders = Uint8Array.from(genders.toArray());
    this.shortestName = Uint8Array.from(shortestName.toArray());
    this.nameStart = nameStart.toArray();
    this.tokenStart = tokenStart.toArray();
    this.tokenIds = tokenIds.toArray();
    this.vocabulary.finish(this.ids.size);
    this.byToken = buildPostings(
      tokenKeys.toArray(),
      tokenEntities.toArray(),
      this.vocabulary.tokens.length,
    );
    this.byPhonetic = buildPostings(
      phoneticKeys.toArray(),
      phoneticEntities.toArray(),
      this.vocabulary.phoneticCount,
    );
    this.preScores = new PreScores();
    this.stats = {
      entities: this.ids.size,
      names: this.originals.size,
      distinctTokens: this.vocabulary.tokens.length,
      buildMs: performance.now() - started,
    };
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
