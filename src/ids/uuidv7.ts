import { randomFillSync } from 'node:crypto';

/** Random bytes drawn in bulk: one system call per 256 identifiers instead of one each. */
const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let poolOffset = POOL_SIZE;

function random16(): Buffer {
  if (poolOffset + 16 > POOL_SIZE) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolOffset, poolOffset + 16));
  poolOffset += 16;
  return bytes;
}

/**
 * UUID version 7 (RFC 9562): a 48-bit millisecond timestamp then random bits, so identifiers
 * sort by creation time and index well.
 */
export function uuidv7(now: number = Date.now()): string {
  const bytes = random16();
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const newId = (): string => uuidv7();

/**
 * Request ids: a random prefix per process and a counter. Unique across processes and
 * restarts, and far cheaper per request than a UUID; they only correlate log lines.
 */
export function requestIdGenerator(): () => string {
  const prefix = uuidv7().slice(-12);
  let counter = 0;
  return () => `${prefix}-${(++counter).toString(36)}`;
}
