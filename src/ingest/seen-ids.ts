import { heldOnceIn } from '../entities/records.js';
import type {
  AddressRecord,
  ImportItem,
  ReadAt,
  ReferenceRecord,
  SourceEvent,
} from '../sources/source.js';

/** The filter's size: 2^27 bits, 16 MiB, whatever the file's size. */
const FILTER_BITS = 2 ** 27;
const HASHES = 7;
/**
 * A key's bits all lie in one block of 512 bits (a 64-byte cache line): one memory read per key
 * rather than seven across 16 MiB, which for ten million BAG rows is most of the filter's cost.
 */
const BLOCK_WORDS = 16;
const BLOCK_SHIFT = 32 - Math.log2(FILTER_BITS / (BLOCK_WORDS * 32));

/** The last key's two 32-bit hashes (FNV-1a with two offsets), for double hashing. */
let hashA = 0;
let hashB = 0;
function hash(text: string): void {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  hashA = a >>> 0;
  hashB = b >>> 0;
}

/**
 * Which of these entity ids the version being imported already holds, each with where it was
 * read (its file numbered by `SeenIds.fileNumber`), or undefined where that is not known.
 */
export type StoredIds = (
  ids: readonly string[],
) => Promise<ReadonlyMap<string, ReadAt | undefined>>;

/**
 * Which of these BAG addresses the version being imported already holds, by `addressKey`.
 * Addresses are staged without where they were read.
 */
export type StoredAddresses = (addresses: readonly AddressRecord[]) => Promise<ReadonlySet<string>>;

/**
 * Which of these records the version being imported already holds, by the key of what each
 * holds once (`ImportItem.once`). Records are staged without where they were read.
 */
export type StoredRecords = (
  records: readonly { record: ReferenceRecord; once: string }[],
) => Promise<ReadonlySet<string>>;

/**
 * Address keys, and the keys of records a file holds once, start with a control character,
 * which no entity id holds (forbidden-text.ts).
 */
const ADDRESS_TAG = '\u0001';
const RECORD_TAG = '\u0002';

/**
 * What makes a row of the BAG one: the address (postcode, number, letter and addition, the
 * letter and addition in upper case as the address lookup compares them) of one object
 * ("1012LG 1 A-2 of object 0363010000000001"); undefined for a row without an object id. One
 * object has several addresses (a nevenadres), and while a building is replaced two objects
 * hold one address: only the same address of the same object twice is a repeated row.
 */
export function addressKey(a: AddressRecord): string | undefined {
  if (a.objectId === undefined) return undefined;
  const letter = a.houseLetter ? ` ${a.houseLetter.toUpperCase()}` : '';
  const addition = a.addition ? `-${a.addition.toUpperCase()}` : '';
  return `${ADDRESS_TAG}${a.postcode} ${a.houseNumber}${letter}${addition} of object ${a.objectId}`;
}

/**
 * The keys of an event's items that a version may hold once: entity ids, BAG rows and the
 * records of a type a file holds once per some columns (one financials row per company and
 * date).
 */
function keysOf(items: readonly ImportItem[]): string[] {
  const keys: string[] = [];
  for (const item of items) {
    if (item.kind === 'entity') keys.push(item.entity.id);
    else if (item.kind === 'address') {
      const key = addressKey(item.address);
      if (key !== undefined) keys.push(key);
    } else if (item.once !== undefined) keys.push(`${RECORD_TAG}${item.once}`);
  }
  return keys;
}

/**
 * What a record of the event whose key is `once` holds once, in words (`the postcode-stats row
 * of area 1012AB`): made only for a rejection, from the record, since the key is compact.
 */
function recordWords(event: SourceEvent, once: string): string {
  if ('items' in event) {
    for (const item of event.items) {
      if (item.kind !== 'record' || item.once !== once) continue;
      return heldOnceIn(item.record) ?? `the ${item.record.type} row of ${item.record.key}`;
    }
  }
  return 'a row';
}

/**
 * The entity ids and BAG addresses an import has read so far. A dataset version holds an id
 * once, so a record that repeats one is rejected here, naming it, rather than failing the whole
 * import with the database's unique-constraint error. So is a BAG row given twice (the same
 * address of the same object: a file imported twice over, say), which would double the count
 * of the version and the candidates of a lookup. So is a record of our own formats that repeats
 * what its file holds once (`ImportItem.once`: two financials rows of one company and date,
 * which a check could only choose between by their content). The first record is kept: no format here
 * publishes deltas that a later record would override (formats.md).
 *
 * Memory stays flat however large the file: a Bloom filter of fixed size says which ids are
 * new for certain; an id it may have seen is looked up among the records not yet written
 * and then in the version's stored rows (`stored`, which keep where each was read), so a false
 * alarm of the filter costs one lookup, never a wrong rejection.
 */
export class SeenIds {
  private readonly filter = new Uint32Array(FILTER_BITS / 32);
  /**
   * The ids of the records not yet written, with the event each was read in. Kept as two lists,
   * and indexed only once the filter first says "maybe" in a batch: most batches never are.
   */
  private pendingIds: string[] = [];
  private pendingEvents: SourceEvent[] = [];
  private pendingIndex: Map<string, SourceEvent> | undefined;
  /** The files read so far, by number: staged rows name their file by it (few: flat too). */
  private readonly files: string[] = [];
  private readonly fileNumbers = new Map<string, number>();
  /** The two hashes of each key of the event being checked: a new key is not hashed again. */
  private readonly hashes: number[] = [];

  constructor(
    private readonly stored: StoredIds,
    private readonly storedAddresses: StoredAddresses = () => Promise.resolve(new Set()),
    private readonly storedRecords: StoredRecords = () => Promise.resolve(new Set()),
  ) {}

  /** The number of a file of this import, by which its staged rows say where they were read. */
  fileNumber(file: string): number {
    let n = this.fileNumbers.get(file);
    if (n === undefined) {
      n = this.files.push(file) - 1;
      this.fileNumbers.set(file, n);
    }
    return n;
  }

  /**
   * The event as it is, or a rejection when one of its entities' ids was read before. Answered
   * at once where the filter knows every id for new (nearly always); a promise where the store
   * must be asked.
   */
  check(event: SourceEvent): SourceEvent | Promise<SourceEvent> {
    if (!('items' in event)) return event;
    const ids = keysOf(event.items);
    let maybe: string[] | undefined;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] ?? '';
      hash(id);
      this.hashes[2 * i] = hashA;
      this.hashes[2 * i + 1] = hashB;
      if (this.mayHave()) (maybe ??= []).push(id);
    }
    if (maybe === undefined) return this.take(event, ids, true);
    const inBatch = maybe.find((id) => this.pending(id) !== undefined);
    if (inBatch !== undefined) return this.repeated(event, inBatch);
    const maybeIds = maybe;
    return this.lookUp(event.items, maybeIds).then((found) => {
      const repeated = maybeIds.find((id) => found.has(id));
      if (repeated === undefined) return this.take(event, ids, false);
      const at = found.get(repeated);
      const file = at === undefined ? undefined : this.files[at.file];
      return this.repeated(
        event,
        repeated,
        file === undefined ? undefined : { file, line: at?.line ?? 0 },
      );
    });
  }

  /** Which of these keys of the items the version's stored rows hold, with where read if known. */
  private async lookUp(
    items: readonly ImportItem[],
    keys: readonly string[],
  ): Promise<ReadonlyMap<string, ReadAt | undefined>> {
    const ids = keys.filter((key) => !key.startsWith(ADDRESS_TAG) && !key.startsWith(RECORD_TAG));
    const found = new Map(ids.length > 0 ? await this.stored(ids) : []);
    if (keys.some((key) => key.startsWith(ADDRESS_TAG))) {
      const addresses = items.flatMap((item) =>
        item.kind === 'address' && keys.includes(addressKey(item.address) ?? '')
          ? [item.address]
          : [],
      );
      for (const key of await this.storedAddresses(addresses)) found.set(key, undefined);
    }
    if (keys.some((key) => key.startsWith(RECORD_TAG))) {
      const records = items.flatMap((item) =>
        item.kind === 'record' &&
        item.once !== undefined &&
        keys.includes(`${RECORD_TAG}${item.once}`)
          ? [{ record: item.record, once: item.once }]
          : [],
      );
      for (const once of await this.storedRecords(records))
        found.set(`${RECORD_TAG}${once}`, undefined);
    }
    return found;
  }

  /** `first`: where the id was first read. */
  private repeated(
    event: SourceEvent,
    id: string,
    first: { file: string; line: number } | undefined = this.pending(id),
  ): SourceEvent {
    const where =
      first === undefined
        ? 'first in an earlier record'
        : `first at ${first.file === event.file ? `line ${first.line}` : `${first.file}:${first.line}`}`;
    const what = id.startsWith(ADDRESS_TAG)
      ? `the address ${id.slice(1)}`
      : id.startsWith(RECORD_TAG)
        ? recordWords(event, id.slice(1))
        : `id ${id}`;
    return {
      file: event.file,
      line: event.line,
      ...(event.record !== undefined && { record: event.record }),
      rejected: `${what} appears more than once (${where}, which is kept)`,
    };
  }

  /** `hashed`: `hashes` holds the ids' hashes still (no other event was checked since). */
  private take(event: SourceEvent, ids: readonly string[], hashed: boolean): SourceEvent {
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] ?? '';
      if (hashed) {
        hashA = this.hashes[2 * i] ?? 0;
        hashB = this.hashes[2 * i + 1] ?? 0;
      } else hash(id);
      this.add();
      this.pendingIds.push(id);
      this.pendingEvents.push(event);
      this.pendingIndex?.set(id, event);
    }
    return event;
  }

  /** The event of a record not yet written that holds the id, if any. */
  private pending(id: string): SourceEvent | undefined {
    if (this.pendingIndex === undefined) {
      const index = new Map<string, SourceEvent>();
      this.pendingIds.forEach((pendingId, i) => {
        // The first record of an id is the one kept.
        const event = this.pendingEvents[i];
        if (event !== undefined && !index.has(pendingId)) index.set(pendingId, event);
      });
      this.pendingIndex = index;
    }
    return this.pendingIndex.get(id);
  }

  /** The records read so far are written: their ids are looked up in the store from now on. */
  written(): void {
    this.pendingIds = [];
    this.pendingEvents = [];
    this.pendingIndex = undefined;
  }

  /** Whether the filter may hold the key last hashed (`hash`). */
  private mayHave(): boolean {
    const block = (hashA >>> BLOCK_SHIFT) * BLOCK_WORDS;
    const step = hashA | 1;
    for (let k = 0; k < HASHES; k++) {
      const bit = (hashB + k * step) & 511;
      if (((this.filter[block + (bit >>> 5)] ?? 0) & (1 << (bit & 31))) === 0) return false;
    }
    return true;
  }

  /** Adds the key last hashed (`hash`) to the filter. */
  private add(): void {
    const block = (hashA >>> BLOCK_SHIFT) * BLOCK_WORDS;
    const step = hashA | 1;
    for (let k = 0; k < HASHES; k++) {
      const bit = (hashB + k * step) & 511;
      const word = block + (bit >>> 5);
      this.filter[word] = (this.filter[word] ?? 0) | (1 << (bit & 31));
    }
  }
}
