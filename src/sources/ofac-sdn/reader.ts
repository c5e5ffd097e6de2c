import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { lookupTable } from '../../entities/lookup-table.js';
import {
  readCsv,
  requireLineBreak,
  rowRejected,
  SourceFileError,
  type CsvRecord,
} from '../csv/index.js';
import type { SourceEvent } from '../source.js';
import { mapSdn, type AddRecord, type AltRecord, type SdnRecord } from './mapper.js';

/** The files of OFAC's legacy delimited SDN release. sdn_comments.csv is optional. */
export interface OfacFiles {
  sdn: string;
  alt: string;
  add: string;
  comments?: string;
}

// By file name, without a prototype: a file named "constructor" has no role.
const ROLES: Readonly<Record<string, keyof OfacFiles>> = lookupTable({
  'sdn.csv': 'sdn',
  'alt.csv': 'alt',
  'add.csv': 'add',
  'sdn_comments.csv': 'comments',
});

const roleOf = (path: string): keyof OfacFiles | undefined =>
  ROLES[basename(path).toLowerCase().replace(/\.gz$/, '')];

/** The files named by the paths: a folder holding them, or the files themselves. */
export async function resolveFiles(paths: string[]): Promise<OfacFiles> {
  const found: Partial<OfacFiles> = {};
  for (const path of paths) {
    if ((await stat(path)).isDirectory()) {
      for (const name of await readdir(path)) {
        const role = roleOf(name);
        if (role !== undefined) found[role] ??= join(path, name);
      }
      continue;
    }
    const role = roleOf(path);
    if (role === undefined) {
      throw new Error(`${path}: expected sdn.csv, alt.csv, add.csv or sdn_comments.csv`);
    }
    found[role] = path;
  }
  const missing = (['sdn', 'alt', 'add'] as const).filter((role) => found[role] === undefined);
  if (missing.length > 0 || !found.sdn || !found.alt || !found.add) {
    throw new Error(`the OFAC SDN import needs ${missing.map((m) => `${m}.csv`).join(', ')}`);
  }
  return { sdn: found.sdn, alt: found.alt, add: found.add, comments: found.comments };
}

/** A field with OFAC's null (`-0-`, often with a trailing space) and padding removed. */
const value = (field: string | undefined): string | undefined => {
  const text = field?.trim();
  return text === undefined || text.length === 0 || text === '-0-' ? undefined : text;
};

const isNumber = (text: string | undefined): text is string =>
  text !== undefined && /^\d{1,10}$/.test(text);

const fieldCount = (fields: string[], expected: number): string | undefined =>
  fields.length === expected ? undefined : `expected ${expected} fields, found ${fields.length}`;

/** One sdn.csv row (ent_num, SDN_Name, SDN_Type, Program, Title, ..., Remarks), or why not. */
export function parseSdnRow(fields: string[]): SdnRecord | string {
  const problem = fieldCount(fields, 12);
  if (problem) return problem;
  const entNum = value(fields[0]);
  if (!isNumber(entNum)) return `ent_num "${fields[0] ?? ''}" is not a number`;
  const name = value(fields[1]);
  if (name === undefined) return `ent_num ${entNum} has no SDN_Name`;
  const type = value(fields[2])?.toLowerCase() ?? 'entity';
  if (type !== 'individual' && type !== 'vessel' && type !== 'aircraft' && type !== 'entity') {
    return `ent_num ${entNum} has an unknown SDN_Type "${type}"`;
  }
  // Several programs are written "SDGT] [IFSR": the outer brackets are the file's own.
  const programs = (value(fields[3]) ?? '')
    .split(/\]\s*\[/)
    .map((p) => p.replace(/[[\]]/g, '').trim())
    .filter((p) => p.length > 0);
  const record: SdnRecord = { entNum, name, type, programs };
  const title = value(fields[4]);
  const remarks = value(fields[11]);
  if (title !== undefined) record.title = title;
  if (remarks !== undefined) record.remarks = remarks;
  return record;
}

/** One alt.csv row (ent_num, alt_num, alt_type, alt_name, alt_remarks), or why not. */
export function parseAltRow(fields: string[]): AltRecord | string {
  const problem = fieldCount(fields, 5);
  if (problem) return problem;
  const [entNum, altNum] = [value(fields[0]), value(fields[1])];
  if (!isNumber(entNum)) return `ent_num "${fields[0] ?? ''}" is not a number`;
  if (!isNumber(altNum)) return `alt_num "${fields[1] ?? ''}" is not a number`;
  const type = value(fields[2])?.toLowerCase().replace(/\./g, '');
  if (type !== 'aka' && type !== 'fka' && type !== 'nka') {
    return `alt_num ${altNum} has an unknown alt_type "${fields[2] ?? ''}"`;
  }
  const name = value(fields[3]);
  if (name === undefined) return `alt_num ${altNum} has no alt_name`;
  return { entNum, altNum, type, name };
}

/** One add.csv row (ent_num, add_num, Address, City/State/Province/Postal Code, ...), or why not. */
export function parseAddRow(fields: string[]): AddRecord | string {
  const problem = fieldCount(fields, 6);
  if (problem) return problem;
  const [entNum, addNum] = [value(fields[0]), value(fields[1])];
  if (!isNumber(entNum)) return `ent_num "${fields[0] ?? ''}" is not a number`;
  if (!isNumber(addNum)) return `add_num "${fields[1] ?? ''}" is not a number`;
  const record: AddRecord = { entNum, addNum };
  const [address, city, country, remarks] = [2, 3, 4, 5].map((i) => value(fields[i]));
  if (address !== undefined) record.address = address;
  if (city !== undefined) record.cityStatePostal = city;
  if (country !== undefined) record.country = country;
  if (remarks !== undefined) record.remarks = remarks;
  return record;
}

/**
 * The line holding only the DOS end-of-file character (Ctrl-Z) that OFAC writes last, with or
 * without a line break after it. OFAC's alt.csv and add.csv always end with it (see
 * MARKED_ROLES); sdn.csv and sdn_comments.csv are read without it. A line of white space alone,
 * or an empty quoted field, is not it: OFAC writes no such line, so one is a row that does not
 * read.
 */
const isEndMarker = (fields: string[]): boolean =>
  fields.length === 1 && (fields[0] ?? '').trim() === '\u001a';

/** Why a row of a single blank field is rejected, naming what it is not. */
const blankRow = (fields: string[]): string | undefined =>
  fields.length === 1 && (fields[0] ?? '').trim().length === 0
    ? "a line with no value (white space or an empty quoted field): neither a row nor OFAC's end-of-file marker (Ctrl-Z)"
    : undefined;

interface Located<T> {
  line: number;
  record: T;
}

/**
 * The files that must end with the end marker. Every published alt.csv and add.csv ends with it,
 * so one without it was cut exactly after a row, which nothing else shows. sdn.csv is checked
 * against the other files instead (refuseCutSdn), and sdn_comments.csv files that OFAC
 * published in 2014 and 2021 ended without the marker, so refusing one would stop imports of real
 * releases.
 */
const MARKED_ROLES: ReadonlySet<keyof OfacFiles> = new Set(['alt', 'add']);

const JOINED = 'the file is damaged or several files were joined';

/**
 * The rows of one file of the release, the end marker among them. A file without any row (not
 * even the end marker) is a download that failed, refused rather than read as no entries. Rows
 * after the marker are refused rather than read: the marker ends the file, so whatever follows
 * it was not written as part of it.
 */
async function* rowsOf(file: string, role: keyof OfacFiles): AsyncGenerator<CsvRecord> {
  let last: CsvRecord | undefined;
  let marker: number | undefined;
  for await (const row of readCsv(file)) {
    if (marker !== undefined) {
      const reason = `line ${marker} holds OFAC's end-of-file marker (Ctrl-Z), yet line ${row.line} follows it`;
      throw new SourceFileError(file, marker, `${reason}: ${JOINED}`);
    }
    last = row;
    if (isEndMarker(row.fields)) marker = row.line;
    else if (row.fields.some((field) => field.includes('\u001a'))) {
      // OFAC's marker has no line break after it, so a file joined on starts on its line.
      const reason = `line ${row.line} holds OFAC's end-of-file marker (Ctrl-Z) among other data, where OFAC writes it alone on the last line`;
      throw new SourceFileError(file, row.line, `${reason}: ${JOINED}`);
    }
    yield row;
    // Checked once the row is read, so that a row that does not read says why (rowRejected).
    // OFAC ends every row with a line break but its end marker, which may stand last alone.
    if (marker === undefined) requireLineBreak(file, row, "OFAC's");
  }
  if (last === undefined) throw new SourceFileError(file, 1, 'the file is empty: no rows');
  if (marker === undefined && MARKED_ROLES.has(role)) {
    throw new SourceFileError(
      file,
      last.line,
      "the file ends after this row without OFAC's end-of-file marker (Ctrl-Z), which OFAC writes last in alt.csv and add.csv: the file looks cut off after its last row (an incomplete download or copy?)",
    );
  }
}

/** The records grouped under `key`, removed from the map. */
function take<T>(map: Map<string, Located<T>[]>, key: string): T[] {
  const list = map.get(key) ?? [];
  map.delete(key);
  return list.map((located) => located.record);
}

/**
 * Reads a file whose rows refer to ent_num into a Map grouped by ent_num. This holds the whole
 * of alt.csv and add.csv in memory, which is acceptable: the SDN list has about 18,000 entries
 * with some 20,000 aliases and 25,000 addresses (a few megabytes), and it lets every entity be
 * emitted whole, in one event, while sdn.csv itself streams.
 */
async function* group<T extends { entNum: string }>(
  file: string,
  role: keyof OfacFiles,
  parse: (fields: string[]) => T | string,
  into: Map<string, Located<T>[]>,
): AsyncGenerator<SourceEvent> {
  for await (const row of rowsOf(file, role)) {
    const { line, fields, error } = row;
    if (isEndMarker(fields)) continue;
    const record = error ?? blankRow(fields) ?? parse(fields);
    if (typeof record === 'string') {
      yield rowRejected(file, row, record);
      continue;
    }
    const list = into.get(record.entNum);
    if (list) list.push({ line, record });
    else into.set(record.entNum, [{ line, record }]);
  }
}

/**
 * Reads an OFAC SDN release: alt.csv, add.csv and sdn_comments.csv first (grouped by ent_num),
 * then sdn.csv, one event per SDN entry. Alias and address rows are folded into their entry's
 * event; they have events of their own only when rejected, or skipped because no sdn.csv row
 * claims them.
 */
export async function* readOfacSdn(paths: string[]): AsyncGenerator<SourceEvent> {
  const files = await resolveFiles(paths);
  const alts = new Map<string, Located<AltRecord>[]>();
  const adds = new Map<string, Located<AddRecord>[]>();
  yield* group(files.alt, 'alt', parseAltRow, alts);
  yield* group(files.add, 'add', parseAddRow, adds);
  // Remarks longer than 1,000 characters are cut in sdn.csv and continue in this file.
  const spill = new Map<string, Located<{ entNum: string; text: string }>[]>();
  if (files.comments) {
    yield* group(
      files.comments,
      'comments',
      (fields) => {
        const entNum = value(fields[0]);
        if (fields.length !== 2 || !isNumber(entNum)) return 'expected ent_num and remarks';
        return { entNum, text: fields[1] ?? '' };
      },
      spill,
    );
  }

  const seen = new Set<string>();
  const file = files.sdn;
  let highest = -1;
  let lastLine = 1;
  for await (const row of rowsOf(file, 'sdn')) {
    const { line, fields, error } = row;
    lastLine = line;
    if (isEndMarker(fields)) continue;
    // Every ent_num sdn.csv lists, read or not: the highest is where a cut would show.
    const listed = value(fields[0]);
    if (isNumber(listed)) highest = Math.max(highest, Number(listed));
    const sdn = error ?? blankRow(fields) ?? parseSdnRow(fields);
    if (typeof sdn === 'string') {
      // The entry's aliases and addresses go with it, rather than being reported as orphans.
      const entNum = value(fields[0]);
      if (isNumber(entNum)) [alts, adds, spill].forEach((map) => map.delete(entNum));
      yield rowRejected(file, row, sdn);
      continue;
    }
    if (seen.has(sdn.entNum)) {
      yield { file, line, rejected: `ent_num ${sdn.entNum} appears more than once` };
      continue;
    }
    seen.add(sdn.entNum);
    const more = take(spill, sdn.entNum).map((s) => s.text);
    if (more.length > 0) sdn.remarks = (sdn.remarks ?? '') + more.join('');
    const result = mapSdn(sdn, take(alts, sdn.entNum), take(adds, sdn.entNum));
    yield { file, line, ...result };
  }

  refuseCutSdn(file, lastLine, highest, [
    [files.alt, alts],
    [files.add, adds],
    ...(files.comments ? [[files.comments, spill] as const] : []),
  ]);
  yield* orphans(alts, files.alt);
  yield* orphans(adds, files.add);
  if (files.comments) yield* orphans(spill, files.comments);
}

/**
 * Refuses an sdn.csv cut exactly after a row's line break, which reads as a whole file. OFAC
 * numbers entries upward and lists them in that order, and its alt.csv, add.csv and
 * sdn_comments.csv rows belong to entries of the same release; so rows left unclaimed whose
 * ent_num is above every ent_num of sdn.csv are the entries the cut removed. Unclaimed rows
 * below it are skipped one by one (an entry rejected or missing mid-file).
 */
function refuseCutSdn(
  sdn: string,
  lastLine: number,
  highest: number,
  unclaimed: readonly (readonly [string, Map<string, unknown>])[],
): void {
  const above = new Set<number>();
  const where: string[] = [];
  for (const [file, map] of unclaimed) {
    const found = [...map.keys()].map(Number).filter((entNum) => entNum > highest);
    if (found.length === 0) continue;
    found.forEach((entNum) => above.add(entNum));
    where.push(basename(file));
  }
  if (above.size === 0) return;
  const sorted = [...above].sort((a, b) => a - b);
  const shown = sorted.length > 3 ? `${sorted.slice(0, 3).join(', ')}, …` : sorted.join(', ');
  const rows = `${where.join(', ')} ${where.length > 1 ? 'hold' : 'holds'} rows of ${sorted.length} ent_num${sorted.length > 1 ? 's' : ''} (${shown})`;
  // A file cut before its first row has no highest ent_num to name.
  const found =
    highest < 0
      ? `it lists no ent_num, while ${rows}: the file looks cut off`
      : `${rows} above ${highest}, the highest ent_num of ${basename(sdn)}: the file looks cut off after its last row`;
  throw new SourceFileError(sdn, lastLine, `${found} (an incomplete download or copy?)`);
}

/** Rows left in a map once sdn.csv is read: no entry claimed them. */
function* orphans<T>(map: Map<string, Located<T>[]>, file: string): Generator<SourceEvent> {
  for (const [entNum, rows] of map) {
    for (const row of rows) {
      yield { file, line: row.line, skipped: `ent_num ${entNum} is not in sdn.csv` };
    }
  }
}
