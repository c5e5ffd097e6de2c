import type { Database, Statement } from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { KyselyStore, type Write } from './kysely-store.js';
import { SqliteReferenceStore } from './sqlite-reference-store.js';
import { auditRow, checkRow, toCheck, toOrganisation, toUser } from './rows.js';
import type { Organisation, StoredCheck, User } from './store.js';
import type { ChecksTable, OrganisationsTable, Tables, UsersTable } from './tables.js';

/**
 * The SQLite backend. Everything goes through the shared Kysely store except the per-request
 * paths (finding users, organisations and checks, committing checks and audit rows), which
 * use cached prepared statements and one synchronous transaction per write batch: on one
 * embedded connection that is several times cheaper than building and preparing each query.
 *
 * The server itself never holds a Kysely transaction open across awaits, so these
 * synchronous statements cannot land inside one.
 */
export class SqliteStore extends KyselyStore {
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly database: Database) {
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database }) });
    super('sqlite', db, new SqliteReferenceStore(db, database));
  }

  private statement(sql: string): Statement {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      prepared = this.database.prepare(sql);
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  protected override commitWrites(items: Write[]): Promise<boolean[]> {
    const insertCheck = this.statement(
      `insert into checks (id, organisation_id, kind, type, check_identifier, report_identifier,
         request_hash, result_json, source_json, created_by, created_at)
       values (@id, @organisation_id, @kind, @type, @check_identifier, @report_identifier,
         @request_hash, @result_json, @source_json, @created_by, @created_at)
       on conflict (organisation_id, check_identifier) do nothing`,
    );
    const insertAudit = this.statement(
      `insert into audit_events (organisation_id, user_id, action, check_id, source_json, request_id, at)
       values (@organisation_id, @user_id, @action, @check_id, @source_json, @request_id, @at)`,
    );
    try {
      const outcomes = this.database.transaction((writes: Write[]) =>
        writes.map((write) => {
          if (write.kind === 'check') {
            const stored = insertCheck.run(checkRow(write.check)).changes > 0;
            if (stored) insertAudit.run(auditRow(write.audit));
            return stored;
          }
          insertAudit.run(auditRow(write.audit));
          return true;
        }),
      )(items);
      return Promise.resolve(outcomes);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error('write failed'));
    }
  }

  override findUserByUsername(username: string): Promise<User | undefined> {
    const row = this.statement('select * from users where username = ?').get(username) as
      UsersTable | undefined;
    return Promise.resolve(row ? toUser(row) : undefined);
  }

  override findOrganisation(idOrName: string): Promise<Organisation | undefined> {
    const row = (this.statement('select * from organisations where id = ?').get(idOrName) ??
      this.statement('select * from organisations where name = ?').get(idOrName)) as
      OrganisationsTable | undefined;
    return Promise.resolve(row ? toOrganisation(row) : undefined);
  }

  override findCheckByCheckIdentifier(
    organisationId: string,
    checkIdentifier: string,
  ): Promise<StoredCheck | undefined> {
    const row = this.statement(
      'select * from checks where organisation_id = ? and check_identifier = ?',
    ).get(organisationId, checkIdentifier) as ChecksTable | undefined;
    return Promise.resolve(row ? toCheck(row) : undefined);
  }

  protected override findCheckByReportIdentifier(
    organisationId: string,
    reportIdentifier: string,
  ): Promise<StoredCheck | undefined> {
    const row = this.statement(
      'select * from checks where report_identifier = ? and organisation_id = ?',
    ).get(reportIdentifier, organisationId) as ChecksTable | undefined;
    return Promise.resolve(row ? toCheck(row) : undefined);
  }
}
