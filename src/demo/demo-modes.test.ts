import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tightenDemoModes } from './demo-modes.js';

const modeOf = (path: string) => statSync(path).mode & 0o777;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A data directory with a demo folder and credentials as an older build left them. */
function olderDemo(): { dataDir: string; demo: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'veracheck-demo-modes-'));
  dirs.push(dataDir);
  const demo = join(dataDir, 'demo');
  mkdirSync(demo);
  chmodSync(demo, 0o755);
  for (const name of ['entities.ftm.json', 'residents.csv', 'demo.json', 'README.md']) {
    writeFileSync(join(demo, name), 'x');
    chmodSync(join(demo, name), 0o644);
  }
  writeFileSync(join(dataDir, 'demo-credentials.json'), '{}');
  chmodSync(join(dataDir, 'demo-credentials.json'), 0o644);
  return { dataDir, demo };
}

describe('tightenDemoModes', () => {
  it('makes an older demo folder, its files and the credentials the service’s own, saying so for each', () => {
    const { dataDir, demo } = olderDemo();
    const warnings = tightenDemoModes(dataDir);
    expect(modeOf(demo)).toBe(0o700);
    for (const name of ['entities.ftm.json', 'residents.csv', 'demo.json', 'README.md'])
      expect(modeOf(join(demo, name))).toBe(0o600);
    expect(modeOf(join(dataDir, 'demo-credentials.json'))).toBe(0o600);
    expect(warnings).toHaveLength(6);
    expect(warnings[0]).toBe(
      `warning: ${demo} was readable by other accounts (0755); made it readable by the service's account only (0700): the demo data holds person records (fictitious ones)`,
    );
    expect(warnings.at(-1)).toMatch(
      /demo-credentials\.json was readable .*\(0644\).*\(0600\): it holds the demo user's password$/,
    );
    // Said once: a second start finds them closed.
    expect(tightenDemoModes(dataDir)).toEqual([]);
  });

  it('leaves files of the operator’s own and symbolic links in the folder as they are', () => {
    const { dataDir, demo } = olderDemo();
    writeFileSync(join(demo, 'notes.txt'), 'mine');
    chmodSync(join(demo, 'notes.txt'), 0o644);
    const target = join(dataDir, 'elsewhere.csv');
    writeFileSync(target, 'theirs');
    chmodSync(target, 0o644);
    rmSync(join(demo, 'residents.csv'));
    symlinkSync(target, join(demo, 'residents.csv'));
    tightenDemoModes(dataDir);
    expect(modeOf(join(demo, 'notes.txt'))).toBe(0o644);
    expect(modeOf(target)).toBe(0o644);
  });

  it('says nothing where there is no demo folder, or it is closed already', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'veracheck-demo-modes-'));
    dirs.push(dataDir);
    expect(tightenDemoModes(dataDir)).toEqual([]);
    mkdirSync(join(dataDir, 'demo'), { mode: 0o700 });
    writeFileSync(join(dataDir, 'demo', 'claims.csv'), 'x', { mode: 0o600 });
    expect(tightenDemoModes(dataDir)).toEqual([]);
  });

  it('leaves the files of a demo folder that is a link to one elsewhere as they are', () => {
    const { dataDir, demo } = olderDemo();
    const elsewhere = mkdtempSync(join(tmpdir(), 'veracheck-demo-modes-elsewhere-'));
    dirs.push(elsewhere);
    for (const name of ['residents.csv', 'README.md']) {
      writeFileSync(join(elsewhere, name), 'theirs');
      chmodSync(join(elsewhere, name), 0o644);
    }
    rmSync(demo, { recursive: true });
    symlinkSync(elsewhere, demo);
    const warnings = tightenDemoModes(dataDir);
    expect(modeOf(join(elsewhere, 'residents.csv'))).toBe(0o644);
    expect(modeOf(join(elsewhere, 'README.md'))).toBe(0o644);
    // The credentials, in the data directory itself, are closed all the same.
    expect(warnings).toEqual([expect.stringContaining('demo-credentials.json was readable')]);
  });

  it('goes on where demo is a file, not a folder', () => {
    const { dataDir, demo } = olderDemo();
    rmSync(demo, { recursive: true });
    writeFileSync(demo, 'an operator’s file', { mode: 0o600 });
    expect(tightenDemoModes(dataDir)).toEqual([
      expect.stringContaining('demo-credentials.json was readable'),
    ]);
    expect(modeOf(join(dataDir, 'demo-credentials.json'))).toBe(0o600);
  });
});
