import { describe, expect, it } from 'vitest';
import { ScreeningIndex } from './engine.js';
import { stateDigest } from '../runtime/state-digest.test-data.js';
import { filler, listed } from './engine.test-data.js';

/** Enough listings that building them takes well over one turn (TURN_MS). */
const records = [...listed, ...filler(6000)];

describe('ScreeningIndex.build', () => {
  it('lets timers run while it builds', async () => {
    let timerRan = false;
    let builtWithoutTimer: boolean | undefined;
    setTimeout(() => (timerRan = true), 0);
    await ScreeningIndex.build(records).then(() => (builtWithoutTimer ??= !timerRan));
    expect(builtWithoutTimer).toBe(false);
  });

  it('builds the same index as the constructor, which answers the same', async () => {
    const inTurns = await ScreeningIndex.build(records);
    const atOnce = new ScreeningIndex(records);
    expect(stateDigest(inTurns, ['buildMs'])).toBe(stateDigest(atOnce, ['buildMs']));
    for (const names of [['Vladimir Putin'], ['Mohamed Karimov8'], ['Trading17 LLC'], ['Acme']]) {
      expect(inTurns.search({ kind: 'any', names }, { threshold: 0.5 })).toEqual(
        atOnce.search({ kind: 'any', names }, { threshold: 0.5 }),
      );
    }
  });
});
