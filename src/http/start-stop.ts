import { constants } from 'node:os';

/**
 * A start stopped by a signal (SIGTERM, SIGINT) before the server listened: not a failure of
 * the start but the operator's (or supervisor's) choice, said as such and ended with the
 * signal's conventional exit status.
 */
export class StartStopped extends Error {
  constructor(readonly signal: string) {
    super(`${signal} received while starting`);
    this.name = 'StartStopped';
  }

  /** 128 plus the signal's number, as a shell reports a process the signal ended (143, 130). */
  get exitCode(): number {
    const number = (constants.signals as Record<string, number | undefined>)[this.signal];
    return 128 + (number ?? constants.signals.SIGTERM);
  }
}

/**
 * Runs one step of a start, which ends at once with StartStopped when `stop` is aborted (its
 * reason a StartStopped), whether before the step began or while it runs: a start that takes
 * minutes (migrations, the demo data, index builds) is then not waited for. The step itself
 * goes on unheard: its failure (the store it uses being closed) is no one's to report, and what
 * it opens once abandoned is handed to `late` to close.
 */
export async function untilStopped<T>(
  stop: AbortSignal | undefined,
  step: () => Promise<T>,
  late?: (value: T) => unknown,
): Promise<T> {
  if (stop === undefined) return step();
  stop.throwIfAborted();
  const running = step();
  let onAbort = (): void => undefined;
  const stopped = new Promise<never>((_, reject) => {
    onAbort = () => {
      reject(stop.reason as Error);
    };
    stop.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([running, stopped]);
  } catch (error) {
    if (stop.aborted) {
      running.then((value) => late?.(value)).catch(() => undefined);
    }
    throw error;
  } finally {
    stop.removeEventListener('abort', onAbort);
  }
}
