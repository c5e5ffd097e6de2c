import { describe, expect, it } from 'vitest';
import { StartStopped, untilStopped } from './start-stop.js';

describe('untilStopped', () => {
  it('gives the step its result where no stop comes', async () => {
    const stop = new AbortController();
    await expect(untilStopped(stop.signal, () => Promise.resolve(7))).resolves.toBe(7);
    await expect(untilStopped(undefined, () => Promise.resolve(8))).resolves.toBe(8);
  });

  it('does not begin a step once stopped', async () => {
    const stop = new AbortController();
    stop.abort(new StartStopped('SIGINT'));
    let began = false;
    await expect(
      untilStopped(stop.signal, () => {
        began = true;
        return Promise.resolve(1);
      }),
    ).rejects.toBeInstanceOf(StartStopped);
    expect(began).toBe(false);
  });

  it('ends a running step at once, and closes what it opens afterwards', async () => {
    const stop = new AbortController();
    let finish: (value: string) => void = () => undefined;
    const closed: string[] = [];
    const running = untilStopped(
      stop.signal,
      () => new Promise<string>((resolve) => (finish = resolve)),
      (late) => closed.push(late),
    );
    stop.abort(new StartStopped('SIGTERM'));
    await expect(running).rejects.toMatchObject({ signal: 'SIGTERM', exitCode: 143 });
    finish('the store');
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toEqual(['the store']);
  });

  it('leaves a step abandoned by a stop unheard when it then fails', async () => {
    const stop = new AbortController();
    let fail: (error: Error) => void = () => undefined;
    const running = untilStopped(
      stop.signal,
      () => new Promise<never>((_, reject) => (fail = reject)),
    );
    stop.abort(new StartStopped('SIGINT'));
    await expect(running).rejects.toMatchObject({ exitCode: 130 });
    // No unhandled rejection: vitest would fail the run.
    fail(new Error('the store is closed'));
    await new Promise((resolve) => setImmediate(resolve));
  });
});
