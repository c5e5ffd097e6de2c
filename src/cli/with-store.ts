import type { Config } from '../config/config.js';
import { openMigratedStore } from '../store/open-store.js';
import type { Store } from '../store/store.js';

/** Opens the configured store, migrated, for the duration of one command. */
export async function withStore<T>(
  config: () => Config,
  run: (store: Store) => Promise<T>,
): Promise<T> {
  const { store } = await openMigratedStore(config().databaseUrl);
  try {
    return await run(store);
  } finally {
    await store.close();
  }
}
