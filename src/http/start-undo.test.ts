import { afterEach, describe, expect, it, vi } from 'vitest';
import { StartUndo } from './start-undo.js';

describe('StartUndo', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes what was opened in the reverse order, once, going on past a close that fails', async () => {
    const undo = new StartUndo();
    const closed: string[] = [];
    undo.add('limiter', () => closed.push('limiter'));
    undo.add('store', async () => {
      await Promise.resolve();
      closed.push('store');
    });
    undo.add('follower', () => {
      throw new Error('stuck');
    });
    undo.add('app', () => closed.push('app'));
    const failures: string[] = [];
    await undo.closeAll((what, error) => failures.push(`${what}: ${String(error)}`));
    expect(closed).toEqual(['app', 'store', 'limiter']);
    expect(failures).toEqual(['follower: Error: stuck']);
    await undo.closeAll(() => undefined);
    expect(closed).toHaveLength(3);
  });

  it('gives up on a close still pending at the limit, and closes the rest', async () => {
    vi.useFakeTimers({ now: 0 });
    const undo = new StartUndo();
    const closed: string[] = [];
    undo.add('limiter', () => closed.push('limiter'));
    // A database that stopped answering: its close never ends.
    undo.add('store', () => new Promise(() => undefined));
    const failures: string[] = [];
    const closing = undo.closeAll(
      (what, error) => failures.push(`${what}: ${String(error)}`),
      1000,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(failures).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await closing;
    expect(failures).toEqual(['store: Error: not closed within 1000 ms']);
    expect(closed).toEqual(['limiter']);
  });
});
