import { createRequire } from 'node:module';
import {
  MessageChannel,
  receiveMessageOnPort,
  Worker,
  type MessagePort,
} from 'node:worker_threads';
import {
  auditValues,
  checkValues,
  HISTORY_SQL,
  historyStatements,
  INSERT_AUDIT_SQL,
  INSERT_CHECK_SQL,
  type AuditRow,
  type CommitRow,
} from './sqlite-commit-rows.js';
import type { HistoryWrite } from './rows.js';
import type { ChecksTable } from './tables.js';

/**
 * A read run on the commit thread's connection. Every commit of another connection empties a
 * connection's page cache, so the main thread's connection reads pages again after each batch
 * the commit thread commits; this connection keeps its cache across its own commits.
 */
export interface ReadStatement {
  sql: string;
  params: (string | number)[];
  /** The first row (or undefined) rather than all rows. */
  first: boolean;
}

/** Rows to commit, with what decides how (see `SqliteCommitThread.commit`). */
interface Commit {
  id: number;
  rows: CommitRow[];
  deferSync?: true;
  deadline?: number;
}

/**
 * Rows to commit (`deferSync` marks rows whose fsync may wait: audit rows of reads, see
 * `syncDelayMs`; `deadline` when to stop waiting for another connection's lock), or the reads
 * of a turn of the event loop, each request with its id.
 */
type CommitRequest = Commit | { reads: [id: number, reads: ReadStatement[]][] } | { close: true };

/**
 * What the thread answers: the outcomes of every request one commit held, in one message (a
 * message per request cost both threads a serialisation and an event each); the rows of the
 * reads that arrived together, likewise; or a request's error.
 */
type CommitReply =
  | { committed: [id: number, outcomes: boolean[]][]; synced: boolean }
  | { checkpointed: true }
  | { read: [id: number, results: unknown[]][] }
  | { id: number; error: { message: string; code?: string } };

/**
 * The body of the commit thread. It runs as the worker's whole program (stringified), so it
 * may use nothing from this module's scope: the driver's path, the statements and the port
 * arrive as workerData.
 */
function commitThreadMain(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const threads = require('node:worker_threads') as typeof import('node:worker_threads');
  const data = threads.workerData as {
    driver: string;
    path: string;
    insertCheck: string;
    insertAudit: string;
    upsertArea: string;
    upsertPair: string;
    syncDelayMs: number;
    lockTimeoutMs: number;
    port: MessagePort;
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Driver = require(data.driver) as typeof import('better-sqlite3');
  const database = new Driver(data.path);
  database.pragma(`busy_timeout = ${data.lockTimeoutMs}`);
  database.pragma('synchronous = FULL');
  type Statement = import('better-sqlite3').Statement;
  let statements:
    { check: Statement; audit: Statement; area: Statement; pair: Statement } | undefined;
  const insert = (rows: CommitRow[]): boolean[] => {
    // Prepared on first use: the tables exist only once the main thread has migrated.
    statements ??= {
      check: database.prepare(data.insertCheck),
      audit: database.prepare(data.insertAudit),
      area: database.prepare(data.upsertArea),
      pair: database.prepare(data.upsertPair),
    };
    const prepared = statements;
    return rows.map(([checkRow, auditRow, history]) => {
      const stored = checkRow === null || prepared.check.run(checkRow).changes > 0;
      if (stored) {
        prepared.audit.run(auditRow);
        for (const [which, values] of history ?? []) prepared[which].run(values);
      }
      return stored;
    });
  };
  const readStatements = new Map<string, Statement>();
  const read = (reads: ReadStatement[]): unknown[] =>
    reads.map(({ sql, params, first }) => {
      let statement = readStatements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        readStatements.set(sql, statement);
      }
      return first ? statement.get(params) : statement.all(params);
    });
  const commitAll = database.transaction((requests: Commit[]) =>
    requests.map((request) => insert(request.rows)),
  );
  // A group waits for another connection's lock no later than its earliest deadline: requests
  // that arrived while the last group waited must not then wait a whole busy timeout of their
  // own. Set only where that is more than a tenth shorter (as lockWaitMs in write-batcher.ts).
  let busyTimeout = data.lockTimeoutMs;
  const waitNoLaterThan = (requests: Commit[]) => {
    let deadline = Infinity;
    for (const request of requests) deadline = Math.min(deadline, request.deadline ?? Infinity);
    const left = Math.max(1, Math.floor(deadline - Date.now()));
    const wait = left < data.lockTimeoutMs * 0.9 ? left : data.lockTimeoutMs;
    if (wait !== busyTimeout) database.pragma(`busy_timeout = ${wait}`);
    busyTimeout = wait;
  };
  const { port, syncDelayMs } = data;
  const reply = (message: CommitReply) => {
    port.postMessage(message);
  };

  // Commits whose every row may wait for its fsync run with synchronous=NORMAL: in the WAL, so
  // they survive the process being killed, but on disk only with the next FULL commit or
  // checkpoint (both sync the whole WAL file). That happens within syncDelayMs of the oldest
  // such commit: the next commit is FULL once the delay has passed, and a checkpoint runs when
  // no commit comes.
  let synchronous: 'FULL' | 'NORMAL' = 'FULL';
  let unsyncedSince: number | undefined;
  let syncTimer: ReturnType<typeof setTimeout> | undefined;
  const setSynchronous = (mode: 'FULL' | 'NORMAL') => {
    if (synchronous !== mode) database.pragma(`synchronous = ${mode}`);
    synchronous = mode;
  };
  const syncWal = () => {
    syncTimer = undefined;
    if (unsyncedSince === undefined) return;
    const [result] = database.pragma('wal_checkpoint(PASSIVE)') as {
      log: number;
      checkpointed: number;
    }[];
    // A reader on an older snapshot can hold frames back; try again after another delay.
    if (result && result.checkpointed === result.log) {
      unsyncedSince = undefined;
      reply({ checkpointed: true });
    } else syncTimer = setTimeout(syncWal, syncDelayMs);
  };
  const commitGroup = (requests: Commit[]) => {
    waitNoLaterThan(requests);
    const now = Date.now();
    const defer =
      syncDelayMs > 0 &&
      requests.every((request) => request.deferSync) &&
      (unsyncedSince === undefined || now - unsyncedSince < syncDelayMs);
    setSynchronous(defer ? 'NORMAL' : 'FULL');
    const outcomes = commitAll(requests);
    if (!defer) unsyncedSince = undefined;
    else if (unsyncedSince === undefined) {
      unsyncedSince = now;
      syncTimer ??= setTimeout(syncWal, syncDelayMs);
    }
    return { outcomes, synced: !defer };
  };
  const failed = (id: number, error: unknown) => {
    const { message, code } = error as { message?: string; code?: string };
    reply({ id, error: { message: message ?? 'commit failed', code } });
  };
  // Another connection's lock past the busy timeout (as isStoreUnavailable reads SQLite's codes).
  const held = (error: unknown) => {
    const { code } = error as { code?: unknown };
    return (
      typeof code === 'string' &&
      (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
    );
  };
  port.on('message', (first: CommitRequest) => {
    // Everything that arrived while the last commit ran goes into this one (group commit).
    const requests: Commit[] = [];
    const answers: [id: number, results: unknown[]][] = [];
    let closing = false;
    for (let next: CommitRequest | undefined = first; next;) {
      if ('close' in next) closing = true;
      else if ('reads' in next) {
        for (const [id, reads] of next.reads) {
          try {
            answers.push([id, read(reads)]);
          } catch (error) {
            failed(id, error);
          }
        }
      } else requests.push(next);
      next =
        (threads.receiveMessageOnPort(port)?.message as CommitRequest | undefined) ?? undefined;
    }
    // Reads are answered from the last commit, before this one, without waiting for it.
    if (answers.length > 0) reply({ read: answers });
    if (requests.length > 0) {
      try {
        const { outcomes, synced } = commitGroup(requests);
        reply({
          committed: requests.map((request, i) => [request.id, outcomes[i] ?? []]),
          synced,
        });
      } catch (error) {
        // The database held fails every request alike: each tried again alone would wait the
        // busy timeout once more, and so would everything that arrives meanwhile.
        let heldBy: { error: unknown } | undefined = held(error) ? { error } : undefined;
        for (const request of requests) {
          if (heldBy) {
            failed(request.id, heldBy.error);
            continue;
          }
          // One bad request must not fail the others: each alone in its own transaction.
          try {
            const { outcomes, synced } = commitGroup([request]);
            reply({ committed: [[request.id, outcomes[0] ?? []]], synced });
          } catch (single) {
            failed(request.id, single);
            if (held(single)) heldBy = { error: single };
          }
        }
      }
    }
    if (closing) {
      clearTimeout(syncTimer);
      if (unsyncedSince !== undefined) database.pragma('wal_checkpoint(PASSIVE)');
      database.close();
      port.close();
    }
  });
}

/**
 * Commits check and audit rows on a thread of their own, with a connection of its own to the
 * same SQLite file. The inserts and the fsync then no longer stop the event loop: requests keep
 * being parsed and answered while a batch is made durable, and everything submitted meanwhile
 * is committed together next. Each caller still hears of its write only once it is committed.
 * It also answers reads (`read`) from its connection, between commits.
 */
export class SqliteCommitThread {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly pending = new Map<
    number,
    { resolve: (answer: boolean[] | unknown[]) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  /** Reads waiting for the end of this turn of the event loop (see `read`). */
  private queuedReads: [id: number, reads: ReadStatement[]][] = [];
  private failure: Error | undefined;
  /** Commits made with and without their fsync, and the checkpoints that synced the latter. */
  readonly syncs = { synced: 0, deferred: 0, checkpoints: 0 };

  /**
   * `syncDelayMs`: how long rows committed with `deferSync` may wait for their fsync; 0 syncs
   * every commit before it is answered. `lockTimeoutMs`: how long a commit waits for another
   * connection's write lock (the busy timeout) before it fails with SQLITE_BUSY.
   */
  constructor(path: string, options: { syncDelayMs?: number; lockTimeoutMs?: number } = {}) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const channel = new MessageChannel();
    this.port = channel.port1;
    this.worker = new Worker(`(${commitThreadMain.toString()})()`, {
      eval: true,
      workerData: {
        driver,
        path,
        insertCheck: INSERT_CHECK_SQL,
        insertAudit: INSERT_AUDIT_SQL,
        upsertArea: HISTORY_SQL.area,
        upsertPair: HISTORY_SQL.pair,
        syncDelayMs: options.syncDelayMs ?? 0,
        lockTimeoutMs: options.lockTimeoutMs ?? 5000,
        port: channel.port2,
      },
      transferList: [channel.port2],
    });
    this.port.on('message', (reply: CommitReply) => {
      this.answer(reply);
    });
    this.worker.on('error', (error) => {
      this.fail(error);
    });
    this.worker.on('exit', (code) => {
      // The thread's last answers can still be on their way when its exit is seen: they are
      // taken first, so only what it never answered fails.
      for (
        let left = receiveMessageOnPort(this.port);
        left;
        left = receiveMessageOnPort(this.port)
      ) {
        this.answer(left.message as CommitReply);
      }
      this.fail(new Error(`the SQLite commit thread stopped (exit code ${code})`));
    });
    this.idle();
  }

  private answer(reply: CommitReply): void {
    if ('committed' in reply) {
      this.syncs[reply.synced ? 'synced' : 'deferred']++;
      for (const [id, outcomes] of reply.committed) this.settle(id)?.resolve(outcomes);
    } else if ('checkpointed' in reply) {
      this.syncs.checkpoints++;
    } else if ('read' in reply) {
      for (const [id, results] of reply.read) this.settle(id)?.resolve(results);
    } else {
      const error = Object.assign(new Error(reply.error.message), { code: reply.error.code });
      this.settle(reply.id)?.reject(error);
    }
  }

  /**
   * Inserts each check (unless its check_identifier is taken) and its audit row; an audit row
   * alone when `check` is absent. With `deferSync` the commit may be answered before its fsync
   * (within the thread's `syncDelayMs`). It waits for another connection's lock no later than
   * `deadline` (Date.now() time; at most `lockTimeoutMs` from when the thread takes it up).
   */
  commit(
    rows: { check?: ChecksTable; audit: AuditRow; history?: HistoryWrite }[],
    deferSync = false,
    deadline?: number,
  ): Promise<boolean[]> {
    return this.request((id) => {
      this.port.postMessage({
        id,
        ...(deferSync && { deferSync: true as const }),
        ...(deadline !== undefined && { deadline }),
        rows: rows.map((row): CommitRow => {
          const values: CommitRow = [
            row.check ? checkValues(row.check) : null,
            auditValues(row.audit),
          ];
          if (row.history) values.push(historyStatements(row.history));
          return values;
        }),
      } satisfies CommitRequest);
    }) as Promise<boolean[]>;
  }

  /**
   * Runs the reads on the thread's connection and answers their rows, one entry per read. The
   * reads of one turn of the event loop go to the thread in one message: waking the thread
   * costs the event loop more than the reads themselves (a message per person check with risk
   * scores was 6 % of its time).
   */
  read(reads: ReadStatement[]): Promise<unknown[]> {
    return this.request((id) => {
      if (this.queuedReads.length === 0) {
        setImmediate(() => {
          if (!this.failure) this.sendQueuedReads();
        });
      }
      this.queuedReads.push([id, reads]);
    });
  }

  private sendQueuedReads(): void {
    if (this.queuedReads.length === 0) return;
    this.port.postMessage({ reads: this.queuedReads } satisfies CommitRequest);
    this.queuedReads = [];
  }

  private request(send: (id: number) => void): Promise<boolean[] | unknown[]> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      // While a request is outstanding the thread must keep the process alive.
      if (this.pending.size === 0) this.busy();
      this.pending.set(id, { resolve, reject });
      send(id);
    });
  }

  /** The caller waiting for request `id`, no longer pending. */
  private settle(id: number) {
    const waiting = this.pending.get(id);
    if (!waiting) return undefined;
    this.pending.delete(id);
    if (this.pending.size === 0) this.idle();
    return waiting;
  }

  /** Call once every commit has been answered: the thread closes its connection and ends. */
  async close(): Promise<void> {
    if (this.failure) return;
    this.failure = new Error('the store is closed');
    const exited = new Promise((resolve) => this.worker.once('exit', resolve));
    this.busy();
    // Reads asked for before closing are still answered.
    this.sendQueuedReads();
    this.port.postMessage({ close: true } satisfies CommitRequest);
    await exited;
    this.port.close();
  }

  private busy(): void {
    this.worker.ref();
    this.port.ref();
  }

  /** An idle commit thread must not keep the process alive. */
  private idle(): void {
    this.worker.unref();
    this.port.unref();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
    this.queuedReads = [];
  }
}
