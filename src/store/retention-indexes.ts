import type { Kysely, Migration } from 'kysely';

/**
 * Indexes by age for deleting checks past CHECK_RETENTION_DAYS, in every organisation at once:
 * without them each hourly run, and each batch of it, read every check, report, audit row and
 * history row (the existing indexes lead with the organisation), on SQLite on the thread that
 * serves requests. Reports are found by their check, and by their age those rendered while
 * their check was being deleted.
 */
export function retentionIndexes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const indexes: [name: string, table: string, column: string][] = [
        ['checks_created', 'checks', 'created_at'],
        ['reports_check', 'reports', 'check_id'],
        ['reports_updated', 'reports', 'updated_at'],
        ['audit_events_at', 'audit_events', 'at'],
        ['history_areas_day', 'history_areas', 'day'],
        ['history_pairs_last_at', 'history_pairs', 'last_at'],
      ];
      for (const [name, table, column] of indexes) {
        await db.schema.createIndex(name).on(table).column(column).execute();
      }
    },
  };
}
