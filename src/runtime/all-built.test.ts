import { describe, expect, it } from 'vitest';
import { allBuilt } from './all-built.js';

const after = <T>(ms: number, value: T): Promise<T> =>
  new Promise((resolve) => {
    setTimeout(() => {
      resolve(value);
    }, ms);
  });

describe('allBuilt', () => {
  it('gives every build in order', async () => {
    expect(await allBuilt([after(20, 'a'), 1, undefined])).toEqual(['a', 1, undefined]);
  });

  it('fails only once the other builds have finished, with the first failure', async () => {
    let slowDone = false;
    const slow = after(50, 'slow').then((value) => {
      slowDone = true;
      return value;
    });
    const failure = allBuilt([
      Promise.reject(new Error('first')),
      slow,
      after(10, undefined).then(() => Promise.reject(new Error('second'))),
    ]);
    await expect(failure).rejects.toThrow('first');
    expect(slowDone).toBe(true);
  });
});
