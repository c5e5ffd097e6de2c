/**
 * How strong the evidence of one screening hit is, by one rule for every party a check screens:
 * a director's `risk` (DESIGN.md: "2" confirmed, "1" possible) and a sanctioned owner's evidence
 * (src/checks/company/sanctions-ownership.ts) read the same hit alike.
 * `confirmed`, a strong name match that the birth date or an identifier also agrees on;
 * `possible`, a strong name match alone, or a weaker one that such a fact backs; `weak`, a
 * weaker name match alone.
 */
export type HitEvidence = 'confirmed' | 'possible' | 'weak';

/** From this score a match is strong. */
export const CONFIRMED_SCORE = 0.9;

/** Whether a birth date or an identifier agrees (the feature at 1; below 1 it is a conflict). */
export const corroborated = (features: readonly { feature: string; value: number }[]): boolean =>
  features.some((f) => (f.feature === 'identifier' || f.feature === 'birth_date') && f.value === 1);

/**
 * The evidence of a hit. The score is read to four decimals, as a hit's explanation shows it, so
 * that the raw score and the explained one are read alike (not the whole percentage: 0.8996 is
 * shown as match 90 yet is short of the strong score).
 */
export function hitEvidence(
  score: number,
  features: readonly { feature: string; value: number }[],
): HitEvidence {
  const strong = Math.round(score * 10_000) / 10_000 >= CONFIRMED_SCORE;
  const backed = corroborated(features);
  return strong && backed ? 'confirmed' : strong || backed ? 'possible' : 'weak';
}
