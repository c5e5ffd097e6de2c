/**
 * Starting the app on a busy host: a plugin that takes longer than Fastify's default plugin
 * timeout (10 s) to load, as when the event loop is held up, does not fail the start.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import { MemoryLimiter } from '../../src/ratelimit/memory-limiter.js';
import { registryWithoutReferenceData } from '../../src/registry/registry.js';
import { createScreeningService } from '../../src/screening/default-service.js';
import { openStore } from '../../src/store/open-store.js';
import { TEST_CONFIG } from '../helpers.js';

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const close of closing.splice(0).reverse()) await close();
});

describe('starting the app', () => {
  it('waits for a plugin however long it takes to load', async () => {
    const store = openStore('sqlite::memory:');
    const limiter = new MemoryLimiter();
    closing.push(
      () => store.close(),
      () => limiter.close(),
    );
    const app = await buildApp({
      config: TEST_CONFIG,
      store,
      limiter,
      registry: () => registryWithoutReferenceData,
      screening: createScreeningService(),
    });
    closing.push(() => app.close());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let loaded = false;
    // Not awaited: awaiting it would load the plugin here, before the clock is moved on.
    void app.register(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30_000));
      loaded = true;
    });
    const ready = app.ready();
    await vi.advanceTimersByTimeAsync(30_000);
    await ready;
    expect(loaded).toBe(true);
  });
});
