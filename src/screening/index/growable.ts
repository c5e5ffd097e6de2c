/** An Int32Array that grows by doubling, for building large lists without a JS array per item. */
export class GrowableInt32 {
  private data: Int32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  /** The values so far, without copying; valid until the next push or reset. */
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }

  /** The values, trimmed to their length (a copy; the builder may be dropped). */
  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/** A Float64Array that grows by doubling. */
export class GrowableFloat64 {
  private data: Float64Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Float64Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  /** The values, trimmed to their length (a copy; the builder may be dropped). */
  toArray(): Float64Array {
    return this.data.slice(0, this.length);
  }
}

/** Lists of integers per key in compressed sparse row form: offsets and one value array. */
export interface Postings {
  offsets: Int32Array;
  values: Int32Array;
}

/**
 * Groups (key, value) pairs by key (counting sort). Values keep their order within a key, and
 * a value repeated for one key is kept once when the pairs arrive grouped by value.
 */
export function buildPostings(keys: Int32Array, values: Int32Array, keyCount: number): Postings {
  const offsets = new Int32Array(keyCount + 1);
  for (const key of keys) offsets[key + 1] = (offsets[key + 1] ?? 0) + 1;
  for (let k = 0; k < keyCount; k++) offsets[k + 1] = (offsets[k + 1] ?? 0) + (offsets[k] ?? 0);
  const cursor = offsets.slice(0, keyCount);
  const out = new Int32Array(values.length);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] ?? 0;
    out[cursor[key] ?? 0] = values[i] ?? 0;
    cursor[key] = (cursor[key] ?? 0) + 1;
  }
  return { offsets, values: out };
}

export const postingLength = (postings: Postings, key: number): number =>
  (postings.offsets[key + 1] ?? 0) - (postings.offsets[key] ?? 0);
