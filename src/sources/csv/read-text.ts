import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { SourceFileError } from './source-file-error.js';

/** How a file starts: empty, as gzip data does (1f 8b), or otherwise. */
async function gzipStart(path: string): Promise<'empty' | 'gzip' | 'other'> {
  const handle = await open(path);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    if (bytesRead === 0) return 'empty';
    return buffer[0] === 0x1f && buffer[1] === 0x8b ? 'gzip' : 'other';
  } finally {
    await handle.close();
  }
}

/**
 * A read error said plainly and naming the file: the driver's own ("EISDIR: illegal operation
 * on a directory", zlib's "unexpected end of file") names neither.
 */
function unreadable(path: string, error: unknown): Error {
  const code = (error as { code?: unknown }).code;
  if (code === 'EISDIR') return new Error(`${path}: is a directory, not a file`);
  if (code === 'Z_BUF_ERROR') {
    return new Error(`${path}: the gzip data is cut off before its end (an incomplete download?)`);
  }
  if (code === 'Z_DATA_ERROR') {
    const detail = error instanceof Error ? error.message : String(error);
    return new Error(`${path}: the gzip data is corrupt (${detail})`);
  }
  if (typeof code === 'string' && code.startsWith('E')) {
    return new Error(`${path}: cannot be read (${code})`, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** Bytes read from source files by this process, as plain text (gzip data after gunzip). */
let sourceBytes = 0;

/**
 * How many plain bytes of source files this process has read so far, for an import's progress
 * and ETA against the files' plain sizes (src/ingest/import-progress.ts). The process's own I/O counters (`/proc/self/io`) also count
 * the database's page reads, which on a large store ran many times ahead of the file.
 */
export const sourceBytesRead = (): number => sourceBytes;

/**
 * The bytes of a file, through gunzip when its name ends in `.gz`; `counted` false for a
 * second read (to find an error's line), which is no progress.
 */
async function* readBytes(path: string, counted = true): AsyncGenerator<Buffer> {
  try {
    if (!path.endsWith('.gz')) {
      for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
        if (counted) sourceBytes += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      return;
    }
    // Said before zlib's "incorrect header check": a plain file given a .gz name. An empty
    // file is read as empty, for the format to refuse as it refuses any empty file.
    const start = await gzipStart(path);
    if (start === 'empty') return;
    if (start === 'other') {
      throw new SourceFileError(
        path,
        1,
        'is not gzip data, though its name ends in .gz (a plain file? name it without .gz)',
      );
    }
    const file = createReadStream(path, { highWaterMark: 256 * 1024 });
    const gunzip = file.pipe(createGunzip());
    file.on('error', (error) => gunzip.destroy(error));
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      if (counted) sourceBytes += chunk.length;
      yield chunk;
    }
  } catch (error) {
    throw error instanceof SourceFileError ? error : unreadable(path, error);
  }
}

/** The offset of the first byte that does not start a well-formed UTF-8 sequence, or -1. */
export function invalidUtf8At(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) {
      i++;
      continue;
    }
    // The second byte's range excludes overlong forms, surrogates and code points past U+10FFFF.
    let need: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? low : 0x80) || c > (k === 1 ? high : 0xbf)) return i;
    }
    i += need + 1;
  }
  return -1;
}

/** Where the last complete character of `bytes` ends: a sequence cut by the chunk waits. */
function completeEnd(bytes: Uint8Array): number {
  let i = bytes.length - 1;
  while (i >= 0 && i >= bytes.length - 3 && ((bytes[i] ?? 0) & 0xc0) === 0x80) i--;
  if (i < 0) return bytes.length;
  const lead = bytes[i] ?? 0;
  const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return i + length > bytes.length ? i : bytes.length;
}

/** The 1-based line of byte `offset`, read again from the start: only needed for an error. */
async function lineAt(path: string, offset: number): Promise<number> {
  let line = 1;
  let seen = 0;
  for await (const chunk of readBytes(path, false)) {
    const end = Math.min(chunk.length, offset - seen);
    for (let i = chunk.indexOf(0x0a); i !== -1 && i < end; i = chunk.indexOf(0x0a, i + 1)) line++;
    seen += chunk.length;
    if (seen >= offset) break;
  }
  return line;
}

/** Why a file is refused from its first bytes: UTF-16, which no reader here takes. */
function utf16Problem(start: Uint8Array): string | undefined {
  const [a, b, c, d] = start;
  if (a === 0xff && b === 0xfe) return 'is UTF-16 (it starts with a UTF-16 byte order mark)';
  if (a === 0xfe && b === 0xff) return 'is UTF-16 (it starts with a UTF-16 byte order mark)';
  if ([a, b, c, d].includes(0)) return 'starts with NUL bytes, so it looks like UTF-16';
  return undefined;
}

export interface TextOptions {
  /**
   * A WHATWG encoding label (`windows-1252`, `iso-8859-1`, …) to decode with instead of UTF-8,
   * as an XML declaration may name. ISO-8859-1 is read as Windows-1252, as browsers do.
   */
  encoding?: string;
}

/**
 * The text of a file, chunk by chunk, gunzipped when its name ends in `.gz`. It is UTF-8
 * unless `encoding` says otherwise, and bytes that are not are refused (a SourceFileError
 * naming the line) rather than read as U+FFFD: a Latin-1 name would otherwise be stored
 * corrupted and screening would silently miss it. A UTF-8 byte order mark is passed on.
 */
export async function* openText(path: string, options: TextOptions = {}): AsyncGenerator<string> {
  const refuse = async (offset: number, reason: string): Promise<never> => {
    throw new SourceFileError(path, await lineAt(path, offset), reason);
  };
  const other = options.encoding && new TextDecoder(options.encoding, { fatal: true });
  if (other && other.encoding !== 'utf-8') {
    for await (const chunk of readBytes(path)) {
      try {
        yield other.decode(chunk, { stream: true });
      } catch {
        throw new SourceFileError(path, 1, `is not valid ${other.encoding}`);
      }
    }
    yield other.decode();
    return;
  }
  // Kept whole per chunk: a byte order mark is text for the parsers to drop, not for us.
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let pending: Uint8Array = new Uint8Array(0);
  let offset = 0;
  let first = true;
  const decode = async (data: Uint8Array): Promise<string> => {
    try {
      return utf8.decode(data);
    } catch {
      const at = Math.max(0, invalidUtf8At(data));
      const byte = (data[at] ?? 0).toString(16).toUpperCase().padStart(2, '0');
      return refuse(
        offset + at,
        `is not UTF-8: byte 0x${byte} does not start a UTF-8 character (a Latin-1 or Windows-1252 file? save it as UTF-8)`,
      );
    }
  };
  for await (const chunk of readBytes(path)) {
    if (first) {
      first = false;
      const problem = utf16Problem(chunk);
      if (problem) throw new SourceFileError(path, 1, `${problem}, not UTF-8: save it as UTF-8`);
    }
    const data = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    const end = completeEnd(data);
    yield await decode(data.subarray(0, end));
    offset += end;
    pending = data.subarray(end);
  }
  if (pending.length > 0) yield await decode(pending);
}
