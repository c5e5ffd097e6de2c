/**
 * How far an import has read its files, and when it will be done: plain bytes read against the
 * plain bytes of the files its reader reads. A `.gz` file's compressed bytes hold several times
 * the records a plain file's do, so bytes as stored are no measure of the work in a folder that
 * mixes the two.
 */
import { open, stat } from 'node:fs/promises';

const GZIP_TRAILER = 4;
const FOUR_GIB = 2 ** 32;
/** The smallest gzip file: a 10-byte header and an 8-byte trailer. */
const SMALLEST_GZIP = 18;

/**
 * The bytes of plain text a file holds: its size, or for a `.gz` file the size gzip records in
 * its last four bytes (ISIZE). That is the size modulo 4 GiB, so the smallest size it stands for
 * that is no less than the compressed size is taken. A file of several gzip members records the
 * last one's alone: the progress then reaches its end early, never goes past it.
 */
export async function plainBytesOf(path: string): Promise<number> {
  const { size } = await stat(path);
  if (!path.endsWith('.gz') || size < SMALLEST_GZIP) return size;
  const handle = await open(path);
  try {
    const trailer = Buffer.alloc(GZIP_TRAILER);
    await handle.read(trailer, 0, GZIP_TRAILER, size - GZIP_TRAILER);
    let plain = trailer.readUInt32LE(0);
    while (plain < size) plain += FOUR_GIB;
    return plain;
  } finally {
    await handle.close();
  }
}

/** The plain bytes of all the files; one that cannot be read counts 0 (its reader reports it). */
export async function plainBytesOfAll(files: readonly string[]): Promise<number> {
  let total = 0;
  for (const file of files) total += await plainBytesOf(file).catch(() => 0);
  return total;
}

export interface ImportEta {
  /** The share of the plain bytes read, 0 to 1; undefined where the total is not known. */
  fraction?: number;
  /** Seconds left at the rate so far; only once more than 1 % is read. */
  seconds?: number;
}

/** How far `read` of `total` plain bytes is after `elapsedMs`, and the seconds left. */
export function importEta(read: number, total: number, elapsedMs: number): ImportEta {
  if (!(total > 0)) return {};
  const fraction = Math.min(1, Math.max(0, read) / total);
  if (fraction <= 0.01) return { fraction };
  return {
    fraction,
    seconds: Math.max(0, Math.round(((1 - fraction) * elapsedMs) / fraction / 1000)),
  };
}
