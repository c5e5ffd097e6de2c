/** Match subjects and scores shared by the combine-*.test.ts files. */
import type { MatchSubject, SubjectKind, TokenStatistics } from '../types.js';
import { normaliseName } from '../normalise/index.js';
import { DEFAULT_SCORING_CONFIG } from './config.js';
import { scoreMatch } from './combine.js';

export const everyTokenRare: TokenStatistics = { weightOf: () => 1 };

export const subject = (
  kind: SubjectKind,
  names: string[],
  extra: Partial<Omit<MatchSubject, 'kind' | 'names'>> = {},
): MatchSubject => ({
  kind,
  names: names.map((n) => normaliseName(n, kind)),
  birthDates: [],
  countries: [],
  identifiers: [],
  ...extra,
});
export const person = (name: string, extra?: Partial<MatchSubject>) =>
  subject('person', [name], extra);
export const company = (name: string, extra?: Partial<MatchSubject>) =>
  subject('company', [name], extra);

export const score = (a: MatchSubject, b: MatchSubject, stats = everyTokenRare) =>
  scoreMatch(a, b, stats).score;
export const threshold = DEFAULT_SCORING_CONFIG.threshold;
