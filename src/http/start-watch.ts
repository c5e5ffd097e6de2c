/** How long `serve` may take to start listening before it says what it is still doing. */
export const START_WARNING_MS = 30_000;

/**
 * The steps of `serve`'s start, in order, as the warning names them: each of them can take
 * long on a large installation or a slow host.
 */
export const START_STEPS = {
  probe: 'checking that HOST and PORT can be listened on',
  redis: 'connecting to Redis (REDIS_URL)',
  database: 'opening the database and applying its migrations',
  demo: 'preparing the demo account and loading the demo data',
  datasets: 'reading the dataset versions',
  http: 'loading the HTTP routes and opening the port',
  // Listening already: /healthz answers, /readyz and checks say what is still being built.
  indexes: 'building the indexes of the dataset versions',
} as const;

export type StartStep = keyof typeof START_STEPS;

/** Said instead of the `indexes` step while a failed first build waits to be tried again. */
export const RETRY_WAIT = 'waiting to try building the indexes again after a failed attempt';

export interface StartWatch {
  /**
   * The start has moved on to `step`; `waitingToRetry`: whether it is, for now, waiting to try
   * the step again after a failure (asked when a warning is due).
   */
  step(step: StartStep, waitingToRetry?: () => boolean): void;
  /** The server is ready, or stops (or the start failed): nothing more to say. */
  stop(): void;
}

/**
 * Watches `serve`'s start: where it is not listening `thresholdMs` after the watch began, warns,
 * naming the step it is in and how long it has taken so far, so that an operator (or a
 * supervisor's log) sees why the port is not open yet rather than a silent process; once it
 * listens, while its first indexes are built, the warning says it is not ready yet. It warns
 * again each time the start has taken twice as long (60 s, 120 s, 240 s, ...): building the
 * indexes of a national address register and company register takes minutes, and a process
 * silent for them looks hung, while a line every few seconds would flood the log. A step that
 * holds the event loop (an index build) delays a warning until it yields.
 */
export function watchStart(
  warn: (line: string) => void,
  options: { thresholdMs?: number; now?: () => number } = {},
): StartWatch {
  const { thresholdMs = START_WARNING_MS, now = Date.now } = options;
  const began = now();
  let current: StartStep | undefined;
  let stepBegan = began;
  let waiting: (() => boolean) | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** `dueMs`: how long after the start this warning is due. */
  const schedule = (dueMs: number, delayMs: number): void => {
    timer = setTimeout(() => {
      const at = now();
      const elapsed = at - began;
      const step =
        current === undefined
          ? 'still starting'
          : `${waiting?.() ? RETRY_WAIT : `still ${START_STEPS[current]}`} (for ${seconds(at - stepBegan)} of it)`;
      const state = current === 'indexes' ? 'not ready yet' : 'not listening yet';
      warn(`warning: ${state} ${seconds(elapsed)} after the start began: ${step}`);
      // Counted from the start: a warning delayed by a held event loop moves no later one,
      // and one due while the loop was held is not said twice.
      let next = 2 * dueMs;
      while (next <= elapsed) next *= 2;
      schedule(next, next - elapsed);
    }, delayMs);
    // A start that fails must not be kept alive by its watch.
    timer.unref();
  };
  schedule(thresholdMs, thresholdMs);
  return {
    step(step, waitingToRetry) {
      current = step;
      waiting = waitingToRetry;
      stepBegan = now();
    },
    stop() {
      clearTimeout(timer);
    },
  };
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
