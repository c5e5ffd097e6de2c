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
 * time: only the current line is held in memory. CRLF, LF and a lone CR each end a line; a byte
 * order mark at the start is dropped. Line ends are looked for in each new chunk only, so a
 * line of many chunks costs no more than its length.
 */
export async function* readLines(path: string): AsyncGenerator<TextLine> {
  let line = 0;
  let pending: string[] = [];
  const take = (): TextLine | undefined => {
    line++;
    let text = pending.join('');
    pending = [];
    if (line === 1 && text.startsWith('\uFEFF')) text = text.slice(1);
    return text.trim() === '' ? undefined : { line, text };
  };
  // A CR at the end of a chunk may be the first half of a CRLF: held until the next chunk.
  let heldCR = false;
  for await (const read of openText(path)) {
    let chunk: string = heldCR ? `\r${read}` : read;
    heldCR = chunk.endsWith('\r');
    if (heldCR) chunk = chunk.slice(0, -1);
    const lineEnd = /\r\n|\r|\n/g;
    let start = 0;
    for (let end = lineEnd.exec(chunk); end !== null; end = lineEnd.exec(chunk)) {
      pending.push(chunk.slice(start, end.index));
      start = end.index + end[0].length;
      const taken = take();
      if (taken) yield taken;
    }
    if (start < chunk.length) pending.push(chunk.slice(start));
  }
  if (heldCR) {
    const taken = take();
    if (taken) yield taken;
    return;
  }
  if (pending.length === 0) return;
  const last = take();
  if (last) yield { ...last, unterminated: true };
}

/**
 * The events of FtM JSON lines files, one per entity line, file after file. A last line that
 * does not end with a line break and is not JSON is a file cut off mid-record (a broken
 * download): the file is refused, not published without the rest of its entities. So is a file
 * without a line that is not blank: a download that failed, or a wrong path, among others.
 */
export async function* readFtm(paths: string[]): AsyncGenerator<SourceEvent> {
  for (const file of paths) {
    let lines = 0;
    for await (const { line, text, unterminated } of readLines(file)) {
      lines++;
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
    if (lines === 0) throw new SourceFileError(file, 1, 'the file is empty: no entity lines');
  }
}
