/**
 * STORE_UNAVAILABLE means the store: a database that cannot be reached is a 503 to retry, and
 * the same connection error from anything else (an upstream call) is an internal error.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import { MemoryLimiter } from '../../src/ratelimit/memory-limiter.js';
import { registryWithoutReferenceData } from '../../src/registry/registry.js';
import { createScreeningService } from '../../src/screening/default-service.js';
import { openStore } from '../../src/store/open-store.js';
import type { ViesClient } from '../../src/upstream/vies/index.js';
import { basic, createTestContext, TEST_CONFIG } from '../helpers.js';

interface Problem {
  status: number;
  code: string;
}

describe('STORE_UNAVAILABLE', () => {
  it('answers 503 with Retry-After when the PostgreSQL store cannot be reached', async () => {
    // Nothing listens on this port: every connection is refused.
    const store = openStore('postgres://postgres@127.0.0.1:18691/veracheck');
    const limiter = new MemoryLimiter();
    const app = await buildApp({
      config: TEST_CONFIG,
      store,
      limiter,
      registry: () => registryWithoutReferenceData,
      screening: createScreeningService(),
    });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/v1/checks/some-check',
        headers: { authorization: basic('someone', 'a-password') },
      });
      expect(response.json<Problem>()).toMatchObject({ status: 503, code: 'STORE_UNAVAILABLE' });
      expect(response.headers['retry-after']).toBe('1');
    } finally {
      await app.close();
      await limiter.close();
      await store.close();
    }
  });

  it('is not given for a connection reset by an upstream service: that is an internal error', async () => {
    const reset = Object.assign(new Error('read ECONNRESET'), {
      code: 'ECONNRESET',
      errno: -104,
      syscall: 'read',
    });
    const vies: ViesClient = { check: () => Promise.reject(reset) };
    const ctx = await createTestContext({ vies });
    try {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/company-checks',
        headers: { authorization: ctx.alice.authorization },
        payload: { type: 'basic', vat_number: 'NL123456782B01' },
      });
      expect(response.json<Problem>()).toMatchObject({ status: 500, code: 'INTERNAL' });
      expect(response.headers['retry-after']).toBeUndefined();
    } finally {
      await ctx.close();
    }
  });
});
