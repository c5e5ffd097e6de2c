/**
 * The `search_identifier` of a company found by a company search, which a later company check
 * accepts instead of a number or name. It carries the entity id, which stays the same across
 * dataset versions (a source's ids are stable), so an identifier keeps working after an
 * import; no state is kept for it.
 *
 * Format: `cs1_` + base64url (no padding) of the id in UTF-8 + six base64url characters of a
 * 32-bit FNV-1a checksum of those bytes. The prefix names the version of the format; the
 * checksum makes a truncated, mistyped or invented identifier fail to parse instead of naming
 * another entity. It is not a secret: the id says no more than the search answer did.
 */

const PREFIX = 'cs1_';
const CHECKSUM_LENGTH = 6;
/** The company check request accepts identifiers up to this length. */
export const SEARCH_IDENTIFIER_MAX_LENGTH = 200;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function fnv1a(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (const byte of bytes) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function checksumOf(bytes: Uint8Array): string {
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(fnv1a(bytes));
  return sum.toString('base64url');
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The search identifier of an entity, or undefined when the id is too long for the identifier
 * to fit the request field (over about 140 bytes; register and list ids are far shorter).
 */
export function searchIdentifierOf(entityId: string): string | undefined {
  if (entityId === '') return undefined;
  const bytes = Buffer.from(entityId, 'utf8');
  const identifier = `${PREFIX}${bytes.toString('base64url')}${checksumOf(bytes)}`;
  return identifier.length <= SEARCH_IDENTIFIER_MAX_LENGTH ? identifier : undefined;
}

/** The entity id in a search identifier; undefined for anything `searchIdentifierOf` did not make. */
export function parseSearchIdentifier(value: string): string | undefined {
  const text = value.trim();
  if (!text.startsWith(PREFIX) || text.length > SEARCH_IDENTIFIER_MAX_LENGTH) return undefined;
  const body = text.slice(PREFIX.length, -CHECKSUM_LENGTH);
  const checksum = text.slice(-CHECKSUM_LENGTH);
  if (body === '' || !BASE64URL.test(body) || text.length - PREFIX.length <= CHECKSUM_LENGTH) {
    return undefined;
  }
  const bytes = Buffer.from(body, 'base64url');
  // Only the canonical encoding parses: Node's decoder skips stray bits and characters.
  if (bytes.toString('base64url') !== body || checksumOf(bytes) !== checksum) return undefined;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}
