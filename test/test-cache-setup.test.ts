/**
 * vitest runs a globalSetup for the root project and again for each project that extends it:
 * they all hand out one folder, so the demo data is made once a run, and it is removed when the
 * last of them tears down.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setup } from './test-cache-setup.js';

function project() {
  const provided: { testCacheDir?: string } = {};
  return {
    provided,
    provide(key: 'testCacheDir', value: string) {
      provided[key] = value;
    },
  };
}

describe('the test cache folder', () => {
  it('is one folder for every project of a run, removed after the last tears down', () => {
    const [root, shared, isolated] = [project(), project(), project()];
    const teardowns = [setup(root), setup(shared), setup(isolated)];
    const dir = root.provided.testCacheDir ?? '';
    try {
      expect(dir).not.toBe('');
      expect(shared.provided.testCacheDir).toBe(dir);
      expect(isolated.provided.testCacheDir).toBe(dir);
      teardowns.shift()?.();
      expect(existsSync(dir)).toBe(true);
    } finally {
      for (const teardown of teardowns) teardown();
    }
    expect(existsSync(dir)).toBe(false);
  });
});
