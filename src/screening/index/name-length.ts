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

export function nameLengthFactor(listedWords: number, queryWords: number): number {
  const extra = listedWords - queryWords;
  return extra <= 0 ? 1 : 1 / (1 + PER_EXTRA_WORD * extra);
}
