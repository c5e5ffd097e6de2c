/**
 * Dates, times and numbers as a report writes them. Every time is shown in Europe/Amsterdam
 * (where the service's users are), whatever the time zone of the server: a report of a check
 * reads the same wherever it is rendered.
 */
import { CHECK_TIME_ZONE } from '../checks/check-day.js';
import type { ReportLanguage } from './labels/language.js';

const LOCALES: Record<ReportLanguage, string> = { nl: 'nl-NL', en: 'en-GB' };
/** The zone a check's day is taken in, so that the report's date is the day the check read. */
export const REPORT_TIME_ZONE = CHECK_TIME_ZONE;

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateTimeFormat(
  language: ReportLanguage,
  withTime: boolean,
  timeZone: string,
): Intl.DateTimeFormat {
  const key = `d:${language}:${withTime}:${timeZone}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      timeZone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(withTime && {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
        timeZoneName: 'short',
      }),
    });
    cache.set(key, format);
  }
  return format;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MIDNIGHT_UTC = /^(\d{4}-\d{2}-\d{2})T00:00:00(\.0+)?(Z|[+-]00:?00)$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A point in time (RFC 3339) as date and time in Amsterdam; text that is not one as given. */
export function formatDateTime(value: string, language: ReportLanguage): string {
  const time = DATE_TIME.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) return value;
  return dateTimeFormat(language, true, REPORT_TIME_ZONE).format(time);
}

/**
 * A date as the result gives it: `YYYY-MM-DD`, or a date-time at midnight UTC (how the contract
 * writes dates of birth), is a calendar date and is shown without a time or time zone; another
 * date-time is shown with its time in Amsterdam. Anything else (a year, free text) as given.
 */
export function formatDate(value: string, language: ReportLanguage): string {
  const day = DATE_ONLY.exec(value)?.[0] ?? MIDNIGHT_UTC.exec(value)?.[1];
  if (day !== undefined) {
    const time = Date.parse(`${day}T00:00:00Z`);
    return Number.isNaN(time) ? value : dateTimeFormat(language, false, 'UTC').format(time);
  }
  return formatDateTime(value, language);
}

function numberFormat(language: ReportLanguage): Intl.NumberFormat {
  const key = `n:${language}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 });
    cache.set(key, format);
  }
  return format;
}

/** Up to six decimals, for the rare share that two would round onto a whole number. */
function preciseFormat(language: ReportLanguage): Intl.NumberFormat {
  const key = `p:${language}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 6 });
    cache.set(key, format);
  }
  return format;
}

/** A number with at most two decimals, in the language's notation (`33,33` / `33.33`). */
export const formatNumber = (value: number, language: ReportLanguage): string =>
  numberFormat(language).format(value);

/**
 * A percentage: `33,33 %` / `33.33 %`. A share just short of all or above none is never
 * rounded into it: 99.995 % is `99,99 %` (not the 100 % of a sole owner), 0.001 % `< 0,01 %`.
 */
export function formatPercentage(value: number, language: ReportLanguage): string {
  if (value > 0 && value < 0.005) return `<\u00A0${formatNumber(0.01, language)}\u00A0%`;
  const shown = value > 99.99 && value < 100 ? 99.99 : value;
  // Nor is 25.001 % rounded onto 25 %: a UBO holds more than 25 %, and must not read as 25.
  const rounded = Math.round(shown * 100) / 100;
  if (Number.isInteger(rounded) && Math.abs(rounded - shown) > 1e-9) {
    return `${preciseFormat(language).format(shown)}\u00A0%`;
  }
  return `${formatNumber(shown, language)}\u00A0%`;
}

function euroFormat(language: ReportLanguage): Intl.NumberFormat {
  const key = `e:${language}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' });
    cache.set(key, format);
  }
  return format;
}

/**
 * An amount in euros as the data writes it ("1234.5", a dot before the decimals), in the
 * language's notation with the currency: `€ 1.234,50` / `€1,234.50`. A Dutch reader takes the
 * dot of "1234.5" for a thousands separator. Text that is no such amount is kept as given.
 */
export function formatEuros(value: string, language: ReportLanguage): string {
  if (!/^-?\d+(\.\d+)?$/.test(value.trim())) return value;
  return euroFormat(language).format(Number(value));
}

/**
 * A text with a no-break space between a number and its "%" ("25 %"), as formatPercentage
 * writes it: the checks' messages have a plain space there, and a line may then start with "%".
 */
export const withPercentagesWhole = (text: string): string =>
  text.includes(' %') ? text.replace(/(\d) %/g, '$1\u00A0%') : text;

// Where the checks write a share (src/checks/ownership/roles.ts): after their own words ("direct
// 60.00 %", "indirect", "shareholder", "owner", "more than", "at least", "hold"), or as a screened
// shareholder's "(25.00 %)". Not any number before a "%": a party's name ("Rente 4.00 % Fonds
// N.V.") or a listing's text is quoted as the source writes it.
const CHECK_SHARE =
  /(?<=\b(?:direct|indirect|shareholder|owner|more than|at least|hold) )\d+\.\d+(?= %)|(?<=\()\d+\.\d+(?= %\))/g;
// The sanctions-ownership description names each owner with their share after the name
// (src/checks/company/sanctions-ownership.ts): before the hit's strength, the next owner or the
// list's end.
const SANCTIONS_OWNERSHIP = 'sanctions ownership/control: ';
const OWNER_SHARE =
  /\d+\.\d+(?= %(?: \((?:confirmed hit|possible hit|weak name-only candidate), match |; |\)))/g;

/** "25.00" as "25", "33.50" as "33.5": the decimals the share needs, its value unchanged. */
const withoutTrailingZeros = (share: string): string => share.replace(/0+$/, '').replace(/\.$/, '');

/**
 * The shares in a check's message ("25.00 %", "33.50 %": the checks write two decimals) with as
 * many decimals as they need ("25 %", "33.5 %"), so that a share reads alike in the fields and in
 * the messages. Only zeros are dropped: a share the check wrote with more decimals (25.001 %, a
 * UBO above 25 %; 0.005 %) is kept as written, never rounded again. Still in the message's
 * notation, with its plain space: the message is translated after.
 */
export function withSharesShown(text: string): string {
  if (!text.includes(' %')) return text;
  const shown = text.replace(CHECK_SHARE, withoutTrailingZeros);
  return shown.startsWith(SANCTIONS_OWNERSHIP)
    ? shown.replace(OWNER_SHARE, withoutTrailingZeros)
    : shown;
}
