/**
 * What a start has opened so far (the limiter and its Redis client, the store, the dataset
 * follower's polling, the app), each with how to close it. A start that fails part way closes
 * them in the reverse order they were opened, so a later step's failure (a plugin, the listen)
 * leaves no poll timer, database connection or commit thread behind, and no store closed
 * under a follower still polling it.
 */
export class StartUndo {
  private readonly opened: { what: string; close: () => unknown }[] = [];

  /** `close` is called once, should the start fail after this point. */
  add(what: string, close: () => unknown): void {
    this.opened.push({ what, close });
  }

  /**
   * Closes everything added, last first. A close that fails, or has not finished by `limitMs`
   * after the first began (a database that stopped answering keeps its connections' close
   * waiting), is told to `onError`, and the rest are closed still: the start's own error is the
   * one to report, and it must not wait without bound.
   */
  async closeAll(
    onError: (what: string, error: unknown) => void,
    limitMs = Infinity,
  ): Promise<void> {
    const until = Date.now() + limitMs;
    for (const { what, close } of this.opened.splice(0).reverse()) {
      let timer: NodeJS.Timeout | undefined;
      const left = Math.max(0, until - Date.now());
      const timedOut = new Promise<never>((_, reject) => {
        if (left === Infinity) return;
        timer = setTimeout(() => {
          reject(new Error(`not closed within ${limitMs} ms`));
        }, left);
        timer.unref();
      });
      try {
        await Promise.race([Promise.resolve().then(close), timedOut]);
      } catch (error) {
        onError(what, error);
      } finally {
        clearTimeout(timer);
      }
    }
  }
}
