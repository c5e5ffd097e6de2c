import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a long synchronous stretch (an index build) may hold the event loop at a time. */
export const TURN_MS = 15;

/**
 * For loops that read or build large indexes in the server process: `pause()` lets the event
 * loop run (requests, health checks, timers) once `sliceMs` have passed since it last did.
 * Rows read from SQLite arrive synchronously, so awaiting them alone never lets it run.
 */
export function eventLoopTurns(sliceMs: number = TURN_MS): { pause(): Promise<void> | undefined } {
  let since = performance.now();
  return {
    pause() {
      if (performance.now() - since < sliceMs) return undefined;
      return nextTurn().then(() => {
        since = performance.now();
      });
    },
  };
}
