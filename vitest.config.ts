import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './test/summary-reporter.js';

const SRC = fileURLToPath(new URL('src/', import.meta.url));

/**
 * Unit tests that replace a module (vi.mock): they need modules of their own, loaded after the
 * mock is in place, and so run isolated. Found by reading them, so a new one is not missed.
 */
const MODULE_MOCKS = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(`${SRC}${file}`, 'utf8')))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);

export const config = defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The durability and PostgreSQL suites start processes and databases of their own.
    fileParallelism: true,
    maxWorkers: 2,
    reporters: ['default', new SummaryReporter()],
    // A folder a run's test files share for slow, identical set-up (test/demo-fixture.ts).
    globalSetup: ['test/test-cache-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          // Unit and route tests share a worker's modules rather than load them afresh for each
          // file: loading was half of the unit tests' time and two thirds of the route tests'.
          // They keep no state of their own between files; the setup file puts back clocks,
          // spies and stubs a file left behind.
          name: 'shared',
          include: ['src/**/*.test.ts', 'test/routes/**/*.test.ts'],
          exclude: MODULE_MOCKS,
          isolate: false,
          setupFiles: ['test/shared-worker-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Integration tests (servers, processes, databases) each in a fresh module graph, as
          // are the unit tests that mock a module.
          name: 'isolated',
          include: ['test/**/*.test.ts', ...MODULE_MOCKS],
          exclude: ['test/routes/**'],
        },
      },
    ],
  },
});

// vitest loads the default export of its config file.
// eslint-disable-next-line no-restricted-syntax
export default config;
