/**
 * The positions of the `count` highest `scores`, best first (of equal scores, the first
 * positions): a bounded min-heap of positions, so a query that reaches a hundred thousand
 * entities sorts none of them in full.
 */
export function topPositions(scores: Float32Array | Float64Array, count: number): number[] {
  const score = (position: number) => scores[position] ?? 0;
  const best = (positions: Iterable<number>) =>
    Array.from(positions).sort((a, b) => score(b) - score(a));
  if (scores.length <= count) return best(scores.keys());
  const heap = new Int32Array(count);
  let size = 0;
  const siftDown = (start: number) => {
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < size && score(heap[left] ?? 0) < score(heap[smallest] ?? 0)) smallest = left;
      if (right < size && score(heap[right] ?? 0) < score(heap[smallest] ?? 0)) smallest = right;
      if (smallest === i) return;
      const swap = heap[i] ?? 0;
      heap[i] = heap[smallest] ?? 0;
      heap[smallest] = swap;
      i = smallest;
    }
  };
  for (let position = 0; position < scores.length; position++) {
    if (size < count) {
      heap[size++] = position;
      if (size === count) for (let i = (count >> 1) - 1; i >= 0; i--) siftDown(i);
    } else if (score(position) > score(heap[0] ?? 0)) {
      heap[0] = position;
      siftDown(0);
    }
  }
  return best(heap);
}
