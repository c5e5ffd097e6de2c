import {
  isSchemaName,
  propertiesOf,
  SCHEMATA,
  type PropertyType,
  type SchemaName,
} from './schemata.js';
import { isCountryCode } from '../sources/countries.js';
import { percentageProblem } from './percentage.js';
import { daysInMonth } from './validity.js';

/** An entity as FollowTheMoney writes it: every property is a list of strings. */
export interface Entity {
  id: string;
  schema: SchemaName;
  properties: Record<string, string[]>;
  datasets?: string[];
  referents?: string[];
  first_seen?: string;
  last_seen?: string;
  target?: boolean;
  caption?: string;
}

export type EntityCheck =
  /**
   * `dropped`: why values were left out (a country code FtM's territory list does not have, a
   * date of birth, incorporation or listing after the day of the check).
   */
  | { ok: true; entity: Entity; dropped?: string[] }
  | { ok: false; skipped: true; reason: string }
  | { ok: false; skipped: false; reason: string };

const DATE = /^\d{4}(-\d{2}(-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?)?)?$/;
// Two letters, a subdivision (us-de, cy-trnc) or FtM's own longer codes (x-so, cshh, suhh).
const COUNTRY = /^([a-z]{2}|[a-z]{2}-[a-z0-9]{1,4}|[a-z]{4}|x-[a-z]{2})$/;
const NUMBER = /^-?\d+([.,]\d+)?\s*%?$/;
const TOPIC = /^[a-z]+(\.[a-z_]+)*$/;
const MAX_VALUE_LENGTH = 65_536;
/** Longer than any code: a country value past it is text in the wrong place, and rejected. */
const MAX_COUNTRY_LENGTH = 64;

/** Whether the month and day of a date that has the shape of DATE exist ("1970-02-30" does not). */
function inCalendar(value: string): boolean {
  if (value.length < 7) return true;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  if (month < 1 || month > 12) return false;
  if (value.length < 10) return true;
  const day = Number(value.slice(8, 10));
  return day >= 1 && day <= daysInMonth(year, month);
}

/**
 * A code of FtM's territory list (cy-trnc, x-so, cshh, ac) is known; any other subdivision
 * (us-de) must be of a known country.
 */
function knownCountry(value: string): boolean {
  if (isCountryCode(value)) return true;
  return /^[a-z]{2}-/.test(value) && isCountryCode(value.slice(0, 2));
}

/** Why a value does not fit its property type, or undefined when it does. */
function valueProblem(type: PropertyType, value: string): string | undefined {
  if (value.length === 0) return 'is empty';
  if (value.length > MAX_VALUE_LENGTH) return `is longer than ${MAX_VALUE_LENGTH} characters`;
  switch (type) {
    case 'date':
      if (!DATE.test(value)) return `"${value}" is not a date (YYYY, YYYY-MM or YYYY-MM-DD)`;
      return inCalendar(value) ? undefined : `"${value}" is not a date in the calendar`;
    case 'country':
      if (!COUNTRY.test(value)) return `"${value}" is not a lower-case ISO 3166 country code`;
      return knownCountry(value) ? undefined : `"${value}" is not an ISO 3166 country code`;
    case 'number':
      return NUMBER.test(value.trim()) ? undefined : `"${value}" is not a number`;
    // A free string in FtM: a number or a band ("75-100%"), read by the check (percentage.ts).
    case 'percentage':
      return percentageProblem(value);
    case 'topic':
      return TOPIC.test(value) ? undefined : `"${value}" is not a topic`;
    case 'gender':
      return ['male', 'female', 'other'].includes(value)
        ? undefined
        : `"${value}" is not male, female or other`;
    default:
      return undefined;
  }
}

/**
 * Dates that cannot lie ahead: no one is born, and no company incorporated, after the day a list
 * is imported, and a listing is made on the day it is published. None of the formats read marks
 * a listing date as planned, so a future one is a typo or a misread field, and left out.
 */
const PAST_DATES: ReadonlySet<string> = new Set(['birthDate', 'incorporationDate', 'listingDate']);

/** The furthest time zone ahead of UTC (Kiribati's Line Islands, UTC+14). */
const AHEAD_OF_UTC_MS = 14 * 3_600_000;

/**
 * The day (YYYY-MM-DD) an import's dates are measured against: the latest calendar day anywhere
 * now, so a list dated in a time zone ahead of UTC (Brussels just after midnight) is not cut.
 */
export const importDay = (now: number = Date.now()): string =>
  new Date(now + AHEAD_OF_UTC_MS).toISOString().slice(0, 10);

/**
 * Whether a date (YYYY, YYYY-MM or YYYY-MM-DD, perhaps with a time) begins after `today`: a
 * year or month that holds today has not, so string order is the order of their first days.
 */
const beginsAfter = (value: string, today: string): boolean => value.slice(0, 10) > today;

export interface EntityCheckOptions {
  /** The day (YYYY-MM-DD) dates of birth, incorporation and listing may not lie after. */
  today?: string;
}

/**
 * Checks a parsed JSON value against the entity model. Entities of schemata outside the model
 * are `skipped` (not an error: OpenSanctions publishes vessels, positions and more); anything
 * malformed is rejected with the reason. A country value not known, or a date of birth,
 * incorporation or listing after `today` (`importDay()` where not given), is left out
 * with the entity kept, and named in `dropped`.
 */
export function checkEntity(raw: unknown, options: EntityCheckOptions = {}): EntityCheck {
  const today = options.today ?? importDay();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, skipped: false, reason: 'an entity must be a JSON object' };
  }
  const record = raw as Record<string, unknown>;
  const { id, schema, properties } = record;
  if (typeof id !== 'string' || id.length === 0 || id.length > 255) {
    return { ok: false, skipped: false, reason: 'id must be a string of 1 to 255 characters' };
  }
  if (typeof schema !== 'string')
    return { ok: false, skipped: false, reason: `${id}: schema must be a string` };
  if (!isSchemaName(schema))
    return { ok: false, skipped: true, reason: `${id}: schema ${schema} is not used` };
  if (SCHEMATA[schema].abstract) {
    return { ok: false, skipped: false, reason: `${id}: schema ${schema} is abstract` };
  }
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) {
    return { ok: false, skipped: false, reason: `${id}: properties must be an object` };
  }
  const known = propertiesOf(schema);
  // Made from entries, so that a property "__proto__" is one like any other, not the prototype.
  const clean: [string, string[]][] = [];
  const dropped: string[] = [];
  for (const [name, values] of Object.entries(properties as Record<string, unknown>)) {
    if (!Array.isArray(values) || values.some((v) => typeof v !== 'string')) {
      return {
        ok: false,
        skipped: false,
        reason: `${id}: property ${name} must be a list of strings`,
      };
    }
    const type = known[name];
    let kept = values as string[];
    for (const value of values as string[]) {
      const problem = type
        ? valueProblem(type, value)
        : value.length === 0
          ? 'is empty'
          : undefined;
      if (!problem) {
        if (type === 'date' && PAST_DATES.has(name) && beginsAfter(value, today)) {
          kept = kept.filter((v) => v !== value);
          dropped.push(
            `${id}: ${name} "${value}" is after ${today}, the latest calendar day anywhere when the import ran; the value was left out`,
          );
        }
        continue;
      }
      // A country FtM adds to its list later must not take a sanctioned person out of every
      // check: the value is left out, and the import reports it.
      if (type === 'country' && value.length > 0 && value.length <= MAX_COUNTRY_LENGTH) {
        kept = kept.filter((v) => v !== value);
        dropped.push(`${id}: ${name} ${problem}; the value was left out`);
        continue;
      }
      return { ok: false, skipped: false, reason: `${id}: ${name} ${problem}` };
    }
    if (kept.length > 0) clean.push([name, kept]);
  }
  const entity: Entity = { id, schema, properties: Object.fromEntries(clean) };
  const datasets = stringList(record.datasets);
  if (datasets) entity.datasets = datasets;
  const referents = stringList(record.referents);
  if (referents) entity.referents = referents;
  if (typeof record.first_seen === 'string') entity.first_seen = record.first_seen;
  if (typeof record.last_seen === 'string') entity.last_seen = record.last_seen;
  if (typeof record.target === 'boolean') entity.target = record.target;
  if (typeof record.caption === 'string') entity.caption = record.caption;
  return dropped.length > 0 ? { ok: true, entity, dropped } : { ok: true, entity };
}

function stringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const strings = value.filter((v): v is string => typeof v === 'string');
  return strings.length === value.length ? strings : undefined;
}

/** The first value of a property, or undefined. */
export const first = (entity: Entity, property: string): string | undefined =>
  entity.properties[property]?.[0];

/** The entity's display name: its caption, else its first name. */
export const captionOf = (entity: Entity): string =>
  entity.caption ?? first(entity, 'name') ?? entity.id;
