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
import { firstBuildRetryMs, startServer } from '../../src/http/server.js';
import { openMigratedStore } from '../../src/store/open-store.js';
import { addUser, type TestUser } from '../helpers.js';

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const close of closing.splice(0).reverse()) await close();
});

/** A SQLite store with one user, and the settings of a quiet server on it, on a free port. */
async function prepared(
  settings: Record<string, string> = {},
): Promise<{ config: ReturnType<typeof loadConfig>; user: TestUser }> {
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
    ...settings,
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
    expect(await server.stop()).toEqual({ cutShort: false, closeTimedOut: false });
    // The build let go after the stop ends quietly, its store closed.
    release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines.filter((line) => line.startsWith('warning:'))).toEqual([]);
    expect(lines.some((line) => line.startsWith('Veracheck ready'))).toBe(false);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it('tries a first build that keeps failing again less and less often, saying so each time', async () => {
    const { config } = await prepared({ REFERENCE_POLL_MS: '100' });
    const lines: string[] = [];
    // Every attempt fails alike, as on a dataset the build cannot read.
    const broken = Promise.reject(new Error('a corrupt row'));
    broken.catch(() => undefined);
    const server = await startServer(config, (line) => lines.push(line), { holdIndexes: broken });
    closing.push(async () => {
      await server.stop();
    });
    const failures = () =>
      lines.filter((line) => line.includes('indexes of the dataset versions could not be built'));
    await expect.poll(() => failures().length, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // Retried after 0.1, 0.2, 0.4, 0.8, 1.6 s: not at every 0.1 s poll (some 17 attempts).
    expect(failures().length).toBeLessThanOrEqual(6);
    expect(failures()[0]).toBe(
      'warning: the indexes of the dataset versions could not be built (attempt 1: Error: a corrupt row); not ready, tried again in 0.1 s',
    );
    // Said once per attempt, not again as a failed look for new versions.
    expect(
      lines.filter((line) => line.includes('could not look for new dataset versions')),
    ).toEqual([]);
    expect(server.starting()).toBe(true);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { detail: string }).detail).toMatch(
      /The last attempt failed \(Error: a corrupt row\); it is (tried again in \d+ s|being tried again)/,
    );
  });

  it('waits the poll interval, doubled at each failure, up to five minutes', () => {
    expect([1, 2, 3, 4].map((failures) => firstBuildRetryMs(2000, failures))).toEqual([
      2000, 4000, 8000, 16_000,
    ]);
    expect(firstBuildRetryMs(2000, 9)).toBe(300_000);
    expect(firstBuildRetryMs(2000, 1000)).toBe(300_000);
    // A poll interval longer than that is kept.
    expect(firstBuildRetryMs(600_000, 5)).toBe(600_000);
  });
});
