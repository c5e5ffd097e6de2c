/**
 * Starting the app on a busy host: a plugin that takes longer than Fastify's default plugin
 * timeout (10 s) to load, as when the event loop is held up, does not fail the start; and a
 * server that is not listening yet after START_WARNING_MS says which step of its start it is in.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { buildApp } from '../../src/http/app.js';
import { startServer } from '../../src/http/server.js';
import { StartStopped } from '../../src/http/start-stop.js';
import { MemoryLimiter } from '../../src/ratelimit/memory-limiter.js';
import { registryWithoutReferenceData } from '../../src/registry/registry.js';
import { createScreeningService } from '../../src/screening/default-service.js';
import { openStore } from '../../src/store/open-store.js';
import { TEST_CONFIG } from '../helpers.js';

/** A server's settings on a SQLite store in `dir`, on `port` of 127.0.0.1, logging nothing. */
const quietConfigAt = (dir: string, port: number) =>
  loadConfig({
    DATABASE_URL: `sqlite:${join(dir, 'veracheck.db')}`,
    VERACHECK_DATA_DIR: dir,
    VERACHECK_DEMO: '0',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'silent',
  });

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

describe('a server slow to start', () => {
  it('warns, naming the step it is in, where it is not listening after the threshold, and again later', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'veracheck-start-watch-'));
    closing.push(() => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    });
    const config = loadConfig({
      DATABASE_URL: `sqlite:${join(dir, 'veracheck.db')}`,
      VERACHECK_DATA_DIR: dir,
      VERACHECK_DEMO: '0',
      PORT: '0',
      LOG_LEVEL: 'silent',
    });
    const lines: string[] = [];
    let entered: () => void = () => undefined;
    const pluginEntered = new Promise<void>((resolve) => (entered = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Only the watch's timer is moved on by the test; the start's own work runs as it does.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const starting = startServer(config, (line) => lines.push(line), {
      startWarningMs: 5000,
      // Loads as slowly as the test says: the start is then in its last step.
      extraPlugins: [
        async () => {
          entered();
          await released;
        },
      ],
    });
    await pluginEntered;
    vi.advanceTimersByTime(4999);
    expect(lines.filter((line) => line.startsWith('warning:'))).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(lines.filter((line) => line.startsWith('warning:'))).toEqual([
      expect.stringMatching(
        /^warning: not listening yet [\d.]+ s after the start began: still loading the HTTP routes and opening the port \(for [\d.]+ s of it\)$/,
      ),
    ]);
    vi.advanceTimersByTime(60_000);
    // Said again as the start took longer (only the timers run fast here, so how often
    // depends on the real clock too: start-watch.test.ts counts them).
    const warned = lines.filter((line) => line.startsWith('warning: not listening yet')).length;
    expect(warned).toBeGreaterThan(1);
    release();
    const server = await starting;
    vi.useRealTimers();
    closing.push(async () => {
      await server.stop();
    });
    // None once it listens (the clock moved on may also time out a dataset-version poll the
    // follower started meanwhile, which warns on its own).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.advanceTimersByTime(600_000);
    vi.useRealTimers();
    expect(lines.filter((line) => line.startsWith('warning: not listening yet'))).toHaveLength(
      warned,
    );
    expect(lines.some((line) => line.startsWith('Veracheck listening on'))).toBe(true);
  });
});

describe('a server whose start fails', () => {
  it('clears its start warning: nothing is said later, and no timer is left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'veracheck-start-fail-'));
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    closing.push(async () => {
      await new Promise((resolve) => taken.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    });
    const { port } = taken.address() as AddressInfo;
    const config = quietConfigAt(dir, port);
    const lines: string[] = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The port is another's: the start fails at its first step.
    await expect(
      startServer(config, (line) => lines.push(line), { startWarningMs: 5000 }),
    ).rejects.toThrow();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(lines.filter((line) => line.startsWith('warning:'))).toEqual([]);
  });

  /**
   * A start that fails in its last step, after the store was opened and the dataset versions'
   * polling started: each of `failing` makes it fail there. The port is held meanwhile by
   * `holder`, which `failing` may take it with.
   */
  const failLate = async (failing: (port: number) => FastifyPluginAsync, stop?: AbortSignal) => {
    const dir = mkdtempSync(join(tmpdir(), 'veracheck-start-late-'));
    const holder = createServer();
    closing.push(async () => {
      if (holder.listening) await new Promise((resolve) => holder.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    });
    // A port free at the probe: found by listening on it and closing it again.
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    await new Promise((resolve) => holder.close(resolve));
    const database = join(dir, 'veracheck.db');
    const config = quietConfigAt(dir, port);
    const lines: string[] = [];
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const started = startServer(config, (line) => lines.push(line), {
      extraPlugins: [failing(port)],
      ...(stop && { stop }),
    });
    const failed = await started.then(
      () => undefined,
      (error: unknown) => error,
    );
    // Nothing of the start is left: no poll of the dataset versions, no limiter sweep, and no
    // connection to the database (SQLite removes its WAL file as its last connection closes).
    const timersLeft = vi.getTimerCount();
    vi.useRealTimers();
    return { failed, timersLeft, walLeft: existsSync(`${database}-wal`), lines, holder, port };
  };

  it('stops at once on a signal, closing what it opened, with nothing more said', async () => {
    const stop = new AbortController();
    const { failed, timersLeft, walLeft, lines } = await failLate(
      () => () => {
        // The signal comes while a plugin loads, which then never finishes.
        stop.abort(new StartStopped('SIGTERM'));
        return new Promise<void>(() => undefined);
      },
      stop.signal,
    );
    expect(failed).toBeInstanceOf(StartStopped);
    expect(timersLeft).toBe(0);
    expect(walLeft).toBe(false);
    expect(lines.filter((line) => line.startsWith('warning:'))).toEqual([]);
  });

  it('closes the port it was opening as a signal came', async () => {
    const stop = new AbortController();
    const { failed, holder, port } = await failLate(
      () => (app) => {
        // The signal comes as the app readies itself to listen, before it listens.
        app.addHook('onReady', () => {
          stop.abort(new StartStopped('SIGTERM'));
          return Promise.resolve();
        });
        return Promise.resolve();
      },
      stop.signal,
    );
    expect(failed).toBeInstanceOf(StartStopped);
    // The port is free again: nothing of the start listens on it, or keeps the process alive.
    await expect
      .poll(
        () =>
          new Promise<boolean>((resolve) => {
            holder.once('error', () => {
              resolve(false);
            });
            holder.listen(port, '127.0.0.1', () => {
              resolve(true);
            });
          }),
        { timeout: 2_000 },
      )
      .toBe(true);
  });

  it('closes what it opened, polling and store included, where a plugin fails to load', async () => {
    const broken = new Error('the plugin could not load');
    const { failed, timersLeft, walLeft, lines } = await failLate(() => () => {
      return Promise.reject(broken);
    });
    expect(failed).toBe(broken);
    expect(timersLeft).toBe(0);
    expect(walLeft).toBe(false);
    expect(lines.filter((line) => line.startsWith('warning:'))).toEqual([]);
  });

  it('says nothing of a start still under way while it closes what a failed start opened', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'veracheck-start-fail-close-'));
    // A port free at the probe, then taken by another process before the listen.
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    await new Promise((resolve) => holder.close(resolve));
    closing.push(async () => {
      if (holder.listening) await new Promise((resolve) => holder.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    });
    const lines: string[] = [];
    let closeEntered: () => void = () => undefined;
    const closeBegan = new Promise<void>((resolve) => (closeEntered = resolve));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const failed = startServer(quietConfigAt(dir, port), (line) => lines.push(line), {
      startWarningMs: 5000,
      extraPlugins: [
        async (app) => {
          // A close that hangs: the failed start waits for it up to SHUTDOWN_TIMEOUT_MS (10 s).
          app.addHook('onClose', () => {
            closeEntered();
            return new Promise<void>(() => undefined);
          });
          await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
        },
      ],
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    await closeBegan;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await failed).toMatchObject({ code: 'EADDRINUSE' });
    // The start has failed: a line saying it is still opening the port would be false.
    expect(lines.filter((line) => line.startsWith('warning: not listening yet'))).toEqual([]);
    expect(lines).toContainEqual(
      expect.stringMatching(/^warning: could not close the HTTP server after the failed start/),
    );
  });

  it('closes what it opened and reports the listen error where the port was taken after the probe', async () => {
    let holding: Server | undefined;
    const { failed, timersLeft, walLeft, lines } = await failLate((port) => async () => {
      // Another process taking the port between the probe and the listen.
      holding = createServer();
      const taken = holding;
      await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    });
    closing.push(async () => {
      if (holding) await new Promise((resolve) => holding?.close(resolve));
    });
    expect(failed).toMatchObject({ code: 'EADDRINUSE' });
    expect(timersLeft).toBe(0);
    expect(walLeft).toBe(false);
    expect(lines.some((line) => line.startsWith('Veracheck listening on'))).toBe(false);
  });
});

describe('a server starting on a data directory an older version left open', () => {
  it('makes the demo folder, its files and the demo credentials the service’s own, saying so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'veracheck-start-demo-modes-'));
    closing.push(() => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    });
    const demo = join(dir, 'demo');
    mkdirSync(demo);
    chmodSync(demo, 0o755);
    writeFileSync(join(demo, 'claims.csv'), 'x');
    chmodSync(join(demo, 'claims.csv'), 0o644);
    writeFileSync(join(dir, 'demo-credentials.json'), '{}');
    chmodSync(join(dir, 'demo-credentials.json'), 0o644);
    const lines: string[] = [];
    const server = await startServer(quietConfigAt(dir, 0), (line) => lines.push(line));
    closing.push(async () => {
      await server.stop();
    });
    const modeOf = (path: string) => statSync(path).mode & 0o777;
    expect(modeOf(demo)).toBe(0o700);
    expect(modeOf(join(demo, 'claims.csv'))).toBe(0o600);
    expect(modeOf(join(dir, 'demo-credentials.json'))).toBe(0o600);
    expect(lines.filter((line) => line.includes('was readable by other accounts'))).toEqual([
      expect.stringContaining(`${demo} was readable by other accounts (0755)`),
      expect.stringContaining(`${join(demo, 'claims.csv')} was readable by other accounts (0644)`),
      expect.stringContaining(
        `${join(dir, 'demo-credentials.json')} was readable by other accounts (0644)`,
      ),
    ]);
  });
});
