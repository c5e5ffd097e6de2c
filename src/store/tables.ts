import type { Generated } from 'kysely';

/** Row shapes as both backends store them (timestamps come back as Date from PostgreSQL). */
export interface OrganisationsTable {
  id: string;
  name: string;
  settings_json: string;
  created_at: string | Date;
}

export interface UsersTable {
  id: string;
  organisation_id: string;
  username: string;
  password_hash: string;
  permissions: string;
  disabled: number;
  created_at: string | Date;
  updated_at: string | Date;
}

export interface ChecksTable {
  id: string;
  organisation_id: string;
  kind: string;
  type: string;
  check_identifier: string;
  report_identifier: string;
  request_hash: string;
  result_json: string;
  source_json: string | null;
  created_by: string;
  created_at: string | Date;
  /** nl or en: the language of the check's report. */
  report_language: string;
}

/** A rendered report, or the failure of its last rendering. */
export interface ReportsTable {
  report_identifier: string;
  organisation_id: string;
  check_id: string;
  /** rendered or failed. */
  status: string;
  html: string | null;
  pdf: Uint8Array | null;
  error: string | null;
  attempts: number;
  updated_at: string | Date;
}

/** The check history (docs/checks.md): the organisation's person checks per postcode area and day. */
export interface HistoryAreasTable {
  organisation_id: string;
  /** pc4, pc5 or pc6: 1012, 1012A, 1012AB. */
  area: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  checks: number;
}

/** The check history: which person (key) was checked at which address (key), last when. */
export interface HistoryPairsTable {
  organisation_id: string;
  address_key: string;
  person_key: string;
  /** Digest of the date of birth alone (see migration 0005); null in rows written before. */
  birth_key: string | null;
  last_at: string | Date;
}

export interface AuditEventsTable {
  id: Generated<number>;
  organisation_id: string;
  user_id: string;
  action: string;
  check_id: string;
  source_json: string | null;
  request_id: string | null;
  at: string | Date;
}

export interface DatasetVersionsTable {
  id: string;
  dataset: string;
  format: string;
  label: string;
  /** staging, ready, failed or retired. */
  state: string;
  records: number;
  rejected: number;
  skipped: number;
  /** Values left out of the records kept (0 for versions imported before 0010). */
  left_out: number;
  source: string;
  started_at: string | Date;
  heartbeat_at: string | Date;
  finished_at: string | Date | null;
  /** The reference_state.generation its publication switched to; null before published. */
  published_generation: number | null;
  /** When the rows of this failed or retired version were deleted; null while they are kept. */
  purged_at: string | Date | null;
  /** Why a failed version failed; null for the others, and for those failed before 0008. */
  failure: string | null;
  /** When a retired version was retired; null for the others, and for those retired before 0009. */
  retired_at: string | Date | null;
  /**
   * Entities it holds that carry FtM topics (listings: what screening reads), and organisations
   * without topics (what the company directory reads); null in versions staged before 0012.
   */
  listed: number | null;
  registered: number | null;
}

export interface DatasetsTable {
  name: string;
  version_id: string;
  switched_at: string | Date;
}

export interface ReferenceStateTable {
  id: number;
  generation: number;
}

export interface RefEntitiesTable {
  version_id: string;
  id: string;
  schema: string;
  data_json: string;
  /** Where the import read it: the file's number among the files it read (from 0), the line. */
  source_file: number | null;
  source_line: number | null;
}

export interface RefKeysTable {
  key: string;
  version_id: string;
  entity_id: string;
}

export interface RefAddressesTable {
  version_id: string;
  postcode: string;
  house_number: number;
  house_letter: string;
  addition: string;
  street: string;
  city: string;
  street_key: string;
  city_key: string;
  municipality: string | null;
  province: string | null;
  object_id: string | null;
  object_type: string | null;
  secondary: number;
  lat: number | null;
  lon: number | null;
}

export interface RefStreetsTable {
  version_id: string;
  city_key: string;
  street_key: string;
  postcode: string;
}

export interface RefRecordsTable {
  version_id: string;
  type: string;
  key: string;
  data_json: string;
}

export interface Tables {
  dataset_versions: DatasetVersionsTable;
  datasets: DatasetsTable;
  reference_state: ReferenceStateTable;
  ref_entities: RefEntitiesTable;
  ref_keys: RefKeysTable;
  ref_addresses: RefAddressesTable;
  ref_records: RefRecordsTable;
  ref_streets: RefStreetsTable;
  organisations: OrganisationsTable;
  users: UsersTable;
  checks: ChecksTable;
  reports: ReportsTable;
  history_areas: HistoryAreasTable;
  history_pairs: HistoryPairsTable;
  audit_events: AuditEventsTable;
}
