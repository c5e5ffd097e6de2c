import {
  CsvParser,
  endCsv,
  openText,
  pushCsv,
  requireLineBreak,
  rowRejected,
  SourceFileError,
} from '../csv/index.js';
import type { SourceEvent } from '../source.js';
import { bagColumns, mapBagRow, type BagColumns } from './mapper.js';

/**
 * Whose files end every row with a line break: NLExtract writes bagadres.csv with PostgreSQL's
 * COPY, which does.
 */
const LINE_BREAKS = "NLExtract's bagadres.csv";

/**
 * Reads NLExtract bagadres.csv files (semicolon separated, header row), one event per address.
 * Columns are found by header name, so NLExtract's wider exports (bagadres-full.csv) read too.
 */
export async function* readBagCsv(paths: string[]): AsyncGenerator<SourceEvent> {
  for (const file of paths) {
    let columns: BagColumns | undefined;
    const parser = new CsvParser({ separator: ';' });
    // The parser is driven chunk by chunk rather than through readCsv: with ~10 million rows,
    // one asynchronous step less per row is about a quarter more rows per second.
    const chunks = (async function* () {
      for await (const chunk of openText(file)) yield pushCsv(parser, chunk, file);
      yield endCsv(parser, file);
    })();
    for await (const records of chunks) {
      for (const row of records) {
        const { line, fields, error } = row;
        if (columns === undefined) {
          try {
            columns = bagColumns(fields);
          } catch (cause) {
            throw new Error(`${file}: ${(cause as Error).message}`);
          }
          requireLineBreak(file, row, LINE_BREAKS);
          continue;
        }
        const address = error ?? mapBagRow(columns, fields);
        if (typeof address === 'string') {
          yield rowRejected(file, row, address);
          continue;
        }
        // After the row reads: one that does not says why (rowRejected).
        requireLineBreak(file, row, LINE_BREAKS);
        yield { file, line, items: [{ kind: 'address', address }] };
      }
    }
    if (columns === undefined)
      throw new SourceFileError(file, 1, 'the file is empty: no header row');
  }
}
