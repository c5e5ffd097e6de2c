import type { BuildSteps } from './event-loop-turns.js';

/** Values sorted by one native sort call: well under a turn (TURN_MS) for a million-row index. */
const RUN = 1 << 15;
/** Values merged between two chances to pause. */
const MERGED_PER_STEP = 1 << 12;

/**
 * Sorts `values` in place and in steps (BuildSteps): runs of RUN values sorted natively, then
 * merged pairwise, so a sort of millions of values never holds the event loop for long. The
 * order is the native sort's wherever `compare` is a total order (without it: by value).
 */
export function* sortInSteps<A extends Int32Array | Float64Array>(
  values: A,
  compare?: (a: number, b: number) => number,
): BuildSteps<A> {
  const n = values.length;
  for (let start = 0; start < n; start += RUN) {
    const run = values.subarray(start, Math.min(n, start + RUN));
    if (compare) run.sort(compare);
    else run.sort();
    yield;
  }
  if (n <= RUN) return values;
  const order = compare ?? ((a: number, b: number) => a - b);
  let from: Int32Array | Float64Array = values;
  let to: Int32Array | Float64Array = values.slice();
  for (let width = RUN; width < n; width *= 2) {
    for (let left = 0; left < n; left += 2 * width) {
      const middle = Math.min(left + width, n);
      const right = Math.min(left + 2 * width, n);
      let i = left;
      let j = middle;
      let k = left;
      while (i < middle && j < right) {
        const a = from[i] ?? 0;
        const b = from[j] ?? 0;
        // Equal values keep their order: the left run's first.
        if (order(b, a) < 0) {
          to[k++] = b;
          j++;
        } else {
          to[k++] = a;
          i++;
        }
        if (k % MERGED_PER_STEP === 0) yield;
      }
      to.set(from.subarray(i, middle), k);
      to.set(from.subarray(j, right), k + (middle - i));
    }
    [from, to] = [to, from];
    yield;
  }
  if (from !== values) values.set(from);
  return values;
}
