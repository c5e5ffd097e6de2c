import { NAME_PARTICLES } from '../normalise/particles.js';
import type { NameToken, TokenStatistics } from '../types.js';
import type { ScoringConfig } from './config.js';

/**
 * How much a name part counts: rare parts more than common ones; legal forms little, and
 * family-name particles, shared by many unrelated people, as little; numbers much.
 */
export function tokenWeight(
  token: NameToken,
  stats: TokenStatistics,
  config: ScoringConfig,
): number {
  const rarity = config.commonTokenWeight + (1 - config.commonTokenWeight) * stats.weightOf(token);
  switch (token.kind) {
    case 'legal':
      return config.legalFormWeight;
    case 'initial':
      return config.initialWeight * rarity;
    case 'number':
      return config.numberWeight;
    default:
      return NAME_PARTICLES.has(token.text) ? config.particleWeight : rarity;
  }
}

/** The weight of the token at `index`. */
export const weightAt = (
  tokens: readonly NameToken[],
  index: number,
  stats: TokenStatistics,
  config: ScoringConfig,
): number => tokenWeight(tokens[index] as NameToken, stats, config);
