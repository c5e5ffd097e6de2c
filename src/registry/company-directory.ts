/**
 * The company directory: every company (Company, Organization, LegalEntity, PublicBody with a
 * name) of the served versions' register data in memory, for company search by name (fuzzy) and
 * by postcode and house number, and for company checks that find a company by its data. List
 * entries (entities with FtM topics) stay out: they are what screening finds, never the company. Name matching is the
 * screening engine's company matching (its index, normalisation, typo keys and scorer); the
 * directory adds the address, phone and mail evidence and the address index.
 *
 * A directory holds no Entity objects (company-directory-data.ts): results are read back from
 * the store by id. One directory per registry (so per set of dataset versions), built once.
 */
import type { Address } from '../contract/address.js';
import type { Entity } from '../entities/entity.js';
import { compareNames } from '../names/name-order.js';
import { runAtOnce, runInTurns } from '../runtime/event-loop-turns.js';
import type { VersionedSource } from '../runtime/last-index.js';
import type { ScreeningIndex } from '../screening/engine.js';
import { normaliseNameVariants } from '../screening/normalise/name.js';
import { scoreMatch } from '../screening/score/combine.js';
import type { ScoringConfig } from '../screening/score/config.js';
import type { MatchSubject, ScoreFeature } from '../screening/types.js';
import {
  DirectoryDataBuilder,
  directoryKeys,
  NAME_SEPARATOR,
  NUMBER_SPAN,
  type DirectoryData,
  type DirectoryEntry,
} from './company-directory-data.js';
import {
  countryKeyOf,
  evidenceOf,
  NO_EVIDENCE,
  probeOf,
  type CompanyNameQuery,
  type Evidence,
} from './company-evidence.js';
import { DISTINCTIVE_WORD_COMPANIES, holdsWords, wordsAsked } from './company-name-words.js';
import {
  directoryIndexSteps,
  type DirectoryIndexes,
  type DirectoryOptions,
} from './company-directory-index.js';

export type { DirectoryOptions } from './company-directory-index.js';

/** A company found by name, best first. */
export interface DirectoryMatch {
  index: number;
  entityId: string;
  /** In [0, 1]: the engine's name score with the address, phone and mail evidence. */
  score: number;
  /** The company's name that matched best, as the register writes it. */
  matchedName: string;
  /** The engine's explanation of the name score, and the evidence the directory added. */
  features: ScoreFeature[];
  /** How many of the address, phone number and mail address given agree with the company's. */
  agreeing: number;
}

export type { CompanyNameQuery } from './company-evidence.js';

/** What the directory reads from a registry. */
export interface DirectorySource extends VersionedSource {
  /** `of`: only from the datasets holding register organisations, where the source knows which. */
  entitiesOf(
    schemata: readonly string[],
    of?: 'companies',
  ): AsyncIterable<{ dataset: string; entity: Entity }>;
  entities(ids: readonly string[], of?: 'companies'): Promise<Entity[]>;
}

/**
 * Results below this score are left out. A search shows what the caller may have meant, so
 * one distinctive word of a longer name is enough ("Verhoeven" finds "Bouw Verhoeven" at
 * 0.57), though more words besides it take a name below (`wholeWords` lists those); a check
 * that must identify one company asks for more (screening's threshold is 0.72).
 */
export const COMPANY_MATCH_THRESHOLD = 0.5;
/** Name candidates below this get no evidence: a different name at the same address. */
const CANDIDATE_THRESHOLD = 0.5;
/** At most this many companies at one postcode are compared by name one by one. */
const POSTCODE_CANDIDATES = 500;
/** Every word weighs the same: companies at one postcode are compared without list statistics. */
const EVEN_WEIGHTS = { weightOf: () => 1 };

interface Candidate {
  score: number;
  matchedName: string;
  features: ScoreFeature[];
}

/** The in-memory directory of the companies of one set of dataset versions. Immutable. */
export class CompanyDirectory {
  private readonly engine: ScreeningIndex;
  private readonly scoring: ScoringConfig;
  /** Positions of companies with a postcode, ordered by postcode hash and house number. */
  private readonly byAddress: Int32Array;
  private readonly addressKeys: Float64Array;
  /** Time to build the name and address indexes from the data. */
  readonly buildMs: number;

  /** `indexes`: built before (`directoryIndexSteps`), or else built now. */
  constructor(
    private readonly data: DirectoryData,
    options: DirectoryOptions = {},
    indexes: DirectoryIndexes = runAtOnce(directoryIndexSteps(data, options)),
  ) {
    this.engine = indexes.engine;
    this.scoring = indexes.scoring;
    this.byAddress = indexes.byAddress;
    this.addressKeys = indexes.addressKeys;
    this.buildMs = indexes.buildMs;
  }

  /** The same directory as the constructor's, built in turns (the event loop runs meanwhile). */
  static async inTurns(
    data: DirectoryData,
    options: DirectoryOptions = {},
  ): Promise<CompanyDirectory> {
    return new CompanyDirectory(
      data,
      options,
      await runInTurns(directoryIndexSteps(data, options)),
    );
  }

  /** A directory of the given companies (read one at a time: a generator need not hold them). */
  static build(
    entries: Iterable<DirectoryEntry>,
    options: DirectoryOptions = {},
  ): CompanyDirectory {
    const builder = new DirectoryDataBuilder();
    for (const entry of entries) builder.add(entry);
    return new CompanyDirectory(builder.finish(), options);
  }

  get size(): number {
    return this.data.ids.size;
  }

  /** How many companies have a postcode, and so can be found at an address. */
  get withAddress(): number {
    return this.byAddress.length;
  }

  entityId(index: number): string {
    return this.data.ids.get(index);
  }

  /** Positions of the companies whose address key lies in [from, to), in key order. */
  private addressRange(from: number, to: number, max: number): number[] {
    let low = 0;
    let high = this.addressKeys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.addressKeys[middle] ?? 0) < from) low = middle + 1;
      else high = middle;
    }
    const found: number[] = [];
    for (let i = low; i < this.addressKeys.length && found.length < max; i++) {
      if ((this.addressKeys[i] ?? 0) >= to) break;
      found.push(this.byAddress[i] ?? 0);
    }
    return found;
  }

  /**
   * Companies at a postcode and house number (request_type 3): those with the given letter or
   * addition first, then active ones before others, then by name in code-point order, so that
   * the order does not depend on the server's locale. With a country (a code or a name), only
   * companies in that country.
   */
  atAddress(postcode: string, houseNumber: string, extension?: string, country?: string): number[] {
    const code = directoryKeys.postcode(postcode);
    const number = directoryKeys.houseNumber(houseNumber);
    if (code === 0 || number < 0) return [];
    const countryKey = countryKeyOf(country);
    const countryIndex = countryKey === '' ? -1 : this.data.countries.indexOf(countryKey);
    if (countryKey !== '' && countryIndex < 0) return [];
    const key = code * NUMBER_SPAN + number;
    const wanted = directoryKeys.extension(extension);
    const { extension: extensions, status } = this.data.columns;
    const rank = (i: number) =>
      (wanted !== 0 && extensions[i] === wanted ? 0 : 2) + (status[i] === 0 ? 0 : 1);
    return this.addressRange(key, key + 1, Number.POSITIVE_INFINITY)
      .filter((i) => countryIndex < 0 || this.data.columns.country[i] === countryIndex)
      .map((i) => ({ i, rank: rank(i), name: this.data.names.get(i) }))
      .sort((a, b) => a.rank - b.rank || compareNames(a.name, b.name) || a.i - b.i)
      .map((f) => f.i);
  }

  /**
   * Companies by name, best first, at or above the threshold. Address, phone and mail, when
   * given, lift the companies that agree and lower those at another address. `narrow`: only
   * companies that agree with every address part given are returned. `wholeWords` (company
   * search): while fewer than `limit` are found, also the companies whose name holds every word
   * asked whole, below the cut-off, where those words are distinctive (company-name-words.ts).
   * `heldWhole` (a company check): only the companies whose name holds every word asked, above
   * the cut-off or below it, all of them where those words are distinctive, else none: a check
   * must see every company holding them to take one of them.
   */
  findByName(
    query: CompanyNameQuery,
    options: {
      limit: number;
      narrow?: boolean;
      threshold?: number;
      wholeWords?: boolean;
      heldWhole?: boolean;
    },
  ): DirectoryMatch[] {
    const name = query.name.trim();
    if (name === '') return [];
    const probe = probeOf(query);
    const weaker =
      options.wholeWords || options.heldWhole ? new Map<number, Candidate>() : undefined;
    const candidates = this.nameCandidates(name, query.address ?? {}, weaker);
    const threshold = options.threshold ?? COMPANY_MATCH_THRESHOLD;
    const ranked: { index: number; score: number; found: Candidate; evidence: Evidence }[] = [];
    const add = (index: number, found: Candidate, cutOff: number) => {
      const evidence = probe ? evidenceOf(this.data, index, probe) : NO_EVIDENCE;
      if (options.narrow && !evidence.addressAgrees) return;
      let left = 1 - found.score;
      for (const share of evidence.lifts) left *= 1 - share;
      const score = (1 - left) * evidence.multiplier;
      if (score >= cutOff) ranked.push({ index, score, found, evidence });
    };
    if (options.heldWhole) {
      for (const index of this.holders(name, candidates, weaker ?? new Map()) ?? []) {
        const found = candidates.get(index) ?? weaker?.get(index);
        if (found) add(index, found, 0);
      }
    } else for (const [index, found] of candidates) add(index, found, threshold);
    if (!options.heldWhole && weaker && weaker.size > 0 && ranked.length < options.limit) {
      for (const index of this.holdingWords(name, candidates, weaker)) {
        const found = weaker.get(index);
        if (found) add(index, found, 0);
      }
    }
    // Equal scores (namesakes) in register order, then by id, as a company check picks them.
    const { rank } = this.data.columns;
    const ids = this.data.ids;
    ranked.sort(
      (a, b) =>
        b.score - a.score ||
        (rank[a.index] ?? 0) - (rank[b.index] ?? 0) ||
        byId(ids.get(a.index), ids.get(b.index)),
    );
    return ranked.slice(0, options.limit).map(({ index, score, found, evidence }) => ({
      index,
      entityId: this.data.ids.get(index),
      score,
      matchedName: found.matchedName,
      features: [...found.features, ...evidence.features],
      agreeing: evidence.lifts.length,
    }));
  }

  /**
   * The engine's candidates for the name, and the companies at the postcode given; the
   * engine's candidates below the cut-off go into `weaker` where one is given.
   */
  private nameCandidates(
    name: string,
    address: Address,
    weaker?: Map<number, Candidate>,
  ): Map<number, Candidate> {
    const country = countryKeyOf(address.country);
    // The engine scores all its candidates whatever the threshold: keeping the weaker is free.
    const hits = this.engine.search(
      { kind: 'company', names: [name], countries: country ? [country] : [] },
      {
        limit: Number.POSITIVE_INFINITY,
        threshold: weaker ? Number.MIN_VALUE : CANDIDATE_THRESHOLD,
      },
    );
    const candidates = new Map<number, Candidate>();
    for (const hit of hits) {
      const { score, features } = hit.score;
      const found = { score, matchedName: hit.matchedName, features };
      if (score >= CANDIDATE_THRESHOLD) candidates.set(Number(hit.id), found);
      else weaker?.set(Number(hit.id), found);
    }
    // For a name many companies share, the engine's candidates may miss the one at the
    // postcode given; the few companies there are compared by name one by one.
    const postcode = directoryKeys.postcode(address.zip_code);
    if (postcode === 0) return candidates;
    const subject = companySubject([name]);
    const base = postcode * NUMBER_SPAN;
    for (const i of this.addressRange(base, base + NUMBER_SPAN, POSTCODE_CANDIDATES)) {
      if (candidates.has(i)) continue;
      const names = this.data.names.get(i).split(NAME_SEPARATOR);
      const score = scoreMatch(subject, companySubject(names), EVEN_WEIGHTS, this.scoring);
      if (score.score >= CANDIDATE_THRESHOLD) candidates.set(i, score);
    }
    return candidates;
  }

  /**
   * The weaker candidates whose name holds every word of the name asked, where those words are
   * distinctive: at most DISTINCTIVE_WORD_COMPANIES of all candidates hold them. The engine
   * reaches the companies holding every word first, so it counts them all while it has fewer
   * candidates than it scores (50); where more hold them, they are more than that limit anyway.
   */
  private holdingWords(
    name: string,
    candidates: ReadonlyMap<number, Candidate>,
    weaker: ReadonlyMap<number, Candidate>,
  ): number[] {
    if (![...weaker.keys()].some(this.holdsAsked(name))) return [];
    return (this.holders(name, candidates, weaker) ?? []).filter((i) => weaker.has(i));
  }

  /** Whether a company's name holds every word of the name asked. */
  private holdsAsked(name: string): (i: number) => boolean {
    const words = wordsAsked(name);
    if (!words) return () => false;
    return (i) => holdsWords(this.data.names.get(i).split(NAME_SEPARATOR), words);
  }

  /**
   * Every candidate, above the cut-off or below, whose name holds every word of the name asked;
   * undefined where more than DISTINCTIVE_WORD_COMPANIES do (see holdingWords).
   */
  private holders(
    name: string,
    candidates: ReadonlyMap<number, Candidate>,
    weaker: ReadonlyMap<number, Candidate>,
  ): number[] | undefined {
    const holds = this.holdsAsked(name);
    const holding: number[] = [];
    for (const i of [...candidates.keys(), ...weaker.keys()]) {
      if (holds(i)) holding.push(i);
      if (holding.length > DISTINCTIVE_WORD_COMPANIES) return undefined;
    }
    return holding;
  }
}

const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function companySubject(names: readonly string[]): MatchSubject {
  return {
    kind: 'company',
    names: names
      .flatMap((n) => normaliseNameVariants(n, 'company'))
      .filter((n) => n.tokens.length > 0),
    birthDates: [],
    countries: [],
    identifiers: [],
  };
}
