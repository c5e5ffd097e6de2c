import { describe, expect, it } from 'vitest';
import { FirstBuild } from './first-build.js';

describe('FirstBuild', () => {
  it('names the builds still under way, and nothing once finished', async () => {
    const first = new FirstBuild(0);
    let release: () => void = () => undefined;
    const slow = first.track('addresses', new Promise<void>((resolve) => (release = resolve)));
    await first.track('companies', Promise.resolve());
    expect(first.notReady(42_000)).toMatch(
      /^The server is starting: its indexes are being built \(still under way: addresses; 42 s so far\)/,
    );
    release();
    await slow;
    expect(first.notReady(43_000)).toMatch(
      /the dataset versions for its indexes are being read \(43 s so far\)/,
    );
    first.finish();
    expect(first.notReady()).toBeUndefined();
    // A later switch's builds are no start's.
    void first.track('screening', new Promise(() => undefined));
    expect(first.notReady()).toBeUndefined();
  });

  it('says why the last attempt failed until it finishes', () => {
    const first = new FirstBuild(0);
    first.failed(new Error('disk full'));
    expect(first.notReady(1000)).toMatch(
      /The last attempt failed \(Error: disk full\); it is tried again/,
    );
    first.finish();
    expect(first.notReady()).toBeUndefined();
  });

  it('says when a failed attempt is tried again, and when it is being tried', () => {
    const first = new FirstBuild(0);
    expect(first.waitingToRetry(1000)).toBe(false);
    first.failed(new Error('corrupt row'), 8000, 2000);
    expect(first.waitingToRetry(9999)).toBe(true);
    expect(first.waitingToRetry(10_000)).toBe(false);
    expect(first.notReady(4000)).toBe(
      "The server is starting: its indexes could not be built (4 s so far). The last attempt failed (Error: corrupt row); it is tried again in 6 s, the server's log saying each failure. Checks and searches are answered once the indexes are built.",
    );
    void first.track('addresses', new Promise(() => undefined));
    expect(first.notReady(10_000)).toMatch(
      /^The server is starting: its indexes are being built \(still under way: addresses; 10 s so far\)\. The last attempt failed \(Error: corrupt row\); it is being tried again/,
    );
  });
});
