import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tightenDatabaseModes } from './sqlite-file-modes.js';

// chmodSync as fs has it, made to fail where a test says (EPERM, EROFS).
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return { ...real, chmodSync: vi.fn(real.chmodSync) };
});

const modeOf = (path: string) => statSync(path).mode & 0o7777;

describe('tightenDatabaseModes', () => {
  let root = '';
  afterEach(() => {
    if (root !== '') rmSync(root, { recursive: true, force: true });
  });

  /** A data directory and database as an older version left them: 0755, files 0644. */
  function olderLayout(): { dataDir: string; file: string } {
    root = mkdtempSync(join(tmpdir(), 'veracheck-modes-'));
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    const file = join(dataDir, 'v.db');
    for (const path of [file, `${file}-wal`, `${file}-shm`]) {
      writeFileSync(path, '');
      chmodSync(path, 0o644);
    }
    return { dataDir, file };
  }

  it('makes a database in the data directory, its -wal and -shm and the directory the service’s own, saying so once', () => {
    const { dataDir, file } = olderLayout();
    const warnings = tightenDatabaseModes(`sqlite:${file}`, dataDir);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(`${file}-wal`)).toBe(0o600);
    expect(modeOf(`${file}-shm`)).toBe(0o600);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toBe(
      `warning: ${file} was readable by other accounts (0644); made it readable by the service's account only (0600): it holds personal data and password hashes`,
    );
    expect(warnings[3]).toContain(`${dataDir} was readable by other accounts (0755); made it`);
    expect(tightenDatabaseModes(`sqlite:${file}`, dataDir)).toEqual([]);
  });

  it('leaves a database outside the data directory as the operator set it, with a warning', () => {
    const { dataDir, file } = olderLayout();
    const elsewhere = join(root, 'elsewhere');
    mkdirSync(elsewhere);
    const warnings = tightenDatabaseModes(`sqlite:${file}`, elsewhere);
    expect(modeOf(file)).toBe(0o644);
    expect(modeOf(dataDir)).toBe(0o755);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toBe(
      `warning: ${file} is readable by other accounts (0644), and left so as it lies outside VERACHECK_DATA_DIR; it holds personal data and password hashes: make it 0600 (chmod go-rwx)`,
    );
  });

  it('leaves a shared data directory (sticky, as /tmp) as it is, with a warning', () => {
    const { dataDir, file } = olderLayout();
    chmodSync(dataDir, 0o1777);
    const warnings = tightenDatabaseModes(`sqlite:${file}`, dataDir);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(dataDir)).toBe(0o1777);
    expect(warnings.at(-1)).toContain(`${dataDir} is readable by other accounts (1777)`);
  });

  it('changes nothing for PostgreSQL, a database in memory or one already the service’s own', () => {
    const { dataDir, file } = olderLayout();
    expect(tightenDatabaseModes('postgres://x@127.0.0.1/v', dataDir)).toEqual([]);
    expect(tightenDatabaseModes('sqlite::memory:', dataDir)).toEqual([]);
    rmSync(`${file}-wal`);
    rmSync(`${file}-shm`);
    chmodSync(file, 0o600);
    chmodSync(dataDir, 0o700);
    expect(tightenDatabaseModes(`sqlite:${file}`, dataDir)).toEqual([]);
  });

  it('warns, and does not throw, where a mode cannot be changed (another account’s file, a read-only filesystem)', () => {
    const { dataDir, file } = olderLayout();
    for (const code of ['EPERM', 'EROFS']) {
      vi.mocked(chmodSync).mockImplementation(() => {
        throw Object.assign(new Error(`${code}: operation not permitted, chmod`), { code });
      });
      try {
        const warnings = tightenDatabaseModes(`sqlite:${file}`, dataDir);
        expect(warnings).toHaveLength(4);
        expect(warnings[0]).toBe(
          `warning: ${file} is readable by other accounts (0644), and could not be changed (${code}); it holds personal data and password hashes: make it 0600 (chmod go-rwx)`,
        );
        expect(warnings[3]).toContain(
          `${dataDir} is readable by other accounts (0755), and could not be changed (${code})`,
        );
        expect(modeOf(file)).toBe(0o644);
      } finally {
        vi.mocked(chmodSync).mockRestore();
      }
    }
  });
});
