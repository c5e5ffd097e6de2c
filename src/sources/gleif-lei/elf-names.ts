/**
 * The names of ISO 20275 legal forms (ELF codes), read from GLEIF's ELF code list CSV
 * (https://www.gleif.org/en/about-lei/code-lists/iso-20275-entity-legal-forms-code-list).
 * An LEI record gives its legal form only as a code ("54M6"); given the list beside the golden
 * copy, the import names the form ("besloten vennootschap met beperkte aansprakelijkheid"), as
 * a register's own record does. The list is GLEIF's to publish and to update, so it is imported
 * as GLEIF publishes it, not kept in the code.
 */
import { readCsv } from '../csv/index.js';

const CODE = 'ELF Code';
const LOCAL_NAME = 'Entity Legal Form name Local name';
const LANGUAGE = 'Language Code (ISO 639-1)';

/** The name shown where the list names a form in several languages: Dutch, else English. */
const PREFERRED_LANGUAGES = ['nl', 'en'];

const headerNames = (fields: readonly string[]): string[] =>
  fields.map((field) => field.replace(/^\uFEFF/, '').trim());

/** Whether a CSV header is that of GLEIF's ELF code list. */
export const isElfCodeListHeader = (fields: readonly string[]): boolean => {
  const names = headerNames(fields);
  return names.includes(CODE) && names.includes(LOCAL_NAME);
};

/** Whether a file is GLEIF's ELF code list (by its header). */
export async function isElfCodeList(file: string): Promise<boolean> {
  for await (const row of readCsv(file)) return isElfCodeListHeader(row.fields);
  return false;
}

/**
 * The legal form's name per ELF code: its local name, in Dutch or English where the list gives
 * one in those, else in the first language it gives.
 */
export async function readElfNames(file: string): Promise<Map<string, string>> {
  const names = new Map<string, { name: string; rank: number }>();
  let index: Map<string, number> | undefined;
  for await (const { fields } of readCsv(file)) {
    if (index === undefined) {
      index = new Map(headerNames(fields).map((name, i) => [name, i]));
      continue;
    }
    const field = (column: string) => fields[index?.get(column) ?? -1]?.trim() ?? '';
    const [code, name] = [field(CODE), field(LOCAL_NAME)];
    if (code === '' || name === '') continue;
    const preferred = PREFERRED_LANGUAGES.indexOf(field(LANGUAGE));
    const rank = preferred === -1 ? PREFERRED_LANGUAGES.length : preferred;
    const known = names.get(code);
    if (!known || rank < known.rank) names.set(code, { name, rank });
  }
  return new Map([...names].map(([code, { name }]) => [code, name]));
}
