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

/**
 * A long build written as a generator that yields wherever it may pause, so that one body
 * serves both ways of running it: `runAtOnce` (tests, benchmarks, one-off tools) and
 * `runInTurns` (the server, which must keep answering while it builds).
 */
export type BuildSteps<T> = Generator<void, T, void>;

/** Runs a build to its end without pausing. */
export function runAtOnce<T>(steps: BuildSteps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Runs a build, letting the event loop run once `sliceMs` have passed since it last did. */
export async function runInTurns<T>(steps: BuildSteps<T>, sliceMs: number = TURN_MS): Promise<T> {
  const turns = eventLoopTurns(sliceMs);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    const turn = turns.pause();
    if (turn) await turn;
  }
}
