import { LruCache } from '../cache/lru-cache.js';
import { LastIndex, type VersionedSource } from '../runtime/last-index.js';
import type { Registration, RegistrationSummary } from '../contract/screening.js';
import type { Entity } from '../entities/entity.js';
import { daysOf, endedBefore } from '../entities/validity.js';
import { blocksOn, categoriesOf, countCategories, emptySummary } from './categories.js';
import { describeListing } from './describe.js';
import {
  corroborated,
  explainedScore,
  hitEvidence,
  matchPercent,
  type HitEvidence,
} from './hit-evidence.js';
import type { ScreeningHit, ScreeningQuery, ScreeningRecord } from './types.js';
import {
  IDENTIFICATION_SCHEMATA,
  SCREENED_SCHEMATA,
  Watchlist,
  type NameIndex,
} from './watchlist.js';

/** Where the watchlist comes from: the registry of one set of dataset versions. */
export interface ListSource extends VersionedSource {
  /** `of`: only from the datasets holding listings, where the source knows which. */
  entitiesOf(
    schemata: readonly string[],
    of?: 'listings',
  ): AsyncIterable<{ dataset: string; entity: Entity }>;
  /** The Sanction measures against an entity. */
  sanctions(entityId: string): Promise<Entity[]>;
}

export interface ScreeningServiceOptions {
  toRecord: (entity: Entity) => ScreeningRecord | undefined;
  /** Built in the server while it answers requests: ScreeningIndex.build lets it run. */
  buildIndex: (records: ScreeningRecord[]) => NameIndex | Promise<NameIndex>;
  /** Hits below this score are not registrations. */
  threshold: number;
  /**
   * At most this many hits per screened subject are listed (registrations) and explained; the
   * summary counts them all, and `cutOf` says how many were not listed.
   */
  maxHits: number;
}

/** One subject to screen: who it is (the summary's source) and what is known of it. */
export interface ScreeningSubject {
  label: string;
  query: ScreeningQuery;
}

/** One hit as backend_data keeps it: enough to see why it was a hit. */
export interface HitExplanation {
  id: string;
  caption: string;
  matched_name: string;
  score: number;
  features: { feature: string; value: number; weight: number; detail: string }[];
}

export interface ScreeningOutcome {
  /** How many listed entities the subject was screened against (0: no listings imported). */
  listed: number;
  registrations: Registration[];
  summary: RegistrationSummary;
  /** The hits listed, at most `maxHits`, in the order of `registrations` (`listingOrder`). */
  hits: HitExplanation[];
  /** All hits at or above the threshold, counted in `summary`; more than `hits` when cut. */
  hitsFound: number;
  /**
   * Listings that ranked as high as hits did but were not scored (more listings of one name
   * than candidates scored; `docs/screening.md`, Candidates): they may be hits as well.
   */
  notScored: number;
  /** Whether the subject was asked for with a birth date. */
  birthDateGiven: boolean;
  /**
   * Every hit (listed or not) on a listing that blocks the party on the day screened
   * (`blocksOn`): what a sanctioned owner passes down to the companies it owns.
   */
  blocking?: BlockingHit[];
}

/** A hit on a listing that blocks the party: which listing, on which lists, how strong. */
export interface BlockingHit {
  id: string;
  caption: string;
  lists: string;
  /** The match score as a whole percentage. */
  match: number;
  /** A birth date or identifier agrees as well: more than the name alone stands behind it. */
  corroborated?: true;
  /** How strong the hit is, by the rule a director's risk reads too (hit-evidence.ts). */
  evidence: HitEvidence;
}

/** A hit on a listing that blocks the party, as the check's owners read it. */
export function blockingHitOf(
  hit: ScreeningHit,
  facts: { caption: string; lists: readonly string[] },
): BlockingHit {
  return {
    id: hit.id,
    caption: facts.caption,
    lists: facts.lists.join(', '),
    match: matchPercent(hit.score.score),
    ...(corroborated(hit.score.features) && { corroborated: true as const }),
    evidence: hitEvidence(hit.score.score, hit.score.features),
  };
}

/** Screening outcomes remembered per watchlist. */
const OUTCOMES_REMEMBERED = 10_000;

/**
 * Screens persons and companies against the listed entities of the dataset versions a check
 * reads. One watchlist is built per registry (so per set of dataset versions): a new version
 * builds a new one, and checks keep the one of the registry they started with.
 */
export class ScreeningService {
  private readonly watchlists = new WeakMap<ListSource, Promise<Watchlist>>();
  private readonly outcomes = new WeakMap<Watchlist, LruCache<Promise<ScreeningOutcome>>>();
  /** A new registry whose entity versions are those of the last watchlist keeps it. */
  private readonly lastWatchlist = new LastIndex<Watchlist>();

  constructor(private readonly options: ScreeningServiceOptions) {}

  /** The watchlist of a registry, built on first use; call it on a switch to build it before. */
  watchlistFor(source: ListSource): Promise<Watchlist> {
    let watchlist = this.watchlists.get(source);
    if (!watchlist) {
      // Only the datasets holding listings are read: a company register holds none. Identity
      // documents too, as a list gives its listings' documents with them.
      watchlist = this.lastWatchlist.over(source.versionsRead?.('listings'), () =>
        Watchlist.build(
          source.entitiesOf(SCREENED_SCHEMATA, 'listings'),
          this.options.toRecord,
          this.options.buildIndex,
          () => source.entitiesOf(IDENTIFICATION_SCHEMATA, 'listings'),
        ),
      );
      // A failed build is tried again on the next use rather than remembered.
      watchlist.catch(() => this.watchlists.delete(source));
      this.watchlists.set(source, watchlist);
    }
    return watchlist;
  }

  /** How many listed entities the source's listings hold (0: no listing imported). */
  async listedCount(source: ListSource): Promise<number> {
    return (await this.watchlistFor(source)).size;
  }

  /**
   * The outcome of screening a subject against the source's listings on `today` (the check's
   * day, YYYY-MM-DD: sanctions that ended before it are previous). The same subject on the
   * same watchlist on the same day has the same outcome, so recent ones are remembered (a
   * company's directors and owners are screened with every check of it).
   */
  async screen(
    source: ListSource,
    subject: ScreeningSubject,
    today: string,
  ): Promise<ScreeningOutcome> {
    const watchlist = await this.watchlistFor(source);
    let memo = this.outcomes.get(watchlist);
    if (!memo) {
      memo = new LruCache(OUTCOMES_REMEMBERED);
      this.outcomes.set(watchlist, memo);
    }
    const key = `${today}\u0000${subject.label}\u0000${JSON.stringify(subject.query)}`;
    let outcome = memo.get(key);
    if (!outcome) {
      outcome = this.screenOn(watchlist, source, subject, today);
      const remembered = memo;
      outcome.catch(() => {
        remembered.delete(key);
      });
      memo.set(key, outcome);
    }
    return outcome;
  }

  private async screenOn(
    watchlist: Watchlist,
    source: ListSource,
    subject: ScreeningSubject,
    today: string,
  ): Promise<ScreeningOutcome> {
    const screened = subject.query.names.length > 0 || (subject.query.identifiers ?? []).length > 0;
    const found = screened
      ? // Every hit among the candidates scored, not only those listed: the summary counts them.
        watchlist.index.search(subject.query, {
          limit: Number.POSITIVE_INFINITY,
          threshold: this.options.threshold,
        })
      : [];
    // Read before any await: the next search overwrites it.
    const notScored = screened ? (watchlist.index.lastSearch?.notScored ?? 0) : 0;
    const summary = emptySummary(subject.label);
    const registrations: Registration[] = [];
    const hits: HitExplanation[] = [];
    const blocking: BlockingHit[] = [];
    let hitsFound = 0;
    for (const hit of listingOrder(found)) {
      const facts = watchlist.factsOf(hit.id);
      if (!facts) continue;
      hitsFound++;
      // Sanctions, debarments and disqualifications are all measures (FtM Sanction) with a
      // programme and an end date: each listing's are read, whatever its topics.
      const measures = await source.sanctions(hit.id);
      const programs = [...facts.programs, ...measures.flatMap((m) => m.properties.program ?? [])];
      const endDates = measures.map((m) => m.properties.endDate?.[0] ?? '');
      const listed = {
        kind: facts.kind,
        topics: facts.topics,
        statuses: facts.statuses,
        sanctionEndDates: endDates,
      };
      countCategories(summary, categoriesOf(listed, today));
      if (blocksOn(listed, today)) {
        blocking.push(blockingHitOf(hit, facts));
      }
      noteStrength(summary, facts.kind, hit, this.options.threshold);
      // The best `maxHits` are listed with their explanations; the rest are counted.
      if (registrations.length >= this.options.maxHits) continue;
      registrations.push({
        source: facts.lists.join(', '),
        match: String(matchPercent(hit.score.score)),
        description: describeListing({ ...facts, programs, ended: endedBy(endDates, today) }),
      });
      hits.push({
        id: hit.id,
        caption: facts.caption,
        matched_name: hit.matchedName,
        score: explainedScore(hit.score.score),
        features: hit.score.features,
      });
    }
    const birthDateGiven = (subject.query.birthDates ?? []).length > 0;
    return {
      listed: watchlist.size,
      registrations,
      summary,
      hits,
      hitsFound,
      notScored,
      birthDateGiven,
      ...(blocking.length > 0 && { blocking }),
    };
  }
}

/** Whether a shared identifier (a document or registration number) confirms a hit. */
const confirmedByIdentifier = (hit: ScreeningHit): boolean =>
  // A shared identifier is the feature at 1; below 1 it is the multiplier of a conflict.
  hit.score.features.some((f) => f.feature === 'identifier' && f.value === 1);

/**
 * The order hits are listed in: those a shared identifier confirms first, then the rest, each
 * best first. A listing sharing the document number asked under another birth date scores below
 * namesakes listed without one (0.85 against 0.95), and with more such namesakes than
 * `maxHits` it was counted (id_document) but neither listed nor explained.
 */
export function listingOrder(hits: readonly ScreeningHit[]): ScreeningHit[] {
  const confirmed = hits.filter(confirmedByIdentifier);
  if (confirmed.length === 0) return [...hits];
  return [...confirmed, ...hits.filter((hit) => !confirmedByIdentifier(hit))];
}

/** What `backend_data` says was cut from a screening (`cutOf`). */
export interface ScreeningCut {
  /** Hits at or above the threshold among the candidates scored, all counted in the summary. */
  hits_found: number;
  /** Hits listed in registrations and explained: the best `SCREENING_MAX_HITS`. */
  hits_listed: number;
  /** Listings as close by name as hits, left out of the candidates scored: they may be hits. */
  listings_not_scored: number;
  /** Whether a birth date was asked for: then it did not tell those listings apart. */
  birth_date_given: boolean;
}

/** What was cut from an outcome, or undefined when nothing was. */
export function cutOf(outcome: ScreeningOutcome): ScreeningCut | undefined {
  if (outcome.notScored === 0 && outcome.hitsFound <= outcome.hits.length) return undefined;
  return {
    hits_found: outcome.hitsFound,
    hits_listed: outcome.hits.length,
    listings_not_scored: outcome.notScored,
    birth_date_given: outcome.birthDateGiven,
  };
}

/**
 * The last end date as the list writes it (`2026-10`), when every measure of a listing has ended
 * before today; the latest by the last day each may mean (`2026` ends after `2026-03-01`).
 */
function endedBy(endDates: readonly string[], today: string): string | undefined {
  if (endDates.length === 0 || !endDates.every((end) => endedBefore(end, today))) return undefined;
  const latest = endDates.reduce((a, b) => (daysOf(b).last > daysOf(a).last ? b : a));
  return latest.slice(0, 10);
}

/**
 * The summary's match strengths: the best hit on a person's name, on a company's name, and
 * those confirmed by a registration number (company_kvk) or a document number (id_document).
 * Every hit counts in at least one of them.
 */
function noteStrength(
  summary: RegistrationSummary,
  kind: 'person' | 'company',
  hit: ScreeningHit,
  threshold: number,
): void {
  const strength = matchPercent(hit.score.score);
  const raise = (field: 'person' | 'company_name' | 'company_kvk' | 'id_document') => {
    summary[field] = Math.max(summary[field] ?? 0, strength);
  };
  const byIdentifier = confirmedByIdentifier(hit);
  // A hit on the name: the names compared reach the threshold on their own, or the name with
  // the birth date, country or gender carried the hit (no number did). A hit that a shared
  // number carried under a name short of the threshold (or without one) is no hit on the name.
  const byName = hit.score.features.some(
    (f) => f.feature === 'name' && (f.value >= threshold || (f.value > 0 && !byIdentifier)),
  );
  if (byName) raise(kind === 'person' ? 'person' : 'company_name');
  if (byIdentifier) raise(kind === 'person' ? 'id_document' : 'company_kvk');
}
