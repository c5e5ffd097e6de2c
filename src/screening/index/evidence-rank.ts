/**
 * The query's evidence (birth date, country) in the pre-score, as a multiplier.
 *
 * The pre-score reads names only, so all listings of one name tie on it, and with more of them
 * than candidates scored in full, the one born on the day asked for could be left out: an exact
 * name and birth date came back clean. Each multiplier ranks listings of an equal name by what
 * the scorer will make of their evidence: the same full birth date first, then a date that
 * agrees in part or differs as a typing error would, then none to compare, then another year.
 * The largest (1.25 × 1.03) stays below what sharing one more word of like rarity adds, so a
 * listing sharing fewer words still ranks below one sharing all of them; it lifts a listing
 * with one or two words more than the query (÷ 1.1 each, `name-length.ts`) above namesakes of
 * other dates. The spread is kept small, as every listing within it of the lowest candidate
 * has to be looked at.
 */
export const BIRTH_DATE_SAME = 1.25;
export const BIRTH_DATE_NEAR = 1.1;
export const BIRTH_DATE_OTHER = 0.9;
export const COUNTRY_SHARED = 1.03;
export const COUNTRY_OTHER = 0.97;
/** The largest multiplier the evidence gives. */
export const MOST_EVIDENCE = BIRTH_DATE_SAME * COUNTRY_SHARED;

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * How a listed birth date compares with the query's, as the scorer's birth date feature will:
 * `BIRTH_DATE_SAME` for one full date on both, `BIRTH_DATE_NEAR` for a year or month that
 * agrees, the same year, a full date one year off on the same day (a typing slip, or a year
 * reckoned from an age), a year alone one year off, or a day and month mistyped,
 * `BIRTH_DATE_OTHER` for another year, 1 when one side has none.
 */
export function birthDateFactor(query: readonly string[], listed: readonly string[]): number {
  if (query.length === 0 || listed.length === 0) return 1;
  let best = BIRTH_DATE_OTHER;
  for (const a of query) {
    for (const b of listed) {
      if (a.length >= 10 && b.length >= 10 && a.slice(0, 10) === b.slice(0, 10)) {
        return BIRTH_DATE_SAME;
      }
      const apart = Math.abs(Number(a.slice(0, 4)) - Number(b.slice(0, 4)));
      const yearAlone = a.length === 4 || b.length === 4;
      if (apart === 0 || (apart === 1 && (yearAlone || sameDay(a, b)))) best = BIRTH_DATE_NEAR;
    }
  }
  return best;
}

/** Two full dates on the same day and month. */
function sameDay(a: string, b: string): boolean {
  const x = FULL_DATE.exec(a);
  const y = FULL_DATE.exec(b);
  return x !== null && y !== null && x[2] === y[2] && x[3] === y[3];
}

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

/** `birthDateFactor` of the query's dates (encoded) and one listing's encoded date. */
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

/** `COUNTRY_SHARED` for a country on both, `COUNTRY_OTHER` for none in common, else 1. */
export function countryFactor(query: readonly string[], listed: readonly string[]): number {
  if (query.length === 0 || listed.length === 0) return 1;
  return query.some((country) => listed.includes(country)) ? COUNTRY_SHARED : COUNTRY_OTHER;
}
