import type { Entity } from '../entities/entity.js';
import { isListEntry, isRegisteredOrganisation } from '../entities/indexed-as.js';
import { entityKeys, normaliseName } from '../registry/keys.js';
import { ownString } from '../sources/own-string.js';
import type { AddressRecord, ImportItem, ReferenceRecord } from '../sources/source.js';
import type { DatasetVersion, VersionCounts, VersionState } from './reference-store.js';
import { iso } from './rows.js';
import type {
  DatasetVersionsTable,
  RefAddressesTable,
  RefEntitiesTable,
  RefKeysTable,
  RefRecordsTable,
  RefStreetsTable,
} from './tables.js';

export interface ReferenceRows {
  entities: RefEntitiesTable[];
  keys: RefKeysTable[];
  addresses: RefAddressesTable[];
  /** Each street, city and postcode once per batch (the store ignores repeats across batches). */
  streets: RefStreetsTable[];
  records: RefRecordsTable[];
  /** Of the entities: those with FtM topics, and organisations without (indexed-as.ts). */
  listed: number;
  registered: number;
}

/** The rows an import batch becomes, in both backends. */
export function referenceRows(versionId: string, items: readonly ImportItem[]): ReferenceRows {
  const rows: ReferenceRows = {
    entities: [],
    keys: [],
    addresses: [],
    streets: [],
    records: [],
    listed: 0,
    registered: 0,
  };
  const streetsSeen = new Set<string>();
  for (const item of items) {
    if (item.kind === 'entity') {
      const { entity } = item;
      rows.entities.push({
        version_id: versionId,
        id: entity.id,
        schema: entity.schema,
        data_json: JSON.stringify(entity),
        source_file: item.readAt?.file ?? null,
        source_line: item.readAt?.line ?? null,
      });
      for (const key of item.keys ?? entityKeys(entity)) {
        rows.keys.push({ key, version_id: versionId, entity_id: entity.id });
      }
      if (isListEntry(entity)) rows.listed++;
      else if (isRegisteredOrganisation(entity)) rows.registered++;
    } else if (item.kind === 'address') {
      const row = addressRow(versionId, item.address);
      rows.addresses.push(row);
      const street = `${row.city_key}|${row.street_key}|${row.postcode}`;
      if (!streetsSeen.has(street)) {
        streetsSeen.add(street);
        rows.streets.push({
          version_id: versionId,
          city_key: row.city_key,
          street_key: row.street_key,
          postcode: row.postcode,
        });
      }
    } else {
      rows.records.push({
        version_id: versionId,
        type: item.record.type,
        key: item.record.key,
        data_json: JSON.stringify(item.record.data),
      });
    }
  }
  return rows;
}

/** Street and city names repeat across millions of addresses; their keys are computed once. */
const nameKeys = new Map<string, string>();
const NAME_KEYS_LIMIT = 200_000;

function nameKey(name: string): string {
  let key = nameKeys.get(name);
  if (key === undefined) {
    key = normaliseName(name);
    if (nameKeys.size >= NAME_KEYS_LIMIT) nameKeys.clear();
    // Strings of their own: a name cut from a chunk of the file would keep the chunk alive, and
    // an import then held nearly all of a BAG file in memory.
    nameKeys.set(ownString(name), ownString(key));
  }
  return key;
}

export function addressRow(versionId: string, a: AddressRecord): RefAddressesTable {
  return {
    version_id: versionId,
    postcode: a.postcode,
    house_number: a.houseNumber,
    house_letter: a.houseLetter ?? '',
    addition: a.addition ?? '',
    street: a.street,
    city: a.city,
    street_key: nameKey(a.street),
    city_key: nameKey(a.city),
    municipality: a.municipality ?? null,
    province: a.province ?? null,
    object_id: a.objectId ?? null,
    object_type: a.objectType ?? null,
    secondary: a.secondary ? 1 : 0,
    lat: a.lat ?? null,
    lon: a.lon ?? null,
  };
}

export function toAddress(row: RefAddressesTable): AddressRecord {
  const address: AddressRecord = {
    postcode: row.postcode,
    houseNumber: row.house_number,
    street: row.street,
    city: row.city,
    secondary: row.secondary !== 0,
  };
  if (row.house_letter) address.houseLetter = row.house_letter;
  if (row.addition) address.addition = row.addition;
  if (row.municipality !== null) address.municipality = row.municipality;
  if (row.province !== null) address.province = row.province;
  if (row.object_id !== null) address.objectId = row.object_id;
  if (row.object_type !== null) address.objectType = row.object_type;
  if (row.lat !== null) address.lat = row.lat;
  if (row.lon !== null) address.lon = row.lon;
  return address;
}

export const toEntity = (dataJson: string): Entity => JSON.parse(dataJson) as Entity;

/**
 * Rows in the order of their stored JSON text (by code unit): a table has no order of its own,
 * and SQLite and PostgreSQL return rows differently, so that whatever a check takes first, or
 * last, is the same on both.
 */
export function inTextOrder<T extends { data_json: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => (a.data_json < b.data_json ? -1 : a.data_json > b.data_json ? 1 : 0));
}

export const toRecord = (row: {
  type: string;
  key: string;
  data_json: string;
}): ReferenceRecord => ({
  type: row.type,
  key: row.key,
  data: JSON.parse(row.data_json) as Record<string, unknown>,
});

/** An import's counts as the columns of dataset_versions hold them. */
export const countColumns = (counts: VersionCounts) => ({
  records: counts.records,
  rejected: counts.rejected,
  skipped: counts.skipped,
  left_out: counts.leftOut ?? 0,
});

export function toVersion(row: DatasetVersionsTable, current: boolean): DatasetVersion {
  return {
    id: row.id,
    dataset: row.dataset,
    format: row.format,
    label: row.label,
    state: row.state as VersionState,
    records: row.records,
    rejected: row.rejected,
    skipped: row.skipped,
    leftOut: row.left_out,
    source: row.source,
    startedAt: iso(row.started_at),
    heartbeatAt: iso(row.heartbeat_at),
    finishedAt: row.finished_at === null ? undefined : iso(row.finished_at),
    ...(row.retired_at !== null && { retiredAt: iso(row.retired_at) }),
    ...(row.purged_at !== null && { purgedAt: iso(row.purged_at) }),
    ...(row.failure !== null && { failure: row.failure }),
    current,
  };
}
