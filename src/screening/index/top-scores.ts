/**
 * The `count` entities with the highest scores, best first: a bounded min-heap over the
 * entities, so a query that reaches a hundred thousand entities sorts none of them in full.
 */
export function topByScore(entities: Int32Array, count: number, scores: Float32Array): number[] {
  if (entities.length <= count) {
    return Array.from(entities).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
  }
  const heap = new Int32Array(count);
  let size = 0;
  const score = (entity: number) => scores[entity] ?? 0;
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
  for (const entity of entities) {
    if (size < count) {
      heap[size++] = entity;
      if (size === count) for (let i = (count >> 1) - 1; i >= 0; i--) siftDown(i);
    } else if (score(entity) > score(heap[0] ?? 0)) {
      heap[0] = entity;
      siftDown(0);
    }
  }
  return Array.from(heap).sort((a, b) => score(b) - score(a));
}
