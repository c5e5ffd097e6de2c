/** The contract markdown (../shared/spec/verification-api.md), read and parsed into its tables. */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// ---------------------------------------------------------------------------------------------
// The spec

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SPEC_PATH = fileURLToPath(
  new URL('../../shared/spec/verification-api.md', import.meta.url),
);

export function loadSpec(): string {
  if (!existsSync(SPEC_PATH)) {
    throw new Error(
      `The contract markdown is missing: expected ../shared/spec/verification-api.md relative to the repo root ${REPO_ROOT}, i.e. ${SPEC_PATH}.`,
    );
  }
  return readFileSync(SPEC_PATH, 'utf8');
}

export const SPEC = loadSpec();

export interface SpecTable {
  /** The nearest `###` heading above the table (or `##` when there is none in between). */
  heading: string;
  header: string[];
  rows: string[][];
}

export const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

export function parseTables(markdown: string): SpecTable[] {
  const lines = markdown.split(/\r?\n/);
  const tables: SpecTable[] = [];
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const h = /^#{2,3}\s+(.*)$/.exec(line);
    if (h) {
      heading = (h[1] ?? '').trim();
      continue;
    }
    const next = lines[i + 1] ?? '';
    if (line.trim().startsWith('|') && /^\s*\|[\s:|-]+\|\s*$/.test(next)) {
      const header = cellsOf(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('|')) {
        rows.push(cellsOf(lines[i] ?? ''));
        i++;
      }
      i--;
      tables.push({ heading, header, rows });
    }
  }
  return tables;
}

export const TABLES = parseTables(SPEC);
export const FIELD_TABLES = TABLES.filter((t) => t.header[0] === 'Field' && t.header[1] === 'Type');
export const ENDPOINT_TABLE = TABLES.find(
  (t) => t.header.join('|') === 'Method|Path|Request|Response',
);

/** The line (paragraph) of the spec that starts with `prefix`, without the prefix. */
export function specSentence(prefix: string): string {
  const line = SPEC.split(/\r?\n/).find((l) => l.trim().startsWith(prefix));
  if (line === undefined) throw new Error(`The spec has no sentence starting with "${prefix}".`);
  return line.trim().slice(prefix.length);
}
