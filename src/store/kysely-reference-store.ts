import { Kysely, sql } from 'kysely';
import { newId } from '../ids/uuidv7.js';
import type { Entity } from '../entities/entity.js';
import type { AddressRecord, ImportItem, ReadAt, ReferenceRecord } from '../sources/source.js';
import type {
  DatasetVersion,
  NewVersion,
  ReferenceStore,
  ServedVersions,
  VersionCounts,
} from './reference-store.js';
import {
  inTextOrder,
  referenceRows,
  toAddress,
  toEntity,
  toRecord,
  toVersion,
} from './reference-rows.js';
import { iso } from './rows.js';
import type { Tables } from './tables.js';

/** PostgreSQL takes at most 65,535 parameters a statement; rows are inserted in chunks. */
const ROWS_PER_INSERT = 1000;

const chunks = <T>(rows: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    out.push(rows.slice(i, i + ROWS_PER_INSERT));
  return out;
};

const REFERENCE_TABLES = [
  'ref_entities',
  'ref_keys',
  'ref_addresses',
  'ref_streets',
  'ref_records',
] as const;

export class KyselyReferenceStore implements ReferenceStore {
  constructor(protected readonly db: Kysely<Tables>) {}

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
        source: version.source,
        started_at: now,
        heartbeat_at: now,
        finished_at: null,
      })
      .execute();
    return id;
  }

  async writeItems(versionId: string, items: ImportItem[]): Promise<void> {
    const rows = referenceRows(versionId, items);
    await this.db.transaction().execute(async (trx) => {
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
      const now = new Date().toISOString();
      const version = await trx
        .updateTable('dataset_versions')
        .set({ state: 'ready', ...counts, finished_at: now, heartbeat_at: now })
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
      await sql`update reference_state set generation = generation + 1 where id = 1`.execute(trx);
      // The version served now and the others published last stay for rollback; older ones are
      // retired and purged later. By publication, not start: imports of one dataset may overlap,
      // and one that started first and finished last is served, so must never be retired.
      const others = await trx
        .selectFrom('dataset_versions')
        .select('id')
        .where('dataset', '=', version.dataset)
        .where('state', '=', 'ready')
        .where('id', '!=', versionId)
        .orderBy('finished_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const retire = others.slice(Math.max(1, keepVersions) - 1).map((r) => r.id);
      if (retire.length > 0) {
        await trx
          .updateTable('dataset_versions')
          .set({ state: 'retired' })
          .where('id', 'in', retire)
          .execute();
      }
    });
  }

  async failVersion(versionId: string): Promise<void> {
    await this.db
      .updateTable('dataset_versions')
      .set({ state: 'failed', finished_at: new Date().toISOString() })
      .where('id', '=', versionId)
      .where('state', '=', 'staging')
      .execute();
  }

  async rollback(dataset: string): Promise<{ from: string; to: string }> {
    return this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('datasets')
        .innerJoin('dataset_versions', 'dataset_versions.id', 'datasets.version_id')
        .select(['datasets.version_id as id', 'dataset_versions.finished_at as finished_at'])
        .where('datasets.name', '=', dataset)
        .executeTakeFirst();
      if (!current) throw new Error(`dataset "${dataset}" has no version to roll back from`);
      // The version published before this one, as publishing keeps them.
      let earlier = trx
        .selectFrom('dataset_versions')
        .select('id')
        .where('dataset', '=', dataset)
        .where('state', '=', 'ready')
        .where('id', '!=', current.id);
      if (current.finished_at !== null) {
        earlier = earlier.where('finished_at', '<=', current.finished_at);
      }
      const previous = await earlier
        .orderBy('finished_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!previous) throw new Error(`dataset "${dataset}" has no earlier ready version`);
      const now = new Date().toISOString();
      await trx
        .updateTable('datasets')
        .set({ version_id: previous.id, switched_at: now })
        .where('name', '=', dataset)
        .execute();
      await trx
        .updateTable('dataset_versions')
        .set({ state: 'retired' })
        .where('id', '=', current.id)
        .execute();
      await sql`update reference_state set generation = generation + 1 where id = 1`.execute(trx);
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
          ? b.startedAt.localeCompare(a.startedAt)
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
        ])
        .orderBy('datasets.name')
        .execute();
      const versions = rows.map(({ finishedAt, ...version }) =>
        finishedAt === null ? version : { ...version, importedAt: iso(finishedAt) },
      );
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

  async purge(staleAfterMs: number): Promise<number> {
    const staleBefore = new Date(Date.now() - staleAfterMs).toISOString();
    await this.db
      .updateTable('dataset_versions')
      .set({ state: 'failed', finished_at: new Date().toISOString() })
      .where('state', '=', 'staging')
      .where('heartbeat_at', '<', staleBefore)
      .execute();
    const dead = await this.db
      .selectFrom('dataset_versions')
      .select('id')
      .where('state', 'in', ['failed', 'retired'])
      .execute();
    for (const { id } of dead) {
      for (const table of REFERENCE_TABLES) {
        await this.db.deleteFrom(table).where('version_id', '=', id).execute();
      }
    }
    return dead.length;
  }

  async entitiesByKey(versionIds: readonly string[], key: string): Promise<Entity[]> {
    if (versionIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('ref_keys')
      .innerJoin('ref_entities', (join) =>
        join
          .onRef('ref_entities.version_id', '=', 'ref_keys.version_id')
          .onRef('ref_entities.id', '=', 'ref_keys.entity_id'),
      )
      .select('ref_entities.data_json')
      .where('ref_keys.key', '=', key)
      .where('ref_keys.version_id', 'in', versionIds)
      .execute();
    return inTextOrder(rows).map((r) => toEntity(r.data_json));
  }

  async entitiesById(versionIds: readonly string[], ids: readonly string[]): Promise<Entity[]> {
    if (versionIds.length === 0 || ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('ref_entities')
      .select('data_json')
      .where('version_id', 'in', versionIds)
      .where('id', 'in', ids)
      .execute();
    return inTextOrder(rows).map((r) => toEntity(r.data_json));
  }

  async entitySources(
    versionId: string,
    ids: readonly string[],
  ): Promise<Map<string, ReadAt | undefined>> {
    const found = new Map<string, ReadAt | undefined>();
    if (ids.length === 0) return found;
    const rows = await this.db
      .selectFrom('ref_entities')
      .select(['id', 'source_file', 'source_line'])
      .where('version_id', '=', versionId)
      .where('id', 'in', ids)
      .execute();
    for (const { id, source_file: file, source_line: line } of rows) {
      found.set(id, file === null || line === null ? undefined : { file, line });
    }
    return found;
  }

  async entitiesOfVersion(
    versionId: string,
    schemata: readonly string[],
    afterId: string | undefined,
    limit: number,
  ): Promise<Entity[]> {
    if (schemata.length === 0) return [];
    let query = this.db
      .selectFrom('ref_entities')
      .select('data_json')
      .where('version_id', '=', versionId)
      .where('schema', 'in', schemata);
    if (afterId !== undefined) query = query.where('id', '>', afterId);
    const rows = await query.orderBy('id').limit(limit).execute();
    return rows.map((r) => toEntity(r.data_json));
  }

  async addressesOfVersion(
    versionId: string,
    afterPostcode: string | undefined,
    limit: number,
  ): Promise<AddressRecord[]> {
    // The postcode of the limit-th address after the cursor ends the page (the postcode index
    // serves both reads); without one, the rest of the version is the page.
    let boundary = this.db
      .selectFrom('ref_addresses')
      .select('postcode')
      .where('version_id', '=', versionId);
    if (afterPostcode !== undefined) boundary = boundary.where('postcode', '>', afterPostcode);
    const last = await boundary
      .orderBy('postcode')
      .limit(1)
      .offset(Math.max(0, limit - 1))
      .executeTakeFirst();
    let query = this.db.selectFrom('ref_addresses').selectAll().where('version_id', '=', versionId);
    if (afterPostcode !== undefined) query = query.where('postcode', '>', afterPostcode);
    if (last) query = query.where('postcode', '<=', last.postcode);
    const rows = await query.orderBy('postcode').orderBy('house_number').execute();
    return rows.map(toAddress);
  }

  async addressesByPostcode(
    versionIds: readonly string[],
    postcode: string,
    houseNumber: number,
  ): Promise<AddressRecord[]> {
    if (versionIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('ref_addresses')
      .selectAll()
      .where('postcode', '=', postcode)
      .where('house_number', '=', houseNumber)
      .where('version_id', 'in', versionIds)
      .execute();
    return rows.map(toAddress);
  }

  async addressesByStreet(
    versionIds: readonly string[],
    cityKey: string,
    streetKey: string,
    houseNumber: number,
  ): Promise<AddressRecord[]> {
    if (versionIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('ref_streets')
      .innerJoin('ref_addresses', (join) =>
        join
          .onRef('ref_addresses.postcode', '=', 'ref_streets.postcode')
          .onRef('ref_addresses.version_id', '=', 'ref_streets.version_id'),
      )
      .selectAll('ref_addresses')
      .where('ref_streets.city_key', '=', cityKey)
      .where('ref_streets.street_key', '=', streetKey)
      .where('ref_streets.version_id', 'in', versionIds)
      .where('ref_addresses.house_number', '=', houseNumber)
      .where('ref_addresses.street_key', '=', streetKey)
      .execute();
    return rows.map(toAddress);
  }

  async recordsByKey(
    versionIds: readonly string[],
    type: string,
    key: string,
  ): Promise<ReferenceRecord[]> {
    if (versionIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('ref_records')
      .select(['type', 'key', 'data_json'])
      .where('type', '=', type)
      .where('key', '=', key)
      .where('version_id', 'in', versionIds)
      .execute();
    return inTextOrder(rows).map(toRecord);
  }
}
