/**
 * How strong the evidence of one screening hit is, by one rule for every party a check screens:
 * a director's `risk` (DESIGN.md: "2" confirmed, "1" possible) and a sanctioned owner's evidence
 * (src/checks/company/sanctions-ownership.ts) read the same hit alike.
 * `confirmed`, a strong name match that the birth date or an identifier also agrees on;
 * `possible`, a strong name match alone, or a weaker one that such a fact backs; `weak`, a
 * weaker name match alone.
 */
export type HitEvidence = 'confirmed' | 'possible' | 'weak';

/**
 * From this match a name match is strong: the whole percentage a hit is shown with (`match` of a
 * registration), so that a hit shown as 90 is never judged as below it.
 */
export const CONFIRMED_MATCH = 90;

/** Whether a birth date or an identifier agrees (the feature at 1; below 1 it is a conflict). */
export const corroborated = (features: readonly { feature: string; value: number }[]): boolean =>
  features.some((f) => (f.feature === 'identifier' || f.feature === 'birth_date') && f.value === 1);

/** A score (0-1) to four decimals, as a hit's explanation in `backend_data` keeps it. */
export const explainedScore = (score: number): number => Math.round(score * 10_000) / 10_000;

/**
 * A score (0-1) as the whole percentage registrations show as `match`, and thresholds compare.
 * Taken from the score as explained: the directors' risk and the report read the explanation,
 * the owners' evidence and the registrations the score itself, and rounding the score at once
 * could differ (0.89496 is explained as 0.895, a match of 90, yet rounds to 89).
 */
export const matchPercent = (score: number): number => Math.round(explainedScore(score) * 100);

/** The evidence of a hit with this score (0-1) and these features. */
export function hitEvidence(
  score: number,
  features: readonly { feature: string; value: number }[],
): HitEvidence {
  const strong = matchPercent(score) >= CONFIRMED_MATCH;
  const backed = corroborated(features);
  return strong && backed ? 'confirmed' : strong || backed ? 'possible' : 'weak';
}
