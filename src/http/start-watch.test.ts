import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_WARNING_MS, watchStart } from './start-watch.js';

describe('watchStart', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns once, when the start has taken the threshold, naming the step it is in', () => {
    vi.useFakeTimers({ now: 0 });
    const lines: string[] = [];
    const watch = watchStart((line) => lines.push(line));
    watch.step('database');
    vi.advanceTimersByTime(12_000);
    watch.step('datasets');
    vi.advanceTimersByTime(START_WARNING_MS - 12_000 - 1);
    expect(lines).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(lines).toEqual([
      'warning: not listening yet 30 s after the start began: still reading the dataset versions (for 18 s of it)',
    ]);
    watch.stop();
  });

  it('warns again each time the start has taken twice as long, until it is ready', () => {
    vi.useFakeTimers({ now: 0 });
    const lines: string[] = [];
    const watch = watchStart((line) => lines.push(line));
    // Listening already, the server builds its indexes: not ready, said so.
    watch.step('indexes');
    // Building the indexes of a national register takes minutes: silence after one warning
    // looked like a hung process. Lines at 30, 60, 120 and 240 s, not one every few seconds.
    vi.advanceTimersByTime(8 * START_WARNING_MS - 1);
    expect(lines.map((line) => /yet (\d+) s/.exec(line)?.[1])).toEqual(['30', '60', '120']);
    vi.advanceTimersByTime(1);
    expect(lines.at(-1)).toBe(
      'warning: not ready yet 240 s after the start began: still building the indexes of the dataset versions (for 240 s of it)',
    );
    watch.stop();
    vi.advanceTimersByTime(100 * START_WARNING_MS);
    expect(lines).toHaveLength(4);
  });

  it('says it waits to try again, not that it builds, between failed attempts', () => {
    vi.useFakeTimers({ now: 0 });
    const lines: string[] = [];
    const watch = watchStart((line) => lines.push(line));
    let waiting = true;
    watch.step('indexes', () => waiting);
    vi.advanceTimersByTime(START_WARNING_MS);
    expect(lines).toEqual([
      'warning: not ready yet 30 s after the start began: waiting to try building the indexes again after a failed attempt (for 30 s of it)',
    ]);
    // Tried again: building once more.
    waiting = false;
    vi.advanceTimersByTime(START_WARNING_MS);
    expect(lines.at(-1)).toBe(
      'warning: not ready yet 60 s after the start began: still building the indexes of the dataset versions (for 60 s of it)',
    );
    watch.stop();
  });

  it('says nothing of a start that listens within the threshold', () => {
    vi.useFakeTimers({ now: 0 });
    const lines: string[] = [];
    const watch = watchStart((line) => lines.push(line), { thresholdMs: 500 });
    watch.step('probe');
    vi.advanceTimersByTime(499);
    watch.stop();
    vi.advanceTimersByTime(10_000);
    expect(lines).toEqual([]);
  });

  it('tells the time it took where the event loop was held up past the threshold', () => {
    vi.useFakeTimers({ now: 0 });
    const lines: string[] = [];
    const watch = watchStart((line) => lines.push(line), { thresholdMs: 500 });
    watch.step('demo');
    // An index build holding the event loop: the timer, due at 0.5 s, runs only once it yields
    // at 2.3 s (the fake clock moves the wall clock on by the 0.5 s advanced as well).
    vi.setSystemTime(1800);
    vi.advanceTimersByTime(500);
    expect(lines).toEqual([
      'warning: not listening yet 2.3 s after the start began: still preparing the demo account and loading the demo data (for 2.3 s of it)',
    ]);
    // The next one is due 2 s after the start, already past: not said twice, but at 4 s.
    vi.advanceTimersByTime(1699);
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(lines.at(-1)).toMatch(/^warning: not listening yet 4\.0 s after/);
    watch.stop();
  });
});
