import type { Database, Statement } from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { KyselyStore, type Write } from './kysely-store.js';
import { SqliteReferenceStore } from './sqlite-reference-store.js';
import {
  auditRow,
  checkRow,
  historyWriteOf,
  reportRow,
  toCheck,
  toUser,
  withCustomSections,
} from './rows.js';
import {
  auditValues,
  checkValues,
  INSERT_AUDIT_SQL,
  INSERT_CHECK_SQL,
  HISTORY_SQL,
  historyStatements,
} from './sqlite-commit-rows.js';
import { uuidLookupKey } from '../ids/uuidv7.js';
import { SqliteCommitThread } from './sqlite-commit-worker.js';
import type { ReadStatement } from './sqlite-commit-thread-main.js';
import {
  personKeysRead,
  PERSON_KEYS_READ,
  type CheckKind,
  type HistoryCounts,
  type HistoryQuery,
  type StoredCheck,
  type StoredReport,
  type User,
} from './store.js';
import type { ChecksTable, Tables, UsersTable } from './tables.js';

/**
 * The SQLite backend. Everything goes through the shared Kysely store except the per-request
 * paths: finding users, organisations and checks uses cached prepared statements (several
 * times cheaper than building and preparing each query), and checks and audit rows are
 * committed in batches on a thread of their own (`SqliteCommitThread`), so neither the inserts
 * nor the fsync stop the event loop, nor a wait for another process's write lock; so are the
 * reports the server keeps (`saveReport`). The check history, read by every person check with risk
 * scores, is read on that thread too (see `checkHistory`).
 *
 * The server itself never holds a Kysely transaction open across awaits, so these
 * synchronous statements cannot land inside one.
 */
export class SqliteStore extends KyselyStore {
  private readonly statements = new Map<string, Statement>();
  /** Started with the first write, so stores that never write checks never start it. */
  private commitThread: SqliteCommitThread | undefined;

  private readonly auditSyncDelayMs: number;

  constructor(
    private readonly database: Database,
    options: {
      /** How long an audit row alone may wait for its fsync (`KyselyStore`). */
      auditSyncDelayMs?: number;
      /** The commit thread's busy timeout: how long a commit waits for another's write lock. */
      lockTimeoutMs?: number;
    } = {},
  ) {
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database }) });
    const { auditSyncDelayMs = 0, lockTimeoutMs = 5000 } = options;
    // The commit thread queues and groups batches itself, so they need not wait for each other.
    super('sqlite', db, new SqliteReferenceStore(db, database), {
      overlapWrites: !database.memory,
      auditSyncDelayMs,
      lockTimeoutMs,
    });
    this.auditSyncDelayMs = auditSyncDelayMs;
  }

  override async close(): Promise<void> {
    await super.close();
    await this.commitThread?.close();
  }

  private statement(sql: string): Statement {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      prepared = this.database.prepare(sql);
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  protected override commitWrites(
    items: Write[],
    deferSync: boolean,
    deadline: number | undefined,
  ): Promise<boolean[]> {
    // An in-memory database cannot be shared with the commit thread's connection (nor be
    // locked by another).
    if (!this.database.memory) {
      return this.thread().commit(
        items.map((write) =>
          write.kind === 'check'
            ? {
                check: checkRow(write.check),
                audit: auditRow(write.audit),
                history: historyWriteOf(write.check),
              }
            : { audit: auditRow(write.audit) },
        ),
        deferSync,
        deadline,
      );
    }
    const insertCheck = this.statement(INSERT_CHECK_SQL);
    const insertAudit = this.statement(INSERT_AUDIT_SQL);
    try {
      const outcomes = this.database.transaction((writes: Write[]) =>
        writes.map((write) => {
          if (write.kind === 'check') {
            const stored = insertCheck.run(checkValues(checkRow(write.check))).changes > 0;
            if (stored) {
              insertAudit.run(auditValues(auditRow(write.audit)));
              const history = historyWriteOf(write.check);
              if (history) {
                for (const [which, values] of historyStatements(history)) {
                  this.statement(HISTORY_SQL[which]).run(values);
                }
              }
            }
            return stored;
          }
          insertAudit.run(auditValues(auditRow(write.audit)));
          return true;
        }),
      )(items);
      return Promise.resolve(outcomes);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error('write failed'));
    }
  }

  /**
   * On a file, on the commit thread: on this connection a wait for another process's write
   * lock (up to the busy timeout) stopped the event loop, and every request with it. It waits
   * no longer than the lock timeout from now, as a write does from when it was queued.
   */
  override saveReport(report: StoredReport): Promise<void> {
    if (this.database.memory) return super.saveReport(report);
    const deadline = this.lockTimeoutMs === undefined ? undefined : Date.now() + this.lockTimeoutMs;
    return this.thread().saveReport(reportRow(report), deadline);
  }

  /**
   * Read and written in one BEGIN IMMEDIATE transaction, run at once on this connection: it
   * waits for another connection's write lock (the server's commit thread, an import) up to the
   * busy timeout. A deferred transaction that read first was refused SQLITE_BUSY at once where
   * another connection held the lock when it came to write, or had committed since its read
   * (SQLite does not wait then), and `orgs sections` failed against a server storing checks.
   */
  override setCustomSections(
    organisationId: string,
    kind: CheckKind,
    sections: string[],
  ): Promise<void> {
    const read = this.statement('select settings_json from organisations where id = ?');
    const write = this.statement('update organisations set settings_json = ? where id = ?');
    try {
      this.database
        .transaction(() => {
          const row = read.get(organisationId) as { settings_json: string } | undefined;
          if (!row) throw new Error(`no organisation ${organisationId}`);
          write.run(withCustomSections(row.settings_json, kind, sections), organisationId);
        })
        .immediate();
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  override findUserByUsername(username: string): Promise<User | undefined> {
    const row = this.statement('select * from users where username = ?').get(username) as
      UsersTable | undefined;
    return Promise.resolve(row ? toUser(row) : undefined);
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

  override findCheckByReportIdentifier(
    organisationId: string,
    reportIdentifier: string,
  ): Promise<StoredCheck | undefined> {
    const row = this.statement(
      'select * from checks where report_identifier = ? and organisation_id = ?',
    ).get(uuidLookupKey(reportIdentifier), organisationId) as ChecksTable | undefined;
    return Promise.resolve(row ? toCheck(row) : undefined);
  }

  /**
   * The same reads as the shared store, as prepared statements: one set per person check. On a
   * file they run on the commit thread's connection, whose page cache its own commits keep
   * (this connection's is emptied by each of them, and reading the pages again cost more than
   * the reads).
   */
  override async checkHistory(query: HistoryQuery): Promise<HistoryCounts> {
    const reads = historyReads(query);
    const results = this.database.memory
      ? reads.map(({ sql, params, first }) =>
          first ? this.statement(sql).get(params) : this.statement(sql).all(params),
        )
      : await this.thread().read(reads);
    return historyCounts(query, results);
  }

  private thread(): SqliteCommitThread {
    this.commitThread ??= new SqliteCommitThread(this.database.name, {
      syncDelayMs: this.auditSyncDelayMs,
      lockTimeoutMs: this.lockTimeoutMs,
    });
    return this.commitThread;
  }
}

/** The areas read by the number of areas (one text per count, so statements are reused). */
const areasSql: string[] = [];
const areasSqlFor = (count: number): string =>
  (areasSql[count] ??= `select area, sum(checks) as n from history_areas
     where organisation_id = ? and area in (${Array(count).fill('?').join(', ')}) and day >= ?
     group by area`);

/**
 * Other persons at an address, and other addresses of a person, since a time. The person's keys
 * are PERSON_KEYS_READ, the key and the same name written the other way (the key again where
 * there are fewer): pairs under any are the person's own, and an address under two is one.
 */
const KEYS_READ = Array<string>(PERSON_KEYS_READ).fill('?').join(', ');
// Persons with one date of birth count once: a family name corrected is not another person.
const OTHER_PERSONS_SQL = `select count(distinct coalesce(birth_key, person_key)) as n
  from history_pairs
  where organisation_id = ? and address_key = ? and last_at >= ? and person_key not in (${KEYS_READ})
    and (birth_key is null or birth_key != ?)`;
const OTHER_ADDRESSES_SQL = `select count(distinct address_key) as n from history_pairs
  where organisation_id = ? and person_key in (${KEYS_READ}) and last_at >= ? and address_key != ?`;

/** The areas read and the two pair reads (each only when its key is given), in this order. */
function historyReads(query: HistoryQuery): ReadStatement[] {
  const { organisationId, since, areas, addressKey, personKey, birthKey } = query;
  const personKeys = personKeysRead(query);
  const reads: ReadStatement[] = [];
  if (areas.length > 0) {
    reads.push({
      sql: areasSqlFor(areas.length),
      params: [organisationId, ...areas, since.slice(0, 10)],
      first: false,
    });
  }
  if (addressKey !== undefined) {
    reads.push({
      sql: OTHER_PERSONS_SQL,
      params: [organisationId, addressKey, since, ...personKeys, birthKey ?? ''],
      first: true,
    });
  }
  if (personKey !== undefined) {
    reads.push({
      sql: OTHER_ADDRESSES_SQL,
      params: [organisationId, ...personKeys, since, addressKey ?? ''],
      first: true,
    });
  }
  return reads;
}

/** The counts from the results of `historyReads(query)`. */
function historyCounts(query: HistoryQuery, results: unknown[]): HistoryCounts {
  const next = () => results.shift();
  const checksInArea: Record<string, number> = Object.fromEntries(query.areas.map((a) => [a, 0]));
  if (query.areas.length > 0) {
    for (const row of next() as { area: string; n: number }[]) checksInArea[row.area] = row.n;
  }
  const count = (key: string | undefined) => (key === undefined ? 0 : (next() as { n: number }).n);
  return {
    checksInArea,
    otherPersonsAtAddress: count(query.addressKey),
    otherAddressesOfPerson: count(query.personKey),
  };
}
