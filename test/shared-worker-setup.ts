import { afterAll, vi } from 'vitest';

/**
 * Run before each test file of a project whose files share a worker's modules: whatever a file
 * left faked, spied on or stubbed is put back when it ends, so the next file starts on the real
 * clock, functions, globals and environment.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
