import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import { CsvParser, type CsvOptions, type CsvRecord } from './csv-parser.js';

/** Opens a file as UTF-8 text, through gunzip when its name ends in `.gz`. */
export function openText(path: string): Readable {
  const file = createReadStream(path, { highWaterMark: 256 * 1024 });
  const stream = path.endsWith('.gz') ? file.pipe(createGunzip()) : file;
  // A decoding stream, so a character split across two chunks arrives whole.
  stream.setEncoding('utf8');
  if (stream !== file) file.on('error', (error) => stream.destroy(error));
  return stream;
}

/**
 * The records of a CSV file, one at a time, in constant memory. A UTF-8 byte order mark is
 * dropped; blank lines are skipped; `line` is where each record starts.
 */
export async function* readCsv(path: string, options: CsvOptions = {}): AsyncGenerator<CsvRecord> {
  const parser = new CsvParser(options);
  for await (const chunk of openText(path)) {
    yield* parser.push(chunk as string);
  }
  yield* parser.end();
}
