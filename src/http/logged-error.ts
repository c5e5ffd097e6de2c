/**
 * What a log line says of an error (the `err` of every line the app logs): its class, message,
 * code and stack, and those of its causes. Nothing else of it: drivers and libraries hang the
 * request's values on their errors (PostgreSQL's `detail` and `parameters` quote the row), and a
 * log line must carry no personal data (docs/decisions.md, Logging).
 */
// A type, not an interface: Fastify's serializers take objects of any keys.
export type LoggedError = {
  type: string;
  message: string;
  /** A driver's or Node's code (23505, SQLITE_BUSY, ECONNRESET): says what failed, names no one. */
  code?: string;
  /** The error's own, or its type and message where it has none. */
  stack: string;
  cause?: LoggedError;
  /**
   * An AggregateError's first errors: Node's connection to a host of several addresses fails
   * with one, whose own message is empty and whose errors name each address tried.
   */
  errors?: LoggedError[];
};

/** Causes followed at most: a cycle of causes would never end. */
const CAUSES_FOLLOWED = 3;
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

export function loggedError(error: unknown, causes = CAUSES_FOLLOWED): LoggedError {
  if (!(error instanceof Error)) {
    // A thrown value that is no Error may be anything, the request's body included.
    const message = 'a value that is not an Error was thrown';
    return { type: typeof error, message, stack: message };
  }
  const code: unknown = (error as { code?: unknown }).code;
  const shownCode =
    (typeof code === 'string' && CODE.test(code)) || typeof code === 'number'
      ? String(code)
      : undefined;
  const type = error.constructor.name || 'Error';
  return {
    type,
    message: error.message,
    ...(shownCode !== undefined && { code: shownCode }),
    stack: error.stack ?? `${type}: ${error.message}`,
    ...(error.cause !== undefined && causes > 0 && { cause: loggedError(error.cause, causes - 1) }),
    ...(error instanceof AggregateError &&
      Array.isArray(error.errors) &&
      error.errors.length > 0 &&
      causes > 0 && {
        errors: (error.errors as unknown[])
          .slice(0, CAUSES_FOLLOWED)
          .map((inner) => loggedError(inner, causes - 1)),
      }),
  };
}
