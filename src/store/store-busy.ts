/**
 * Whether a store error means the database is held by someone else for now: SQLite's write
 * lock taken by another process past the busy timeout, or a PostgreSQL lock that could not be
 * had. Such a request may succeed when sent again; it is no fault of the service.
 */
const BUSY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', '55P03', '40P01']);

export function isStoreBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && BUSY_CODES.has(code);
}
