/**
 * Dates of validity (a measure's or a relation's start and end) compared with a day. Registers
 * and lists write such dates to the day, the month or the year (`2026-11-27`, `2026-11`,
 * `2026`); as text `2026` sorts before `2026-11-27`, so a partial date is first widened to the
 * days it may mean. A date-time counts by the calendar date as written (`2026-11-27T23:30-05:00`
 * is 27 November), as everywhere else a register date is read.
 */

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Worked out, not from Date: Date.UTC reads the years 0 to 99 as 1900 to 1999. */
export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] ?? 31);
}

const DATE_PREFIX = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/;

/**
 * The first and the last day (YYYY-MM-DD) a date may mean: `2026` is 2026-01-01 to 2026-12-31,
 * `2024-02` is 2024-02-01 to 2024-02-29, a full date is that day. Text that is no date is
 * returned as it is for both, and compares as text.
 */
export function daysOf(date: string): { first: string; last: string } {
  const match = DATE_PREFIX.exec(date);
  if (!match) return { first: date, last: date };
  const [, year = '', month, day] = match;
  if (day !== undefined)
    return { first: `${year}-${month}-${day}`, last: `${year}-${month}-${day}` };
  if (month !== undefined) {
    const last = String(daysInMonth(Number(year), Number(month))).padStart(2, '0');
    return { first: `${year}-${month}-01`, last: `${year}-${month}-${last}` };
  }
  return { first: `${year}-01-01`, last: `${year}-12-31` };
}

/**
 * Whether something valid from `start` to `end` (either missing or blank: open) holds on `day`
 * (YYYY-MM-DD): begun by the first day its start may mean, and not ended before the last day
 * its end may mean. A measure "ending 2026" holds all of 2026, and has ended from 2027-01-01.
 */
export function inForceOn(
  start: string | undefined,
  end: string | undefined,
  day: string,
): boolean {
  return (!start || daysOf(start).first <= day) && (!end || daysOf(end).last >= day);
}

/** Whether an end date (missing or blank: none) has passed before `day`: `inForceOn`'s end. */
export function endedBefore(end: string | undefined, day: string): boolean {
  return !inForceOn(undefined, end, day);
}
