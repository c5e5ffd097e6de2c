import type { Store } from './store.js';

/**
 * Whether a driver error means the database cannot be had for now, and the request may succeed
 * when sent again: held by someone else (SQLite's write lock past the busy timeout, a
 * PostgreSQL lock or deadlock), or not reachable (refused, reset or timed-out connections, a
 * server shutting down). No fault of the request, nor a bug of the service.
 */
const UNAVAILABLE_CODES = new Set([
  // better-sqlite3 gives extended codes too: SQLITE_BUSY_SNAPSHOT, SQLITE_LOCKED_SHAREDCACHE.
  'SQLITE_BUSY',
  'SQLITE_BUSY_RECOVERY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_TIMEOUT',
  'SQLITE_LOCKED',
  'SQLITE_LOCKED_SHAREDCACHE',
  'SQLITE_LOCKED_VTAB',
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

/**
 * Codes and messages of a connection lost once made: a commit on it may have reached the
 * server, and been made, before its answer was lost. Not a connection refused or never made,
 * which no statement reached.
 */
const LOST_CODES = new Set(['57P01', '57P02', '08000', '08003', '08006', 'ECONNRESET', 'EPIPE']);
const LOST_MESSAGES = ['Connection terminated', 'Client has encountered a connection error'];

/**
 * Whether `error`, raised by a store backend (or as StoreUnavailableError for it), says the
 * connection was lost while in use: a transaction ending so may have been committed all the same.
 */
export function isConnectionLost(error: unknown): boolean {
  if (error instanceof ConnectionNotMadeError) return false;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && LOST_CODES.has(code)) return true;
  return typeof message === 'string' && LOST_MESSAGES.some((text) => message.startsWith(text));
}

/**
 * Whether `error`, raised by a store backend, says the database is held or unreachable. Only
 * meaningful for errors of the store: network codes such as ECONNRESET come from any socket.
 */
export function isStoreUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return (
    typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text))
  );
}

/**
 * The data could not be read or written within the time limit: the database held (a lock past
 * its wait), unreachable, or too loaded to answer in time. Raised by the store (see
 * `guardStore`) in place of the driver's error, which is its `cause`; message and code are the
 * driver's. Answered 503 STORE_UNAVAILABLE with `STORE_UNAVAILABLE_DETAIL`, which names no cause:
 * the client cannot tell them apart, nor act on them otherwise than by sending again.
 */
export class StoreUnavailableError extends Error {
  readonly code: string | undefined;

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'StoreUnavailableError';
    const { code } = (cause ?? {}) as { code?: unknown };
    this.code = typeof code === 'string' ? code : undefined;
  }
}

/**
 * A new connection to the database could not be made (refused, closed before it answered, a
 * server refusing it with an error of its own): no statement reached the server. Its message
 * may read as a connection lost ("Connection terminated unexpectedly"); it is not one.
 */
export class ConnectionNotMadeError extends StoreUnavailableError {}

/** The `detail` of a 503 STORE_UNAVAILABLE answer. */
export const STORE_UNAVAILABLE_DETAIL =
  'The data could not be read or written within the time limit; send the request again.';

const marked = (error: unknown): unknown =>
  error instanceof StoreUnavailableError || !isStoreUnavailable(error)
    ? error
    : new StoreUnavailableError(error);

type Method = (...args: unknown[]) => unknown;

/**
 * `target` with every method's unavailability errors, thrown or rejected, raised as
 * StoreUnavailableError; everything else passes as it is. Methods run with `target` as `this`.
 * `nested` are properties handed out guarded as well (the reference store of a store).
 */
export function guardMethods<T extends object>(target: T, nested: Partial<T> = {}): T {
  const wrappers = new Map<PropertyKey, { method: Method; wrapper: Method }>();
  return new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(nested, property)) return nested[property as keyof T];
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      const method = value as Method;
      const known = wrappers.get(property);
      // A method replaced on the object (tests do) gets a wrapper of its own.
      if (known?.method === method) return known.wrapper;
      const wrapper: Method = (...args) => {
        let result: unknown;
        try {
          result = method.apply(object, args);
        } catch (error) {
          throw marked(error);
        }
        return result instanceof Promise
          ? result.catch((error: unknown) => {
              throw marked(error);
            })
          : result;
      };
      wrappers.set(property, { method, wrapper });
      return wrapper;
    },
  });
}

/** The store with its database's unavailability raised as StoreUnavailableError (openStore). */
export function guardStore(store: Store): Store {
  return guardMethods(store, { reference: guardMethods(store.reference) });
}
