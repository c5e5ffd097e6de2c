import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database created for one test run; `drop` removes it even if connections are left open. */
export interface TemporaryPostgresDatabase {
  /** The base URL with its database path segment replaced by the new database's name. */
  url: string;
  name: string;
  drop: () => Promise<void>;
}

const CONNECT_TIMEOUT_MS = 5_000;
/** How long `drop` waits for connections of closed stores to finish closing. */
const DISCONNECT_WAIT_MS = 5_000;

const describeError = (error: unknown): string =>
  error instanceof Error ? error.message || error.name : String(error);

/** Hides the password, so URLs can be logged. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.href;
  } catch {
    return '<unparseable URL>';
  }
}

/** `baseUrl` with its database path segment replaced by `database`; query and credentials are kept. */
export function withDatabase(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.href;
}

/** Connects to `url`, or answers why it cannot; the caller ends the client. */
async function connect(url: string): Promise<{ client: pg.Client } | { reason: string }> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection terminated by the server must not become an uncaught 'error' event.
  client.on('error', () => undefined);
  try {
    await client.connect();
    return { client };
  } catch (error) {
    await client.end().catch(() => undefined);
    return { reason: `cannot connect to ${redactUrl(url)}: ${describeError(error)}` };
  }
}

/**
 * Why PostgreSQL tests cannot run against `baseUrl` (unset or unreachable), or undefined when
 * they can. Meant for deciding at collection time whether to skip a suite.
 */
export async function postgresUnavailableReason(
  baseUrl: string | undefined,
): Promise<string | undefined> {
  if (baseUrl === undefined || baseUrl.trim() === '') return 'TEST_DATABASE_URL is not set';
  let connection: Awaited<ReturnType<typeof connect>>;
  try {
    connection = await connect(baseUrl);
  } catch (error) {
    return `TEST_DATABASE_URL is not a usable PostgreSQL URL: ${describeError(error)}`;
  }
  if ('reason' in connection) return connection.reason;
  await connection.client.end();
  return undefined;
}

/**
 * Creates a fresh, empty database `veracheck_test_<random>` on the server that `baseUrl` points
 * at. Returns undefined, after logging the reason, when that server cannot be reached; a server
 * that is reachable but refuses CREATE DATABASE is an error and throws.
 */
export async function createTemporaryPostgresDatabase(
  baseUrl: string,
): Promise<TemporaryPostgresDatabase | undefined> {
  const name = `veracheck_test_${randomBytes(8).toString('hex')}`;
  const url = withDatabase(baseUrl, name);
  const connection = await connect(baseUrl);
  if ('reason' in connection) {
    console.warn(`PostgreSQL unavailable, no temporary database created: ${connection.reason}`);
    return undefined;
  }
  try {
    await connection.client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await connection.client.end();
  }

  let dropped = false;
  return {
    url,
    name,
    async drop() {
      if (dropped) return;
      const admin = await connect(baseUrl);
      if ('reason' in admin) throw new Error(`cannot drop database ${name}: ${admin.reason}`);
      try {
        // pg's Pool.end() resolves before its sockets have closed. Terminating a connection that
        // is still closing makes pg emit an 'error' nobody listens to (an uncaught exception),
        // so give closed pools a moment to go away before FORCE deals with any left over.
        const deadline = Date.now() + DISCONNECT_WAIT_MS;
        while (Date.now() < deadline) {
          const { rows } = await admin.client.query<{ sessions: number }>(
            'SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if ((rows[0]?.sessions ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        dropped = true;
      } finally {
        await admin.client.end();
      }
    },
  };
}
