/**
 * Report renderings a few at a time in a process, each started from a fresh turn of the event
 * loop. Rendering a report (HTML, then PDF) is tens of milliseconds of work that mostly holds
 * the event loop; a burst of renderings started together (report_view on many checks at once,
 * or many reports read for the first time) would otherwise run back to back and keep every
 * other request waiting for seconds, /healthz too, which a supervisor then takes for a hung
 * process. In turns, whatever arrived meanwhile (a probe, another tenant's request) is answered
 * between renderings. A few run at once, not one, as the PDF's writing waits on its stream
 * between pages, time another rendering uses.
 */
export class RenderTurns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly atOnce = 4) {}

  /** Runs `task` once fewer than `atOnce` run, in order of arrival, in a later event-loop turn. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce || this.waiting.length > 0) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      await nextTurn();
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes to the next task as it is; with none waiting it is freed.
      if (next) next();
      else this.running--;
    }
  }
}

/** Resolves after the event loop has looked for I/O (setImmediate runs after the poll phase). */
const nextTurn = (): Promise<void> =>
  new Promise((resolve) => {
    setImmediate(resolve);
  });
