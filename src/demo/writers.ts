import { closeSync, fchmodSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const BUFFER_BYTES = 1 << 20;

/**
 * A file written in order through a 1 MB buffer with synchronous writes: generation is CPU
 * work anyway, and this keeps memory flat however many rows a file gets. Text is encoded
 * straight into the buffer rather than appended to a string, which would build ropes that
 * cost more to flatten and collect than the writing itself.
 */
export class FileWriter {
  private readonly fd: number;
  private readonly buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  private used = 0;
  rows = 0;
  bytes = 0;

  constructor(
    readonly dir: string,
    readonly name: string,
  ) {
    this.fd = openSync(join(dir, name), 'w', 0o600);
    // The mode given applies to a new file only: one an older build left 0644 is closed too.
    fchmodSync(this.fd, 0o600);
  }

  write(text: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    if (this.used + text.length * 3 > BUFFER_BYTES) {
      this.flush();
      if (text.length * 3 > BUFFER_BYTES) {
        this.writeAll(Buffer.from(text, 'utf8'));
        return;
      }
    }
    this.used += this.buffer.write(text, this.used, 'utf8');
  }

  /** One data row (not counted for headers). */
  row(text: string): void {
    this.rows++;
    this.write(text);
  }

  close(): { name: string; rows: number; bytes: number } {
    this.flush();
    closeSync(this.fd);
    return { name: this.name, rows: this.rows, bytes: this.bytes };
  }

  private flush(): void {
    this.writeAll(this.buffer.subarray(0, this.used));
    this.used = 0;
  }

  private writeAll(data: Buffer): void {
    let written = 0;
    while (written < data.length) written += writeSync(this.fd, data, written);
    this.bytes += data.length;
  }
}

export type CsvValue = string | number | boolean | undefined;

/** One CSV line (RFC 4180): a field with the separator, a quote or a line break is quoted. */
export function csvLine(values: readonly CsvValue[], separator = ','): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    const text = value === undefined ? '' : String(value);
    if (i > 0) line += separator;
    line +=
      text.includes(separator) || text.includes('"') || text.includes('\n') || text.includes('\r')
        ? `"${text.replace(/"/g, '""')}"`
        : text;
  }
  return `${line}\n`;
}

/** A CSV file of one of our own formats: the header row names `columns`. */
export class CsvWriter {
  private readonly file: FileWriter;

  constructor(
    dir: string,
    name: string,
    private readonly columns: readonly string[],
    private readonly separator = ',',
  ) {
    this.file = new FileWriter(dir, name);
    this.file.write(csvLine(columns, separator));
  }

  /** A row from values by column name; columns without a value are left empty. */
  add(values: Readonly<Record<string, CsvValue>>): void {
    this.file.row(
      csvLine(
        this.columns.map((c) => values[c]),
        this.separator,
      ),
    );
  }

  get rows(): number {
    return this.file.rows;
  }

  get name(): string {
    return this.file.name;
  }

  close(): { name: string; rows: number; bytes: number } {
    return this.file.close();
  }
}
