import { atOutsideQueryValues, credentialsMayBeMisread, shownUrl } from '../runtime/shown-url.js';

const PERCENT_ENCODE = 'percent-encode a / ? # or @ in the user name or password (%2F %3F %23 %40)';

/** How long a PostgreSQL connection attempt may take (the store's and the database check's). */
export const CONNECT_TIMEOUT_MS = 5000;

/** Where a postgres:// URL leads; undefined for another URL, or one naming no host. */
function postgresServer(databaseUrl: string): { host: string; address: string } | undefined {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) return undefined;
  try {
    const url = new URL(databaseUrl);
    if (url.hostname === '') return undefined;
    return { host: url.hostname, address: `${url.hostname}:${url.port || '5432'}` };
  } catch {
    return undefined;
  }
}

/**
 * Why the database could not be opened, in the operator's terms. The driver's words for a
 * server that is not PostgreSQL, or not there ("timeout expired", "Connection terminated
 * unexpectedly") name neither the address nor what to check; they are kept in brackets, for
 * searching. PostgreSQL's own refusals (no such database, a wrong password) say it already.
 */
export function openFailureReason(databaseUrl: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const { code } = (error ?? {}) as { code?: unknown };
  if (/^postgres(ql)?:\/\//.test(databaseUrl) && !URL.canParse(databaseUrl)) {
    return `DATABASE_URL is not a valid URL (${message}): ${PERCENT_ENCODE}`;
  }
  // The host, port and database parsed from it, and the driver's words about them, may be
  // part of the password: only the error's code is said.
  if (/^postgres(ql)?:\/\//.test(databaseUrl) && credentialsMayBeMisread(databaseUrl)) {
    const shownCode =
      typeof code === 'string' && /^[A-Z0-9_]{1,20}$/.test(code) ? ` (${code})` : '';
    // Taken at the start only in a query parameter's value, where %40 reads the same.
    const inQuery = atOutsideQueryValues(databaseUrl)
      ? ''
      : "; an @ in a query parameter's value written %40 has them named";
    return `DATABASE_URL has an @ after its host, so part of its user name or password may be read as the host, port or database name, which are not shown${shownCode}: ${PERCENT_ENCODE}${inQuery}`;
  }
  const server = postgresServer(databaseUrl);
  if (server === undefined) return message;
  const { host, address } = server;
  if (code === 'ECONNREFUSED') {
    return `nothing accepts connections at ${address} (${message}): is PostgreSQL running there, on that port?`;
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `the host ${host} is not known (${message}): check the host name`;
  }
  if (message === 'timeout expired' || message.includes('connection timeout')) {
    return `${address} did not answer as PostgreSQL within ${CONNECT_TIMEOUT_MS / 1000} s (${message}): check that the host and port are PostgreSQL's, and that no firewall holds the connection`;
  }
  if (message.startsWith('Connection terminated')) {
    return `${address} closed the connection without answering as PostgreSQL (${message}): check that the host and port are PostgreSQL's, and its SSL settings (sslmode)`;
  }
  if (code === '3D000') {
    return `${message}: create it (createdb), or correct the database name in DATABASE_URL`;
  }
  return message;
}

/** The error a command reports when the database at `databaseUrl` cannot be opened. */
export function openFailure(databaseUrl: string, error: unknown): Error {
  return new Error(
    `cannot open the database at DATABASE_URL=${shownUrl(databaseUrl)}: ${openFailureReason(databaseUrl, error)}`,
    { cause: error },
  );
}
