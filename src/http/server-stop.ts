/** How often a stopping server closes the connections that have gone idle. */
const IDLE_SWEEP_MS = 100;
/** How long closing may still take once SHUTDOWN_TIMEOUT_MS has cut the requests. */
export const CUT_GRACE_MS = 1000;

/** What a running server stops: its requests first, then what they used. */
export interface StoppingServer {
  /** Refuses new requests and resolves once those in flight have ended. */
  drain(): Promise<void>;
  /** Closes the connections idle at the moment. */
  closeIdle(): void;
  /** Closes every connection, requests in flight included. */
  cutAll(): void;
  /** Closed in order once the requests have ended, each named for the warning if it hangs. */
  closers: { what: string; close: () => unknown }[];
}

export interface StopOutcome {
  /** Requests were cut short because the timeout ran out. */
  cutShort: boolean;
  /** The requests had ended, but closing what they used did not finish within the timeout. */
  closeTimedOut: boolean;
}

/**
 * Stops `server` within `timeoutMs`: requests still running then are cut and closing gets
 * CUT_GRACE_MS more; where they ended in time, closing (the store, the limiter) gets what is
 * left of `timeoutMs`. A database that stopped answering keeps its connections' close waiting,
 * and must not keep the process from stopping.
 */
export async function stopWithin(
  server: StoppingServer,
  timeoutMs: number,
  print: (line: string) => void,
): Promise<StopOutcome> {
  const outcome: StopOutcome = { cutShort: false, closeTimedOut: false };
  let drained = false;
  let closing = '';
  let giveUp = (): void => undefined;
  const givenUp = new Promise<void>((resolve) => (giveUp = resolve));
  const timer = setTimeout(() => {
    if (drained) {
      outcome.closeTimedOut = true;
      print(`shutdown timed out closing ${closing}; stopping without waiting for it`);
      giveUp();
      return;
    }
    outcome.cutShort = true;
    print('shutdown timed out; closing connections');
    server.cutAll();
    // A handler still waiting on the database (a PostgreSQL lock held elsewhere) would keep
    // closing the store pending for as long as it waits: the process stops without it.
    setTimeout(giveUp, CUT_GRACE_MS).unref();
  }, timeoutMs);
  timer.unref();
  // Closing the server closes the connections idle at that moment; one whose request is
  // answered later would stay open (keep-alive) until the timeout. Swept as they go idle.
  const sweep = setInterval(() => {
    server.closeIdle();
  }, IDLE_SWEEP_MS);
  sweep.unref();
  const stopping = (async () => {
    try {
      await server.drain();
    } finally {
      clearInterval(sweep);
      drained = true;
      for (const { what, close } of server.closers) {
        closing = what;
        await close();
      }
      clearTimeout(timer);
    }
  })();
  // Given up on, it may still fail later: nobody waits for it then.
  stopping.catch(() => undefined);
  try {
    await Promise.race([stopping, givenUp]);
  } finally {
    clearTimeout(timer);
  }
  return outcome;
}
