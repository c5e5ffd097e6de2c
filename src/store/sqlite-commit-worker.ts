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
  reportValues,
  UPSERT_REPORT_SQL,
  type AuditRow,
  type CommitRow,
} from './sqlite-commit-rows.js';
import {
  commitThreadMain,
  type CommitReply,
  type CommitRequest,
  type ReadStatement,
} from './sqlite-commit-thread-main.js';
import type { HistoryWrite } from './rows.js';
import { requeuePauses } from './write-batcher.js';
import type { ChecksTable, ReportsTable } from './tables.js';

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
  /** Times requests found the database held and were kept to be tried again after a pause. */
  retries = 0;

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
        upsertReport: UPSERT_REPORT_SQL,
        syncDelayMs: options.syncDelayMs ?? 0,
        lockTimeoutMs: options.lockTimeoutMs ?? 5000,
        requeuePausesMs: requeuePauses(),
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
    } else if ('retrying' in reply) {
      this.retries++;
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
   * (within the thread's `syncDelayMs`). It waits for another connection's lock until
   * `deadline` (Date.now() time; without one, `lockTimeoutMs` from when the thread takes it up),
   * then fails with SQLITE_BUSY; in a group that gave up sooner (for an older request's deadline)
   * it waits on in the next.
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
   * Keeps a report (replacing the organisation's own under its identifier), committed with the
   * other rows as `commit`'s, and waiting for another connection's lock no later than
   * `deadline` likewise: a lock held elsewhere then stops this request alone, not the event loop.
   */
  saveReport(report: ReportsTable, deadline?: number): Promise<void> {
    return this.request((id) => {
      this.port.postMessage({
        id,
        ...(deadline !== undefined && { deadline }),
        rows: [],
        report: reportValues(report),
      } satisfies CommitRequest);
    }).then(() => undefined);
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
