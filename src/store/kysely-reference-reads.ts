import type { Kysely } from 'kysely';
import type { Entity } from '../entities/entity.js';
import type { AddressRecord, ReadAt, ReferenceRecord } from '../sources/source.js';
import { inTextOrder, toAddress, toEntity, toRecord } from './reference-rows.js';
import type { Tables } from './tables.js';

/**
 * The reads checks make of reference data, by version: entities by key or id, addresses by
 * postcode or street, records by key. The SQLite store runs the frequent ones as prepared
 * statements instead.
 */
export class KyselyReferenceReads {
  constructor(protected readonly db: Kysely<Tables>) {}

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
