import type { ReportLanguage } from '../../contract/check-common.js';

export type { ReportLanguage };

/** One text in every report language. */
export type Translated = Readonly<Record<ReportLanguage, string>>;

/** A table of texts by key, each in every report language. */
export type TranslatedTable = Readonly<Record<string, Translated>>;

/** The text of a key in a table for a language; undefined for a key the table does not know. */
export function lookup(
  table: TranslatedTable,
  key: string | undefined,
  language: ReportLanguage,
): string | undefined {
  if (key === undefined || !Object.hasOwn(table, key)) return undefined;
  return table[key]?.[language];
}
