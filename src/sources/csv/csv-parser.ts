/**
 * An incremental CSV parser (RFC 4180): fields are separated by one character, a field that
 * holds the separator, a quote or a line break is quoted with `"`, and a quote inside it is
 * doubled. Records end at CRLF, LF or a lone CR. Text arrives in chunks of any size, so a file is
 * parsed in constant memory; a record is only held until it is complete.
 */

/** One record of a CSV file. `line` is the 1-based line on which the record starts. */
export interface CsvRecord {
  line: number;
  fields: string[];
  /** Set when the record's quoting is broken; `fields` then holds a best-effort reading. */
  error?: string;
  /**
   * Set on a last record that the end of the text ended rather than a line break. When such a
   * record does not read, the file was most likely cut off (a broken download) mid-record.
   */
  unterminated?: true;
}

/**
 * A quote that is never closed: still open at the end of the text, or open across line breaks
 * for longer than a record may be. Everything after it was read as one field, so the file was
 * cut off inside a quoted field, or one stray quote swallowed the rest of it: either way the
 * file was not read, which is no single bad record.
 */
export class UnclosedQuoteError extends Error {
  constructor(
    /** The line on which the open quote stands. */
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'UnclosedQuoteError';
  }

  static atEnd(line: number, lastLine: number): UnclosedQuoteError {
    const swallowed =
      lastLine > line
        ? `lines ${line} to ${lastLine} were read as one field`
        : 'the last record is cut off';
    return new UnclosedQuoteError(
      line,
      `the quote opened on line ${line} is not closed before the end of the file, so ${swallowed}: the file is truncated, or that quote is unbalanced`,
    );
  }

  static tooLong(line: number, lastLine: number, length: number): UnclosedQuoteError {
    return new UnclosedQuoteError(
      line,
      `the quote opened on line ${line} is not closed within ${length} characters (lines ${line} to ${lastLine} were read as one field): that quote is unbalanced`,
    );
  }
}

export interface CsvOptions {
  /** The field separator, one character: `,` unless told. */
  separator?: string;
  /** A longer record is reported as an error and skipped up to the next line break. */
  maxRecordLength?: number;
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const BOM = '\uFEFF';

const enum State {
  /** Before the first character of a field. */
  FieldStart,
  Unquoted,
  Quoted,
  /** A quote inside a quoted field: the closing quote, or the first of a doubled one. */
  QuoteInQuoted,
  /** After an overlong record: characters are dropped up to the next line break. */
  Skipping,
}

export class CsvParser {
  private readonly separator: number;
  private readonly maxRecordLength: number;
  private state = State.FieldStart;
  private fields: string[] = [];
  private field = '';
  private recordLength = 0;
  /** Whether the current record has consumed anything: a blank line has not. */
  private started = false;
  private error: string | undefined;
  private line = 1;
  private recordLine = 1;
  private lastWasCR = false;
  private endsWithBreak = false;
  /** The line of the quote that opened the current quoted field. */
  private quoteLine = 1;
  private first = true;

  constructor(options: CsvOptions = {}) {
    const separator = options.separator ?? ',';
    if (separator.length !== 1 || separator === '"' || separator === '\r' || separator === '\n') {
      throw new Error(`the CSV separator must be one character other than a quote or line break`);
    }
    this.separator = separator.charCodeAt(0);
    this.maxRecordLength = options.maxRecordLength ?? 1_048_576;
  }

  /**
   * Parses the next chunk of text; returns the records it completed. Throws UnclosedQuoteError
   * when an open quote has run across lines for longer than a record may be.
   */
  push(chunk: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    let text = chunk;
    if (this.first && text.length > 0) {
      this.first = false;
      if (text.startsWith(BOM)) text = text.slice(1);
    }
    const sep = this.separator;
    let i = 0;
    const n = text.length;
    while (i < n) {
      const c = text.charCodeAt(i);
      // Line numbers count CRLF once, wherever it falls (inside quotes too).
      if (c === CR) this.line++;
      else if (c === LF && !this.lastWasCR) this.line++;
      const crlfTail = c === LF && this.lastWasCR;
      this.lastWasCR = c === CR;

      switch (this.state) {
        case State.FieldStart:
        case State.Unquoted:
          if (c === sep) {
            this.started = true;
            this.endField();
            this.state = State.FieldStart;
            this.grow(1, out);
          } else if (c === CR || c === LF) {
            if (!crlfTail) this.endRecord(out);
          } else if (c === QUOTE && this.state === State.FieldStart) {
            this.started = true;
            this.state = State.Quoted;
            this.quoteLine = this.line;
            this.grow(1, out);
          } else {
            // Take the run of plain characters in one slice. A quote inside an unquoted field
            // is kept as it is, as most writers mean it.
            const stop = this.stop(i, n);
            let j = i + 1;
            while (j < stop) {
              const d = text.charCodeAt(j);
              if (d === sep || d === CR || d === LF) break;
              j++;
            }
            this.started = true;
            this.field += text.slice(i, j);
            this.state = State.Unquoted;
            this.grow(j - i, out);
            i = j;
            continue;
          }
          break;
        case State.Quoted: {
          const stop = this.stop(i, n);
          let j = i;
          while (j < stop && text.charCodeAt(j) !== QUOTE) j++;
          // Count the line breaks inside the run; its first character was counted above.
          for (let k = i + 1; k < j; k++) {
            const d = text.charCodeAt(k);
            if (d === CR) this.line++;
            else if (d === LF && text.charCodeAt(k - 1) !== CR) this.line++;
          }
          this.field += text.slice(i, j);
          // Short of `stop` the run ended at a quote; at `stop` the chunk or the budget ran out.
          const closing = j < stop;
          if (closing) {
            this.state = State.QuoteInQuoted;
            this.lastWasCR = false;
          } else if (j > i) {
            this.lastWasCR = text.charCodeAt(j - 1) === CR;
          }
          this.grow(j - i + (closing ? 1 : 0), out);
          i = closing ? j + 1 : j;
          continue;
        }
        case State.QuoteInQuoted:
          if (c === QUOTE) {
            this.field += '"';
            this.state = State.Quoted;
            this.grow(1, out);
          } else if (c === sep) {
            this.endField();
            this.state = State.FieldStart;
            this.grow(1, out);
          } else if (c === CR || c === LF) {
            this.endRecord(out);
          } else {
            this.error ??= `unexpected character after a closing quote in field ${this.fields.length + 1}`;
            this.field += text[i] ?? '';
            this.state = State.Unquoted;
            this.grow(1, out);
          }
          break;
        case State.Skipping:
          if ((c === CR || c === LF) && !crlfTail) this.reset();
          break;
      }
      i++;
    }
    if (n > 0) {
      const last = text.charCodeAt(n - 1);
      this.endsWithBreak = last === CR || last === LF;
    }
    return out;
  }

  /**
   * Ends the input; returns the last record if the text did not end with a line break, marked
   * `unterminated`. Throws UnclosedQuoteError when a quoted field is still open.
   */
  end(): CsvRecord[] {
    const out: CsvRecord[] = [];
    if (this.state === State.Quoted) {
      throw UnclosedQuoteError.atEnd(this.quoteLine, this.line - (this.endsWithBreak ? 1 : 0));
    }
    if (this.state !== State.Skipping) this.endRecord(out);
    const last = out[0];
    if (last) last.unterminated = true;
    this.reset();
    return out;
  }

  private endField(): void {
    this.fields.push(this.field);
    this.field = '';
  }

  private endRecord(out: CsvRecord[]): void {
    if (this.started) {
      this.endField();
      const record: CsvRecord = { line: this.recordLine, fields: this.fields };
      if (this.error) record.error = this.error;
      out.push(record);
    }
    this.reset();
  }

  private reset(): void {
    this.state = State.FieldStart;
    this.fields = [];
    this.field = '';
    this.recordLength = 0;
    this.started = false;
    this.error = undefined;
    // The line counter has already moved past the break that ended the record.
    this.recordLine = this.line;
  }

  /** Where a run of characters starting at `i` must stop: the chunk's end or one past the budget. */
  private stop(i: number, n: number): number {
    return Math.min(n, i + Math.max(0, this.maxRecordLength - this.recordLength) + 1);
  }

  /**
   * Counts characters of the current record, and gives up on one that grows without end. When
   * an open quote ran across lines to get there, the lines it swallowed were never read as
   * rows, so skipping to the next line break would lose them unseen: that throws.
   */
  private grow(count: number, out: CsvRecord[]): void {
    this.recordLength += count;
    if (this.recordLength <= this.maxRecordLength) return;
    if (this.state === State.Quoted && this.line > this.quoteLine) {
      throw UnclosedQuoteError.tooLong(this.quoteLine, this.line, this.maxRecordLength);
    }
    out.push({
      line: this.recordLine,
      fields: [],
      error: `the record is longer than ${this.maxRecordLength} characters (an unclosed quote?)`,
    });
    this.fields = [];
    this.field = '';
    this.state = State.Skipping;
  }
}
