import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteCommitThread } from './sqlite-commit-worker.js';
import { requeuePauseMs } from './write-batcher.js';

const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function fileDatabase() {
  const directory = mkdtempSync(join(tmpdir(), 'veracheck-commit-thread-'));
  cleanups.push(() => {
    rmSync(directory, { recursive: true, force: true });
  });
  const path = join(directory, 'store.db');
  const database = new Database(path);
  database.pragma('journal_mode = WAL');
  database.exec('create table counts (area text primary key, n integer not null)');
  cleanups.push(() => {
    database.close();
  });
  const thread = new SqliteCommitThread(path);
  cleanups.push(() => thread.close());
  return { database, thread };
}

describe('SqliteCommitThread.read', () => {
  it('answers each read from its own connection, first row or all rows', async () => {
    const { database, thread } = fileDatabase();
    database.prepare('insert into counts values (?, ?), (?, ?)').run('1012', 3, '1013', 5);
    const [all, first, none] = await thread.read([
      { sql: 'select area, n from counts order by area', params: [], first: false },
      { sql: 'select n from counts where area = ?', params: ['1013'], first: true },
      { sql: 'select n from counts where area = ?', params: ['9999'], first: true },
    ]);
    expect(all).toEqual([
      { area: '1012', n: 3 },
      { area: '1013', n: 5 },
    ]);
    expect(first).toEqual({ n: 5 });
    expect(none).toBeUndefined();
  });

  it('sees what another connection committed since its last read', async () => {
    const { database, thread } = fileDatabase();
    const read = { sql: 'select count(*) as n from counts', params: [], first: true };
    expect(await thread.read([read])).toEqual([{ n: 0 }]);
    database.prepare('insert into counts values (?, ?)').run('1012', 1);
    expect(await thread.read([read])).toEqual([{ n: 1 }]);
  });

  it('rejects a failing read with its error and keeps answering the next ones', async () => {
    const { thread } = fileDatabase();
    await expect(
      thread.read([{ sql: 'select * from no_such_table', params: [], first: false }]),
    ).rejects.toThrow(/no such table/);
    expect(await thread.read([{ sql: 'select 1 as one', params: [], first: true }])).toEqual([
      { one: 1 },
    ]);
  });
});

describe('SqliteCommitThread.read, several in one turn', () => {
  it('answers each read of the turn with its own rows, or its own error', async () => {
    const { database, thread } = fileDatabase();
    database.prepare('insert into counts values (?, ?), (?, ?)').run('1012', 3, '1013', 5);
    const byArea = (area: string) => ({
      sql: 'select n from counts where area = ?',
      params: [area],
      first: true,
    });
    const settled = await Promise.allSettled([
      thread.read([byArea('1013')]),
      thread.read([{ sql: 'select * from no_such_table', params: [], first: false }]),
      thread.read([byArea('1012'), byArea('9999')]),
    ]);
    expect(settled[0]).toEqual({ status: 'fulfilled', value: [{ n: 5 }] });
    expect(settled[1]).toMatchObject({ status: 'rejected', reason: { message: /no such table/ } });
    expect(settled[2]).toEqual({ status: 'fulfilled', value: [{ n: 3 }, undefined] });
  });

  it('answers reads asked for in the turn the thread is closed', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'veracheck-commit-close-'));
    const path = join(directory, 'store.db');
    new Database(path).close();
    const thread = new SqliteCommitThread(path);
    try {
      const answer = thread.read([{ sql: 'select 1 as one', params: [], first: true }]);
      await thread.close();
      expect(await answer).toEqual([{ one: 1 }]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

/**
 * A file database with the audit table, and a commit thread with the given sync delay (and
 * lock timeout).
 */
function auditDatabase(syncDelayMs: number, lockTimeoutMs?: number) {
  const directory = mkdtempSync(join(tmpdir(), 'veracheck-commit-sync-'));
  const path = join(directory, 'store.db');
  const database = new Database(path);
  database.pragma('journal_mode = WAL');
  // The tables the thread's statements name (it prepares them all at its first commit).
  database.exec(`create table audit_events (organisation_id text, user_id text, action text,
      check_id text, source_json text, request_id text, at text);
    create table checks (id text, organisation_id text, kind text, type text,
      check_identifier text, report_identifier text, request_hash text, result_json text,
      source_json text, created_by text, created_at text, report_language text,
      unique (organisation_id, check_identifier));
    create table history_areas (organisation_id text, area text, day text, checks integer,
      unique (organisation_id, area, day));
    create table history_pairs (organisation_id text, address_key text, person_key text,
      birth_key text, last_at text, unique (organisation_id, address_key, person_key));`);
  const thread = new SqliteCommitThread(path, { syncDelayMs, lockTimeoutMs });
  cleanups.push(() => {
    rmSync(directory, { recursive: true, force: true });
  });
  cleanups.push(() => {
    database.close();
  });
  cleanups.push(() => thread.close());
  return { database, thread };
}

const auditOf = (n: number) => ({
  organisation_id: 'org',
  user_id: 'user',
  action: 'check.read' as const,
  check_id: `check-${n}`,
  source_json: null,
  request_id: null,
  at: '2026-11-25T10:00:00.000Z',
});

const waitFor = async (condition: () => boolean, ms: number) => {
  for (const start = Date.now(); !condition() && Date.now() - start < ms;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('SqliteCommitThread.commit with deferSync', () => {
  it('syncs every commit before answering when the delay is 0', async () => {
    const { database, thread } = auditDatabase(0);
    for (let n = 0; n < 3; n++) await thread.commit([{ audit: auditOf(n) }], true);
    expect(thread.syncs).toEqual({ synced: 3, deferred: 0, checkpoints: 0 });
    expect(database.prepare('select count(*) as n from audit_events').get()).toEqual({ n: 3 });
  });

  it('answers deferred rows once committed, then syncs them with a checkpoint', async () => {
    const { database, thread } = auditDatabase(100);
    await thread.commit([{ audit: auditOf(1) }], true);
    await thread.commit([{ audit: auditOf(2) }], true);
    // Committed and visible to other connections before any fsync.
    expect(database.prepare('select count(*) as n from audit_events').get()).toEqual({ n: 2 });
    expect(thread.syncs).toEqual({ synced: 0, deferred: 2, checkpoints: 0 });
    await waitFor(() => thread.syncs.checkpoints > 0, 2000);
    expect(thread.syncs.checkpoints).toBe(1);
  });

  it('syncs a commit without deferSync, and a deferred one once the delay has passed', async () => {
    const { thread } = auditDatabase(200);
    await thread.commit([{ audit: auditOf(1) }], true);
    await thread.commit([{ audit: auditOf(2) }], false);
    expect(thread.syncs).toEqual({ synced: 1, deferred: 1, checkpoints: 0 });
    // Deferred commits one after another: none waits longer than the delay for its fsync.
    const start = Date.now();
    let n = 3;
    while (Date.now() - start < 500) await thread.commit([{ audit: auditOf(n++) }], true);
    // A FULL commit or a checkpoint at least every 200 ms, and most commits without an fsync.
    expect(thread.syncs.synced + thread.syncs.checkpoints).toBeGreaterThanOrEqual(3);
    expect(thread.syncs.deferred).toBeGreaterThan(thread.syncs.synced);
  });
});

describe('SqliteCommitThread.commit while another connection holds the write lock', () => {
  it('fails the requests waiting together with SQLITE_BUSY after one wait, not one more each', async () => {
    const { database, thread } = auditDatabase(0, 300);
    // Started, so that its start is not counted as waiting.
    await thread.commit([{ audit: auditOf(0) }]);
    database.exec('begin immediate');
    try {
      const started = Date.now();
      const settled = await Promise.allSettled(
        [1, 2, 3, 4, 5].map((n) => thread.commit([{ audit: auditOf(n) }])),
      );
      const elapsed = Date.now() - started;
      expect(
        settled.map((s) => s.status === 'rejected' && (s.reason as Error & { code?: string }).code),
      ).toEqual(Array(5).fill('SQLITE_BUSY'));
      // One wait of 300 ms (two where the requests reach the thread in two groups), not one
      // more for each request (1800 ms): a bound that leaves a loaded machine 600 ms to spare.
      expect(elapsed).toBeLessThan(1200);
    } finally {
      database.exec('rollback');
    }
    expect(await thread.commit([{ audit: auditOf(6) }])).toEqual([true]);
    expect(database.prepare('select count(*) as n from audit_events').get()).toEqual({ n: 2 });
  });

  it('waits for the lock no longer than the deadline of the oldest request of a group', async () => {
    const { database, thread } = auditDatabase(0, 2000);
    await thread.commit([{ audit: auditOf(0) }]);
    database.exec('begin immediate');
    try {
      const first = thread.commit([{ audit: auditOf(1) }], false, Date.now() + 2000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Sent while the first waits: its own wait ends 2000 ms after it was sent (1900 ms after
      // the first gave up, 3900 ms from its start), not 2000 ms after the first gave up. The
      // bound between leaves a loaded machine a second either way.
      const started = Date.now();
      const second = thread.commit([{ audit: auditOf(2) }], false, started + 2000);
      await expect(first).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      await expect(second).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      database.exec('rollback');
    }
  });
});

describe('SqliteCommitThread.commit of requests with different deadlines in one group', () => {
  it('fails the request past its deadline and commits the younger one once the lock is released', async () => {
    const { database, thread } = auditDatabase(0, 2000);
    await thread.commit([{ audit: auditOf(0) }]);
    database.exec('begin immediate');
    let releasedAt = 0;
    try {
      // Keeps the thread waiting for the lock (a tenth of the timeout at least), so that the two
      // requests sent meanwhile reach it together, as one group.
      const blocker = thread.commit([{ audit: auditOf(1) }], false, Date.now());
      const old = thread.commit([{ audit: auditOf(2) }], false, Date.now() + 100);
      const young = thread.commit([{ audit: auditOf(3) }], false, Date.now() + 10_000);
      await expect(blocker).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      await expect(old).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      // The young request waits on for the lock, by its own deadline.
      const youngSettled = young.then(
        (outcomes) => ({ outcomes, at: Date.now() }),
        (error: unknown) => ({ error, at: Date.now() }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      database.exec('commit');
      releasedAt = Date.now();
      const settled = await youngSettled;
      expect(settled).toMatchObject({ outcomes: [true] });
      expect(settled.at).toBeGreaterThanOrEqual(releasedAt);
    } finally {
      if (!releasedAt) database.exec('rollback');
    }
    expect(database.prepare('select check_id from audit_events order by check_id').all()).toEqual([
      { check_id: 'check-0' },
      { check_id: 'check-3' },
    ]);
  });

  it('fails a request waiting on once its own deadline has passed with the lock still held', async () => {
    const { database, thread } = auditDatabase(0, 2000);
    await thread.commit([{ audit: auditOf(0) }]);
    database.exec('begin immediate');
    try {
      const started = Date.now();
      const blocker = thread.commit([{ audit: auditOf(1) }], false, started);
      const young = thread.commit([{ audit: auditOf(2) }], false, started + 800);
      await expect(blocker).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      await expect(young).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      // Its own deadline, not the group's (a tenth of the timeout); a second to spare.
      expect(Date.now() - started).toBeGreaterThanOrEqual(800);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      database.exec('rollback');
    }
  });
});

describe('SqliteCommitThread.commit where the lock is refused without a wait', () => {
  it('pauses between its tries of a request until it is due, rather than trying in every turn', async () => {
    // A busy timeout of 1 ms: SQLITE_BUSY about as soon as asked, as where the busy timeout is
    // not honoured. Tried in every turn, the request would be tried hundreds of times.
    const { database, thread } = auditDatabase(0, 1);
    await thread.commit([{ audit: auditOf(0) }]);
    database.exec('begin immediate');
    try {
      const started = Date.now();
      const request = thread.commit([{ audit: auditOf(1) }], false, started + 600);
      await expect(request).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(600);
      // Pauses of 5, 10, 20, 40, 80 and then 100 ms: about ten tries again in 600 ms.
      expect(thread.retries).toBeGreaterThanOrEqual(3);
      expect(thread.retries).toBeLessThanOrEqual(15);
    } finally {
      database.exec('rollback');
    }
    // Tried at once again by the next request once the lock is free.
    expect(await thread.commit([{ audit: auditOf(2) }])).toEqual([true]);
  });

  it('keeps requests that arrive during a pause for the try it ends with', async () => {
    const { database, thread } = auditDatabase(0, 1);
    await thread.commit([{ audit: auditOf(0) }]);
    database.exec('begin immediate');
    let released = false;
    try {
      const started = Date.now();
      const first = thread.commit([{ audit: auditOf(1) }], false, started + 5000);
      const later: Promise<boolean[]>[] = [];
      for (let n = 2; n < 12; n++) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        later.push(thread.commit([{ audit: auditOf(n) }], false, Date.now() + 5000));
      }
      const retriesBefore = thread.retries;
      const elapsed = Date.now() - started;
      database.exec('commit');
      released = true;
      expect(await first).toEqual([true]);
      expect(await Promise.all(later)).toEqual(Array(10).fill([true]));
      // Tried again only as the pauses end (and once more at most, a pause being timed from
      // the try's end), not also for each request that arrived: ten, 5 ms apart.
      let tries = 0;
      for (let at = 0; at <= elapsed; tries++) at += requeuePauseMs(tries);
      expect(retriesBefore).toBeLessThanOrEqual(tries + 1);
    } finally {
      if (!released) database.exec('rollback');
    }
  });
});

describe('SqliteCommitThread.commit of a request arriving during a long pause', () => {
  it('tries it by its deadline, not only as the pause ends', async () => {
    const { database, thread } = auditDatabase(0, 1);
    await thread.commit([{ audit: auditOf(0) }]);
    database.exec('begin immediate');
    try {
      const waiting = thread.commit([{ audit: auditOf(1) }], false, Date.now() + 5000);
      waiting.catch(() => undefined);
      // The sixth try in a row is answered with the longest pause (100 ms): just begun when its
      // answer arrives.
      expect(requeuePauseMs(5)).toBe(100);
      while (thread.retries < 6) await new Promise((resolve) => setImmediate(resolve));
      const deadline = Date.now() + 20;
      const late = thread.commit([{ audit: auditOf(2) }], false, deadline);
      await expect(late).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      // Tried when due (its busy wait is the lock timeout's tenth: 1 ms), not some 80 ms later.
      expect(Date.now() - deadline).toBeLessThan(50);
    } finally {
      database.exec('rollback');
    }
  });
});

describe('SqliteCommitThread.commit of rows queued past their deadline', () => {
  it('still waits a tenth of the lock timeout for a write lock another connection holds briefly', async () => {
    const { database, thread } = auditDatabase(0, 5000);
    await thread.commit([{ audit: auditOf(0) }]);
    // Another connection's short write (the server's own connection saving a report).
    database.exec('begin immediate');
    const released = new Promise<void>((resolve) =>
      setTimeout(() => {
        database.exec('commit');
        resolve();
      }, 50),
    );
    try {
      // Rows that waited in the queue past their deadline behind commits that took long (load,
      // a slow disk): the database is not held, only busy for a moment.
      expect(await thread.commit([{ audit: auditOf(1) }], false, Date.now() - 1)).toEqual([true]);
    } finally {
      await released;
    }
  });
});
