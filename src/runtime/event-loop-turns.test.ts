import { describe, expect, it } from 'vitest';
import { eventLoopTurns, runInTurns, TurnBudget, type BuildSteps } from './event-loop-turns.js';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // a synchronous stretch longer than the slice
  }
};

describe('eventLoopTurns', () => {
  it('lets timers and other callbacks run during a long loop once the slice is used, and not before', async () => {
    // The slice is measured on a clock the loop moves, so a stall of the host between two
    // calls (a loaded CI machine) cannot use it up; the real busy stretch lets the timer fall due.
    const clock = fakeClock();
    const turns = eventLoopTurns(new TurnBudget(5, clock.now));
    let timerRan = false;
    let immediateRan = false;
    setTimeout(() => (timerRan = true), 0);
    setImmediate(() => (immediateRan = true));
    expect(turns.pause()).toBeUndefined();
    for (let i = 0; i < 3; i++) {
      busy(2);
      clock.spend(10);
      await turns.pause();
    }
    expect(immediateRan).toBe(true);
    expect(timerRan).toBe(true);
    expect(turns.pause()).toBeUndefined();
  });
});

/**
 * A clock that moves only when a build step says it took its time: the steps below cost
 * exactly their `stepMs` whatever the host's load, so the steps a slice holds are known.
 */
function fakeClock() {
  let now = 0;
  return {
    now: () => now,
    spend: (ms: number) => {
      now += ms;
    },
  };
}

/** A build of `steps` steps of `stepMs` each, noting which turn of the loop each ran in. */
function* busySteps(
  name: string,
  steps: number,
  stepMs: number,
  spend: (ms: number) => void,
  log: { name: string; turn: number }[],
  turn: () => number,
): BuildSteps<string> {
  for (let i = 0; i < steps; i++) {
    spend(stepMs);
    log.push({ name, turn: turn() });
    yield;
  }
  return name;
}

/** Runs the builds, counting the turns of the event loop meanwhile. */
async function runCountingTurns(
  run: (log: { name: string; turn: number }[], turn: () => number) => Promise<unknown>,
) {
  let turn = 0;
  let running = true;
  const tick = () => {
    turn++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  const log: { name: string; turn: number }[] = [];
  await run(log, () => turn);
  running = false;
  const perTurn = new Map<number, number>();
  for (const step of log) perTurn.set(step.turn, (perTurn.get(step.turn) ?? 0) + 1);
  return { log, mostStepsInOneTurn: Math.max(...perTurn.values()) };
}

describe('TurnBudget', () => {
  it('holds the loop one slice in a row for builds running at once, not one slice each', async () => {
    const clock = fakeClock();
    const budget = new TurnBudget(10, clock.now);
    const { log, mostStepsInOneTurn } = await runCountingTurns((log, turn) =>
      Promise.all(
        ['a', 'b', 'c'].map((name) =>
          runInTurns(busySteps(name, 40, 1, clock.spend, log, turn), budget),
        ),
      ),
    );
    // 1 ms steps in a 10 ms slice: ten steps a turn, where a budget of its own for each build
    // would let the three run thirty.
    expect(mostStepsInOneTurn).toBe(10);
    expect(log).toHaveLength(120);
    // Each gets turns while the others build: none waits for another to finish.
    const lastOf = (name: string) => log.map((s) => s.name).lastIndexOf(name);
    const firstOf = (name: string) => log.findIndex((s) => s.name === name);
    expect(firstOf('b')).toBeLessThan(lastOf('a'));
    expect(firstOf('c')).toBeLessThan(lastOf('b'));
    expect(firstOf('a')).toBeLessThan(lastOf('c'));
  });

  it('(a budget of its own for each build, as a control, lets them hold the loop longer)', async () => {
    const clock = fakeClock();
    const { mostStepsInOneTurn } = await runCountingTurns((log, turn) =>
      Promise.all(
        ['a', 'b', 'c'].map((name) =>
          runInTurns(busySteps(name, 40, 1, clock.spend, log, turn), new TurnBudget(10, clock.now)),
        ),
      ),
    );
    // Each build resumed in the same turn runs a slice of its own: three slices in a row.
    expect(mostStepsInOneTurn).toBe(30);
  });

  it('measures the slice on the clock it is given', () => {
    const clock = fakeClock();
    const budget = new TurnBudget(10, clock.now);
    clock.spend(9);
    expect(budget.pause()).toBeUndefined();
    clock.spend(1);
    expect(budget.pause()).toBeInstanceOf(Promise);
  });
});
