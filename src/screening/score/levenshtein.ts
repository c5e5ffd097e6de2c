let previous = new Int32Array(64);
let current = new Int32Array(64);
let beforePrevious = new Int32Array(64);

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions: insertions,
 * deletions, substitutions and a swap of two neighbouring characters each count one), or
 * max + 1 as soon as it must exceed `max`: only small distances matter for names.
 */
export function editDistance(a: string, b: string, max = Number.MAX_SAFE_INTEGER): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la === 0) return lb;
  if (lb === 0) return la;
  if (lb + 1 > previous.length) {
    previous = new Int32Array((lb + 1) * 2);
    current = new Int32Array((lb + 1) * 2);
    beforePrevious = new Int32Array((lb + 1) * 2);
  }
  for (let j = 0; j <= lb; j++) previous[j] = j;
  for (let i = 1; i <= la; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const spare = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = spare;
  }
  const distance = previous[lb] ?? 0;
  return distance > max ? max + 1 : distance;
}

/** 1 - distance / longer length: 1 for equal strings, 0 for nothing in common. */
export function editSimilarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  return 1 - editDistance(a, b) / longer;
}
