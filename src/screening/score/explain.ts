import type { MatchScore } from '../types.js';

/** One line saying why a candidate scored what it did. */
export function explainScore(score: MatchScore): string {
  const parts = score.features.map(
    (f) => `${f.feature} ${f.value.toFixed(2)} (weight ${f.weight}): ${f.detail}`,
  );
  return `${score.score.toFixed(3)}${score.match ? ' hit' : ''} · ${parts.join(' · ')}`;
}
