/**
 * The day a check is made on: one value for the whole check, taken when it starts, that every
 * section reads the register, the lists and the claims on, and that its report is dated with.
 * It is the date in Amsterdam, where the service's users are and the reports give the time of
 * the check, so that between midnight there and midnight UTC a report dated the 28th does not
 * show the board, the sanctions and the claims of the 27th.
 */

export const CHECK_TIME_ZONE = 'Europe/Amsterdam';

const calendar = new Intl.DateTimeFormat('en-GB', {
  timeZone: CHECK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const MINUTE_MS = 60_000;

/**
 * The last minute formatted and its day. Amsterdam's offset from UTC is a whole number of hours,
 * so its midnight falls on a UTC minute's start: every moment of one UTC minute has one day.
 */
let latest = { minute: Number.NaN, day: '' };

/** The date (YYYY-MM-DD) in Amsterdam at the moment `at`, whatever the process's time zone. */
export function checkDayOf(at: Date): string {
  // Every check asks, and a formatting costs several microseconds: once per minute is enough.
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  if (minute === latest.minute) return latest.day;
  const parts = calendar.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  latest = { minute, day };
  return day;
}
