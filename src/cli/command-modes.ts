import type { Config } from '../config/config.js';
import { tightenDatabaseModes } from '../store/sqlite-file-modes.js';

/** Whether this process has looked at the SQLite files' modes yet. */
let tightened = false;

/**
 * Closes to other accounts a SQLite database (file, -wal, -shm) and data directory that an
 * earlier version left 0644 and 0755, as `serve` does at its start, and says on standard error
 * what it changed or could not: an installation managed with CLI commands alone (and a server
 * not restarted since the upgrade) must not keep personal data open to every account. Once per
 * command, after the store was opened, when the database is known to be Veracheck's. Nothing for
 * PostgreSQL.
 */
export function tightenCommandModes(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  warn: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): void {
  if (tightened) return;
  tightened = true;
  for (const warning of tightenDatabaseModes(config.databaseUrl, config.dataDir)) warn(warning);
}
