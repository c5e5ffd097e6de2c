import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStore } from './open-store.js';

describe('the SQLite first start turn', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('leaves no async context storage enabled once the first start is over', async () => {
    // An enabled AsyncLocalStorage keeps Node 20's async hooks on for every later promise.
    const dir = mkdtempSync(join(tmpdir(), 'veracheck-first-start-'));
    dirs.push(dir);
    const store = openStore(`sqlite:${join(dir, 'test.db')}`);
    await store.migrate();
    const disable = vi.spyOn(AsyncLocalStorage.prototype, 'disable');
    try {
      expect(await store.reference.inFirstStartTurn(() => Promise.resolve('loaded'))).toBe(
        'loaded',
      );
      expect(disable).toHaveBeenCalled();
      await expect(
        store.reference.inFirstStartTurn(() => Promise.reject(new Error('load failed'))),
      ).rejects.toThrow('load failed');
      expect(disable).toHaveBeenCalledTimes(2);
    } finally {
      await store.close();
    }
  });
});
