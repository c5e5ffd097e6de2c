/**
 * The program of the SQLite commit thread (`SqliteCommitThread`) and the messages it exchanges
 * with the main thread.
 */
import type { MessagePort } from 'node:worker_threads';
import type { CommitRow, ReportValues } from './sqlite-commit-rows.js';

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

/**
 * Rows to commit, or a report to keep, with what decides how (see `SqliteCommitThread.commit`
 * and `saveReport`).
 */
interface Commit {
  id: number;
  rows: CommitRow[];
  report?: ReportValues;
  deferSync?: true;
  deadline?: number;
}

/**
 * Rows to commit (`deferSync` marks rows whose fsync may wait: audit rows of reads, see
 * `syncDelayMs`; `deadline` when to stop waiting for another connection's lock), or the reads
 * of a turn of the event loop, each request with its id.
 */
export type CommitRequest =
  Commit | { reads: [id: number, reads: ReadStatement[]][] } | { close: true };

/**
 * What the thread answers: the outcomes of every request one commit held, in one message (a
 * message per request cost both threads a serialisation and an event each); the rows of the
 * reads that arrived together, likewise; or a request's error.
 */
export type CommitReply =
  | { committed: [id: number, outcomes: boolean[]][]; synced: boolean }
  | { checkpointed: true }
  /** Requests that found the database held wait on, to be tried again after a pause. */
  | { retrying: true }
  | { read: [id: number, results: unknown[]][] }
  | { id: number; error: { message: string; code?: string } };

/**
 * The body of the commit thread. It runs as the worker's whole program (stringified), so it
 * may use nothing from this module's scope: the driver's path, the statements and the port
 * arrive as workerData.
 */
export function commitThreadMain(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const threads = require('node:worker_threads') as typeof import('node:worker_threads');
  const data = threads.workerData as {
    driver: string;
    path: string;
    insertCheck: string;
    insertAudit: string;
    upsertArea: string;
    upsertPair: string;
    upsertReport: string;
    syncDelayMs: number;
    lockTimeoutMs: number;
    /**
     * The pauses before tries again in a row of requests that found the database held, the last
     * repeated (`requeuePauses` of write-batcher.ts: the batcher's own).
     */
    requeuePausesMs: number[];
    port: MessagePort;
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Driver = require(data.driver) as typeof import('better-sqlite3');
  const database = new Driver(data.path);
  database.pragma(`busy_timeout = ${data.lockTimeoutMs}`);
  database.pragma('synchronous = FULL');
  // As the server's connection (open-store.ts): a report replaced leaves no trace of the old.
  database.pragma('secure_delete = ON');
  type Statement = import('better-sqlite3').Statement;
  let statements:
    { check: Statement; audit: Statement; area: Statement; pair: Statement } | undefined;
  let reportStatement: Statement | undefined;
  const insert = ({ rows, report }: Commit): boolean[] => {
    // Prepared on first use: the tables exist only once the main thread has migrated.
    statements ??= {
      check: database.prepare(data.insertCheck),
      audit: database.prepare(data.insertAudit),
      area: database.prepare(data.upsertArea),
      pair: database.prepare(data.upsertPair),
    };
    const prepared = statements;
    if (report) (reportStatement ??= database.prepare(data.upsertReport)).run(report);
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
    requests.map((request) => insert(request)),
  );
  // A group waits for another connection's lock no later than its earliest deadline: requests
  // that arrived while the last group waited must not then wait a whole busy timeout of their
  // own. Yet at least a tenth of it: rows queued long behind slow commits (load, a slow disk)
  // must still wait out another connection's short write. Set only where that is more than a
  // tenth shorter (as lockWaitMs in write-batcher.ts).
  let busyTimeout = data.lockTimeoutMs;
  const shortestWait = Math.max(1, Math.ceil(data.lockTimeoutMs / 10));
  const waitNoLaterThan = (requests: Commit[]) => {
    let deadline = Infinity;
    for (const request of requests) deadline = Math.min(deadline, request.deadline ?? Infinity);
    const left = Math.max(shortestWait, Math.floor(deadline - Date.now()));
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
  // Requests whose group found the database held while they were not yet due: retried in the
  // next group, until their own deadline (one without a deadline is due lockTimeoutMs after it
  // arrived). The group waited only until its earliest deadline. The next group is tried after
  // a pause growing with each try in a row (as the write batcher's requeued writes): where SQLite
  // answers SQLITE_BUSY without waiting out its busy timeout, tries in every turn would hold the
  // thread's core until the deadline. Requests arriving meanwhile wait with them.
  let waiting: Commit[] = [];
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  let pausedUntil = 0;
  let closing = false;
  let closed = false;
  const receive = () =>
    (threads.receiveMessageOnPort(port)?.message as CommitRequest | undefined) ?? undefined;
  const failOrWait = (requests: Commit[], error: unknown) => {
    const now = Date.now();
    for (const request of requests) {
      if (!closing && (request.deadline ?? now) > now) waiting.push(request);
      else failed(request.id, error);
    }
    if (waiting.length === 0) return;
    const pauses = data.requeuePausesMs;
    const pause = pauses[Math.min(retries++, pauses.length - 1)] ?? 0;
    reply({ retrying: true });
    pauseUntil(Math.min(now + pause, dueOf(waiting, now)), now);
  };
  // No later than the first of them is due: it then has its last try, as it would have had
  // without a pause (also one that arrives during the pause).
  const dueOf = (requests: Commit[], now: number) => {
    let due = Infinity;
    for (const request of requests) due = Math.min(due, request.deadline ?? now);
    return due;
  };
  const pauseUntil = (until: number, now: number) => {
    pausedUntil = until;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        pausedUntil = 0;
        take(undefined);
      },
      Math.max(0, until - now),
    );
  };
  const commitRequests = (requests: Commit[]) => {
    try {
      const { outcomes, synced } = commitGroup(requests);
      retries = 0;
      reply({
        committed: requests.map((request, i) => [request.id, outcomes[i] ?? []]),
        synced,
      });
    } catch (error) {
      // The database held fails every request alike: each tried again alone would wait the
      // busy timeout once more, and so would everything that arrives meanwhile.
      if (held(error)) {
        failOrWait(requests, error);
        return;
      }
      for (const [i, request] of requests.entries()) {
        // One bad request must not fail the others: each alone in its own transaction.
        try {
          const { outcomes, synced } = commitGroup([request]);
          retries = 0;
          reply({ committed: [[request.id, outcomes[0] ?? []]], synced });
        } catch (single) {
          if (!held(single)) {
            failed(request.id, single);
            continue;
          }
          failOrWait(requests.slice(i), single);
          return;
        }
      }
    }
  };
  const take = (first: CommitRequest | undefined) => {
    if (closed) return;
    // Everything that arrived while the last commit ran goes into this one (group commit),
    // after the requests still waiting for a held database.
    const requests: Commit[] = waiting;
    waiting = [];
    const answers: [id: number, results: unknown[]][] = [];
    for (let next: CommitRequest | undefined = first ?? receive(); next; next = receive()) {
      if ('close' in next) closing = true;
      else if ('reads' in next) {
        for (const [id, reads] of next.reads) {
          try {
            answers.push([id, read(reads)]);
          } catch (error) {
            failed(id, error);
          }
        }
      } else {
        next.deadline ??= Date.now() + data.lockTimeoutMs;
        requests.push(next);
      }
    }
    // Reads are answered from the last commit, before this one, without waiting for it.
    if (answers.length > 0) reply({ read: answers });
    // During a pause after the database was found held, they wait for the try it ends with.
    const now = Date.now();
    if (requests.length > 0 && !closing && now < pausedUntil) {
      waiting = requests;
      const due = dueOf(requests, now);
      if (due < pausedUntil) pauseUntil(due, now);
    } else if (requests.length > 0) commitRequests(requests);
    if (closing && !closed) {
      closed = true;
      clearTimeout(syncTimer);
      clearTimeout(retryTimer);
      if (unsyncedSince !== undefined) database.pragma('wal_checkpoint(PASSIVE)');
      database.close();
      port.close();
    }
  };
  port.on('message', (first: CommitRequest) => {
    take(first);
  });
}
