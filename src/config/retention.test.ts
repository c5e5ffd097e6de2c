import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { RETIRED_KEPT_MIN_MS, retiredKeptMs } from './retention.js';

describe('retiredKeptMs', () => {
  it('adds the poll interval and the request timeout to the least keep time', () => {
    expect(retiredKeptMs({ referencePollMs: 2000, requestTimeoutMs: 30_000 })).toBe(
      RETIRED_KEPT_MIN_MS + 32_000,
    );
  });

  it('follows REFERENCE_POLL_MS and REQUEST_TIMEOUT_MS of the environment', () => {
    const config = loadConfig({ REFERENCE_POLL_MS: '60000', REQUEST_TIMEOUT_MS: '120000' });
    expect(retiredKeptMs(config)).toBe(10 * 60_000 + 60_000 + 120_000);
  });
});
