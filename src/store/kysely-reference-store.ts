import { newId } from '../ids/uuidv7.js';
import type { ImportItem } from '../sources/source.js';
import type { Kysely } from 'kysely';
import type { ImportTurn, NewVersion, ReferenceStore, VersionCounts } from './reference-store.js';
import { countColumns, referenceRows } from './reference-rows.js';
import type { Tables } from './tables.js';
import {
  inPublicationOrder,
  KyselyReferenceSwitches,
  nextGeneration,
} from './kysely-reference-switches.js';
import { inPostgresFirstStartTurn, inPostgresImportTurn } from './import-turn.js';
import {
  PURGE_BATCH_ROWS,
  postgresPurgeBatches,
  purgeDeadVersions,
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

/**
 * A version another import failed while this one still writes to it (found staging by an import
 * that took the turn, or silent past ABANDONED_AFTER_MS): its rows would outlive its purge.
 */
export const notStaging = (versionId: string): Error =>
  new Error(
    `version ${versionId} is no longer being staged: another import marked it failed (abandoned), so this import stopped`,
  );

/**
 * The reference store on PostgreSQL (SQLite's extends it): imports staging, publishing and
 * failing versions, and the purge of dead ones; what the datasets serve is
 * KyselyReferenceSwitches', the reads of their rows KyselyReferenceReads'.
 */
export class KyselyReferenceStore extends KyselyReferenceSwitches implements ReferenceStore {
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

  purge(staleAfterMs: number, retiredKeptMs: number): Promise<number> {
    return purgeDeadVersions(this.db, staleAfterMs, retiredKeptMs, {
      batches: this.purgeBatches,
      batchRows: this.purgeBatchRows,
      between: (batchMs) => this.betweenPurgeBatches(batchMs),
    });
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
