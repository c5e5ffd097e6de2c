/**
 * The last index of one kind built, with the dataset versions it was built from: a switch of
 * an unrelated dataset gives a new registry over the same versions of this kind's data, whose
 * index is the one built already (rebuilding the screening index at a million entities takes
 * half a minute).
 */
export class LastIndex<T> {
  private last: { versions: string; index: Promise<T> } | undefined;

  /**
   * The index over `versions` (ids of the versions it reads, in a fixed order): the last one
   * built where they are the same, else a new one from `build`. Undefined versions: not known,
   * so always built.
   */
  over(versions: string | undefined, build: () => Promise<T>): Promise<T> {
    if (versions !== undefined && this.last?.versions === versions) return this.last.index;
    const index = build();
    if (versions === undefined) return index;
    const built = { versions, index };
    this.last = built;
    // A failed build is tried again rather than handed to the next registry.
    index.catch(() => {
      if (this.last === built) this.last = undefined;
    });
    return index;
  }
}

/**
 * The data an in-memory index reads: the listings (entities with FtM topics) for screening, the
 * organisations of registers for the company directory, the BAG addresses for the address index.
 */
export type IndexedData = 'listings' | 'companies' | 'addresses';

/** A source that can say which dataset versions an index of its data would read. */
export interface VersionedSource {
  /** The ids of the versions whose rows of this kind an index reads, in a fixed order. */
  versionsRead?(data: IndexedData): string;
}
