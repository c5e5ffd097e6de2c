import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_CONFIG, scoringConfigFrom } from './config.js';

describe('scoringConfigFrom', () => {
  it('gives the defaults with the overrides, as a new frozen config', () => {
    const config = scoringConfigFrom({ threshold: 0.8, countryMismatch: 0.7 });
    expect(config).toEqual({ ...DEFAULT_SCORING_CONFIG, threshold: 0.8, countryMismatch: 0.7 });
    // The scorer remembers what it compared under a config by the object: none may change.
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(DEFAULT_SCORING_CONFIG)).toBe(true);
    expect(DEFAULT_SCORING_CONFIG.threshold).toBe(0.72);
  });

  it('names every bad key and value, and accepts none of them', () => {
    expect(() => scoringConfigFrom({ noSuchWeight: 0.5, threshold: 2 })).toThrow(
      /unknown screening weight "noSuchWeight".*screening weight "threshold" must be from 0 to 1, got 2/,
    );
    expect(() => scoringConfigFrom({ toString: 0.5 })).toThrow(/unknown screening weight/);
  });
});
