import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Statement } from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Entity } from '../entities/entity.js';
import type { AddressRecord, ImportItem, ReferenceRecord } from '../sources/source.js';
import { KyselyReferenceStore, notStaging } from './kysely-reference-store.js';
import type { ImportTurn, VersionCounts } from './reference-store.js';
import { sqlitePurgeBatches, type PurgeBatches } from './reference-purge.js';
import { immediateTransaction } from './exclusive-transaction.js';
import { inSqliteImportTurn } from './import-turn.js';
import {
  countColumns,
  inTextOrder,
  referenceRows,
  toAddress,
  toEntity,
  toRecord,
} from './reference-rows.js';
import type { RefAddressesTable, Tables } from './tables.js';

/** Distinct read statements kept prepared (one per shape of `in (...)` list). */
const MAX_READ_STATEMENTS = 256;
/** The longest a purge leaves the write lock free between two batches. */
const MAX_PURGE_PAUSE_MS = 100;
const parameterList = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/**
 * SQLite reference data: imports write each batch with cached prepared statements in one
 * synchronous transaction, which is what makes hundreds of thousands of rows a second possible.
 * The lookups checks make run as cached prepared statements too: compiling and preparing the
 * query each time cost more than the indexed read itself.
 */
export class SqliteReferenceStore extends KyselyReferenceStore {
  private statements:
    | Record<'entity' | 'key' | 'address' | 'street' | 'record' | 'counts' | 'indexed', Statement>
    | undefined;

  /** Set within this store's first start, which holds the one import turn for its imports. */
  /** The turn a first start holds, in its own look and load (their imports share it). */
  private readonly firstStart = new AsyncLocalStorage<ImportTurn>();

  constructor(
    db: Kysely<Tables>,
    private readonly database: Database,
  ) {
    super(db);
  }

  protected override readonly purgeBatches: PurgeBatches = sqlitePurgeBatches;

  /**
   * Leaves the write lock free between a purge's batches about as long as a batch held it.
   * Another connection waiting for it (a server's commit thread, within its busy timeout) does
   * not queue: SQLite's busy handler sleeps and tries again, up to 100 ms apart, so a gap of
   * microseconds would seldom be the moment it tries, and it could time out all the same.
   */
  protected override betweenPurgeBatches(batchMs: number): Promise<void> {
    const pauseMs = Math.min(MAX_PURGE_PAUSE_MS, Math.max(1, Math.ceil(batchMs)));
    return new Promise((resolve) => setTimeout(resolve, pauseMs));
  }

  /** BEGIN IMMEDIATE: it waits for another connection's write lock up to the busy timeout. */
  protected override readThenWrite<T>(work: (trx: Kysely<Tables>) => Promise<T>): Promise<T> {
    return immediateTransaction(this.db, work);
  }

  override inImportTurn<T>(
    _dataset: string,
    run: (turn: ImportTurn) => Promise<T>,
    onWait?: () => void,
  ): Promise<T> {
    // One turn for the imports of every dataset: whoever holds it, no other import is staging.
    // An in-memory database has no turn to hold, and its imports may overlap in one process.
    const memory = this.database.memory;
    const inTurn = async (turn: ImportTurn) => {
      if (!memory) await this.abandonStaging();
      return run(turn);
    };
    // The first start's imports run in the turn it holds: taking it again would wait for itself.
    const held = this.firstStart.getStore();
    if (held) return inTurn(held);
    return inSqliteImportTurn(this.database.name, inTurn, onWait);
  }

  /**
   * The one import turn, held for the first start's whole look and load. The storage that marks
   * it is disabled after: on Node 20 an AsyncLocalStorage once run keeps async hooks on for the
   * process, and every promise of every request would pay for them (about 3 µs of an address
   * search's 24).
   */
  override async inFirstStartTurn<T>(
    run: () => Promise<T>,
    onWait?: () => void,
    stop?: AbortSignal,
  ): Promise<T> {
    try {
      return await inSqliteImportTurn(
        this.database.name,
        (turn) => this.firstStart.run(turn, run),
        onWait,
        stop,
      );
    } finally {
      this.firstStart.disable();
    }
  }

  private prepared() {
    this.statements ??= {
      entity: this.database.prepare(
        `insert into ref_entities (version_id, id, schema, data_json, source_file, source_line)
         values (@version_id, @id, @schema, @data_json, @source_file, @source_line)`,
      ),
      key: this.database.prepare(
        'insert into ref_keys (key, version_id, entity_id) values (@key, @version_id, @entity_id)',
      ),
      // Positional parameters: binding sixteen by name costs more than the insert itself.
      address: this.database.prepare(
        `insert into ref_addresses (version_id, postcode, house_number, house_letter, addition, street, city,
           street_key, city_key, municipality, province, object_id, object_type, secondary, lat, lon)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      street: this.database.prepare(
        'insert or ignore into ref_streets (version_id, city_key, street_key, postcode) values (?, ?, ?, ?)',
      ),
      record: this.database.prepare(
        'insert into ref_records (version_id, type, key, data_json) values (@version_id, @type, @key, @data_json)',
      ),
      counts: this.database.prepare(
        `update dataset_versions set records = @records, rejected = @rejected, skipped = @skipped,
           left_out = @left_out
         where id = @id and state = 'staging'`,
      ),
      // Null (a version staged before 0012) stays null: what it holds is not known.
      indexed: this.database.prepare(
        'update dataset_versions set listed = listed + ?, registered = registered + ? where id = ?',
      ),
    };
    return this.statements;
  }

  override writeItems(
    versionId: string,
    items: ImportItem[],
    counts?: VersionCounts,
  ): Promise<void> {
    const rows = referenceRows(versionId, items);
    const statements = this.prepared();
    try {
      this.database.transaction(() => {
        if (
          counts &&
          statements.counts.run({ id: versionId, ...countColumns(counts) }).changes === 0
        ) {
          throw notStaging(versionId);
        }
        for (const row of rows.entities) statements.entity.run(row);
        for (const row of rows.keys) statements.key.run(row);
        for (const a of rows.addresses) {
          statements.address.run(
            a.version_id,
            a.postcode,
            a.house_number,
            a.house_letter,
            a.addition,
            a.street,
            a.city,
            a.street_key,
            a.city_key,
            a.municipality,
            a.province,
            a.object_id,
            a.object_type,
            a.secondary,
            a.lat,
            a.lon,
          );
        }
        for (const s of rows.streets) {
          statements.street.run(s.version_id, s.city_key, s.street_key, s.postcode);
        }
        for (const row of rows.records) statements.record.run(row);
        if (rows.listed > 0 || rows.registered > 0) {
          statements.indexed.run(rows.listed, rows.registered, versionId);
        }
      })();
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error('reference write failed'));
    }
  }

  private readonly reads = new Map<string, Statement>();

  /** The rows of a read, through a statement prepared once per SQL text. */
  private read(sqlText: string, params: readonly unknown[]): unknown[] {
    let statement = this.reads.get(sqlText);
    if (!statement) {
      if (this.reads.size >= MAX_READ_STATEMENTS) this.reads.clear();
      statement = this.database.prepare(sqlText);
      this.reads.set(sqlText, statement);
    }
    return statement.all(...params);
  }

  override entitiesByKey(versionIds: readonly string[], key: string): Promise<Entity[]> {
    if (versionIds.length === 0) return Promise.resolve([]);
    const rows = this.read(
      `select e.data_json from ref_keys k join ref_entities e
         on e.version_id = k.version_id and e.id = k.entity_id
       where k.key = ? and k.version_id in (${parameterList(versionIds.length)})`,
      [key, ...versionIds],
    ) as { data_json: string }[];
    return Promise.resolve(inTextOrder(rows).map((r) => toEntity(r.data_json)));
  }

  override entitiesById(versionIds: readonly string[], ids: readonly string[]): Promise<Entity[]> {
    if (versionIds.length === 0 || ids.length === 0) return Promise.resolve([]);
    const rows = this.read(
      `select data_json from ref_entities
       where version_id in (${parameterList(versionIds.length)}) and id in (${parameterList(ids.length)})`,
      [...versionIds, ...ids],
    ) as { data_json: string }[];
    return Promise.resolve(inTextOrder(rows).map((r) => toEntity(r.data_json)));
  }

  override addressesByPostcode(
    versionIds: readonly string[],
    postcode: string,
    houseNumber: number,
  ): Promise<AddressRecord[]> {
    if (versionIds.length === 0) return Promise.resolve([]);
    const rows = this.read(
      `select * from ref_addresses
       where postcode = ? and house_number = ? and version_id in (${parameterList(versionIds.length)})`,
      [postcode, houseNumber, ...versionIds],
    ) as RefAddressesTable[];
    return Promise.resolve(rows.map(toAddress));
  }

  override addressesOfVersion(
    versionId: string,
    afterPostcode: string | undefined,
    limit: number,
  ): Promise<AddressRecord[]> {
    const after = afterPostcode ?? '';
    const last = this.read(
      `select postcode from ref_addresses where version_id = ? and postcode > ?
       order by postcode limit 1 offset ?`,
      [versionId, after, Math.max(0, limit - 1)],
    )[0] as { postcode: string } | undefined;
    const rows = (
      last
        ? this.read(
            `select * from ref_addresses where version_id = ? and postcode > ? and postcode <= ?
             order by postcode, house_number`,
            [versionId, after, last.postcode],
          )
        : this.read(
            `select * from ref_addresses where version_id = ? and postcode > ?
             order by postcode, house_number`,
            [versionId, after],
          )
    ) as RefAddressesTable[];
    return Promise.resolve(rows.map(toAddress));
  }

  override recordsByKey(
    versionIds: readonly string[],
    type: string,
    key: string,
  ): Promise<ReferenceRecord[]> {
    if (versionIds.length === 0) return Promise.resolve([]);
    const rows = this.read(
      `select type, key, data_json from ref_records
       where type = ? and key = ? and version_id in (${parameterList(versionIds.length)})`,
      [type, key, ...versionIds],
    ) as { type: string; key: string; data_json: string }[];
    return Promise.resolve(inTextOrder(rows).map(toRecord));
  }
}
