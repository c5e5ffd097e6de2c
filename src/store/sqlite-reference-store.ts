import type { Database, Statement } from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { ImportItem } from '../sources/source.js';
import { KyselyReferenceStore } from './kysely-reference-store.js';
import { referenceRows } from './reference-rows.js';
import type { Tables } from './tables.js';

/**
 * SQLite reference data: imports write each batch with cached prepared statements in one
 * synchronous transaction, which is what makes hundreds of thousands of rows a second possible.
 */
export class SqliteReferenceStore extends KyselyReferenceStore {
  private statements:
    Record<'entity' | 'key' | 'address' | 'street' | 'record', Statement> | undefined;

  constructor(
    db: Kysely<Tables>,
    private readonly database: Database,
  ) {
    super(db);
  }

  private prepared() {
    this.statements ??= {
      entity: this.database.prepare(
        'insert into ref_entities (version_id, id, schema, data_json) values (@version_id, @id, @schema, @data_json)',
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
    };
    return this.statements;
  }

  override writeItems(versionId: string, items: ImportItem[]): Promise<void> {
    const rows = referenceRows(versionId, items);
    const statements = this.prepared();
    try {
      this.database.transaction(() => {
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
      })();
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error('reference write failed'));
    }
  }
}
