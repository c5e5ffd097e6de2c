import type { ReferenceStore } from './reference-store.js';

/** The store: one interface, a SQLite and a PostgreSQL backend (see open-store.ts). */

export const PERMISSIONS = [
  'company-check',
  'person-check',
  'company-search',
  'address-search',
  'read-checks',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export interface Organisation {
  id: string;
  name: string;
  createdAt: string;
  /** Sections run by `custom` checks of each kind; absent until the organisation configures them. */
  customSections: { company?: string[]; person?: string[] };
}

export interface User {
  id: string;
  organisationId: string;
  username: string;
  passwordHash: string;
  permissions: Permission[];
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export type CheckKind = 'company' | 'person';

export interface StoredCheck {
  id: string;
  organisationId: string;
  kind: CheckKind;
  type: string;
  checkIdentifier: string;
  reportIdentifier: string;
  /** SHA-256 of the canonical request body: the same key with another body is a conflict. */
  requestHash: string;
  /** The result exactly as it was serialised for the first answer. */
  resultJson: string;
  sourceJson: string | undefined;
  createdBy: string;
  createdAt: string;
  /** The keys of a person check's subject, kept as the organisation's check history. */
  subject?: CheckSubject;
  /** The language of the check's report, as asked for with the check (`report_language`). */
  reportLanguage: 'nl' | 'en';
}

/** A check's report as kept: rendered (HTML and PDF), or failed with the error. */
export interface StoredReport {
  reportIdentifier: string;
  organisationId: string;
  checkId: string;
  status: 'rendered' | 'failed';
  html: string | undefined;
  pdf: Buffer | undefined;
  /** Why the last rendering failed. */
  error: string | undefined;
  /** Renderings tried so far, the successful one included. */
  attempts: number;
  updatedAt: string;
}

/**
 * What the check history keeps of a person check's subject: keys only, no names or numbers in
 * the clear beyond the postcode (see docs/checks.md, "The organisation's check history").
 */
export interface CheckSubject {
  /** The Dutch postcode (pc6) given, normalised: 1012AB. */
  postcode?: string;
  /** Postcode, house number and extension: addressKey(). */
  addressKey?: string;
  /** A digest of family name and date of birth: never the name itself. */
  personKey?: string;
  /**
   * A digest of the date of birth alone, with personKey: at one address, another family name
   * with the same date of birth is taken for the same person with the name corrected.
   */
  birthKey?: string;
  /**
   * Keys of the same name written the other way (a prefix run in or apart: "Vanderberg", "van
   * der Berg"): read as the person's own, never written. At most PERSON_KEYS_READ - 1.
   */
  alsoPersonKeys?: readonly string[];
  /**
   * Keys the check is also kept under, beside personKey: a name with its prefix apart run into
   * one word ("van der Berg": vanderberg), so that a check of the name written so meets it by
   * its own key alone, and reads no other name's ("Delaney" no Laney's or Ney's).
   */
  alsoWrittenPersonKeys?: readonly string[];
}

/** How many person keys a history read takes: a fixed number, so its SQL text is one. */
export const PERSON_KEYS_READ = 4;

/**
 * The person keys a history read takes: the key and those also read as the person's, padded
 * with the key to PERSON_KEYS_READ (extra ones dropped). None without a person key.
 */
export function personKeysRead(query: HistoryQuery): string[] {
  if (query.personKey === undefined) return Array<string>(PERSON_KEYS_READ).fill('');
  const keys = [query.personKey, ...(query.alsoPersonKeys ?? [])].slice(0, PERSON_KEYS_READ);
  return [...keys, ...Array<string>(PERSON_KEYS_READ - keys.length).fill(query.personKey)];
}

/**
 * The organisation's own person checks since a time, counted by what they share with a subject.
 * Areas count whole days: `since` is read as its day.
 */
export interface HistoryQuery {
  organisationId: string;
  since: string;
  /** Postcode areas (pc4, pc5, pc6) to count checks in. */
  areas: readonly string[];
  addressKey?: string;
  personKey?: string;
  birthKey?: string;
  /** Pairs under these keys count as the person's too (`CheckSubject.alsoPersonKeys`). */
  alsoPersonKeys?: readonly string[];
}

export interface HistoryCounts {
  /** Checks per postcode area asked for. */
  checksInArea: Record<string, number>;
  /** Distinct other persons (person keys) checked at the address. */
  otherPersonsAtAddress: number;
  /** Distinct other addresses at which the person (person key) was checked. */
  otherAddressesOfPerson: number;
}

export type AuditAction = 'check.create' | 'check.read' | 'check.replay' | 'report.read';

export interface AuditEntry {
  organisationId: string;
  userId: string;
  action: AuditAction;
  checkId: string;
  /** The caller's `source` object of the request, as JSON. */
  sourceJson: string | undefined;
  requestId: string | undefined;
  at: string;
}

export interface NewUser {
  organisationId: string;
  username: string;
  passwordHash: string;
  permissions: Permission[];
}

export interface UserChanges {
  passwordHash?: string;
  disabled?: boolean;
  permissions?: Permission[];
}

export interface Store {
  readonly backend: 'sqlite' | 'postgres';
  /** Reference data: dataset versions and the registry's indexed reads. */
  readonly reference: ReferenceStore;
  /** Applies pending migrations; returns the names applied. */
  migrate(): Promise<string[]>;
  pendingMigrations(): Promise<string[]>;
  /** Applied migrations this version does not know: a newer version migrated the database. */
  unknownMigrations(): Promise<string[]>;
  ping(): Promise<void>;
  /** Waits for queued writes, then closes the connections. */
  close(): Promise<void>;

  /** Refuses a name taken, one differing from a taken one by case alone, or one in the form of an id. */
  createOrganisation(name: string): Promise<Organisation>;
  /** The organisation with this id, else the one with this name (exactly, case included). */
  findOrganisation(idOrName: string): Promise<Organisation | undefined>;
  listOrganisations(): Promise<Organisation[]>;
  /** Replaces the organisation's section list for `custom` checks of one kind. */
  setCustomSections(organisationId: string, kind: CheckKind, sections: string[]): Promise<void>;

  createUser(user: NewUser): Promise<User>;
  /**
   * Creates a user in the organisation that `findOrganisation` finds by this id or name, and with
   * `create` the organisation of that name when there is none, in one transaction: all of it or
   * nothing, whatever other processes create at the same time. Refuses with StoreConflictError
   * a username taken, or a username or organisation name that differs from an existing one by
   * case alone; and without `create` an organisation that does not exist, with it a new name in
   * the form of an id.
   */
  createUserWithOrganisation(
    organisation: string,
    user: Omit<NewUser, 'organisationId'>,
    options: { create: boolean },
  ): Promise<{ user: User; organisation: Organisation; organisationCreated: boolean }>;
  findUserByUsername(username: string): Promise<User | undefined>;
  /** The user with this id (a check's `createdBy`), disabled or not. */
  findUser(id: string): Promise<User | undefined>;
  listUsers(): Promise<(User & { organisationName: string })[]>;
  /** Returns false when no such user exists. */
  updateUser(username: string, changes: UserChanges): Promise<boolean>;

  /**
   * Stores a check and its audit entry in one durable transaction. Returns false, storing
   * nothing, when the organisation already has a check with that check_identifier.
   */
  insertCheck(check: StoredCheck, audit: AuditEntry): Promise<boolean>;
  findCheckByCheckIdentifier(
    organisationId: string,
    checkIdentifier: string,
  ): Promise<StoredCheck | undefined>;
  /**
   * By check_identifier or report_identifier, within one organisation. A check_identifier
   * matches exactly; a report identifier (a UUID) in any case.
   */
  findCheck(
    organisationId: string,
    identifier: string,
    kind?: CheckKind,
  ): Promise<StoredCheck | undefined>;
  /** Report identifiers are UUIDs, read in either case (RFC 9562). */
  findCheckByReportIdentifier(
    organisationId: string,
    reportIdentifier: string,
  ): Promise<StoredCheck | undefined>;
  /**
   * Stores an audit entry alone (a read, a replay, a report served). Resolves once it is
   * committed; its fsync may follow within the store's audit sync delay (AUDIT_SYNC_DELAY_MS).
   */
  recordAudit(entry: AuditEntry): Promise<void>;
  /** The organisation's kept report of a check, rendered or failed (identifier in either case). */
  findReport(organisationId: string, reportIdentifier: string): Promise<StoredReport | undefined>;
  /** Keeps a report, replacing what was kept for the same report identifier. */
  saveReport(report: StoredReport): Promise<void>;
  /** The organisation's check history around a subject (person checks stored with a subject). */
  checkHistory(query: HistoryQuery): Promise<HistoryCounts>;
  listAudit(organisationId: string, limit: number): Promise<AuditEntry[]>;
  /**
   * Deletes what is kept of checks made before `before` (ISO instant), of every organisation:
   * the checks, their reports and the check history of days and pairs last checked before it;
   * and audit rows older than `auditBefore`, with every audit row naming a deleted check unless
   * `auditBefore` is the earlier. `auditBefore` left out or undefined is `before` (audit rows are
   * kept as long as checks unless told otherwise); `before` undefined deletes no check, report
   * or history row, only audit rows older than `auditBefore` (none where it is undefined too).
   * In batches, so that checks being stored meanwhile wait for a batch at most.
   */
  deleteChecksBefore(before: string | undefined, auditBefore?: string): Promise<DeletedRows>;
}

/** Rows deleteChecksBefore deleted, by table. */
export interface DeletedRows {
  checks: number;
  reports: number;
  auditEvents: number;
  historyAreas: number;
  historyPairs: number;
}

/** No organisation has the id or name given. */
export class OrganisationNotFoundError extends Error {
  constructor(idOrName: string) {
    super(`no organisation "${idOrName}"`);
    this.name = 'OrganisationNotFoundError';
  }
}

/** A name or username that is already taken. */
export class StoreConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreConflictError';
  }
}
