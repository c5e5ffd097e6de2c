interface Slot<V> {
  value: V;
  /** The operation count when the entry last moved to the young end. */
  moved: number;
}

/**
 * A bounded map that forgets the least recently used entry first. A read moves its entry to the
 * young end of the Map's insertion order only once a quarter of the capacity has been used since
 * it last moved: hot entries then cost a lookup, not a delete and an insert, on every read, and
 * still never reach the old end, which is a whole capacity of moves away.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, Slot<V>>();
  private clock = 0;
  private readonly stale: number;

  constructor(readonly capacity: number) {
    this.stale = Math.floor(capacity / 4);
  }

  get(key: string): V | undefined {
    const slot = this.entries.get(key);
    if (slot === undefined) return undefined;
    if (this.clock - slot.moved >= this.stale) {
      this.entries.delete(key);
      slot.moved = ++this.clock;
      this.entries.set(key, slot);
    }
    return slot.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, moved: ++this.clock });
    if (this.entries.size > this.capacity) this.evictOldest();
  }

  /**
   * Forgets the oldest eighth at once. A Map's iteration starts by stepping over the slots of
   * entries deleted since it last compacted, so finding the oldest entry one at a time would
   * cost a walk over up to a capacity of such slots on every insertion.
   */
  private evictOldest(): void {
    let excess = this.entries.size - this.capacity + Math.floor(this.capacity / 8);
    for (const key of this.entries.keys()) {
      if (excess-- <= 0) break;
      this.entries.delete(key);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
