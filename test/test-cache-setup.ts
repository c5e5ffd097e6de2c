/**
 * vitest's globalSetup: a folder the test files of one run share for data that is slow to make
 * and the same for each of them (demo-fixture.ts), removed when the run ends. vitest runs it for
 * the root project and again for each project of the config: they all hand out one folder, so
 * the data is made once a run, and the last of them to tear down removes it.
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

interface RunFolder {
  dir: string;
  /** Setups that have not torn down yet. */
  users: number;
}

/** On the global object: each project loads this module afresh, in the one main process. */
const CURRENT = Symbol.for('veracheck.testCacheDir');
const shared = globalThis as { [CURRENT]?: RunFolder };

export function setup(project: Pick<TestProject, 'provide'>): () => void {
  const run = (shared[CURRENT] ??= {
    dir: mkdtempSync(join(tmpdir(), 'veracheck-test-cache-')),
    users: 0,
  });
  run.users += 1;
  project.provide('testCacheDir', run.dir);
  return () => {
    run.users -= 1;
    if (run.users > 0) return;
    if (shared[CURRENT] === run) shared[CURRENT] = undefined;
    rmSync(run.dir, { recursive: true, force: true });
  };
}
