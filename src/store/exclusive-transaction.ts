import { sql, type Kysely } from 'kysely';
import type { Dialect } from './migrations.js';

/**
 * Runs `work` in a transaction that holds a write lock from its first statement, so that what
 * it reads stays true until it commits: no other process can write between its check and its
 * write. SQLite: BEGIN IMMEDIATE, which waits for other writers up to the busy timeout (a
 * plain BEGIN takes the lock only at the first write, and fails at once when another process
 * wrote since its read). PostgreSQL: the transaction-scoped advisory lock `lockKey`, held by
 * one transaction at a time, across processes; rows written elsewhere meanwhile are still
 * refused by the unique constraints.
 */
export async function exclusiveTransaction<DB, T>(
  db: Kysely<DB>,
  dialect: Dialect,
  lockKey: number,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (dialect === 'sqlite') return immediateTransaction(db, work);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${lockKey})`.execute(trx);
    return work(trx);
  });
}

/**
 * SQLite: `work` in a BEGIN IMMEDIATE transaction, committed when it resolves and rolled back
 * when it throws. Kysely begins SQLite transactions deferred, so the statements are issued here.
 * For one store of a process at a time (migrations, account creation): another connection of
 * the same process waiting for the lock would block the thread that has to release it.
 */
export function immediateTransaction<DB, T>(
  db: Kysely<DB>,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
