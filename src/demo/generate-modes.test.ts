import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from './generate.js';

/** Small: only the files' modes are looked at. */
const OPTIONS = { seed: 3, companies: 20, addresses: 200, entities: 10 };

describe('the generated demo folder', () => {
  it('is readable by its own account only: the folder 0700, every file 0600', () => {
    const parent = mkdtempSync(join(tmpdir(), 'veracheck-demo-gen-'));
    try {
      const fresh = join(parent, 'demo');
      generateDemoData(fresh, OPTIONS);
      expect(statSync(fresh).mode & 0o777).toBe(0o700);
      for (const name of readdirSync(fresh)) {
        expect(statSync(join(fresh, name)).mode & 0o777, name).toBe(0o600);
      }
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('closes files an older build left readable to others when it writes them again', () => {
    const parent = mkdtempSync(join(tmpdir(), 'veracheck-demo-gen-'));
    try {
      generateDemoData(parent, OPTIONS);
      const names = readdirSync(parent);
      for (const name of names) chmodSync(join(parent, name), 0o644);
      generateDemoData(parent, OPTIONS);
      for (const name of names) {
        expect(statSync(join(parent, name)).mode & 0o777, name).toBe(0o600);
      }
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
