import { createInterface } from 'node:readline';
import { openText } from '../csv/read-csv.js';
import type { SourceEvent } from '../source.js';
import { mapFtmLine } from './mapper.js';

/** A non-blank line of a file, with its 1-based number. */
export interface TextLine {
  line: number;
  text: string;
}

/**
 * The non-blank lines of a UTF-8 text file (gzipped when its name ends in `.gz`), one at a
 * time: only the current line is held in memory. CRLF and LF both end a line; a byte order
 * mark at the start is dropped.
 */
export async function* readLines(path: string): AsyncGenerator<TextLine> {
  const lines = createInterface({ input: openText(path), crlfDelay: Infinity });
  let line = 0;
  for await (const raw of lines) {
    line++;
    const text = line === 1 && raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
    if (text.trim() === '') continue;
    yield { line, text };
  }
}

/** The events of FtM JSON lines files, one per entity line, file after file. */
export async function* readFtm(paths: string[]): AsyncGenerator<SourceEvent> {
  for (const file of paths) {
    for await (const { line, text } of readLines(file)) {
      yield { file, line, ...mapFtmLine(text) };
    }
  }
}
