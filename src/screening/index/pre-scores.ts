import { GrowableInt32 } from './growable.js';

/**
 * The pre-scores of one query: the summed rarity of the keys each entity shares with it.
 *
 * At a million listings the pre-scores (4 MB) do not stay in the cache, and each read of one
 * can be a cache miss: where the host's memory is shared, those misses are most of a query's
 * time. So the entities reached are also marked in a bit set (128 KB, which stays cached), a
 * common key's list is checked against the bits, and the pre-scores are read once more only,
 * when the query ends, into a dense list that the ranking after it works on.
 */
/** A binary search step reads far in the list, a pass reads on: about four times the cost. */
const BINARY_STEP_COST = 4;

export class PreScores {
  private readonly scores: Float32Array;
  private readonly reachedBits: Uint32Array;
  private readonly reached = new GrowableInt32();
  private denseEntities = new Int32Array(1024);
  private denseScores = new Float32Array(1024);

  constructor(entityCount: number) {
    this.scores = new Float32Array(entityCount);
    this.reachedBits = new Uint32Array(Math.ceil(entityCount / 32));
  }

  /** Entities reached so far in this query. */
  get reachedCount(): number {
    return this.reached.length;
  }

  add(entity: number, weight: number): void {
    const word = entity >>> 5;
    const bit = 1 << (entity & 31);
    const bits = this.reachedBits[word] ?? 0;
    if ((bits & bit) === 0) {
      this.reachedBits[word] = bits | bit;
      this.reached.push(entity);
    }
    this.scores[entity] = (this.scores[entity] ?? 0) + weight;
  }

  /**
   * Adds `weight` to the entities already reached among `listed[start..end)`, a common key's
   * list: such a key ranks what rarer keys found and reaches nothing itself.
   */
  addWhereReached(listed: Int32Array, start: number, end: number, weight: number): void {
    // Few entities against a long list: each is found in the (sorted) list by binary search.
    if (this.reached.length * Math.log2(end - start) * BINARY_STEP_COST < end - start) {
      for (const entity of this.reached.view()) {
        let low = start;
        let high = end;
        while (low < high) {
          const middle = (low + high) >>> 1;
          if ((listed[middle] ?? 0) < entity) low = middle + 1;
          else high = middle;
        }
        if (low < end && listed[low] === entity) {
          this.scores[entity] = (this.scores[entity] ?? 0) + weight;
        }
      }
      return;
    }
    for (let i = start; i < end; i++) {
      const entity = listed[i] ?? 0;
      if (((this.reachedBits[entity >>> 5] ?? 0) & (1 << (entity & 31))) !== 0) {
        this.scores[entity] = (this.scores[entity] ?? 0) + weight;
      }
    }
  }

  /**
   * Ends the query: the entities reached, in the order reached, and their pre-scores at the
   * same positions (views valid until the next `drain`), and every pre-score back to zero.
   */
  drain(): { entities: Int32Array; scores: Float32Array } {
    const count = this.reached.length;
    if (this.denseEntities.length < count) {
      const capacity = 2 ** Math.ceil(Math.log2(count));
      this.denseEntities = new Int32Array(capacity);
      this.denseScores = new Float32Array(capacity);
    }
    const reached = this.reached.view();
    for (let i = 0; i < count; i++) {
      const entity = reached[i] ?? 0;
      this.denseEntities[i] = entity;
      this.denseScores[i] = this.scores[entity] ?? 0;
      this.scores[entity] = 0;
      this.reachedBits[entity >>> 5] = 0;
    }
    this.reached.length = 0;
    return {
      entities: this.denseEntities.subarray(0, count),
      scores: this.denseScores.subarray(0, count),
    };
  }
}
