/**
 * How much of a listed name a query's words can cover, as a multiplier of the pre-score.
 *
 * The pre-score adds up the rarity of the keys a listing shares with the query, so a listing
 * with more words (Ahmed Hassan Ali Darwish) scores the same as the name asked for in full
 * (Ahmed Hassan Ali) once it holds all of the query's words. With many such longer names,
 * the one the query covers could fall outside the candidates scored in full. Each listed word
 * beyond the query's count lowers the pre-score a little: enough to rank the covered name
 * first among equals, too little to put a listing sharing fewer words ahead.
 */
const PER_EXTRA_WORD = 0.1;

/** Longest name counted, in key words: the lengths are held in one byte per entity. */
export const MAX_COUNTED_WORDS = 255;

/**
 * Lowers the pre-scores of the entities reached by their name length, in place (`preScores[i]`
 * is that of `reached[i]`): divided by 1 + `PER_EXTRA_WORD` for each word of an entity's
 * shortest name beyond the query's.
 * An indexed loop over the typed arrays: it runs over every entity a query reaches (thousands
 * at a million listings), where an iterator and a call per entity cost a fifth of the query.
 */
export function applyNameLengthFactors(
  reached: Int32Array,
  preScores: Float32Array,
  shortestName: Uint8Array,
  queryWords: number,
): void {
  for (let i = 0; i < reached.length; i++) {
    const extra = (shortestName[reached[i] ?? 0] ?? 0) - queryWords;
    if (extra > 0) preScores[i] = (preScores[i] ?? 0) / (1 + PER_EXTRA_WORD * extra);
  }
}
