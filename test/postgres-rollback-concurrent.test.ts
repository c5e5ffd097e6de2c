/**
 * Two `datasets rollback` runs of one dataset at once on PostgreSQL: the second steps back from
 * what the first left (or is refused where no earlier version is kept), rather than both
 * switching from the same version.
 */
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../src/store/open-store.js';
import type { Store } from '../src/store/store.js';
import {
  createTemporaryPostgresDatabase,
  postgresUnavailableReason,
} from './store/postgres-database.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);
if (unavailable !== undefined) {
  console.warn(`Skipping the PostgreSQL concurrent rollback tests: ${unavailable}.`);
}

const DATASET = 'rollback-race';
const COUNTS = { records: 0, rejected: 0, skipped: 0, leftOut: 0 };

type Outcome = { from: string; to: string } | { error: string };

/** The outcomes in a fixed order, whichever rollback ran first. */
const sorted = (outcomes: Outcome[]): Outcome[] =>
  [...outcomes].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe.skipIf(unavailable !== undefined)(
  'PostgreSQL: concurrent rollbacks of one dataset',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    const connect = async (url: string): Promise<pg.Client> => {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      cleanups.push(() => client.end());
      return client;
    };

    /**
     * Publishes `labels` (keeping them all), then runs two rollbacks at once from two stores, as
     * two CLI processes would. A third session holds the dataset's row of `datasets` until both
     * are waiting for a lock, so each has read whatever it reads without waiting before either
     * writes.
     */
    async function race(labels: string[]) {
      const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
      if (!database) throw new Error('PostgreSQL became unreachable during the run');
      cleanups.push(database.drop);
      const stores: Store[] = [openStore(database.url), openStore(database.url)];
      for (const store of stores) cleanups.push(() => store.close());
      const [first] = stores as [Store, Store];
      await first.migrate();
      const published: string[] = [];
      for (const label of labels) {
        const id = await first.reference.beginVersion({
          dataset: DATASET,
          format: 'memory',
          label,
          source: 'test',
        });
        await first.reference.publishVersion(id, COUNTS, labels.length);
        published.push(id);
      }

      const holder = await connect(database.url);
      await holder.query('begin');
      await holder.query('select version_id from datasets where name = $1 for update', [DATASET]);
      const running = stores.map((store) =>
        store.reference.rollback(DATASET).then(
          (switched): Outcome => switched,
          (error: unknown): Outcome => ({
            error: error instanceof Error ? error.message : String(error),
          }),
        ),
      );
      // Watched from a session of its own: one in a transaction keeps seeing the activity it saw
      // first.
      const watcher = await connect(database.url);
      const deadline = Date.now() + 10_000;
      for (;;) {
        const { rows } = await watcher.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
         where datname = $1 and wait_event_type = 'Lock'`,
          [database.name],
        );
        if ((rows[0]?.waiting ?? 0) >= 2) break;
        if (Date.now() > deadline) throw new Error('the two rollbacks did not both start');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await holder.query('commit');
      const outcomes = await Promise.all(running);
      const states = new Map(
        (await first.reference.listVersions()).map((version) => [version.id, version.state]),
      );
      return {
        published,
        outcomes: sorted(outcomes),
        served: await first.reference.servedVersions(),
        states: published.map((id) => states.get(id)),
      };
    }

    it('steps back one version each, the second from where the first left', async () => {
      const { published, outcomes, served, states } = await race(['v1', 'v2', 'v3']);
      const [v1 = '', v2 = '', v3 = ''] = published;
      expect(outcomes).toEqual(
        sorted([
          { from: v3, to: v2 },
          { from: v2, to: v1 },
        ]),
      );
      expect(served.versions.map((version) => version.versionId)).toEqual([v1]);
      expect(states).toEqual(['ready', 'retired', 'retired']);
      // Three publications and two switches back.
      expect(served.generation).toBe(5);
    }, 60_000);

    it('refuses the second where the first took the one earlier version kept', async () => {
      const { published, outcomes, served, states } = await race(['v1', 'v2']);
      const [v1 = '', v2 = ''] = published;
      expect(outcomes).toEqual(
        sorted([
          { from: v2, to: v1 },
          { error: `dataset "${DATASET}" has no earlier ready version` },
        ]),
      );
      expect(served.versions.map((version) => version.versionId)).toEqual([v1]);
      expect(states).toEqual(['ready', 'retired']);
      expect(served.generation).toBe(3);
    }, 60_000);
  },
);
