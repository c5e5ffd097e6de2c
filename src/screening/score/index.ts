/** The scorer of the screening engine: pure functions over normalised names and evidence. */
export { DEFAULT_SCORING_CONFIG, scoringConfigFrom, type ScoringConfig } from './config.js';
export { scoreMatch } from './combine.js';
export { explainScore } from './explain.js';
export { jaroWinkler } from './jaro-winkler.js';
export { editDistance, editSimilarity } from './levenshtein.js';
