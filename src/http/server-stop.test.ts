import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUT_GRACE_MS, stopWithin, type StopOutcome, type StoppingServer } from './server-stop.js';

afterEach(() => {
  vi.useRealTimers();
});

const never = (): Promise<void> => new Promise<void>(() => undefined);

/** A server whose drain ends after `drainMs` (never where undefined), and what it was told. */
function server(drainMs: number | undefined, storeClose: () => Promise<void>) {
  const told: string[] = [];
  const parts: StoppingServer = {
    drain: () =>
      drainMs === undefined
        ? never()
        : new Promise<void>((resolve) => setTimeout(resolve, drainMs)),
    closeIdle: () => undefined,
    cutAll: () => told.push('cut'),
    closers: [
      { what: 'the rate limiter', close: () => told.push('limiter closed') },
      { what: 'the store', close: storeClose },
    ],
  };
  return { parts, told };
}

/** Settles `stopped` as far as the fake clock goes, `ms` later. */
async function after(ms: number, stopped: Promise<StopOutcome>): Promise<StopOutcome | 'pending'> {
  let settled: StopOutcome | 'pending' = 'pending';
  void stopped.then((outcome) => (settled = outcome));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('stopWithin', () => {
  it('drains, then closes in order, saying nothing', async () => {
    vi.useFakeTimers();
    const { parts, told } = server(50, () => {
      told.push('store closed');
      return Promise.resolve();
    });
    const lines: string[] = [];
    const stopped = stopWithin(parts, 1000, (line) => lines.push(line));
    expect(await after(50, stopped)).toEqual({ cutShort: false, closeTimedOut: false });
    expect(told).toEqual(['limiter closed', 'store closed']);
    expect(lines).toEqual([]);
  });

  it('bounds a store close that hangs by what is left of the timeout after the drain', async () => {
    vi.useFakeTimers();
    const { parts, told } = server(400, never);
    const lines: string[] = [];
    const stopped = stopWithin(parts, 1000, (line) => lines.push(line));
    expect(await after(999, stopped)).toBe('pending');
    expect(await after(1, stopped)).toEqual({ cutShort: false, closeTimedOut: true });
    expect(told).toEqual(['limiter closed']);
    expect(lines).toEqual([
      'shutdown timed out closing the store; stopping without waiting for it',
    ]);
  });

  it('cuts requests still running at the timeout, and waits a grace more for nothing', async () => {
    vi.useFakeTimers();
    const { parts, told } = server(undefined, never);
    const lines: string[] = [];
    const stopped = stopWithin(parts, 1000, (line) => lines.push(line));
    expect(await after(1000, stopped)).toBe('pending');
    expect(told).toEqual(['cut']);
    expect(await after(CUT_GRACE_MS, stopped)).toEqual({ cutShort: true, closeTimedOut: false });
    expect(lines).toEqual(['shutdown timed out; closing connections']);
  });
});
