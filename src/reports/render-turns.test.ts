import { describe, expect, it } from 'vitest';
import { RenderAbandonedError, RenderQueueFullError, RenderTurns } from './render-turns.js';

const busy = (ms: number): void => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // holding the event loop, as a rendering does
  }
};

describe('RenderTurns', () => {
  it('runs tasks one at a time, in the order given, where one is allowed at once', async () => {
    const turns = new RenderTurns({ atOnce: 1 });
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${name}`);
      running--;
      return name;
    };
    const results = await Promise.all(['a', 'b', 'c'].map((name) => turns.run('org', task(name))));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets I/O that arrived during one task be handled before the next starts', async () => {
    const turns = new RenderTurns({ atOnce: 1 });
    const log: string[] = [];
    const blocking = (name: string) => () => {
      log.push(name);
      busy(20);
      return Promise.resolve();
    };
    const first = turns.run('org', blocking('render 1'));
    const second = turns.run('org', blocking('render 2'));
    // A timer due while the first rendering holds the loop: it must not wait for the second.
    setTimeout(() => log.push('other request'), 1);
    await Promise.all([first, second]);
    expect(log).toEqual(['render 1', 'other request', 'render 2']);
  });

  it('runs no more than its number at once, and starts the next as one ends', async () => {
    const turns = new RenderTurns({ atOnce: 2 });
    let running = 0;
    let most = 0;
    const task = () => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    };
    await Promise.all(Array.from({ length: 7 }, () => turns.run('org', task())));
    expect(most).toBe(2);
    expect(running).toBe(0);
    // Free again: a task given now starts without waiting for any other.
    await expect(turns.run('org', () => Promise.resolve('alone'))).resolves.toBe('alone');
  });

  it('goes on after a task that failed, which fails alone', async () => {
    const turns = new RenderTurns({ atOnce: 1 });
    const failed = turns.run('org', () => Promise.reject(new Error('no font')));
    const next = turns.run('org', () => Promise.resolve('rendered'));
    await expect(failed).rejects.toThrow('no font');
    await expect(next).resolves.toBe('rendered');
  });

  it('serves waiting organisations in turn, each in order of arrival', async () => {
    const turns = new RenderTurns({ atOnce: 1 });
    const started: string[] = [];
    const render = (owner: string, name: string) =>
      turns.run(owner, () => {
        started.push(name);
        return Promise.resolve();
      });
    // A's burst arrives first; B and C ask for one or two reports while it waits.
    const all = [
      render('A', 'A1'),
      render('A', 'A2'),
      render('A', 'A3'),
      render('A', 'A4'),
      render('B', 'B1'),
      render('C', 'C1'),
      render('B', 'B2'),
    ];
    await Promise.all(all);
    // A1 took the free slot at once; then A, B and C by turns, each's own in order.
    expect(started).toEqual(['A1', 'A2', 'B1', 'C1', 'A3', 'B2', 'A4']);
  });

  it('refuses at once a rendering that would wait where the waiting room is full', async () => {
    const turns = new RenderTurns({ atOnce: 1, maxWaiting: 2 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const rendered: string[] = [];
    const render = (name: string) =>
      turns.run('A', async () => {
        await held;
        rendered.push(name);
      });
    const running = render('running');
    const waiting = [render('waiting 1'), render('waiting 2')];
    expect(turns.waitingNow).toBe(2);
    await expect(render('one too many')).rejects.toBeInstanceOf(RenderQueueFullError);
    release();
    await Promise.all([running, ...waiting]);
    expect(rendered).toEqual(['running', 'waiting 1', 'waiting 2']);
    // The room is free again: waiting is allowed once more.
    expect(turns.waitingNow).toBe(0);
    await expect(render('later')).resolves.toBeUndefined();
  });

  it('with the room full, has the organisation with most waiting give up its newest to another', async () => {
    const turns = new RenderTurns({ atOnce: 1, maxWaiting: 3 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const rendered: string[] = [];
    const render = (owner: string, name: string) =>
      turns.run(owner, async () => {
        await held;
        rendered.push(name);
      });
    const outcome = (promise: Promise<void>) =>
      promise.then(
        () => 'rendered',
        (error: unknown) => (error instanceof RenderQueueFullError ? 'refused' : 'other'),
      );
    const a = ['A0', 'A1', 'A2', 'A3'].map((name) => outcome(render('A', name)));
    // A's burst fills the room: A's next is refused, B's takes the place of A's newest.
    const aRefused = outcome(render('A', 'A4'));
    const b1 = outcome(render('B', 'B1'));
    // Now A has two waiting and B one: B's second would leave B with as many, so it is refused.
    const b2 = outcome(render('B', 'B2'));
    release();
    expect(await Promise.all([...a, aRefused, b1, b2])).toEqual([
      'rendered',
      'rendered',
      'rendered',
      'refused',
      'refused',
      'rendered',
      'refused',
    ]);
    expect(rendered).toEqual(['A0', 'A1', 'B1', 'A2']);
  });

  it('drops a waiting rendering whose signal is aborted, and frees its place', async () => {
    const turns = new RenderTurns({ atOnce: 1, maxWaiting: 1 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    const render = (name: string, signal?: AbortSignal) =>
      turns.run(
        'A',
        async () => {
          started.push(name);
          await held;
        },
        signal,
      );
    const running = new AbortController();
    const first = render('first', running.signal);
    // Past the turn it starts in: from here on it is no longer waiting.
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['first']);
    const gone = new AbortController();
    const dropped = render('dropped', gone.signal);
    gone.abort();
    await expect(dropped).rejects.toBeInstanceOf(RenderAbandonedError);
    expect(turns.waitingNow).toBe(0);
    // Its place is free for another; a rendering that started runs to its end, aborted or not.
    const next = render('next');
    running.abort();
    release();
    await Promise.all([first, next]);
    expect(started).toEqual(['first', 'next']);
    // Already aborted: not even queued.
    await expect(render('never', AbortSignal.abort())).rejects.toBeInstanceOf(RenderAbandonedError);
    expect(started).toEqual(['first', 'next']);
  });
});
