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

/** The date (YYYY-MM-DD) in Amsterdam at the moment `at`, whatever the process's time zone. */
export function checkDayOf(at: Date): string {
  // Formatted once: every check asks, and each formatting costs microseconds.
  const parts = calendar.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
