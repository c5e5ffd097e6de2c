import type { Entity } from '../entities/entity.js';
import { eventLoopTurns } from '../runtime/event-loop-turns.js';
import type { ScreeningHit, ScreeningQuery, ScreeningRecord, SubjectKind } from './types.js';

/** The entity schemata screened: the ones that can be listed. */
export const SCREENED_SCHEMATA = [
  'Person',
  'Company',
  'Organization',
  'LegalEntity',
  'PublicBody',
] as const;

/**
 * Identity documents (FtM `Identification` and its `Passport`) are entities of their own that
 * name their holder: their numbers are the listed person's identifiers as much as a
 * `passportNumber` property would be.
 */
export const IDENTIFICATION_SCHEMATA = ['Identification', 'Passport'] as const;

/** A searchable index over screening records (the engine). */
export interface NameIndex {
  search(query: ScreeningQuery, options?: { limit?: number; threshold?: number }): ScreeningHit[];
  /**
   * Of the last search (searches are synchronous): listings that ranked as high as hits did but
   * were not scored, as more listings of one name than candidates scored were reached.
   */
  readonly lastSearch?: { notScored: number };
}

/** What a registration needs to say about a listed entity besides its name. */
export interface ListingFacts {
  kind: Exclude<SubjectKind, 'any'>;
  caption: string;
  topics: string[];
  /** The imported datasets that list it: one, or more where lists share the entity's id. */
  lists: string[];
  statuses: string[];
  /** Sanction programmes named on the entity itself (OFAC, UN and EU write them there). */
  programs: string[];
  /** Positions held, for PEPs. */
  positions: string[];
}

/**
 * The listed entities of one set of dataset versions: an index over their names and the facts
 * that describe each listing. Entities without any FtM topic are register data, not listings,
 * and stay out.
 */
export class Watchlist {
  private constructor(
    readonly index: NameIndex,
    private readonly facts: ReadonlyMap<string, ListingFacts>,
    readonly size: number,
    readonly buildMs: number,
  ) {}

  /**
   * `entities`: the screened schemata; `identifications`, when given, the identity documents,
   * whose numbers join their listed holder's identifiers.
   */
  static async build(
    entities: AsyncIterable<{ dataset: string; entity: Entity }>,
    toRecord: (entity: Entity) => ScreeningRecord | undefined,
    buildIndex: (records: ScreeningRecord[]) => NameIndex | Promise<NameIndex>,
    identifications?: () => AsyncIterable<{ dataset: string; entity: Entity }>,
  ): Promise<Watchlist> {
    const started = performance.now();
    const records = new Map<string, ScreeningRecord>();
    const facts = new Map<string, ListingFacts>();
    // Built in the server while it answers requests: the event loop runs between rows.
    const turns = eventLoopTurns();
    for await (const { dataset, entity } of entities) {
      const turn = turns.pause();
      if (turn) await turn;
      const topics = entity.properties.topics ?? [];
      if (topics.length === 0) continue;
      const record = toRecord(entity);
      if (!record || record.names.length === 0) continue;
      const listing: ListingFacts = {
        kind: record.kind === 'person' ? 'person' : 'company',
        caption: entity.caption ?? record.names[0] ?? entity.id,
        topics,
        // The dataset it was imported into names the list (not the sources the entity names).
        lists: [dataset],
        statuses: entity.properties.status ?? [],
        programs: entity.properties.program ?? [],
        positions: entity.properties.position ?? [],
      };
      // One entity in two lists (OpenSanctions collections share ids: sanctioned in one, a PEP
      // in another) is one listing with what both say, found and counted once.
      const known = records.get(record.id);
      const knownFacts = facts.get(record.id);
      if (known && knownFacts) {
        mergeRecord(known, record);
        mergeFacts(knownFacts, listing);
        continue;
      }
      records.set(record.id, record);
      facts.set(record.id, listing);
    }
    const all = [...records.values()];
    if (identifications) await addDocumentNumbers(all, identifications());
    const index = await buildIndex(all);
    return new Watchlist(index, facts, all.length, performance.now() - started);
  }

  factsOf(id: string): ListingFacts | undefined {
    return this.facts.get(id);
  }
}

/** The values of both, each once, in order: new arrays (the entities' own stay as read). */
const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])];

/**
 * The names of both copies, each once, taken in turns: the scorer compares a listing's first
 * names only (MAX_CANDIDATE_NAMES), and each list's own name must be among them however many
 * aliases the other gives.
 */
function interleave(a: readonly string[], b: readonly string[]): string[] {
  const turns: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) turns.push(a[i] as string);
    if (i < b.length) turns.push(b[i] as string);
  }
  return [...new Set(turns)];
}

/** A second copy of a listed entity's record, from another dataset, added to the first. */
function mergeRecord(into: ScreeningRecord, other: ScreeningRecord): void {
  into.names = interleave(into.names, other.names);
  // A name one list gives as a weak alias and another as a name is a name.
  const weakNames = union(into.weakNames ?? [], other.weakNames ?? []).filter(
    (name) => !into.names.includes(name),
  );
  if (weakNames.length > 0) into.weakNames = weakNames;
  else delete into.weakNames;
  into.birthDates = union(into.birthDates, other.birthDates);
  into.countries = union(into.countries, other.countries);
  into.identifiers = union(into.identifiers, other.identifiers);
  into.topics = union(into.topics, other.topics);
  into.datasets = union(into.datasets, other.datasets);
  // Lists that disagree on the gender leave it unknown: neither can be held against a match.
  if (into.gender !== other.gender)
    into.gender = into.gender && other.gender ? undefined : (into.gender ?? other.gender);
}

function mergeFacts(into: ListingFacts, other: ListingFacts): void {
  into.topics = union(into.topics, other.topics);
  into.lists = union(into.lists, other.lists);
  into.statuses = union(into.statuses, other.statuses);
  into.programs = union(into.programs, other.programs);
  into.positions = union(into.positions, other.positions);
}

/** Adds each identity document's number to the identifiers of its holder, where listed. */
async function addDocumentNumbers(
  records: readonly ScreeningRecord[],
  documents: AsyncIterable<{ dataset: string; entity: Entity }>,
): Promise<void> {
  const byId = new Map(records.map((record) => [record.id, record]));
  const turns = eventLoopTurns();
  for await (const { entity } of documents) {
    const turn = turns.pause();
    if (turn) await turn;
    const numbers = entity.properties.number ?? [];
    if (numbers.length === 0) continue;
    for (const holder of entity.properties.holder ?? []) {
      const record = byId.get(holder);
      if (!record) continue;
      for (const number of numbers) {
        if (!record.identifiers.includes(number)) record.identifiers.push(number);
      }
    }
  }
}
