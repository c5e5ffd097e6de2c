/** A binary search step reads far in the list, a pass reads on: about four times the cost. */
const BINARY_STEP_COST = 4;
const EMPTY = -1;
const INITIAL_SLOTS = 1 << 14;

/**
 * The pre-scores of one query: the summed rarity of the keys each entity shares with it.
 *
 * Held per entity reached, not per entity listed: at a million listings an array of all
 * pre-scores (4 MB) does not stay in the cache, and each of the thousands of additions of a
 * query would be a cache miss (most of a query's time where the host's memory is shared).
 * A query reaches a few thousand entities, whose slots (an open-addressing table from entity
 * to its position in the dense lists) and pre-scores fit in the cache.
 */
export class PreScores {
  /** Entity in each slot, or EMPTY; the table is kept at most half full. */
  private slotEntity = new Int32Array(INITIAL_SLOTS).fill(EMPTY);
  /** Position in the dense lists of the entity in each slot. */
  private slotPosition = new Int32Array(INITIAL_SLOTS);
  private slotShift = 32 - Math.log2(INITIAL_SLOTS);
  /** The entities reached, in the order reached, and their pre-scores at the same positions. */
  private entities = new Int32Array(INITIAL_SLOTS >> 1);
  private scores = new Float32Array(INITIAL_SLOTS >> 1);
  private count = 0;

  /** Entities reached so far in this query. */
  get reachedCount(): number {
    return this.count;
  }

  add(entity: number, weight: number): void {
    let slot = this.slotOf(entity);
    let position = this.slotPosition[slot] ?? 0;
    if (this.slotEntity[slot] !== entity) {
      if (2 * (this.count + 1) > this.slotEntity.length) {
        this.grow();
        slot = this.slotOf(entity);
      }
      position = this.count++;
      this.slotEntity[slot] = entity;
      this.slotPosition[slot] = position;
      this.entities[position] = entity;
      this.scores[position] = 0;
    }
    this.scores[position] = (this.scores[position] ?? 0) + weight;
  }

  /**
   * Adds `weight` to the entities already reached among `listed[start..end)`, a common key's
   * (ascending) list: such a key ranks what rarer keys found and reaches nothing itself.
   */
  addWhereReached(listed: Int32Array, start: number, end: number, weight: number): void {
    // Few entities against a long list: each is found in the list by binary search.
    if (this.count * Math.log2(end - start) * BINARY_STEP_COST < end - start) {
      for (let position = 0; position < this.count; position++) {
        const entity = this.entities[position] ?? 0;
        let low = start;
        let high = end;
        while (low < high) {
          const middle = (low + high) >>> 1;
          if ((listed[middle] ?? 0) < entity) low = middle + 1;
          else high = middle;
        }
        if (low < end && listed[low] === entity) {
          this.scores[position] = (this.scores[position] ?? 0) + weight;
        }
      }
      return;
    }
    for (let i = start; i < end; i++) {
      const entity = listed[i] ?? 0;
      const slot = this.slotOf(entity);
      if (this.slotEntity[slot] !== entity) continue;
      const position = this.slotPosition[slot] ?? 0;
      this.scores[position] = (this.scores[position] ?? 0) + weight;
    }
  }

  /**
   * Ends the query: the entities reached, in the order reached, and their pre-scores at the
   * same positions (views valid until the next `add`), and the table emptied for the next.
   */
  drain(): { entities: Int32Array; scores: Float32Array } {
    const count = this.count;
    // Last in, first out: each entity is then found where it was put, with the probes that
    // passed over it still in place.
    for (let position = count - 1; position >= 0; position--) {
      this.slotEntity[this.slotOf(this.entities[position] ?? 0)] = EMPTY;
    }
    this.count = 0;
    return { entities: this.entities.subarray(0, count), scores: this.scores.subarray(0, count) };
  }

  /** The slot holding `entity`, or the empty slot where it would go (linear probing). */
  private slotOf(entity: number): number {
    const mask = this.slotEntity.length - 1;
    let slot = Math.imul(entity, 0x9e3779b1) >>> this.slotShift;
    for (;;) {
      const held = this.slotEntity[slot] ?? EMPTY;
      if (held === entity || held === EMPTY) return slot;
      slot = (slot + 1) & mask;
    }
  }

  /** Doubles the table and the dense lists, the entities reached so far kept in place. */
  private grow(): void {
    const slots = this.slotEntity.length * 2;
    this.slotEntity = new Int32Array(slots).fill(EMPTY);
    this.slotPosition = new Int32Array(slots);
    this.slotShift--;
    const entities = new Int32Array(slots >> 1);
    entities.set(this.entities.subarray(0, this.count));
    this.entities = entities;
    const scores = new Float32Array(slots >> 1);
    scores.set(this.scores.subarray(0, this.count));
    this.scores = scores;
    for (let position = 0; position < this.count; position++) {
      const slot = this.slotOf(this.entities[position] ?? 0);
      this.slotEntity[slot] = this.entities[position] ?? 0;
      this.slotPosition[slot] = position;
    }
  }
}
