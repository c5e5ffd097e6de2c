/** What a comparison of two names reports: the similarity, the pairs and what was left over. */
import type { NameToken } from '../types.js';

export interface AlignedPair {
  query: NameToken;
  candidate: NameToken;
  similarity: number;
}

export interface NameComparison {
  /** In [0, 1]. */
  similarity: number;
  pairs: AlignedPair[];
  missingFromCandidate: NameToken[];
  missingFromQuery: NameToken[];
  /** A person's family name (the last name part of either side) found no counterpart. */
  familyNameMissing: boolean;
  /**
   * A person's given names and an initial of the other side's contradict each other: none
   * pairs (Jan and A. van den Bosch), so they are two people (`pair-rules.ts`).
   */
  givenNamesConflict: boolean;
  /**
   * A person's last name part that the other side leaves out was let off beside the same full
   * birth date (`last-part-left-out.ts`).
   */
  lastPartLeftOut: boolean;
  /** A person asked by one name alone (a family name) against a candidate with more. */
  singleName: boolean;
  /** A company's matched words stand in another order (the similarity is lowered a little). */
  wordOrderDiffers: boolean;
  /** Both companies' names carry a legal form, and none is shared (lowered a little). */
  legalFormDiffers: boolean;
  /**
   * A part of a name written in Hangul was paired with a Latin word by the spellings lists write
   * for its syllable, which its letters alone would not pair (`korean-syllables.ts`).
   */
  hangulSpelled: boolean;
  /**
   * Two words of romanised Korean names were paired as spellings of one Korean syllable, which
   * their letters alone would not pair (Jong and Chong, `korean-syllables.ts`).
   */
  romanisationsPaired: boolean;
  /**
   * Two Korean names of a family name and two given-name syllables have those syllables in the
   * other order (Kim Il Sung and Kim Song Il, `korean-given-order.ts`): lowered.
   */
  koreanGivenOrderDiffers: boolean;
}
