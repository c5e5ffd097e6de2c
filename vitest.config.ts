import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './test/summary-reporter.js';

export const config = defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The durability and PostgreSQL suites start processes and databases of their own.
    fileParallelism: true,
    maxWorkers: 2,
    reporters: ['default', new SummaryReporter()],
  },
});

// vitest loads the default export of its config file.
// eslint-disable-next-line no-restricted-syntax
export default config;
