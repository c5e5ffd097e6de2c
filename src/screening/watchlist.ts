import type { Entity } from '../entities/entity.js';
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
}

/** What a registration needs to say about a listed entity besides its name. */
export interface ListingFacts {
  kind: Exclude<SubjectKind, 'any'>;
  caption: string;
  topics: string[];
  datasets: string[];
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
    buildIndex: (records: ScreeningRecord[]) => NameIndex,
    identifications?: () => AsyncIterable<{ dataset: string; entity: Entity }>,
  ): Promise<Watchlist> {
    const started = performance.now();
    const records: ScreeningRecord[] = [];
    const facts = new Map<string, ListingFacts>();
    for await (const { dataset, entity } of entities) {
      const topics = entity.properties.topics ?? [];
      if (topics.length === 0) continue;
      const record = toRecord(entity);
      if (!record || record.names.length === 0) continue;
      records.push(record);
      facts.set(entity.id, {
        kind: record.kind === 'person' ? 'person' : 'company',
        caption: entity.caption ?? record.names[0] ?? entity.id,
        topics,
        // The dataset it was imported into names the list; the entity's own are the sources.
        datasets: [dataset, ...(entity.datasets ?? []).filter((d) => d !== dataset)],
        statuses: entity.properties.status ?? [],
        programs: entity.properties.program ?? [],
        positions: entity.properties.position ?? [],
      });
    }
    if (identifications) await addDocumentNumbers(records, identifications());
    const index = buildIndex(records);
    return new Watchlist(index, facts, records.length, performance.now() - started);
  }

  factsOf(id: string): ListingFacts | undefined {
    return this.facts.get(id);
  }
}

/** Adds each identity document's number to the identifiers of its holder, where listed. */
async function addDocumentNumbers(
  records: readonly ScreeningRecord[],
  documents: AsyncIterable<{ dataset: string; entity: Entity }>,
): Promise<void> {
  const byId = new Map(records.map((record) => [record.id, record]));
  for await (const { entity } of documents) {
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
