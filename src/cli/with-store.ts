import { existsSync } from 'node:fs';
import type { Config } from '../config/config.js';
import { openMigratedStore, openReadyStore } from '../store/open-store.js';
import type { Store } from '../store/store.js';
import type { CommandContext } from './io.js';

/**
 * The configured DATABASE_URL, for a command that keeps what it does: an in-memory SQLite
 * database is refused, since it is gone when the command ends (a user added there, with the
 * password printed for it, would exist nowhere).
 */
export function commandDatabaseUrl(config: () => Config): string {
  const { databaseUrl } = config();
  if (databaseUrl === 'sqlite::memory:') {
    throw new Error(
      'DATABASE_URL=sqlite::memory: is a database in memory, gone when the command ends: give a database file (sqlite:<path>) or a postgres:// URL',
    );
  }
  return databaseUrl;
}

/** The file a `sqlite:` DATABASE_URL names; undefined for PostgreSQL. */
function sqliteFile(databaseUrl: string): string | undefined {
  return databaseUrl.startsWith('sqlite:') ? databaseUrl.slice('sqlite:'.length) : undefined;
}

/**
 * Opens the configured store for the duration of one command that reads or changes what is
 * there, as it is: a SQLite file that does not exist, a database that is not Veracheck's and
 * one with migrations pending are refused, and nothing is written to them. A mistyped
 * DATABASE_URL would otherwise list nothing, or change nothing, in a fresh database the server
 * never reads, or fill another application's database with Veracheck's tables.
 */
export async function withStore<T>(
  context: CommandContext,
  run: (store: Store) => Promise<T>,
): Promise<T> {
  const databaseUrl = commandDatabaseUrl(context.config);
  const file = sqliteFile(databaseUrl);
  if (file !== undefined && !existsSync(file)) {
    throw new Error(
      `no database at ${file} (DATABASE_URL): check the setting; \`veracheck migrate\` or \`veracheck serve\` creates one`,
    );
  }
  const store = await openReadyStore(databaseUrl);
  try {
    context.tightenModes();
    return await run(store);
  } finally {
    await store.close();
  }
}

/**
 * As withStore, for commands that add (an organisation, a user, a dataset): a new SQLite file
 * is created, and the command says so on standard error, where a mistyped path shows.
 */
export async function withStoreCreated<T>(
  context: CommandContext,
  run: (store: Store) => Promise<T>,
): Promise<T> {
  const databaseUrl = commandDatabaseUrl(context.config);
  const file = sqliteFile(databaseUrl);
  const created = file !== undefined && !existsSync(file);
  const { store } = await openMigratedStore(databaseUrl);
  // Once it is there: a database that could not be made is reported as such, not as made.
  if (created) {
    context.writeError(
      `note: created a new database at ${file}; a server reads it only with this DATABASE_URL\n`,
    );
  }
  try {
    context.tightenModes();
    return await run(store);
  } finally {
    await store.close();
  }
}
