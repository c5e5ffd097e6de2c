/**
 * What the commit thread writes: the insert statements and each row's values in their column
 * order. The in-process path of sqlite-store.ts runs the same statements with the same values.
 */
import { iso, type auditRow, type HistoryWrite } from './rows.js';
import type { ChecksTable, ReportsTable } from './tables.js';

export type AuditRow = ReturnType<typeof auditRow>;
/** Column values in the order of the insert statements below (positional binds are cheaper). */
export type Values = (string | null)[];

/** Which history statement a value list belongs to. */
export type HistoryStatement = 'area' | 'pair';

/**
 * A check row, its audit row and its history statements (person checks with a subject), or an
 * audit row alone, as the commit thread inserts them.
 */
export type CommitRow = [
  check: Values | null,
  audit: Values,
  history?: [HistoryStatement, Values][],
];

export const INSERT_CHECK_SQL = `insert into checks (id, organisation_id, kind, type, check_identifier,
    report_identifier, request_hash, result_json, source_json, created_by, created_at,
    report_language)
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  on conflict (organisation_id, check_identifier) do nothing`;

export const INSERT_AUDIT_SQL = `insert into audit_events (organisation_id, user_id, action, check_id,
    source_json, request_id, at)
  values (?, ?, ?, ?, ?, ?, ?)`;

export const UPSERT_HISTORY_AREA_SQL = `insert into history_areas (organisation_id, area, day, checks)
  values (?, ?, ?, 1)
  on conflict (organisation_id, area, day) do update set checks = history_areas.checks + 1`;

export const UPSERT_HISTORY_PAIR_SQL = `insert into history_pairs (organisation_id, address_key,
    person_key, birth_key, last_at)
  values (?, ?, ?, ?, ?)
  on conflict (organisation_id, address_key, person_key) do update
  set last_at = excluded.last_at, birth_key = excluded.birth_key
  where excluded.last_at > history_pairs.last_at`;

/** A kept report, replacing the organisation's own under the same report identifier only. */
export const UPSERT_REPORT_SQL = `insert into reports (report_identifier, organisation_id, check_id,
    status, html, pdf, error, attempts, updated_at)
  values (?, ?, ?, ?, ?, ?, ?, ?, ?)
  on conflict (report_identifier) do update
  set status = excluded.status, html = excluded.html, pdf = excluded.pdf, error = excluded.error,
    attempts = excluded.attempts, updated_at = excluded.updated_at
  where reports.organisation_id = excluded.organisation_id`;

/** A report row's values in the order of UPSERT_REPORT_SQL. */
export type ReportValues = [
  reportIdentifier: string,
  organisationId: string,
  checkId: string,
  status: string,
  html: string | null,
  pdf: Uint8Array | null,
  error: string | null,
  attempts: number,
  updatedAt: string,
];

export const reportValues = (row: ReportsTable): ReportValues => [
  row.report_identifier,
  row.organisation_id,
  row.check_id,
  row.status,
  row.html,
  row.pdf,
  row.error,
  row.attempts,
  iso(row.updated_at),
];

export const HISTORY_SQL: Record<HistoryStatement, string> = {
  area: UPSERT_HISTORY_AREA_SQL,
  pair: UPSERT_HISTORY_PAIR_SQL,
};

/** The statements (by name) and their values that add a check to the history. */
export function historyStatements(write: HistoryWrite): [HistoryStatement, Values][] {
  const statements: [HistoryStatement, Values][] = write.areas.map((area) => [
    'area',
    [write.organisationId, area, write.day],
  ]);
  for (const pair of write.pairs) {
    statements.push([
      'pair',
      [write.organisationId, pair.addressKey, pair.personKey, pair.birthKey, write.at],
    ]);
  }
  return statements;
}

export const checkValues = (row: ChecksTable): Values => [
  row.id,
  row.organisation_id,
  row.kind,
  row.type,
  row.check_identifier,
  row.report_identifier,
  row.request_hash,
  row.result_json,
  row.source_json,
  row.created_by,
  iso(row.created_at),
  row.report_language,
];

export const auditValues = (row: AuditRow): Values => [
  row.organisation_id,
  row.user_id,
  row.action,
  row.check_id,
  row.source_json,
  row.request_id,
  row.at,
];
