import {
  chmodSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeToOthers } from './sqlite-file-modes.js';

/** Called just after the path it names is looked at: the moment another account could act. */
const afterLook = vi.hoisted(() => ({
  path: '',
  act: (): void => undefined,
}));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const lstatSync = (path: string): Stats => {
    const stats = fs.lstatSync(path);
    if (path === afterLook.path) afterLook.act();
    return stats;
  };
  return { ...fs, lstatSync, default: { ...fs, lstatSync } };
});

const dirs: string[] = [];
afterEach(() => {
  afterLook.path = '';
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('closeToOthers', () => {
  it('leaves the target of a link that replaced the file after it was looked at as it is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'veracheck-close-to-others-'));
    dirs.push(dir);
    const file = join(dir, 'residents.csv');
    writeFileSync(file, 'x');
    chmodSync(file, 0o644);
    const target = join(dir, 'elsewhere.csv');
    writeFileSync(target, 'theirs');
    chmodSync(target, 0o644);
    afterLook.path = file;
    afterLook.act = () => {
      rmSync(file);
      symlinkSync(target, file);
    };
    expect(closeToOthers(file, 'it holds records')).toBeUndefined();
    expect(statSync(target).mode & 0o777).toBe(0o644);
  });

  it('closes a file left in place, saying so', () => {
    const dir = mkdtempSync(join(tmpdir(), 'veracheck-close-to-others-'));
    dirs.push(dir);
    const file = join(dir, 'residents.csv');
    writeFileSync(file, 'x');
    chmodSync(file, 0o644);
    expect(closeToOthers(file, 'it holds records')).toBe(
      `warning: ${file} was readable by other accounts (0644); made it readable by the service's account only (0600): it holds records`,
    );
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
