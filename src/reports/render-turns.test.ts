import { describe, expect, it } from 'vitest';
import { RenderTurns } from './render-turns.js';

const busy = (ms: number): void => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // holding the event loop, as a rendering does
  }
};

describe('RenderTurns', () => {
  it('runs tasks one at a time, in the order given, where one is allowed at once', async () => {
    const turns = new RenderTurns(1);
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
    const results = await Promise.all(['a', 'b', 'c'].map((name) => turns.run(task(name))));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets I/O that arrived during one task be handled before the next starts', async () => {
    const turns = new RenderTurns(1);
    const log: string[] = [];
    const blocking = (name: string) => () => {
      log.push(name);
      busy(20);
      return Promise.resolve();
    };
    const first = turns.run(blocking('render 1'));
    const second = turns.run(blocking('render 2'));
    // A timer due while the first rendering holds the loop: it must not wait for the second.
    setTimeout(() => log.push('other request'), 1);
    await Promise.all([first, second]);
    expect(log).toEqual(['render 1', 'other request', 'render 2']);
  });

  it('runs no more than its number at once, and starts the next as one ends', async () => {
    const turns = new RenderTurns(2);
    let running = 0;
    let most = 0;
    const task = () => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    };
    await Promise.all(Array.from({ length: 7 }, () => turns.run(task())));
    expect(most).toBe(2);
    expect(running).toBe(0);
    // Free again: a task given now starts without waiting for any other.
    await expect(turns.run(() => Promise.resolve('alone'))).resolves.toBe('alone');
  });

  it('goes on after a task that failed, which fails alone', async () => {
    const turns = new RenderTurns(1);
    const failed = turns.run(() => Promise.reject(new Error('no font')));
    const next = turns.run(() => Promise.resolve('rendered'));
    await expect(failed).rejects.toThrow('no font');
    await expect(next).resolves.toBe('rendered');
  });
});
