/**
 * vitest's globalSetup: a folder the test files of one run share for data that is slow to make
 * and the same for each of them (demo-fixture.ts), removed when the run ends. Each project of
 * the config runs it, and so has a folder of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testCacheDir: string;
  }
}

export function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'veracheck-test-cache-'));
  project.provide('testCacheDir', dir);
  return () => {
    rmSync(dir, { recursive: true, force: true });
  };
}
