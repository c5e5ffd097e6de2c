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

export interface Tables {
  organisations: OrganisationsTable;
  users: UsersTable;
  checks: ChecksTable;
  audit_events: AuditEventsTable;
}
