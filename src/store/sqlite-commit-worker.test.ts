import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteCommitThread } from './sqlite-commit-worker.js';

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
