import type {
  AuditEntry,
  CheckKind,
  Organisation,
  Permission,
  StoredCheck,
  StoredReport,
  User,
} from './store.js';
import type { ChecksTable, OrganisationsTable, ReportsTable, UsersTable } from './tables.js';

/** Row mapping shared by the backends. */

export const iso = (value: string | Date): string =>
  value instanceof Date ? value.toISOString() : value;

/** One timestamp format in both backends, so text order is time order in SQLite too. */
const CANONICAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function canonicalTime(value: string): string {
  // The service's own timestamps are already canonical; only others need parsing.
  if (CANONICAL_TIME.test(value)) return value;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) throw new Error(`invalid timestamp "${value}"`);
  return time.toISOString();
}

export function toOrganisation(row: OrganisationsTable): Organisation {
  const settings = JSON.parse(row.settings_json) as {
    customSections?: Organisation['customSections'];
  };
  return {
    id: row.id,
    name: row.name,
    createdAt: iso(row.created_at),
    customSections: settings.customSections ?? {},
  };
}

/** An organisation's settings with the custom section list of `kind` replaced. */
export function withCustomSections(
  settingsJson: string,
  kind: CheckKind,
  sections: string[],
): string {
  const settings = JSON.parse(settingsJson) as {
    customSections?: Organisation['customSections'];
  };
  settings.customSections = { ...settings.customSections, [kind]: sections };
  return JSON.stringify(settings);
}

export function toUser(row: UsersTable): User {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    username: row.username,
    passwordHash: row.password_hash,
    permissions: row.permissions === '' ? [] : (row.permissions.split(',') as Permission[]),
    disabled: row.disabled !== 0,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toCheck(row: ChecksTable): StoredCheck {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    kind: row.kind as CheckKind,
    type: row.type,
    checkIdentifier: row.check_identifier,
    reportIdentifier: row.report_identifier,
    requestHash: row.request_hash,
    resultJson: row.result_json,
    sourceJson: row.source_json ?? undefined,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    reportLanguage: row.report_language === 'en' ? 'en' : 'nl',
  };
}

export function auditRow(entry: AuditEntry) {
  return {
    organisation_id: entry.organisationId,
    user_id: entry.userId,
    action: entry.action,
    check_id: entry.checkId,
    source_json: entry.sourceJson ?? null,
    request_id: entry.requestId ?? null,
    at: canonicalTime(entry.at),
  };
}

/** A check as the checks table stores it. */
export function checkRow(check: StoredCheck): ChecksTable {
  return {
    id: check.id,
    organisation_id: check.organisationId,
    kind: check.kind,
    type: check.type,
    check_identifier: check.checkIdentifier,
    report_identifier: check.reportIdentifier,
    request_hash: check.requestHash,
    result_json: check.resultJson,
    source_json: check.sourceJson ?? null,
    created_by: check.createdBy,
    created_at: canonicalTime(check.createdAt),
    report_language: check.reportLanguage,
  };
}

export function toReport(row: ReportsTable): StoredReport {
  return {
    reportIdentifier: row.report_identifier,
    organisationId: row.organisation_id,
    checkId: row.check_id,
    status: row.status === 'rendered' ? 'rendered' : 'failed',
    html: row.html ?? undefined,
    pdf: row.pdf === null ? undefined : Buffer.from(row.pdf),
    error: row.error ?? undefined,
    attempts: row.attempts,
    updatedAt: iso(row.updated_at),
  };
}

export function reportRow(report: StoredReport): ReportsTable {
  return {
    report_identifier: report.reportIdentifier,
    organisation_id: report.organisationId,
    check_id: report.checkId,
    status: report.status,
    html: report.html ?? null,
    pdf: report.pdf ?? null,
    error: report.error ?? null,
    attempts: report.attempts,
    updated_at: canonicalTime(report.updatedAt),
  };
}

/** What a stored person check adds to the organisation's check history. */
export interface HistoryWrite {
  organisationId: string;
  /** The postcode areas (pc4, pc5, pc6) of the check's Dutch postcode. */
  areas: string[];
  day: string;
  at: string;
  /**
   * Address and person key, when the check has both, with the birth key that goes with it: one
   * pair for the person key and one for each key the check is also kept under.
   */
  pairs: { addressKey: string; personKey: string; birthKey: string | null }[];
}

export function historyWriteOf(check: StoredCheck): HistoryWrite | undefined {
  const subject = check.subject;
  if (!subject) return undefined;
  const { postcode, addressKey, personKey, birthKey, alsoWrittenPersonKeys = [] } = subject;
  const areas = postcode ? [postcode.slice(0, 4), postcode.slice(0, 5), postcode.slice(0, 6)] : [];
  const pairs =
    addressKey && personKey
      ? [personKey, ...alsoWrittenPersonKeys].map((key) => ({
          addressKey,
          personKey: key,
          birthKey: birthKey ?? null,
        }))
      : [];
  if (areas.length === 0 && pairs.length === 0) return undefined;
  const at = canonicalTime(check.createdAt);
  return {
    organisationId: check.organisationId,
    areas,
    day: at.slice(0, 10),
    at,
    pairs,
  };
}
