import { describe, expect, it } from 'vitest';
import { normaliseName } from '../normalise/index.js';
import { DEFAULT_SCORING_CONFIG } from './config.js';
import { compareNames } from './name-alignment.js';

const stats = { weightOf: () => 1 };
const swapped = (a: string, b: string): boolean =>
  compareNames(
    normaliseName(a, 'person'),
    normaliseName(b, 'person'),
    'person',
    stats,
    DEFAULT_SCORING_CONFIG,
  ).koreanGivenOrderDiffers;

describe('givenSyllablesSwapped', () => {
  it('says where a Korean given name has its syllables in the other order', () => {
    expect(swapped('Kim Song Il', 'Kim Il Sung')).toBe(true);
    expect(swapped('김성일', 'Kim Il Sung')).toBe(true);
    expect(swapped('Kim Nam Jong', 'KIM Jong-nam')).toBe(true);
    // Kim Sung-il or Sung Il-kim: another name whichever is the family name.
    expect(swapped('Sung Il Kim', 'Kim Il Sung')).toBe(true);
  });

  it('leaves the family name written at the other end alone', () => {
    expect(swapped('Il Sung Kim', 'Kim Il Sung')).toBe(false);
    expect(swapped('Jong-nam Kim', 'KIM Jong-nam')).toBe(false);
    expect(swapped('김일성', 'Kim Il Sung')).toBe(false);
  });

  it('leaves names that are not compared as Korean, or of more parts, alone', () => {
    expect(swapped('Anna Maria Jansen', 'Maria Anna Jansen')).toBe(false);
    expect(swapped('Kim Jong Il Su', 'Kim Il Jong Su')).toBe(false);
  });
});
