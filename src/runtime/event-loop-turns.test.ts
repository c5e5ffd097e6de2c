import { describe, expect, it } from 'vitest';
import { eventLoopTurns } from './event-loop-turns.js';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // a synchronous stretch longer than the slice
  }
};

describe('eventLoopTurns', () => {
  it('lets timers and other callbacks run during a long loop once the slice is used, and not before', async () => {
    const turns = eventLoopTurns(5);
    let timerRan = false;
    let immediateRan = false;
    setTimeout(() => (timerRan = true), 0);
    setImmediate(() => (immediateRan = true));
    expect(turns.pause()).toBeUndefined();
    for (let i = 0; i < 3; i++) {
      busy(10);
      await turns.pause();
    }
    expect(immediateRan).toBe(true);
    expect(timerRan).toBe(true);
    expect(turns.pause()).toBeUndefined();
  });
});
