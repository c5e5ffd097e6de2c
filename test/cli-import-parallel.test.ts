/**
 * `veracheck import` run by several processes at once into one SQLite file: they take turns
 * (the store's import turn), so none fails on another's write lock, and the dataset ends up
 * serving the one that finished last with the one before it kept for rollback.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSqliteImportTurn } from '../src/store/import-turn.js';
import { openStore } from '../src/store/open-store.js';
import { dataDirFor, startCli, type RunningCli } from './cli-runner.js';

const PROCESSES = 3;
const DOCUMENTS = 10_000;

/** A CLI process: its outcome, and what it has written to stderr so far. */
const cli = (databaseUrl: string, args: string[]): RunningCli =>
  startCli(args, {
    ...process.env,
    DATABASE_URL: databaseUrl,
    VERACHECK_DATA_DIR: dataDirFor(databaseUrl),
  });

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('parallel imports into one SQLite file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'veracheck-import-parallel-'));
  const path = join(dir, 'veracheck.db');
  const url = `sqlite:${path}`;
  const files = Array.from({ length: PROCESSES }, (_, i) => join(dir, `documents-${i}.csv`));

  beforeAll(async () => {
    const store = openStore(url);
    await store.migrate();
    await store.close();
    files.forEach((file, i) => {
      const rows = Array.from(
        { length: DOCUMENTS + i },
        (_, n) => `passport,NL,XP${String(n).padStart(7, '0')},2026-01-01,stolen`,
      );
      writeFileSync(file, `type,country,number,reported_on,status\n${rows.join('\n')}\n`);
    });
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs each import in its turn: none fails, and the last one published is served', async () => {
    // This process holds the turn until every import has said it waits for it.
    let endTurn: () => void = () => undefined;
    let turnTaken: () => void = () => undefined;
    const taken = new Promise<void>((resolve) => (turnTaken = resolve));
    const held = inSqliteImportTurn(path, () => {
      turnTaken();
      return new Promise<void>((resolve) => (endTurn = resolve));
    });
    await taken;
    const imports = files.map((file) =>
      cli(url, ['import', 'lost-documents', file, '--dataset', 'parallel-documents']),
    );
    await until(
      () => imports.every((i) => i.stderr().includes('waiting for another import')),
      60_000,
    );
    endTurn();
    await held;
    const outcomes = await Promise.all(imports.map((i) => i.done));
    for (const outcome of outcomes) expect(outcome, outcome.stderr).toMatchObject({ code: 0 });
    const store = openStore(url);
    try {
      const versions = (await store.reference.listVersions()).filter(
        (v) => v.dataset === 'parallel-documents',
      );
      expect(versions.map((v) => v.state).sort()).toEqual(['ready', 'ready', 'retired']);
      const served = versions.filter((v) => v.current);
      expect(served).toHaveLength(1);
      const finishedLast = [...versions].sort((a, b) =>
        (b.finishedAt ?? '').localeCompare(a.finishedAt ?? ''),
      )[0];
      expect(served[0]?.id).toBe(finishedLast?.id);
    } finally {
      await store.close();
    }
  });
});
