import { openText, SourceFileError } from '../csv/index.js';
import type { SourceEvent } from '../source.js';
import { mapFtmLine } from './mapper.js';

/** A non-blank line of a file, with its 1-based number. */
export interface TextLine {
  line: number;
  text: string;
  /** The last line, ended by the end of the file rather than a line break. */
  unterminated?: true;
}

/**
 * The non-blank lines of a UTF-8 text file (gzipped when its name ends in `.gz`), one at a
 * time: only the current line is held in memory. CRLF and LF both end a line; a byte order
 * mark at the start is dropped.
 */
export async function* readLines(path: string): AsyncGenerator<TextLine> {
  let line = 0;
  let rest = '';
  const take = (raw: string): TextLine | undefined => {
    line++;
    let text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === 1 && text.startsWith('\uFEFF')) text = text.slice(1);
    return text.trim() === '' ? undefined : { line, text };
  };
  for await (const chunk of openText(path)) {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const raw of parts) {
      const taken = take(raw);
      if (taken) yield taken;
    }
  }
  const last = rest === '' ? undefined : take(rest);
  if (last) yield { ...last, unterminated: true };
}

/**
 * The events of FtM JSON lines files, one per entity line, file after file. A last line that
 * does not end with a line break and is not JSON is a file cut off mid-record (a broken
 * download): the file is refused, not published without the rest of its entities.
 */
export async function* readFtm(paths: string[]): AsyncGenerator<SourceEvent> {
  for (const file of paths) {
    for await (const { line, text, unterminated } of readLines(file)) {
      const outcome = mapFtmLine(text);
      if (unterminated && 'malformed' in outcome) {
        throw new SourceFileError(
          file,
          line,
          `the last line does not end with a line break and is not complete JSON (${outcome.rejected}): the file looks truncated`,
        );
      }
      if ('malformed' in outcome) yield { file, line, rejected: outcome.rejected };
      else yield { file, line, ...outcome };
    }
  }
}
