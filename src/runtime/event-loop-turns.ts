import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a long synchronous stretch (an index build) may hold the event loop at a time. */
export const TURN_MS = 15;

/**
 * One budget of event-loop time for every long build that shares it. A build asks `pause()`
 * between small pieces of work; once `sliceMs` have passed since the budget was last renewed,
 * it gets a promise to wait on. The budget is renewed only once the event loop has run, and
 * then only one waiting build resumes (the one waiting longest); the others wait for the
 * following turns. So builds running at once (the screening index, the company directory and
 * the address index of one dataset switch) hold the loop about `sliceMs` in a row together,
 * not `sliceMs` each: each resumed in the same turn would otherwise add its own slice.
 */
export class TurnBudget {
  /** When the current stretch of build work began (the budget was last renewed). */
  private since: number;
  private readonly waiting: (() => void)[] = [];
  private turnAsked = false;

  /** `now`: the clock the slice is measured on, in ms (tests give one they move themselves). */
  constructor(
    readonly sliceMs: number = TURN_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.since = now();
  }

  /** Undefined while the budget lasts, else a promise that resolves in a later turn. */
  pause(): Promise<void> | undefined {
    if (this.now() - this.since < this.sliceMs) return undefined;
    return new Promise<void>((resume) => {
      this.waiting.push(resume);
      this.askTurn();
    });
  }

  private askTurn(): void {
    if (this.turnAsked) return;
    this.turnAsked = true;
    // setImmediate: after the loop's timers and I/O (the requests waiting to be answered).
    void nextTurn().then(() => {
      this.turnAsked = false;
      this.since = this.now();
      const resume = this.waiting.shift();
      // The other waiting builds each get a later turn of their own.
      if (this.waiting.length > 0) this.askTurn();
      resume?.();
    });
  }
}

/** The budget the server's builds share: the event loop is one per process. */
export const sharedTurns = new TurnBudget();

/**
 * For loops that read or build large indexes in the server process: `pause()` lets the event
 * loop run (requests, health checks, timers) once the budget is used (by default the one the
 * process's builds share; a number: a budget of that many ms of its own). Rows read from
 * SQLite arrive synchronously, so awaiting them alone never lets it run.
 */
export function eventLoopTurns(budget: TurnBudget | number = sharedTurns): {
  pause(): Promise<void> | undefined;
} {
  return typeof budget === 'number' ? new TurnBudget(budget) : budget;
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

/**
 * Runs a build, letting the event loop run whenever the budget (by default the one shared by
 * the process's builds) is used. A build resumed after waiting asks again before each step:
 * another may have used the turn meanwhile.
 */
export async function runInTurns<T>(
  steps: BuildSteps<T>,
  budget: TurnBudget | number = sharedTurns,
): Promise<T> {
  const turns = eventLoopTurns(budget);
  for (;;) {
    let turn = turns.pause();
    while (turn) {
      await turn;
      turn = turns.pause();
    }
    const next = steps.next();
    if (next.done) return next.value;
  }
}
