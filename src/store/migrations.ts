import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { retentionIndexes } from './retention-indexes.js';

export type Dialect = 'sqlite' | 'postgres';

/** Column types that differ between the backends; everything else is written once. */
function columnTypes(dialect: Dialect) {
  return dialect === 'postgres'
    ? { timestamp: sql`timestamptz`, serialKey: sql`bigint generated always as identity` }
    : { timestamp: sql`text`, serialKey: sql`integer` };
}

function initial(dialect: Dialect): Migration {
  const types = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('organisations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('settings_json', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('permissions', 'text', (c) => c.notNull())
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addColumn('updated_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('checks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('check_identifier', 'text', (c) => c.notNull())
        .addColumn('report_identifier', 'text', (c) => c.notNull().unique())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('result_json', 'text', (c) => c.notNull())
        .addColumn('source_json', 'text')
        .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addUniqueConstraint('checks_organisation_check_identifier', [
          'organisation_id',
          'check_identifier',
        ])
        .execute();
      await db.schema
        .createIndex('checks_organisation_created')
        .on('checks')
        .columns(['organisation_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('checks_organisation_kind_type')
        .on('checks')
        .columns(['organisation_id', 'kind', 'type'])
        .execute();
      await db.schema
        .createTable('audit_events')
        .addColumn('id', types.serialKey, (c) => c.primaryKey())
        .addColumn('organisation_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('check_id', 'text', (c) => c.notNull())
        .addColumn('source_json', 'text')
        .addColumn('request_id', 'text')
        .addColumn('at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('audit_events_organisation_at')
        .on('audit_events')
        .columns(['organisation_id', 'at'])
        .execute();
      await db.schema
        .createIndex('audit_events_check')
        .on('audit_events')
        .column('check_id')
        .execute();
    },
  };
}

/**
 * Reference data: every import stages a new dataset version; rows carry their version id and
 * are visible only once `datasets` points at that version (one row update, so the switch is
 * atomic). `reference_state.generation` counts switches, so servers notice them cheaply.
 */
function referenceData(dialect: Dialect): Migration {
  const types = columnTypes(dialect);
  const real = dialect === 'postgres' ? sql`double precision` : sql`real`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dataset_versions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('dataset', 'text', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('records', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rejected', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('started_at', types.timestamp, (c) => c.notNull())
        .addColumn('heartbeat_at', types.timestamp, (c) => c.notNull())
        .addColumn('finished_at', types.timestamp)
        .execute();
      await db.schema
        .createIndex('dataset_versions_dataset')
        .on('dataset_versions')
        .columns(['dataset', 'state'])
        .execute();
      await db.schema
        .createTable('datasets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('version_id', 'text', (c) => c.notNull())
        .addColumn('switched_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('reference_state')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('generation', 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into reference_state (id, generation) values (1, 0)`.execute(db);
      await db.schema
        .createTable('ref_entities')
        .addColumn('version_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('schema', 'text', (c) => c.notNull())
        .addColumn('data_json', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('ref_entities_pk', ['version_id', 'id'])
        .execute();
      await db.schema
        .createTable('ref_keys')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('version_id', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ref_keys_key')
        .on('ref_keys')
        .columns(['key', 'version_id'])
        .execute();
      await db.schema
        .createTable('ref_addresses')
        .addColumn('version_id', 'text', (c) => c.notNull())
        .addColumn('postcode', 'text', (c) => c.notNull())
        .addColumn('house_number', 'integer', (c) => c.notNull())
        .addColumn('house_letter', 'text', (c) => c.notNull())
        .addColumn('addition', 'text', (c) => c.notNull())
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('street_key', 'text', (c) => c.notNull())
        .addColumn('city_key', 'text', (c) => c.notNull())
        .addColumn('municipality', 'text')
        .addColumn('province', 'text')
        .addColumn('object_id', 'text')
        .addColumn('object_type', 'text')
        .addColumn('secondary', 'integer', (c) => c.notNull())
        .addColumn('lat', real)
        .addColumn('lon', real)
        .execute();
      await db.schema
        .createIndex('ref_addresses_postcode')
        .on('ref_addresses')
        .columns(['postcode', 'house_number', 'version_id'])
        .execute();
      // Streets map to their postcodes in a small table of their own: a second index over
      // every address would halve the import rate of the address register.
      await db.schema
        .createTable('ref_streets')
        .addColumn('version_id', 'text', (c) => c.notNull())
        .addColumn('city_key', 'text', (c) => c.notNull())
        .addColumn('street_key', 'text', (c) => c.notNull())
        .addColumn('postcode', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('ref_streets_pk', [
          'city_key',
          'street_key',
          'version_id',
          'postcode',
        ])
        .execute();
      await db.schema
        .createTable('ref_records')
        .addColumn('version_id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('data_json', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ref_records_key')
        .on('ref_records')
        .columns(['type', 'key', 'version_id'])
        .execute();
    },
  };
}

/**
 * The check history, kept as counts so that reading it costs the same at any volume: person
 * checks per organisation, postcode area (pc4, pc5, pc6) and day, and each (address, person)
 * pair an organisation checked with the last time it did. Keys only: see docs/checks.md.
 */
function checkHistory(dialect: Dialect): Migration {
  const types = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('history_areas')
        .addColumn('organisation_id', 'text', (c) => c.notNull())
        .addColumn('area', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('checks', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('history_areas_pk', ['organisation_id', 'area', 'day'])
        .execute();
      await db.schema
        .createTable('history_pairs')
        .addColumn('organisation_id', 'text', (c) => c.notNull())
        .addColumn('address_key', 'text', (c) => c.notNull())
        .addColumn('person_key', 'text', (c) => c.notNull())
        .addColumn('last_at', types.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('history_pairs_pk', [
          'organisation_id',
          'address_key',
          'person_key',
        ])
        .execute();
      await db.schema
        .createIndex('history_pairs_person')
        .on('history_pairs')
        .columns(['organisation_id', 'person_key', 'address_key'])
        .execute();
    },
  };
}

/**
 * Reports (docs/reports.md): the language a check's report is written in, chosen with the
 * check, and the rendered reports, kept so that the same check always gives the same report.
 * A report whose rendering failed is kept as failed, with the error, and rendered again when
 * it is asked for.
 */
function reports(dialect: Dialect): Migration {
  const types = columnTypes(dialect);
  const bytes = dialect === 'postgres' ? sql`bytea` : sql`blob`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('checks')
        .addColumn('report_language', 'text', (c) => c.notNull().defaultTo('nl'))
        .execute();
      await db.schema
        .createTable('reports')
        .addColumn('report_identifier', 'text', (c) => c.primaryKey())
        .addColumn('organisation_id', 'text', (c) => c.notNull())
        .addColumn('check_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('html', 'text')
        .addColumn('pdf', bytes)
        .addColumn('error', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('updated_at', types.timestamp, (c) => c.notNull())
        .execute();
    },
  };
}

/**
 * A digest of the date of birth alone beside each (address, person) pair: two checks at an
 * address with the same date of birth and different family names are counted as one person (a
 * family name corrected and checked again), not as two. Rows written before have none.
 */
function historyBirthKey(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('history_pairs').addColumn('birth_key', 'text').execute();
    },
  };
}

/**
 * Where an import read each entity (the file's number among the files it read, from 0, and the
 * line), so that a repeated id is reported with the place of the record that is kept however
 * far back it was read. Rows written before have none.
 */
function entitySources(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('ref_entities').addColumn('source_file', 'integer').execute();
      await db.schema.alterTable('ref_entities').addColumn('source_line', 'integer').execute();
    },
  };
}

/**
 * Of each dataset version, the switch that published it (`reference_state.generation` after
 * it): imports of one dataset may overlap, and a clock read before a commit waits for the write
 * lock does not say which commit came last; the switches do. And when the rows of a failed or
 * retired version were deleted, so that each is deleted once and listed as such. Versions
 * before have neither.
 */
function versionLifecycle(dialect: Dialect): Migration {
  const types = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('dataset_versions')
        .addColumn('published_generation', 'integer')
        .execute();
      await db.schema
        .alterTable('dataset_versions')
        .addColumn('purged_at', types.timestamp)
        .execute();
    },
  };
}

/**
 * Why a version failed: the import's error, or that it was abandoned (its import ended without
 * finishing), so `datasets` can say so. Versions failed before have none.
 */
function versionFailure(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('dataset_versions').addColumn('failure', 'text').execute();
    },
  };
}

/**
 * When a version was retired: its rows are deleted only once it has been retired for a while,
 * since servers that read the switch before it may still be building on it or checking with
 * it. Versions retired before have none (their rows were deleted at once, as they were then).
 */
function versionRetirement(dialect: Dialect): Migration {
  const types = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('dataset_versions')
        .addColumn('retired_at', types.timestamp)
        .execute();
    },
  };
}

/**
 * How many values an import left out of the records it kept (a country value not known, a date
 * of birth in the future), beside the records rejected and skipped. Versions before have 0.
 */
function versionLeftOut(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('dataset_versions')
        .addColumn('left_out', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}

/**
 * How many listings (entities with FtM topics) and register organisations a version holds, so
 * that a dataset switch builds only the in-memory indexes that read the versions that changed,
 * and each reads only the versions that hold its data. The ready versions' rows are counted
 * once here, from above: any entity whose JSON names topics, any of an organisation's schema.
 * A count too high only has an index read a version it need not; one too low would leave
 * listings or companies out. Other versions (staging, failed, retired) stay null: not known,
 * so every index reads them.
 */
function versionIndexedEntities(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('dataset_versions').addColumn('listed', 'integer').execute();
      await db.schema.alterTable('dataset_versions').addColumn('registered', 'integer').execute();
      // The schemata of ORGANISATION_SCHEMATA as they are today: a migration never changes.
      await sql`update dataset_versions set
          listed = (select count(*) from ref_entities e
            where e.version_id = dataset_versions.id and e.data_json like ${'%"topics"%'}),
          registered = (select count(*) from ref_entities e
            where e.version_id = dataset_versions.id
              and e.schema in ('Company', 'Organization', 'LegalEntity', 'PublicBody'))
        where state = 'ready' and purged_at is null`.execute(db);
    },
  };
}

/**
 * Migrations that development builds ran and that were withdrawn before a release, with what
 * they did: a database that ran one holds data this version would misread, and its migration
 * name may since mean another migration.
 */
export const WITHDRAWN_MIGRATIONS: Readonly<Record<string, string>> = {
  // On main from afaeca9 to 4c56ec4 (26 November 2026); withdrawn by 1e4b18c.
  '0008_resident_name_keys':
    'it keyed residents by each name of a double family name, which this version would read as strangers found by one name',
};

/** Migrations in order; a name once released never changes meaning. */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: () =>
      Promise.resolve({
        '0001_initial': initial(dialect),
        '0002_reference_data': referenceData(dialect),
        '0003_check_history': checkHistory(dialect),
        '0004_reports': reports(dialect),
        '0005_history_birth_key': historyBirthKey(),
        '0006_entity_sources': entitySources(),
        '0007_version_lifecycle': versionLifecycle(dialect),
        '0008_version_failure': versionFailure(),
        '0009_version_retirement': versionRetirement(dialect),
        '0010_version_left_out': versionLeftOut(),
        '0011_retention_indexes': retentionIndexes(),
        '0012_version_indexed_entities': versionIndexedEntities(),
      }),
  };
}
