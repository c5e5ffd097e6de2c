import { Kysely, sql, type Transaction } from 'kysely';
import { isUuidForm, newId, uuidLookupKey } from '../ids/uuidv7.js';
import { createOrganisation, createUserWithOrganisation, type CreatedAccount } from './accounts.js';
import { organisationNamed } from './organisation-names.js';
import { deleteChecksBefore } from './check-deletion.js';
import type { Dialect } from './migrations.js';
import { migrateToLatest, pendingMigrations, unknownMigrations } from './migrate.js';
import { isUniqueViolation } from './unique-violation.js';
import {
  StoreConflictError,
  type AuditEntry,
  type CheckKind,
  type HistoryCounts,
  type HistoryQuery,
  type NewUser,
  type Organisation,
  type Store,
  type StoredCheck,
  type StoredReport,
  type User,
  type UserChanges,
  type DeletedRows,
} from './store.js';
import {
  auditRow,
  checkRow,
  historyWriteOf,
  iso,
  reportRow,
  toCheck,
  toReport,
  toOrganisation,
  toUser,
  withCustomSections,
} from './rows.js';
import type { Tables, UsersTable } from './tables.js';
import { lockWaitMs, WriteBatcher } from './write-batcher.js';
import { readHistory, writeHistory } from './kysely-history.js';
import { KyselyReferenceStore } from './kysely-reference-store.js';
import type { ReferenceStore } from './reference-store.js';

export type Write =
  { kind: 'check'; check: StoredCheck; audit: AuditEntry } | { kind: 'audit'; audit: AuditEntry };

/**
 * Whether a text could be stored: PostgreSQL text holds no NUL, and refuses a query that
 * compares with one. A key with a NUL (a path or a Basic user-id may carry one) matches
 * nothing, in both backends alike.
 */
const storable = (...texts: string[]): boolean => texts.every((text) => !text.includes('\0'));

/** Byte order, the same in both backends whatever the PostgreSQL collation. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

async function insertUnique(insert: Promise<unknown>, conflict: string): Promise<void> {
  try {
    await insert;
  } catch (error) {
    if (isUniqueViolation(error)) throw new StoreConflictError(conflict);
    throw error;
  }
}

/** Both backends share this class; they differ only in the Kysely dialect and column types. */
export class KyselyStore implements Store {
  private readonly writes: WriteBatcher<Write, boolean>;
  /**
   * Audit rows alone (reads, replays, reports served): batched apart from checks, and committed
   * without waiting for their fsync when `auditSyncDelayMs` allows.
   */
  private readonly auditWrites: WriteBatcher<Write, boolean>;

  /** How long a statement waits for a lock (the connections' own setting), if it is bounded. */
  protected readonly lockTimeoutMs: number | undefined;

  constructor(
    readonly backend: Dialect,
    protected readonly db: Kysely<Tables>,
    readonly reference: ReferenceStore = new KyselyReferenceStore(db),
    options: {
      /** Whether commitWrites may be called again before the last call settled. */
      overlapWrites?: boolean;
      /** How long an audit row alone may wait for its fsync; 0: synced before it is answered. */
      auditSyncDelayMs?: number;
      /**
       * The connections' lock timeout: also how long a write may wait from its submission,
       * queued behind other commits included (`commitWrites`' deadline).
       */
      lockTimeoutMs?: number;
    } = {},
  ) {
    const { overlapWrites = false, auditSyncDelayMs = 0, lockTimeoutMs } = options;
    this.lockTimeoutMs = lockTimeoutMs;
    const batching = { overlap: overlapWrites, waitLimitMs: lockTimeoutMs };
    this.writes = new WriteBatcher(
      (items, deadline) => this.commitWrites(items, false, deadline),
      batching,
    );
    const deferSync = auditSyncDelayMs > 0;
    this.auditWrites = new WriteBatcher(
      (items, deadline) => this.commitWrites(items, deferSync, deadline),
      batching,
    );
  }

  /**
   * Commits one batch of writes in one transaction; true for each write that was stored. With
   * `deferSync` PostgreSQL answers before the commit's WAL is flushed (synchronous_commit off:
   * the WAL writer flushes it within three wal_writer_delay). PostgreSQL waits for a lock no
   * later than `deadline`, when the oldest write has waited the lock timeout.
   */
  protected commitWrites(
    items: Write[],
    deferSync: boolean,
    deadline: number | undefined,
  ): Promise<boolean[]> {
    return this.db.transaction().execute(async (trx) => {
      if (this.backend === 'postgres') {
        if (deferSync) await sql`set local synchronous_commit = off`.execute(trx);
        const wait =
          this.lockTimeoutMs === undefined ? undefined : lockWaitMs(deadline, this.lockTimeoutMs);
        if (wait !== undefined) {
          await sql`select set_config('lock_timeout', ${String(wait)}, true)`.execute(trx);
        }
      }
      return this.applyWrites(trx, items);
    });
  }

  private async applyWrites(trx: Transaction<Tables>, items: Write[]): Promise<boolean[]> {
    const outcomes: boolean[] = [];
    for (const item of items) {
      if (item.kind === 'audit') {
        await trx.insertInto('audit_events').values(auditRow(item.audit)).execute();
        outcomes.push(true);
        continue;
      }
      const { check } = item;
      const inserted = await trx
        .insertInto('checks')
        .values(checkRow(check))
        .onConflict((oc) => oc.columns(['organisation_id', 'check_identifier']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        await trx.insertInto('audit_events').values(auditRow(item.audit)).execute();
        const history = historyWriteOf(check);
        if (history) await writeHistory(trx, history);
      }
      outcomes.push(inserted !== undefined);
    }
    return outcomes;
  }

  migrate(): Promise<string[]> {
    return migrateToLatest(this.db, this.backend);
  }

  pendingMigrations(): Promise<string[]> {
    return pendingMigrations(this.db, this.backend);
  }

  unknownMigrations(): Promise<string[]> {
    return unknownMigrations(this.db, this.backend);
  }

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  async close(): Promise<void> {
    await this.writes.drain();
    await this.auditWrites.drain();
    await this.db.destroy();
  }

  createOrganisation(name: string): Promise<Organisation> {
    return createOrganisation(this.db, this.backend, name);
  }

  async findOrganisation(idOrName: string): Promise<Organisation | undefined> {
    if (!storable(idOrName)) return undefined;
    const organisations = this.db.selectFrom('organisations').selectAll();
    // Checks look their organisation up by id: one row by its key.
    const byId = isUuidForm(idOrName)
      ? await organisations.where('id', '=', uuidLookupKey(idOrName)).executeTakeFirst()
      : undefined;
    // Names (the CLI) as `organisationNamed` reads them, in any Unicode form, which no SQL
    // comparison of both backends does; organisations are few.
    const row = byId ?? organisationNamed(await organisations.execute(), idOrName);
    return row ? toOrganisation(row) : undefined;
  }

  async listOrganisations(): Promise<Organisation[]> {
    const rows = await this.db.selectFrom('organisations').selectAll().execute();
    return rows.map(toOrganisation).sort((a, b) => byText(a.name, b.name));
  }

  async setCustomSections(
    organisationId: string,
    kind: CheckKind,
    sections: string[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const read = trx
        .selectFrom('organisations')
        .select('settings_json')
        .where('id', '=', organisationId);
      // Two kinds set at once must not lose one: the row is locked until the write. FOR NO KEY
      // UPDATE, as the update itself takes: checks being stored for the organisation (their
      // foreign key takes FOR KEY SHARE on its row) neither wait for it nor it for them. SQLite
      // has no row locks: its store runs this as one BEGIN IMMEDIATE transaction of its own.
      const row = await (
        this.backend === 'postgres' ? read.forNoKeyUpdate() : read
      ).executeTakeFirst();
      if (!row) throw new Error(`no organisation ${organisationId}`);
      await trx
        .updateTable('organisations')
        .set({ settings_json: withCustomSections(row.settings_json, kind, sections) })
        .where('id', '=', organisationId)
        .execute();
    });
  }

  async createUser(user: NewUser): Promise<User> {
    if (await this.findUserByUsername(user.username)) {
      throw new StoreConflictError(`user "${user.username}" already exists`);
    }
    const now = new Date().toISOString();
    const row: UsersTable = {
      id: newId(),
      organisation_id: user.organisationId,
      username: user.username,
      password_hash: user.passwordHash,
      permissions: user.permissions.join(','),
      disabled: 0,
      created_at: now,
      updated_at: now,
    };
    await insertUnique(
      this.db.insertInto('users').values(row).execute(),
      `user "${user.username}" already exists`,
    );
    return toUser(row);
  }

  createUserWithOrganisation(
    organisation: string,
    user: Omit<NewUser, 'organisationId'>,
    options: { create: boolean },
  ): Promise<CreatedAccount> {
    return createUserWithOrganisation(this.db, this.backend, organisation, user, options);
  }

  async findUserByUsername(username: string): Promise<User | undefined> {
    if (!storable(username)) return undefined;
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
    return row ? toUser(row) : undefined;
  }

  async findUser(id: string): Promise<User | undefined> {
    if (!isUuidForm(id)) return undefined;
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', uuidLookupKey(id))
      .executeTakeFirst();
    return row ? toUser(row) : undefined;
  }

  async listUsers(): Promise<(User & { organisationName: string })[]> {
    const rows = await this.db
      .selectFrom('users')
      .innerJoin('organisations', 'organisations.id', 'users.organisation_id')
      .selectAll('users')
      .select('organisations.name as organisation_name')
      .execute();
    return rows
      .map((row) => ({ ...toUser(row), organisationName: row.organisation_name }))
      .sort((a, b) => byText(a.username, b.username));
  }

  async updateUser(username: string, changes: UserChanges): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({
        ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
        ...(changes.disabled !== undefined && { disabled: changes.disabled ? 1 : 0 }),
        ...(changes.permissions !== undefined && { permissions: changes.permissions.join(',') }),
        updated_at: new Date().toISOString(),
      })
      .where('username', '=', username)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  insertCheck(check: StoredCheck, audit: AuditEntry): Promise<boolean> {
    return this.writes.submit({ kind: 'check', check, audit });
  }

  async recordAudit(audit: AuditEntry): Promise<void> {
    await this.auditWrites.submit({ kind: 'audit', audit });
  }

  async findCheckByCheckIdentifier(
    organisationId: string,
    checkIdentifier: string,
  ): Promise<StoredCheck | undefined> {
    if (!storable(organisationId, checkIdentifier)) return undefined;
    const row = await this.db
      .selectFrom('checks')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('check_identifier', '=', checkIdentifier)
      .executeTakeFirst();
    return row ? toCheck(row) : undefined;
  }

  async findCheckByReportIdentifier(
    organisationId: string,
    reportIdentifier: string,
  ): Promise<StoredCheck | undefined> {
    if (!storable(organisationId, reportIdentifier)) return undefined;
    const row = await this.db
      .selectFrom('checks')
      .selectAll()
      .where('report_identifier', '=', uuidLookupKey(reportIdentifier))
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
    return row ? toCheck(row) : undefined;
  }

  async findReport(
    organisationId: string,
    reportIdentifier: string,
  ): Promise<StoredReport | undefined> {
    if (!storable(organisationId, reportIdentifier)) return undefined;
    const row = await this.db
      .selectFrom('reports')
      .selectAll()
      .where('report_identifier', '=', uuidLookupKey(reportIdentifier))
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
    return row ? toReport(row) : undefined;
  }

  async saveReport(report: StoredReport): Promise<void> {
    const row = reportRow(report);
    const { report_identifier: _key, organisation_id: _owner, check_id: _check, ...changes } = row;
    await this.db
      .insertInto('reports')
      .values(row)
      .onConflict((conflict) =>
        // Only the organisation's own report is ever replaced.
        conflict
          .column('report_identifier')
          .doUpdateSet(changes)
          .where('reports.organisation_id', '=', report.organisationId),
      )
      .execute();
  }

  async findCheck(
    organisationId: string,
    identifier: string,
    kind?: CheckKind,
  ): Promise<StoredCheck | undefined> {
    const wanted = (check: StoredCheck | undefined) =>
      check && (kind === undefined || check.kind === kind) ? check : undefined;
    // Two index lookups rather than an OR, so each uses its own unique index; a caller's key
    // wins over a report identifier.
    return (
      wanted(await this.findCheckByCheckIdentifier(organisationId, identifier)) ??
      wanted(await this.findCheckByReportIdentifier(organisationId, identifier))
    );
  }

  checkHistory(query: HistoryQuery): Promise<HistoryCounts> {
    return readHistory(this.db, query);
  }

  // An undefined audit time is the checks' (Store.deleteChecksBefore), by this default.
  deleteChecksBefore(
    before: string | undefined,
    auditBefore: string | undefined = before,
  ): Promise<DeletedRows> {
    return deleteChecksBefore(this.db, before, auditBefore);
  }

  async listAudit(organisationId: string, limit: number): Promise<AuditEntry[]> {
    const rows = await this.db
      .selectFrom('audit_events')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      organisationId: row.organisation_id,
      userId: row.user_id,
      action: row.action as AuditEntry['action'],
      checkId: row.check_id,
      sourceJson: row.source_json ?? undefined,
      requestId: row.request_id ?? undefined,
      at: iso(row.at),
    }));
  }
}
