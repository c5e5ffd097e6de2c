/**
 * The `count` entities with the highest scores (`scores[i]` is that of `entities[i]`), best
 * first: a bounded min-heap of positions, so a query that reaches a hundred thousand entities
 * sorts none of them in full.
 */
export function topByScore(entities: Int32Array, scores: Float32Array, count: number): number[] {
  return topPositions(scores, count).map((position) => entities[position] ?? 0);
}

/** The positions of the `count` highest `scores`, best first. */
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

/**
 * The `count`-th highest of `scores` (the lowest that `topByScore` would choose), or -Infinity
 * when there are fewer: a bounded min-heap of values.
 */
export function scoreAt(scores: Float32Array, count: number): number {
  if (count <= 0 || scores.length < count) return Number.NEGATIVE_INFINITY;
  const heap = new Float32Array(count);
  let size = 0;
  const siftDown = () => {
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < size && (heap[left] ?? 0) < (heap[smallest] ?? 0)) smallest = left;
      if (right < size && (heap[right] ?? 0) < (heap[smallest] ?? 0)) smallest = right;
      if (smallest === i) return;
      const swap = heap[i] ?? 0;
      heap[i] = heap[smallest] ?? 0;
      heap[smallest] = swap;
      i = smallest;
    }
  };
  for (let position = 0; position < scores.length; position++) {
    const score = scores[position] ?? 0;
    if (size < count) {
      // Sift up.
      let i = size++;
      heap[i] = score;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if ((heap[parent] ?? 0) <= (heap[i] ?? 0)) break;
        const swap = heap[i] ?? 0;
        heap[i] = heap[parent] ?? 0;
        heap[parent] = swap;
        i = parent;
      }
    } else if (score > (heap[0] ?? 0)) {
      heap[0] = score;
      siftDown();
    }
  }
  return heap[0] ?? Number.NEGATIVE_INFINITY;
}
