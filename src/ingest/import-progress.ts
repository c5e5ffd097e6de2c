/**
 * How far an import has read its files, and when it will be done: plain bytes read against the
 * plain bytes of the files its reader reads. A `.gz` file's compressed bytes hold several times
 * the records a plain file's do, so bytes as stored are no measure of the work in a folder that
 * mixes the two.
 */
import { open, stat } from 'node:fs/promises';

const GZIP_TRAILER = 4;
/** The smallest gzip file: a 10-byte header and an 8-byte trailer. */
const SMALLEST_GZIP = 18;
/**
 * Plain bytes per compressed byte taken where gzip's record cannot be the file's plain size:
 * the text and CSV files imported shrink four- to tenfold.
 */
const ESTIMATED_GZIP_RATIO = 5;

/**
 * The bytes of plain text a file holds: its size, or for a `.gz` file the size gzip records in
 * its last four bytes (ISIZE). That is the size modulo 4 GiB, and in a file of several gzip
 * members the last member's alone; where it is below the compressed size it is neither the
 * plain size nor a sure step from it (the size past 4 GiB, or a last member of a few bytes), so
 * the plain size is estimated from the compressed one. A record too low that is above the
 * compressed size cannot be told: the progress then passes it, and importEta stops guessing.
 */
export async function plainBytesOf(path: string): Promise<number> {
  const { size } = await stat(path);
  if (!path.endsWith('.gz') || size < SMALLEST_GZIP) return size;
  const handle = await open(path);
  try {
    const trailer = Buffer.alloc(GZIP_TRAILER);
    await handle.read(trailer, 0, GZIP_TRAILER, size - GZIP_TRAILER);
    const recorded = trailer.readUInt32LE(0);
    return recorded >= size ? recorded : size * ESTIMATED_GZIP_RATIO;
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

/**
 * How far `read` of `total` plain bytes is after `elapsedMs`, and the seconds left. Read past
 * the total, the total was too low (a `.gz` file past 4 GiB or of several members, whose size
 * gzip does not record): how far is then not known, rather than done with 0 s left.
 */
export function importEta(read: number, total: number, elapsedMs: number): ImportEta {
  if (!(total > 0) || read > total) return {};
  const fraction = Math.max(0, read) / total;
  if (fraction <= 0.01) return { fraction };
  return {
    fraction,
    seconds: Math.max(0, Math.round(((1 - fraction) * elapsedMs) / fraction / 1000)),
  };
}
