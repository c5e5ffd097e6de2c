/**
 * A server listens once its store is migrated and its dataset versions read, before their
 * indexes are built: /healthz answers (a liveness probe does not kill it), /readyz and checks
 * say it is not ready, until the build ends. Its build is held back here by the test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { startServer } from '../../src/http/server.js';
import { openMigratedStore } from '../../src/store/open-store.js';
import { addUser, type TestUser } from '../helpers.js';

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const close of closing.splice(0).reverse()) await close();
});

/** A SQLite store with one user, and the settings of a quiet server on it, on a free port. */
async function prepared(): Promise<{ config: ReturnType<typeof loadConfig>; user: TestUser }> {
  const dir = mkdtempSync(join(tmpdir(), 'veracheck-start-indexes-'));
  closing.push(() => {
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  });
  const databaseUrl = `sqlite:${join(dir, 'veracheck.db')}`;
  const { store } = await openMigratedStore(databaseUrl);
  const user = await addUser(store, 'Starting (fictitious)', 'starting');
  await store.close();
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    VERACHECK_DATA_DIR: dir,
    VERACHECK_DEMO: '0',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
  });
  return { config, user };
}

/** A promise and the function that fulfils it. */
function gate(): { held: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

describe('a server whose indexes take long to build', () => {
  it('answers /healthz before the build ends, and checks once it has', async () => {
    const { config, user } = await prepared();
    const lines: string[] = [];
    const { held, release } = gate();
    const server = await startServer(config, (line) => lines.push(line), { holdIndexes: held });
    closing.push(async () => {
      release();
      await server.stop();
    });
    expect(server.starting()).toBe(true);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'starting' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      code: 'NOT_READY',
      detail: expect.stringMatching(/^The server is starting/) as unknown,
    });
    const search = () =>
      fetch(`${server.url}/v1/company-search`, {
        method: 'POST',
        headers: { authorization: user.authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ chamber_of_commerce_number: '12345678' }),
      });
    const refused = await search();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await refused.json()).toMatchObject({ code: 'NOT_READY' });
    expect(lines.some((line) => line.startsWith('Veracheck ready'))).toBe(false);

    release();
    await expect.poll(() => server.starting(), { timeout: 10_000 }).toBe(false);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/healthz`)).json()).toMatchObject({ status: 'ok' });
    // No company data in this store: answered as such, no longer as not ready.
    expect(await (await search()).json()).toMatchObject({ code: 'COMPANY_DATA_UNAVAILABLE' });
    expect(lines.filter((line) => line.startsWith('Veracheck ready'))).toEqual([
      `Veracheck ready: checks and searches are answered on ${server.url}`,
    ]);
  });

  it('warns that it is not ready yet, naming the build, until it is', async () => {
    const { config } = await prepared();
    const lines: string[] = [];
    const { held, release } = gate();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = await startServer(config, (line) => lines.push(line), {
      startWarningMs: 5000,
      holdIndexes: held,
    });
    closing.push(async () => {
      release();
      await server.stop();
    });
    vi.advanceTimersByTime(5000);
    expect(lines.filter((line) => line.startsWith('warning:'))).toEqual([
      expect.stringMatching(
        /^warning: not ready yet [\d.]+ s after the start began: still building the indexes of the dataset versions \(for [\d.]+ s of it\)$/,
      ),
    ]);
    vi.useRealTimers();
    release();
    await expect.poll(() => server.starting(), { timeout: 10_000 }).toBe(false);
    const warned = lines.filter((line) => line.startsWith('warning:')).length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.advanceTimersByTime(600_000);
    vi.useRealTimers();
    // Ready: nothing more said of the start (a dataset-version poll timed out by the clock
    // moved on may warn on its own).
    expect(lines.filter((line) => line.startsWith('warning: not ready yet'))).toHaveLength(warned);
  });

  it('stops while it builds, closing what it opened, with nothing more said', async () => {
    const { config } = await prepared();
    const lines: string[] = [];
    const { held, release } = gate();
    const server = await startServer(config, (line) => lines.push(line), { holdIndexes: held });
    closing.push(() => {
      release();
      return Promise.resolve();
    });
    expect(server.starting()).toBe(true);
    expect(await server.stop()).toEqual({ cutShort: false });
    // The build let go after the stop ends quietly, its store closed.
    release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines.filter((line) => line.startsWith('warning:'))).toEqual([]);
    expect(lines.some((line) => line.startsWith('Veracheck ready'))).toBe(false);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});
