import { sql, type Kysely } from 'kysely';
import type { Tables } from './tables.js';

/**
 * Server-side TCP keep-alive for a PostgreSQL session that holds a lock while it sits idle (an
 * import's or a first start's turn, a migration). A process that is killed closes its socket and
 * the server drops its locks at once; a machine that crashes or loses its network closes
 * nothing, and the server, with the operating system's defaults, probes the silent peer only
 * after two hours: every import of that dataset, or every start, waited that long. Probing after
 * 10 s of silence, every 5 s, giving up after 3 unanswered probes, the server ends the session
 * and its locks about 25 s after the machine went. Ignored on a Unix socket, where no peer can
 * vanish so.
 */
export const DEAD_PEER_SETTINGS = {
  tcp_keepalives_idle: '10',
  tcp_keepalives_interval: '5',
  tcp_keepalives_count: '3',
} as const;

/** Sets DEAD_PEER_SETTINGS on the session of `connection` (one connection, not the pool). */
export async function detectDeadPeer(connection: Kysely<Tables>): Promise<void> {
  const [idle, interval, count] = Object.entries(DEAD_PEER_SETTINGS).map(
    ([name, value]) => sql`set_config(${name}, ${value}, false)`,
  );
  await sql`select ${idle}, ${interval}, ${count}`.execute(connection);
}

/** Gives the session back its own keep-alive settings (those it connected with). */
export async function resetDeadPeer(connection: Kysely<Tables>): Promise<void> {
  for (const name of Object.keys(DEAD_PEER_SETTINGS)) {
    // The names are the constants above, never input.
    await sql.raw(`reset ${name}`).execute(connection);
  }
}
