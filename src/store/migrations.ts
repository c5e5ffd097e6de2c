import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

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

/** Migrations in order; a name once released never changes meaning. */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: () => Promise.resolve({ '0001_initial': initial(dialect) }),
  };
}
