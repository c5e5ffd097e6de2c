import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { newId } from '../ids/uuidv7.js';
import type { ImportItem } from '../sources/source.js';
import type {
  DatasetVersion,
  ImportTurn,
  NewVersion,
  ReferenceStore,
  ServedVersions,
  VersionCounts,
} from './reference-store.js';
import { countColumns, referenceRows, toVersion } from './reference-rows.js';
import { iso } from './rows.js';
import type { Tables } from './tables.js';
import { KyselyReferenceReads } from './kysely-reference-reads.js';
import { inPostgresFirstStartTurn, inPostgresImportTurn } from './import-turn.js';
import { compareCodePoints } from '../names/name-order.js';
import {
  deleteVersionRows,
  PURGE_BATCH_ROWS,
  postgresPurgeBatches,
  type PurgeBatches,
} from './reference-purge.js';

/** The longest failure kept with a version: an error's message, not a dump. */
const MAX_FAILURE_LENGTH = 1000;

/** PostgreSQL takes at most 65,535 parameters a statement; rows are inserted in chunks. */
const ROWS_PER_INSERT = 1000;

const chunks = <T>(rows: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    out.push(rows.slice(i, i + ROWS_PER_INSERT));
  return out;
};

/** Counts a switch of what the datasets serve; the new generation. */
async function nextGeneration(trx: Kysely<Tables>): Promise<number> {
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
const inPublicationOrder = <
  Q extends SelectQueryBuilder<Tables, 'dataset_versions', { id: string }>,
>(
  query: Q,
): Q =>
  query
    .orderBy(sql`coalesce(published_generation, 0)`, 'desc')
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc') as Q;

/**
 * A version another import failed while this one still writes to it (found staging by an import
 * that took the turn, or silent past ABANDONED_AFTER_MS): its rows would outlive its purge.
 */
export const notStaging = (versionId: string): Error =>
  new Error(
    `version ${versionId} is no longer being staged: another import marked it failed (abandoned), so this import stopped`,
  );

export class KyselyReferenceStore extends KyselyReferenceReads implements ReferenceStore {
  /** Rows one statement of a purge covers at most (see reference-purge.ts); tests set fewer. */
  purgeBatchRows = PURGE_BATCH_ROWS;

  protected readonly purgeBatches: PurgeBatches = postgresPurgeBatches;

  inImportTurn<T>(
    dataset: string,
    run: (turn: ImportTurn) => Promise<T>,
    onWait?: () => void,
  ): Promise<T> {
    return inPostgresImportTurn(
      this.db,
      dataset,
      async (turn) => {
        // On the session holding the turn: one the server has ended since it took the turn (its
        // machine cut off) runs nothing, so it cannot fail the version of an import that took
        // the turn after it.
        await this.abandonStaging(dataset, turn.connection);
        return run(turn);
      },
      onWait,
    );
  }

  inFirstStartTurn<T>(run: () => Promise<T>, onWait?: () => void, stop?: AbortSignal): Promise<T> {
    return inPostgresFirstStartTurn(this.db, run, onWait, stop);
  }

  /**
   * Fails the versions of `dataset` (undefined: of every dataset) still staging. Called only by
   * an import holding the turn that every import of them holds while it stages: their imports
   * have ended (killed, or cut off from the database) without publishing or failing them, and
   * waiting ABANDONED_AFTER_MS for their heartbeat to go stale would leave their rows behind.
   */
  protected async abandonStaging(dataset?: string, db: Kysely<Tables> = this.db): Promise<void> {
    let abandon = db
      .updateTable('dataset_versions')
      .set({
        state: 'failed',
        finished_at: new Date().toISOString(),
        failure:
          'abandoned: its import ended without finishing (killed, or cut off from the database); found by the next import',
      })
      .where('state', '=', 'staging');
    if (dataset !== undefined) abandon = abandon.where('dataset', '=', dataset);
    await abandon.execute();
  }

  async beginVersion(version: NewVersion): Promise<string> {
    const id = newId();
    const now = new Date().toISOString();
    await this.db
      .insertInto('dataset_versions')
      .values({
        id,
        dataset: version.dataset,
        format: version.format,
        label: version.label,
        state: 'staging',
        records: 0,
        rejected: 0,
        skipped: 0,
        left_out: 0,
        listed: 0,
        registered: 0,
        source: version.source,
        started_at: now,
        heartbeat_at: now,
        finished_at: null,
      })
      .execute();
    return id;
  }

  async writeItems(versionId: string, items: ImportItem[], counts?: VersionCounts): Promise<void> {
    const rows = referenceRows(versionId, items);
    await this.db.transaction().execute(async (trx) => {
      if (counts) {
        const updated = await trx
          .updateTable('dataset_versions')
          .set(countColumns(counts))
          .where('id', '=', versionId)
          .where('state', '=', 'staging')
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) throw notStaging(versionId);
      }
      for (const chunk of chunks(rows.entities))
        await trx.insertInto('ref_entities').values(chunk).execute();
      for (const chunk of chunks(rows.keys))
        await trx.insertInto('ref_keys').values(chunk).execute();
      for (const chunk of chunks(rows.addresses))
        await trx.insertInto('ref_addresses').values(chunk).execute();
      for (const chunk of chunks(rows.records))
        await trx.insertInto('ref_records').values(chunk).execute();
      for (const chunk of chunks(rows.streets)) {
        await trx
          .insertInto('ref_streets')
          .values(chunk)
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      if (rows.listed > 0 || rows.registered > 0) {
        // Null (a version staged before 0012) stays null: what it holds is not known.
        await trx
          .updateTable('dataset_versions')
          .set((eb) => ({
            listed: eb('listed', '+', rows.listed),
            registered: eb('registered', '+', rows.registered),
          }))
          .where('id', '=', versionId)
          .execute();
      }
    });
  }

  async heartbeat(versionId: string): Promise<void> {
    await this.db
      .updateTable('dataset_versions')
      .set({ heartbeat_at: new Date().toISOString() })
      .where('id', '=', versionId)
      .execute();
  }

  async publishVersion(
    versionId: string,
    counts: VersionCounts,
    keepVersions: number,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // The switch first: it takes the write lock, so the generation it returns (and the clock
      // read after it) are in the order the publications commit in.
      const generation = await nextGeneration(trx);
      const now = new Date().toISOString();
      const version = await trx
        .updateTable('dataset_versions')
        .set({
          state: 'ready',
          ...countColumns(counts),
          finished_at: now,
          heartbeat_at: now,
          published_generation: generation,
        })
        .where('id', '=', versionId)
        .where('state', '=', 'staging')
        .returning(['dataset'])
        .executeTakeFirst();
      if (!version) throw new Error(`version ${versionId} is not being staged`);
      await trx
        .insertInto('datasets')
        .values({ name: version.dataset, version_id: versionId, switched_at: now })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet({ version_id: versionId, switched_at: now }),
        )
        .execute();
      // The version served now and the others published last stay for rollback; older ones are
      // retired and purged later. By publication, not start: imports of one dataset may overlap,
      // and one that started first and finished last is served, so must never be retired.
      const others = await inPublicationOrder(
        trx
          .selectFrom('dataset_versions')
          .select('id')
          .where('dataset', '=', version.dataset)
          .where('state', '=', 'ready')
          .where('id', '!=', versionId),
      ).execute();
      const retire = others.slice(Math.max(1, keepVersions) - 1).map((r) => r.id);
      if (retire.length > 0) {
        await trx
          .updateTable('dataset_versions')
          .set({ state: 'retired', retired_at: now })
          .where('id', 'in', retire)
          .execute();
      }
    });
  }

  async failVersion(versionId: string, counts?: VersionCounts, failure?: string): Promise<void> {
    await this.db
      .updateTable('dataset_versions')
      .set({
        state: 'failed',
        finished_at: new Date().toISOString(),
        ...(counts && countColumns(counts)),
        ...(failure !== undefined && { failure: failure.slice(0, MAX_FAILURE_LENGTH) }),
      })
      .where('id', '=', versionId)
      .where('state', '=', 'staging')
      .execute();
  }

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

  async purge(staleAfterMs: number, retiredKeptMs: number): Promise<number> {
    const staleBefore = new Date(Date.now() - staleAfterMs).toISOString();
    const retiredBefore = new Date(Date.now() - retiredKeptMs).toISOString();
    await this.db
      .updateTable('dataset_versions')
      .set({
        state: 'failed',
        finished_at: new Date().toISOString(),
        failure: `abandoned: its import was not heard from for ${Math.round(staleAfterMs / 60_000)} minutes`,
      })
      .where('state', '=', 'staging')
      // Silent for staleAfterMs or longer: with 0, one whose heartbeat falls in this very
      // millisecond is abandoned too (a strict "<" let it through at random).
      .where('heartbeat_at', '<=', staleBefore)
      .execute();
    const dead = await this.db
      .selectFrom('dataset_versions')
      .select('id')
      .where('purged_at', 'is', null)
      .where((eb) =>
        eb.or([
          // Never served: no server reads it.
          eb('state', '=', 'failed'),
          // A server that read the switch before its retirement may still be reading it (see
          // ReferenceFollower): kept until that is long over. Those retired before retirement
          // was dated (retired_at null) were deleted at once then, and still are.
          eb.and([
            eb('state', '=', 'retired'),
            eb.or([eb('retired_at', 'is', null), eb('retired_at', '<=', retiredBefore)]),
          ]),
        ]),
      )
      .execute();
    for (const { id } of dead) {
      await deleteVersionRows(this.db, id, {
        batches: this.purgeBatches,
        batchRows: this.purgeBatchRows,
        between: (batchMs) => this.betweenPurgeBatches(batchMs),
      });
      // Only once all its rows are gone: a purge cut short is taken up again by the next.
      await this.db
        .updateTable('dataset_versions')
        .set({ purged_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    }
    return dead.length;
  }

  /**
   * Lets requests run between a purge's batches, where it runs in a server (its demo load):
   * awaiting a statement alone never leaves the microtask queue. PostgreSQL's row locks keep
   * no check from being stored meanwhile, so no more is needed there.
   */
  protected betweenPurgeBatches(_batchMs: number): Promise<void> {
    return new Promise((resolve) => setImmediate(resolve));
  }
}
