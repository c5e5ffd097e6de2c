import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DatasetVersion, ServedVersions } from './reference-store.js';
import { toVersion } from './reference-rows.js';
import { iso } from './rows.js';
import type { Tables } from './tables.js';
import { KyselyReferenceReads } from './kysely-reference-reads.js';
import { compareCodePoints } from '../names/name-order.js';

/** Counts a switch of what the datasets serve; the new generation. */
export async function nextGeneration(trx: Kysely<Tables>): Promise<number> {
  const row = await trx
    .updateTable('reference_state')
    .set((eb) => ({ generation: eb('generation', '+', 1) }))
    .where('id', '=', 1)
    .returning('generation')
    .executeTakeFirstOrThrow();
  return row.generation;
}

/**
 * Versions of a dataset, the last published first: by the switch that published them, then
 * (versions published before switches were recorded) by when they finished.
 */
export const inPublicationOrder = <
  Q extends SelectQueryBuilder<Tables, 'dataset_versions', { id: string }>,
>(
  query: Q,
): Q =>
  query
    .orderBy(sql`coalesce(published_generation, 0)`, 'desc')
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc') as Q;

/**
 * What the datasets serve, on PostgreSQL and SQLite alike: the versions and their switches
 * (reading them, and rolling one back). The imports that stage and publish versions are
 * KyselyReferenceStore's.
 */
export class KyselyReferenceSwitches extends KyselyReferenceReads {
  /**
   * A transaction that reads what it then writes, holding from its start the lock that every
   * switch of what the datasets serve takes first: no other switch (a rollback, a publication)
   * commits between its reads and its writes. PostgreSQL: the switch row (reference_state),
   * locked FOR UPDATE, as publishing's first statement locks it by updating it; the statements
   * after it read what the switches before it committed. SQLite overrides it with BEGIN
   * IMMEDIATE: a deferred one that read first is refused SQLITE_BUSY at once, without its busy
   * timeout, where another connection (a server storing checks) holds the write lock when it
   * comes to write, or has committed since its read.
   */
  protected readThenWrite<T>(work: (trx: Kysely<Tables>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('reference_state')
        .select('generation')
        .where('id', '=', 1)
        .forUpdate()
        .executeTakeFirstOrThrow();
      return work(trx);
    });
  }

  async rollback(dataset: string): Promise<{ from: string; to: string }> {
    return this.readThenWrite(async (trx) => {
      const current = await trx
        .selectFrom('datasets')
        .innerJoin('dataset_versions', 'dataset_versions.id', 'datasets.version_id')
        .select([
          'datasets.version_id as id',
          'dataset_versions.finished_at as finished_at',
          'dataset_versions.published_generation as published_generation',
        ])
        .where('datasets.name', '=', dataset)
        .executeTakeFirst();
      if (!current) {
        const known = await trx
          .selectFrom('dataset_versions')
          .select('id')
          .where('dataset', '=', dataset)
          .limit(1)
          .executeTakeFirst();
        // A mistyped name is said to be one, not a dataset with nothing served.
        if (!known) throw new Error(`no dataset "${dataset}"`);
        throw new Error(`dataset "${dataset}" has no version to roll back from`);
      }
      // The version published before this one, as publishing keeps them.
      let earlier = trx
        .selectFrom('dataset_versions')
        .select('id')
        .where('dataset', '=', dataset)
        .where('state', '=', 'ready')
        .where('id', '!=', current.id);
      if (current.published_generation !== null) {
        const generation = current.published_generation;
        earlier = earlier.where((eb) =>
          eb.or([
            eb('published_generation', '<', generation),
            eb('published_generation', 'is', null),
          ]),
        );
      } else if (current.finished_at !== null) {
        earlier = earlier.where('finished_at', '<=', current.finished_at);
      }
      const previous = await inPublicationOrder(earlier).executeTakeFirst();
      if (!previous) throw new Error(`dataset "${dataset}" has no earlier ready version`);
      const now = new Date().toISOString();
      await trx
        .updateTable('datasets')
        .set({ version_id: previous.id, switched_at: now })
        .where('name', '=', dataset)
        .execute();
      await trx
        .updateTable('dataset_versions')
        .set({ state: 'retired', retired_at: now })
        .where('id', '=', current.id)
        .execute();
      await nextGeneration(trx);
      return { from: current.id, to: previous.id };
    });
  }

  async listVersions(): Promise<DatasetVersion[]> {
    const served = new Set(
      (await this.db.selectFrom('datasets').select('version_id').execute()).map(
        (r) => r.version_id,
      ),
    );
    const rows = await this.db.selectFrom('dataset_versions').selectAll().execute();
    return rows
      .map((row) => toVersion(row, served.has(row.id)))
      .sort((a, b) =>
        a.dataset === b.dataset
          ? compareCodePoints(b.startedAt, a.startedAt)
          : a.dataset < b.dataset
            ? -1
            : 1,
      );
  }

  async servedVersions(): Promise<ServedVersions> {
    return this.db.transaction().execute(async (trx) => {
      const state = await trx
        .selectFrom('reference_state')
        .select('generation')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      const rows = await trx
        .selectFrom('datasets')
        .innerJoin('dataset_versions', 'dataset_versions.id', 'datasets.version_id')
        .select([
          'datasets.name as dataset',
          'datasets.version_id as versionId',
          'dataset_versions.label as label',
          'dataset_versions.format as format',
          'dataset_versions.finished_at as finishedAt',
          'dataset_versions.listed as listed',
          'dataset_versions.registered as registered',
        ])
        .orderBy('datasets.name')
        .execute();
      const versions = rows.map(({ finishedAt, listed, registered, ...version }) => ({
        ...version,
        ...(finishedAt !== null && { importedAt: iso(finishedAt) }),
        ...(listed !== null && { listed }),
        ...(registered !== null && { registered }),
      }));
      return { generation: state.generation, versions };
    });
  }

  async generation(): Promise<number> {
    const row = await this.db
      .selectFrom('reference_state')
      .select('generation')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return row.generation;
  }
}
