import { randomFillSync } from 'node:crypto';

/** Random bytes drawn in bulk: one system call per 409 identifiers instead of one each. */
const POOL_SIZE = 4096;
/** Random bytes per identifier: 74 random bits, in bytes 6 to 15 less version and variant. */
const RANDOM_BYTES = 10;
const pool = new Uint8Array(POOL_SIZE);
let poolOffset = POOL_SIZE;

/** Two hexadecimal digits per byte value. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** The timestamp part of the last identifier ("xxxxxxxx-xxxx-"), reused within its millisecond. */
let lastMs = -1;
let timePart = '';

/**
 * UUID version 7 (RFC 9562): a 48-bit millisecond timestamp then random bits, so identifiers
 * sort by creation time and index well.
 */
export function uuidv7(now: number = Date.now()): string {
  if (now !== lastMs) {
    const hex = now.toString(16).padStart(12, '0');
    timePart = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-`;
    lastMs = now;
  }
  if (poolOffset + RANDOM_BYTES > POOL_SIZE) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const at = poolOffset;
  poolOffset += RANDOM_BYTES;
  const hex = (i: number) => HEX[pool[at + i] ?? 0] ?? '00';
  return (
    timePart +
    (HEX[0x70 | ((pool[at] ?? 0) & 0x0f)] ?? '70') +
    hex(1) +
    '-' +
    (HEX[0x80 | ((pool[at + 2] ?? 0) & 0x3f)] ?? '80') +
    hex(3) +
    '-' +
    hex(4) +
    hex(5) +
    hex(6) +
    hex(7) +
    hex(8) +
    hex(9)
  );
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

const UUID_FORM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text has the form of a UUID (hex in either case), as this server's ids do. */
export const isUuidForm = (text: string): boolean => UUID_FORM.test(text);

/**
 * A text in the form of a UUID, in lower case as this server writes them; any other text as
 * it is. RFC 9562 reads UUID hex in either case, so a report identifier given upper-cased
 * names the same check. Callers' own keys (check_identifier) are not passed through this.
 */
export const uuidLookupKey = (text: string): string =>
  isUuidForm(text) ? text.toLowerCase() : text;
