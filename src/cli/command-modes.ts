import type { Config } from '../config/config.js';
import { tightenDatabaseModes } from '../store/sqlite-file-modes.js';

/**
 * Closes to other accounts a SQLite database (file, -wal, -shm) and data directory that an
 * earlier version left 0644 and 0755, as `serve` does at its start, and says through `warn`
 * what it changed or could not: an installation managed with CLI commands alone (and a server
 * not restarted since the upgrade) must not keep personal data open to every account. The
 * function returned looks once per command run, after the store was opened, when the database is
 * known to be Veracheck's. Nothing for PostgreSQL.
 */
export function commandModesTightener(
  config: () => Pick<Config, 'databaseUrl' | 'dataDir'>,
  warn: (line: string) => void,
): () => void {
  let tightened = false;
  return () => {
    if (tightened) return;
    tightened = true;
    const { databaseUrl, dataDir } = config();
    for (const warning of tightenDatabaseModes(databaseUrl, dataDir)) warn(warning);
  };
}
