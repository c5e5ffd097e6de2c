import type { SourceEvent } from '../source.js';
import { CsvParser, UnclosedQuoteError, type CsvOptions, type CsvRecord } from './csv-parser.js';
import { openText } from './read-text.js';
import { SourceFileError } from './source-file-error.js';

/** Ends `parser`, naming `file` when a quote is left open (the file is not read at all). */
export function endCsv(parser: CsvParser, file: string): CsvRecord[] {
  try {
    return parser.end();
  } catch (error) {
    if (error instanceof UnclosedQuoteError)
      throw new SourceFileError(file, error.line, error.message);
    throw error;
  }
}

/**
 * The event for a row of `file` that does not read. The last row of a file that does not end
 * with a line break is where a cut-off download ends: then the file is refused as a whole
 * (thrown), since publishing the rows before the cut would drop the rest of the list unseen.
 */
export function rowRejected(file: string, row: CsvRecord, reason: string): SourceEvent {
  if (row.unterminated) {
    throw new SourceFileError(
      file,
      row.line,
      `the last line does not end with a line break and does not read (${reason}): the file looks truncated`,
    );
  }
  return { file, line: row.line, rejected: reason };
}

/**
 * The records of a CSV file, one at a time, in constant memory. A UTF-8 byte order mark is
 * dropped; blank lines are skipped; `line` is where each record starts. A quote left open at
 * the end, or text that is not UTF-8, throws a SourceFileError.
 */
export async function* readCsv(path: string, options: CsvOptions = {}): AsyncGenerator<CsvRecord> {
  const parser = new CsvParser(options);
  for await (const chunk of openText(path)) {
    yield* parser.push(chunk);
  }
  yield* endCsv(parser, path);
}
