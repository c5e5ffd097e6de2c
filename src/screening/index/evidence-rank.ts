import { DEFAULT_SCORING_CONFIG, type ScoringConfig } from '../score/config.js';
import { birthDateEvidence } from '../score/features.js';
import type { MatchSubject } from '../types.js';

/**
 * What the query's evidence (birth date, country) says of a listing, as a multiplier that
 * orders listings of one name rank (`candidates.ts`): with more listings of one name than
 * candidates scored in full, the one born on the day asked for could otherwise be left out.
 * The multipliers rank as the scorer will: the same full birth date first, then a date that
 * agrees in part or differs as a typing error would, then none to compare, then another year;
 * a shared country a little higher. A country in common with none of the query's lowers
 * nothing: the scorer lowers it only a little (a person check's country is an address, and a
 * listed foreign national lives elsewhere than listed), so such a listing may well be a hit.
 * The name-length factor (÷ 1.1 a word beyond the query's) is multiplied with these, so a
 * listing with a middle name born on the day asked for is scored before namesakes of other
 * dates.
 */
export const BIRTH_DATE_SAME = 1.25;
export const BIRTH_DATE_NEAR = 1.1;
export const BIRTH_DATE_OTHER = 0.9;
export const COUNTRY_SHARED = 1.03;

/**
 * How a listed birth date compares with the query's, by what the scorer's birth date feature
 * makes of it (`birthDateEvidence`, the one place the rule is written): `BIRTH_DATE_SAME` for
 * the same full date, `BIRTH_DATE_NEAR` for a date that agrees in part or that the scorer
 * lowers less than for a year apart (the same year, a typing error, a year alone one year
 * off), `BIRTH_DATE_OTHER` for the rest, 1 when one side has none.
 */
export function birthDateFactor(
  query: readonly string[],
  listed: readonly string[],
  config: ScoringConfig = DEFAULT_SCORING_CONFIG,
): number {
  if (query.length === 0 || listed.length === 0) return 1;
  const { support, penalty } = birthDateEvidence(datedOnly(query), datedOnly(listed), config);
  if (support) return support.value === 1 ? BIRTH_DATE_SAME : BIRTH_DATE_NEAR;
  return penalty && penalty.value > config.birthYearPenalty ? BIRTH_DATE_NEAR : BIRTH_DATE_OTHER;
}

const datedOnly = (birthDates: readonly string[]): MatchSubject => ({
  kind: 'person',
  names: [],
  birthDates,
  countries: [],
  identifiers: [],
});

/** No birth date, in `encodeBirthDate`. */
export const NO_BIRTH_DATE = 0;
/** More than one birth date, or one not written YYYY[-MM[-DD]]: compared as text. */
export const OTHER_BIRTH_DATES = -1;
const DATE_PARTS = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/;

/**
 * A listing's birth date as one number, YYYYMMDD with 00 for a month or day not given, so that
 * the thousands of listings a query reaches are compared without reading their text.
 */
export function encodeBirthDate(dates: readonly string[]): number {
  if (dates.length === 0) return NO_BIRTH_DATE;
  const [date] = dates;
  const parts = dates.length === 1 && date !== undefined ? DATE_PARTS.exec(date) : null;
  if (!parts) return OTHER_BIRTH_DATES;
  return Number(parts[1]) * 10000 + Number(parts[2] ?? 0) * 100 + Number(parts[3] ?? 0);
}

/**
 * `birthDateFactor` of the query's dates (encoded) and one listing's encoded date, without
 * reading text: it runs for each of the thousands of listings of a name rank (the text took
 * 2.6 ms a query at a million listings). Tested against `birthDateFactor` date by date.
 */
export function encodedBirthDateFactor(query: readonly number[], listed: number): number {
  if (query.length === 0 || listed === NO_BIRTH_DATE) return 1;
  let best = BIRTH_DATE_OTHER;
  const listedYear = Math.floor(listed / 10000);
  const listedFull = listed % 100 > 0;
  for (const asked of query) {
    const full = listedFull && asked % 100 > 0;
    if (full && asked === listed) return BIRTH_DATE_SAME;
    const apart = Math.abs(Math.floor(asked / 10000) - listedYear);
    const yearAlone = asked % 10000 === 0 || listed % 10000 === 0;
    if (apart === 0 || (apart === 1 && (yearAlone || (full && asked % 10000 === listed % 10000)))) {
      best = BIRTH_DATE_NEAR;
    }
  }
  return best;
}

/** `COUNTRY_SHARED` for a country on both, else 1. */
export function countryFactor(query: readonly string[], listed: readonly string[]): number {
  return query.some((country) => listed.includes(country)) ? COUNTRY_SHARED : 1;
}
