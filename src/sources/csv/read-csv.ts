import type { SourceEvent } from '../source.js';
import { CsvParser, UnclosedQuoteError, type CsvOptions, type CsvRecord } from './csv-parser.js';
import { openText } from './read-text.js';
import { SourceFileError } from './source-file-error.js';

/** Names `file` in an UnclosedQuoteError, which means the file was not read at all. */
function inFile<T>(file: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof UnclosedQuoteError) {
      throw new SourceFileError(file, error.line, error.message);
    }
    throw error;
  }
}

/** `parser.push(chunk)` for `file`: see inFile. */
export const pushCsv = (parser: CsvParser, chunk: string, file: string): CsvRecord[] =>
  inFile(file, () => parser.push(chunk));

/** `parser.end()` for `file`: see inFile. */
export const endCsv = (parser: CsvParser, file: string): CsvRecord[] =>
  inFile(file, () => parser.end());

/**
 * The event for a row of `file` that does not read. The last row of a file that does not end
 * with a line break is where a cut-off download ends: then the file is refused as a whole
 * (thrown), since publishing the rows before the cut would drop the rest of the list unseen.
 * `mayBeCut: false` says the fault cannot come from a cut (a value before the last field).
 */
export function rowRejected(
  file: string,
  row: CsvRecord,
  reason: string,
  mayBeCut = true,
): SourceEvent {
  if (row.unterminated && mayBeCut) {
    throw new SourceFileError(
      file,
      row.line,
      `the last line does not end with a line break and does not read (${reason}): the file looks truncated`,
    );
  }
  return { file, line: row.line, rejected: reason };
}

/**
 * Refuses a file whose last row `row` is not ended by a line break, for a format whose
 * publisher ends every row of its files with one (`publisher` says whose files these are): such
 * a row is where a cut-off download or copy ends, even where what is left of its last field
 * still reads (a city "Amster" for "Amsterdam"), and publishing the file would drop the rest of
 * the list unseen.
 */
export function requireLineBreak(file: string, row: CsvRecord, publisher: string): void {
  if (!row.unterminated) return;
  throw new SourceFileError(
    file,
    row.line,
    `the last line does not end with a line break, as every line of ${publisher} files does: the file looks cut off (an incomplete download or copy?)`,
  );
}

/**
 * The records of a CSV file, one at a time, in constant memory. A UTF-8 byte order mark is
 * dropped; blank lines are skipped; `line` is where each record starts. A quote never closed,
 * or text that is not UTF-8, throws a SourceFileError.
 */
export async function* readCsv(path: string, options: CsvOptions = {}): AsyncGenerator<CsvRecord> {
  const parser = new CsvParser(options);
  for await (const chunk of openText(path)) {
    yield* pushCsv(parser, chunk, path);
  }
  yield* endCsv(parser, path);
}
