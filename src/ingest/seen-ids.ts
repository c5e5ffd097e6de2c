import type { AddressRecord, ImportItem, ReadAt, SourceEvent } from '../sources/source.js';

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

/** Address keys start with a control character, which no entity id holds (forbidden-text.ts). */
const ADDRESS_TAG = '\u0001';

/**
 * What makes a BAG address one: postcode, number, letter and addition ("1012LG 1 A-2"), with the
 * letter and addition in upper case, as the address lookup compares them.
 */
export function addressKey(a: AddressRecord): string {
  const letter = a.houseLetter ? ` ${a.houseLetter.toUpperCase()}` : '';
  const addition = a.addition ? `-${a.addition.toUpperCase()}` : '';
  return `${ADDRESS_TAG}${a.postcode} ${a.houseNumber}${letter}${addition}`;
}

/** The keys of an event's items that a version may hold once: entity ids and address keys. */
function keysOf(items: readonly ImportItem[]): string[] {
  const keys: string[] = [];
  for (const item of items) {
    if (item.kind === 'entity') keys.push(item.entity.id);
    else if (item.kind === 'address') keys.push(addressKey(item.address));
  }
  return keys;
}

/**
 * The entity ids and BAG addresses an import has read so far. A dataset version holds an id
 * once, so a record that repeats one is rejected here, naming it, rather than failing the whole
 * import with the database's unique-constraint error. So does an address given twice: the
 * register holds each postcode, number, letter and addition once, and of two rows with
 * different streets a lookup could only ever give one. The first record is kept: no format here
 * publishes deltas that a later record would override (formats.md).
 *
 * Memory stays flat however large the file: a Bloom filter of fixed size says which ids are
 * new for certain; an id it may have seen is looked up among the records not yet written
 * and then in the version's stored rows (`stored`, which keep where each was read), so a false
 * alarm of the filter costs one lookup, never a wrong rejection.
 */
export class SeenIds {
  private readonly filter = new Uint32Array(FILTER_BITS / 32);
  /** The ids of the records not yet written, with where each was read. */
  private pending = new Map<string, string>();
  /** The files read so far, by number: staged rows name their file by it (few: flat too). */
  private readonly files: string[] = [];
  private readonly fileNumbers = new Map<string, number>();

  constructor(
    private readonly stored: StoredIds,
    private readonly storedAddresses: StoredAddresses = () => Promise.resolve(new Set()),
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
    const maybe = ids.filter((id) => this.mayHave(id));
    if (maybe.length === 0) return this.take(event, ids);
    const inBatch = maybe.find((id) => this.pending.has(id));
    if (inBatch !== undefined) return this.repeated(event, inBatch);
    return this.lookUp(event.items, maybe).then((found) => {
      const repeated = maybe.find((id) => found.has(id));
      if (repeated === undefined) return this.take(event, ids);
      const at = found.get(repeated);
      const file = at === undefined ? undefined : this.files[at.file];
      const first = at === undefined || file === undefined ? undefined : `${file}:${at.line}`;
      return this.repeated(event, repeated, first);
    });
  }

  /** Which of these keys of the items the version's stored rows hold, with where read if known. */
  private async lookUp(
    items: readonly ImportItem[],
    keys: readonly string[],
  ): Promise<ReadonlyMap<string, ReadAt | undefined>> {
    const ids = keys.filter((key) => !key.startsWith(ADDRESS_TAG));
    const found = new Map(ids.length > 0 ? await this.stored(ids) : []);
    if (ids.length < keys.length) {
      const addresses = items.flatMap((item) =>
        item.kind === 'address' && keys.includes(addressKey(item.address)) ? [item.address] : [],
      );
      for (const key of await this.storedAddresses(addresses)) found.set(key, undefined);
    }
    return found;
  }

  /** `first`: where the id was first read, `file:line`. */
  private repeated(event: SourceEvent, id: string, first = this.pending.get(id)): SourceEvent {
    const where =
      first === undefined
        ? 'first in an earlier record'
        : `first at ${first.startsWith(`${event.file}:`) ? `line ${first.slice(event.file.length + 1)}` : first}`;
    const what = id.startsWith(ADDRESS_TAG) ? `the address ${id.slice(1)}` : `id ${id}`;
    return {
      file: event.file,
      line: event.line,
      rejected: `${what} appears more than once (${where}, which is kept)`,
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
