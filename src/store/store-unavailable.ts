/**
 * Whether a store error means the database cannot be had for now, and the request may succeed
 * when sent again: held by someone else (SQLite's write lock past the busy timeout, a
 * PostgreSQL lock or deadlock), or not reachable (refused, reset or timed-out connections, a
 * server shutting down). No fault of the request, nor a bug of the service.
 */
const UNAVAILABLE_CODES = new Set([
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  // PostgreSQL: lock not available, deadlock, shutting down, cannot connect now, connection failures.
  '55P03',
  '40P01',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/** pg-pool's and pg's own errors carry no code, only these messages. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
];

export function isStoreUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return (
    typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text))
  );
}
