import type { SourceEvent } from '../sources/source.js';

/** The filter's size: 2^27 bits, 16 MiB, whatever the file's size. */
const FILTER_BITS = 2 ** 27;
const HASHES = 7;

/** Two 32-bit hashes of a string (FNV-1a with two offsets), for double hashing. */
function hashes(text: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return [a >>> 0, (b | 1) >>> 0];
}

/** Which of these entity ids the version being imported already holds. */
export type StoredIds = (ids: readonly string[]) => Promise<ReadonlySet<string>>;

/**
 * The entity ids an import has read so far. A dataset version holds an id once, so a record
 * that repeats one is rejected here, naming it, rather than failing the whole import with the
 * database's unique-constraint error. The first record is kept: no format here publishes
 * deltas that a later record would override (formats.md).
 *
 * Memory stays flat however large the file: a Bloom filter of fixed size says which ids are
 * new for certain; an id it may have seen is looked up among the records not yet written
 * (which name the first place) and then in the version's stored rows (`stored`), so a false
 * alarm of the filter costs one lookup, never a wrong rejection.
 */
export class SeenIds {
  private readonly filter = new Uint32Array(FILTER_BITS / 32);
  /** The ids of the records not yet written, with where each was read. */
  private pending = new Map<string, string>();

  constructor(private readonly stored: StoredIds) {}

  /**
   * The event as it is, or a rejection when one of its entities' ids was read before. Answered
   * at once where the filter knows every id for new (nearly always); a promise where the store
   * must be asked.
   */
  check(event: SourceEvent): SourceEvent | Promise<SourceEvent> {
    if (!('items' in event)) return event;
    const ids = event.items.flatMap((item) => (item.kind === 'entity' ? [item.entity.id] : []));
    const maybe = ids.filter((id) => this.mayHave(id));
    if (maybe.length === 0) return this.take(event, ids);
    const inBatch = maybe.find((id) => this.pending.has(id));
    if (inBatch !== undefined) return this.repeated(event, inBatch);
    return this.stored(maybe).then((found) => {
      const repeated = [...found][0];
      return repeated === undefined ? this.take(event, ids) : this.repeated(event, repeated);
    });
  }

  private repeated(event: SourceEvent, id: string): SourceEvent {
    const first = this.pending.get(id);
    const where =
      first === undefined
        ? 'first in an earlier record'
        : `first at ${first.startsWith(`${event.file}:`) ? `line ${first.slice(event.file.length + 1)}` : first}`;
    return {
      file: event.file,
      line: event.line,
      rejected: `id ${id} appears more than once (${where}, which is kept)`,
    };
  }

  private take(event: SourceEvent, ids: readonly string[]): SourceEvent {
    for (const id of ids) {
      this.add(id);
      this.pending.set(id, `${event.file}:${event.line}`);
    }
    return event;
  }

  /** The records read so far are written: their ids are looked up in the store from now on. */
  written(): void {
    this.pending = new Map();
  }

  private mayHave(id: string): boolean {
    const [a, b] = hashes(id);
    for (let k = 0; k < HASHES; k++) {
      const bit = (a + k * b) % FILTER_BITS;
      if (((this.filter[bit >>> 5] ?? 0) & (1 << (bit & 31))) === 0) return false;
    }
    return true;
  }

  private add(id: string): void {
    const [a, b] = hashes(id);
    for (let k = 0; k < HASHES; k++) {
      const bit = (a + k * b) % FILTER_BITS;
      const word = bit >>> 5;
      this.filter[word] = (this.filter[word] ?? 0) | (1 << (bit & 31));
    }
  }
}
