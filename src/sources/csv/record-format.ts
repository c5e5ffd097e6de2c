import { onceKey, type RecordType } from '../../entities/record-fields.js';
import type { SourceEvent, SourceFormat } from '../source.js';
import {
  forbiddenTextIn,
  forbiddenTextReason,
  hasForbiddenText,
} from '../../ingest/forbidden-text.js';
import { readCsv, rowRejected } from './read-csv.js';
import { SourceFileError } from './source-file-error.js';

export { SourceFileError };

/** Separators that spreadsheets write instead of commas, as the hint names them. */
const SEPARATORS: [string, string][] = [
  [';', "';' (semicolons)"],
  ['\t', 'tabs'],
];

/**
 * Why a header row is not the one of `type`, or undefined when it is; `names` are its fields
 * trimmed and in lower case, `fields` as written.
 */
function headerProblem(type: RecordType, names: string[], fields: string[]): string | undefined {
  const expected = `(a ${type.name} file has ${type.columns.join(',')})`;
  // Excel in a Dutch or German locale saves "CSV" with semicolons: the whole header is one field.
  const [only] = names;
  if (names.length === 1 && only !== undefined) {
    for (const [separator, shown] of SEPARATORS) {
      if (only.includes(separator)) {
        return `the header is one column, ${JSON.stringify(only)}: the file seems to use ${shown} between columns, and this format expects ',' ${expected}`;
      }
    }
  }
  const expectedNames = new Set(type.columns);
  // No column the format knows: a file without its header row, whose first row is data (which
  // read as a header would "repeat" values or lack every column).
  if (names.length > 1 && !names.some((name) => expectedNames.has(name))) {
    const shown = fields.length > 8 ? `${fields.slice(0, 8).join(', ')}, …` : fields.join(', ');
    return `the first row is not a ${type.name} header (no header row?): it reads ${shown} ${expected}`;
  }
  const seen = new Set<string>();
  const named = names.filter((name) => name !== '');
  const duplicate = named.filter((name) => seen.has(name) || !seen.add(name));
  if (duplicate.length > 0) return `the header repeats ${duplicate.join(', ')}`;
  // An empty name would print as nothing; it is named by its position (1-based) instead.
  const empty = names.flatMap((name, i) => (name === '' ? [i + 1] : []));
  const unknown = named.filter((name) => !expectedNames.has(name));
  const optional = new Set(type.optionalColumns);
  const missing = type.columns.filter((name) => !seen.has(name) && !optional.has(name));
  const problems = [];
  if (missing.length > 0) problems.push(`lacks ${missing.join(', ')}`);
  if (unknown.length > 0) problems.push(`has unknown columns ${unknown.join(', ')}`);
  if (empty.length > 0) {
    const trailing = empty.at(-1) === names.length ? ' (a trailing comma?)' : '';
    problems.push(
      `has ${empty.length === 1 ? 'an empty column' : 'empty columns'} ${empty.join(', ')}${trailing}`,
    );
  }
  if (problems.length === 0) return undefined;
  return `the header ${problems.join(' and ')} ${expected}`;
}

/**
 * The events of one CSV file of our own formats: a header row naming the type's columns in
 * any order, then one record per row. A row is rejected when its quoting is broken, its field
 * count differs from the header's, or a value does not check (the column is named).
 */
export async function* readRecordFile(type: RecordType, file: string): AsyncGenerator<SourceEvent> {
  let header: string[] | undefined;
  for await (const row of readCsv(file)) {
    if (header === undefined) {
      if (row.error) throw new SourceFileError(file, row.line, `the header row: ${row.error}`);
      header = row.fields.map((name) => name.trim().toLowerCase());
      const problem = headerProblem(type, header, row.fields);
      if (problem) throw new SourceFileError(file, row.line, problem);
      continue;
    }
    const { line, fields } = row;
    if (row.error) {
      yield rowRejected(file, row, row.error);
      continue;
    }
    // A line of spaces is a blank line too. An empty quoted field that ends the file is not:
    // a blank line holds no quotes, so that is a row cut off after its first field.
    const cutAfterQuotes = row.unterminated === true && fields[0] === '' && header.length > 1;
    if (fields.length === 1 && fields[0]?.trim() === '' && !cutAfterQuotes) continue;
    if (fields.length !== header.length) {
      yield rowRejected(
        file,
        row,
        `has ${fields.length} fields where the header has ${header.length}`,
      );
      continue;
    }
    const values: Record<string, string> = {};
    header.forEach((name, i) => {
      values[name] = fields[i] ?? '';
    });
    const result = type.check(values);
    if (!result.ok) {
      // A cut can only leave the last field short: a bad value before it is a bad row.
      const mayBeCut = result.column === header.at(-1);
      yield rowRejected(file, row, `${result.column}: ${result.reason}`, mayBeCut);
      continue;
    }
    const { record } = result;
    // Rejected here as the import runner would, but naming the column the file has rather than
    // the field of the record it became (risk_rating_message, not /data/risk_rating/message).
    if (hasForbiddenText(record.data)) {
      const found = forbiddenTextIn(record.data);
      const column = found && header.find((name) => values[name]?.includes(found.character));
      if (found && column !== undefined) {
        yield rowRejected(
          file,
          row,
          forbiddenTextReason(found.character, `the column ${column}`),
          false,
        );
        continue;
      }
    }
    const also = type.alsoKeyed?.(record.data) ?? [];
    const once = onceKey(type, record.data);
    yield {
      file,
      line,
      items: [
        once === undefined ? { kind: 'record', record } : { kind: 'record', record, once },
        ...also.map(({ type: alsoType, key }) => ({
          kind: 'record' as const,
          record: { type: alsoType, key, data: record.data },
        })),
      ],
    };
  }
  if (header === undefined) throw new SourceFileError(file, 1, 'the file is empty: no header row');
}

/** The source format that reads CSV files of one of our own record types. */
export function csvRecordFormat(type: RecordType, description: string): SourceFormat {
  return {
    name: type.name,
    yields: 'records',
    description,
    paths: `one or more ${type.name} CSV files (UTF-8, comma separated, with a header row)`,
    async *read(paths) {
      for (const path of paths) yield* readRecordFile(type, path);
    },
  };
}
