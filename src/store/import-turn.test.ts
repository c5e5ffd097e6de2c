import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inSqliteImportTurn } from './import-turn.js';

const modes = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir).map((file) => [file, (statSync(join(dir, file)).mode & 0o777).toString(8)]),
  );

describe('inSqliteImportTurn', () => {
  let root = '';
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('makes its lock file, and any journal of it, readable by the service only', async () => {
    root = mkdtempSync(join(tmpdir(), 'veracheck-turn-'));
    const during = await inSqliteImportTurn(join(root, 'v.db'), () => Promise.resolve(modes(root)));
    expect(Object.keys(during)).toContain('v.db.import-lock');
    for (const [file, mode] of Object.entries({ ...during, ...modes(root) })) {
      expect(mode, file).toBe('600');
    }
  });

  it('is confirmed held while it runs, and not once it has ended', async () => {
    root = mkdtempSync(join(tmpdir(), 'veracheck-turn-'));
    const turn = await inSqliteImportTurn(join(root, 'v.db'), async (held) => {
      await held.confirm();
      return held;
    });
    await expect(turn.confirm()).rejects.toThrow(
      /^the import lost its turn \(the lock on .*v\.db\.import-lock is no longer held\)/,
    );
  });

  it('makes a lock file an earlier version left readable by others the service’s only', async () => {
    root = mkdtempSync(join(tmpdir(), 'veracheck-turn-'));
    writeFileSync(join(root, 'v.db.import-lock'), '', { mode: 0o644 });
    chmodSync(join(root, 'v.db.import-lock'), 0o644);
    await inSqliteImportTurn(join(root, 'v.db'), () => Promise.resolve());
    expect(modes(root)).toEqual({ 'v.db.import-lock': '600' });
  });

  it('stops waiting when told to, and never runs what waited', async () => {
    root = mkdtempSync(join(tmpdir(), 'veracheck-turn-'));
    const database = join(root, 'v.db');
    let finish = (): void => undefined;
    let taken = (): void => undefined;
    const held = new Promise<void>((resolve) => (taken = resolve));
    const holding = inSqliteImportTurn(database, () => {
      taken();
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await held;
    const stop = new AbortController();
    let ran = false;
    const waiting = inSqliteImportTurn(
      database,
      () => {
        ran = true;
        return Promise.resolve();
      },
      undefined,
      stop.signal,
    );
    stop.abort(new Error('stopped'));
    await expect(waiting).rejects.toThrow('stopped');
    finish();
    await holding;
    expect(ran).toBe(false);
  });

  it('keeps no journal of its lock, and removes one an earlier version left', async () => {
    root = mkdtempSync(join(tmpdir(), 'veracheck-turn-'));
    // Left by a process that ended holding the turn (stopped by a signal mid-import).
    writeFileSync(join(root, 'v.db.import-lock'), '', { mode: 0o600 });
    writeFileSync(join(root, 'v.db.import-lock-journal'), '', { mode: 0o600 });
    const during = await inSqliteImportTurn(join(root, 'v.db'), () =>
      Promise.resolve(readdirSync(root)),
    );
    expect(during).toEqual(['v.db.import-lock']);
    expect(readdirSync(root)).toEqual(['v.db.import-lock']);
  });

  it('is one turn for every path to one database, through a symlink too', async () => {
    root = mkdtempSync(join(tmpdir(), 'veracheck-turn-'));
    const real = join(root, 'v.db');
    writeFileSync(real, '');
    const link = join(root, 'link.db');
    symlinkSync(real, link);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = inSqliteImportTurn(real, () => held);
    let waited = false;
    const second = inSqliteImportTurn(
      link,
      () => {
        release();
        return Promise.resolve();
      },
      () => {
        waited = true;
        release();
      },
    );
    await Promise.all([first, second]);
    expect(waited).toBe(true);
    expect(readdirSync(root).filter((f) => f.endsWith('.import-lock'))).toEqual([
      'v.db.import-lock',
    ]);
  });
});
