/**
 * Report renderings a few at a time in a process, each started from a fresh turn of the event
 * loop. Rendering a report (HTML, then PDF) is tens of milliseconds of work that mostly holds
 * the event loop; a burst of renderings started together (report_view on many checks at once,
 * or many reports read for the first time) would otherwise run back to back and keep every
 * other request waiting for seconds, /healthz too, which a supervisor then takes for a hung
 * process. In turns, whatever arrived meanwhile (a probe, another tenant's request) is answered
 * between renderings. A few run at once, not one, as the PDF's writing waits on its stream
 * between pages, time another rendering uses.
 *
 * Renderings waiting for a turn are bounded (past the bound one is refused at once, rather than
 * every wait growing without end under sustained load), served round-robin by organisation (one
 * tenant's burst delays another's report by one rendering at a time, not by the whole burst),
 * and dropped while still waiting once nobody wants them any more.
 */

/** Refused for want of room: `maxWaiting` renderings wait already. */
export class RenderQueueFullError extends Error {
  constructor(readonly maxWaiting: number) {
    super(`${maxWaiting} report renderings are waiting already`);
    this.name = 'RenderQueueFullError';
  }
}

/** Dropped before it started: its signal was aborted (everyone who wanted it has gone). */
export class RenderAbandonedError extends Error {
  constructor() {
    super('the report rendering was dropped before it started: nobody waits for it any more');
    this.name = 'RenderAbandonedError';
  }
}

export interface RenderTurnsLimits {
  /** Renderings run at once. */
  atOnce: number;
  /** Renderings that may wait for a turn, of all organisations together. */
  maxWaiting: number;
}

interface Waiter {
  /** Hands the waiter a slot. */
  start(): void;
  /** Takes the waiter out without a slot. */
  refuse(error: Error): void;
}

export class RenderTurns {
  private running = 0;
  private waitingCount = 0;
  /**
   * Waiting renderings by organisation, each organisation's in order of arrival. The Map's order
   * is the rotation: the first is served next, then goes to the back if it has more waiting.
   */
  private readonly waiting = new Map<string, Waiter[]>();
  private readonly limits: RenderTurnsLimits;

  constructor(limits: Partial<RenderTurnsLimits> = {}) {
    this.limits = { atOnce: 4, maxWaiting: 64, ...limits };
  }

  /** Renderings waiting for a turn now. */
  get waitingNow(): number {
    return this.waitingCount;
  }

  /**
   * Runs `task` for `owner` (an organisation) once a slot is free and it is that owner's turn,
   * in a later event-loop turn. Rejects with RenderQueueFullError where it would have to wait
   * and the waiting room is full (see `admit`), and with RenderAbandonedError where `signal` is
   * aborted before the task starts; once started, a task runs to its end.
   */
  async run<T>(owner: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw new RenderAbandonedError();
    if (this.running >= this.limits.atOnce || this.waitingCount > 0) {
      this.admit(owner);
      await this.wait(owner, signal);
    } else {
      this.running++;
    }
    try {
      await nextTurn();
      if (signal?.aborted) throw new RenderAbandonedError();
      return await task();
    } finally {
      const next = this.next();
      // The slot passes to the next task as it is; with none waiting it is freed.
      if (next) next.start();
      else this.running--;
    }
  }

  /**
   * Makes room for one more waiting rendering of `owner`, or throws. With the room full, the
   * organisation with the most waiting gives up its newest one where `owner` has at least two
   * fewer waiting (with one fewer, the two would take each other's places in turn): otherwise a
   * tenant filling the room would have every other tenant's reports refused.
   */
  private admit(owner: string): void {
    if (this.waitingCount < this.limits.maxWaiting) return;
    let largest: Waiter[] | undefined;
    for (const queue of this.waiting.values()) {
      if (!largest || queue.length > largest.length) largest = queue;
    }
    const own = this.waiting.get(owner)?.length ?? 0;
    if (!largest || largest.length <= own + 1) {
      throw new RenderQueueFullError(this.limits.maxWaiting);
    }
    largest[largest.length - 1]?.refuse(new RenderQueueFullError(this.limits.maxWaiting));
  }

  private wait(owner: string, signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const leave = () => {
        const queue = this.waiting.get(owner);
        const at = queue?.indexOf(waiter) ?? -1;
        if (!queue || at < 0) return;
        queue.splice(at, 1);
        if (queue.length === 0) this.waiting.delete(owner);
        this.waitingCount--;
      };
      const abandoned = () => {
        waiter.refuse(new RenderAbandonedError());
      };
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', abandoned);
          resolve();
        },
        refuse: (error) => {
          signal?.removeEventListener('abort', abandoned);
          leave();
          reject(error);
        },
      };
      const queue = this.waiting.get(owner);
      if (queue) queue.push(waiter);
      else this.waiting.set(owner, [waiter]);
      this.waitingCount++;
      signal?.addEventListener('abort', abandoned, { once: true });
    });
  }

  /** The next waiting rendering, taken out of the rotation: the first organisation's oldest. */
  private next(): Waiter | undefined {
    const first = this.waiting.entries().next();
    if (first.done) return undefined;
    const [owner, queue] = first.value;
    const waiter = queue.shift();
    this.waiting.delete(owner);
    // Back of the rotation: every other organisation waiting is served before its next one.
    if (queue.length > 0) this.waiting.set(owner, queue);
    this.waitingCount--;
    return waiter;
  }
}

/** Resolves after the event loop has looked for I/O (setImmediate runs after the poll phase). */
const nextTurn = (): Promise<void> =>
  new Promise((resolve) => {
    setImmediate(resolve);
  });
