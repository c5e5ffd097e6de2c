import { createHash } from 'node:crypto';
import { checkEntity, type Entity } from '../../entities/entity.js';
import { birthRange } from '../birth-range.js';
import { countryCode, unknownCountryReason } from '../countries.js';
import type { SchemaName } from '../../entities/schemata.js';
import type { SourceEvent } from '../source.js';

/**
 * What a mapper makes of one source record: its entities (and the values it left out, each
 * with why), or why the record is unusable.
 */
export type MapResult =
  { entities: Entity[]; dropped?: string[] } | { rejected: string } | { skipped: string };

/** Collapses runs of whitespace (the lists wrap long values over lines) and trims. */
export const clean = (value: string | undefined): string | undefined => {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text : undefined;
};

/**
 * Collects the properties of one entity: values are cleaned, blanks dropped and duplicates
 * kept once, so mappers can add whatever a record holds without checking first.
 */
export class EntityBuilder {
  private readonly properties = new Map<string, string[]>();
  private readonly unknownCountries = new Set<string>();

  constructor(
    readonly id: string,
    readonly schema: SchemaName,
  ) {}

  add(property: string, ...values: (string | undefined)[]): this {
    for (const raw of values) {
      const value = clean(raw);
      if (!value) continue;
      const list = this.properties.get(property);
      if (!list) this.properties.set(property, [value]);
      else if (!list.includes(value)) list.push(value);
    }
    return this;
  }

  get(property: string): readonly string[] {
    return this.properties.get(property) ?? [];
  }

  has(property: string, value?: string): boolean {
    const list = this.properties.get(property);
    return value === undefined ? list !== undefined : (list?.includes(value) ?? false);
  }

  /**
   * The code of a country as the list writes it, a name or a two-letter code; one not known (a
   * misspelling, the list's "EU" or "XX") is undefined and noted for `leftOut`, as an unknown
   * country code of an FtM entity is.
   */
  country(property: string, text: string | undefined): string | undefined {
    const code = countryCode(text);
    if (code === undefined) this.unknownCountry(property, text);
    return code;
  }

  /** Notes a country value of this record (or of its addresses and documents) not known. */
  unknownCountry(property: string, text: string | undefined): void {
    const reason = unknownCountryReason(this.id, property, text);
    if (reason !== undefined) this.unknownCountries.add(reason);
  }

  /** Why country values were left out (`country`), to report with the record. */
  leftOut(): string[] {
    return [...this.unknownCountries];
  }

  build(): Entity {
    return { id: this.id, schema: this.schema, properties: Object.fromEntries(this.properties) };
  }
}

/** The entities with each id once (identical addresses listed twice make one entity). */
export function uniqueById(entities: Entity[]): Entity[] {
  const seen = new Set<string>();
  return entities.filter((entity) => !seen.has(entity.id) && seen.add(entity.id));
}

/** A short, stable digest of some values, for ids of things the lists give no id (addresses). */
export const digest = (...values: (string | undefined)[]): string =>
  createHash('sha1')
    .update(values.map((v) => v ?? '').join('\u001f'))
    .digest('hex')
    .slice(0, 12);

/** Characters the lists' record ids may contain; anything else would make an unsafe entity id. */
export const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

function validDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
}

/**
 * An ISO date (YYYY, YYYY-MM or YYYY-MM-DD) from the forms the lists use: ISO dates with or
 * without a time part, and day-first dates (31/12/1970, 31.12.1970). Undefined when the text is
 * not a real date.
 */
export function isoDate(text: string | undefined): string | undefined {
  const value = clean(text);
  if (!value) return undefined;
  const iso = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:[T ].*)?$/.exec(value);
  if (iso) return datePartsToIso(iso[1], iso[2], iso[3], true);
  const dayFirst = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(value);
  if (dayFirst) return datePartsToIso(dayFirst[3], dayFirst[2], dayFirst[1], true);
  return undefined;
}

/** An absent or all-zero month or day: unknown, not wrong. */
const unknownPart = (text: string | undefined): boolean => !text || /^0+$/.test(text.trim());

/**
 * An ISO date from separate year, month and day fields. A month or day that is absent or zero
 * is unknown and shortens the date; one out of range shortens it too, or with `strict` (text
 * that claimed to be a full date) makes the whole date invalid.
 */
export function datePartsToIso(
  yearText: string | undefined,
  monthText?: string,
  dayText?: string,
  strict = false,
): string | undefined {
  const year = Number(yearText);
  if (!yearText || !Number.isInteger(year) || year < 1000 || year > 2999) return undefined;
  const yyyy = String(year);
  const month = Number(monthText);
  if (unknownPart(monthText)) return yyyy;
  if (!Number.isInteger(month) || month < 1 || month > 12) return strict ? undefined : yyyy;
  const mm = String(month).padStart(2, '0');
  const day = Number(dayText);
  if (unknownPart(dayText)) return `${yyyy}-${mm}`;
  if (!Number.isInteger(day) || !validDay(year, month, day))
    return strict ? undefined : `${yyyy}-${mm}`;
  return `${yyyy}-${mm}-${String(day).padStart(2, '0')}`;
}

/**
 * The years of a "born between" range, each as a value so a year given by the customer matches
 * any of them (birthRange: the rule every list format shares).
 */
export function yearRange(fromText: string | undefined, toText: string | undefined): string[] {
  const from = datePartsToIso(clean(fromText)?.slice(0, 4));
  const to = datePartsToIso(clean(toText)?.slice(0, 4));
  if (!from || !to) return [from, to].filter((y): y is string => y !== undefined);
  return birthRange(from, to);
}

/** Male or female from the lists' spellings (Male, M, female, F), else undefined. */
export function gender(text: string | undefined): string | undefined {
  const value = clean(text)?.toLowerCase();
  if (value === 'male' || value === 'm') return 'male';
  if (value === 'female' || value === 'f') return 'female';
  return undefined;
}

/**
 * Turns a mapped record into the event the import runner expects. Every entity is checked
 * against the model; one bad entity rejects the whole record, so a listed subject is never
 * imported without the sanction that explains it (or the other way round).
 */
export function toSourceEvent(
  file: string,
  record: number,
  xmlLine: number,
  result: MapResult,
): SourceEvent {
  // The line, as in every format, so file:line points into the file; the record's number too.
  const at = { file, line: xmlLine, record };
  if ('rejected' in result) return { ...at, rejected: result.rejected };
  if ('skipped' in result) return { ...at, skipped: result.skipped };
  const items: { kind: 'entity'; entity: Entity }[] = [];
  const dropped = [...(result.dropped ?? [])];
  for (const candidate of result.entities) {
    const check = checkEntity(candidate);
    if (!check.ok) return { ...at, rejected: check.reason };
    items.push({ kind: 'entity', entity: check.entity });
    dropped.push(...(check.dropped ?? []));
  }
  return dropped.length > 0 ? { ...at, items, dropped } : { ...at, items };
}
