import { describe, expect, it } from 'vitest';
import { PreScores } from './pre-scores.js';

const drained = (preScores: PreScores) => {
  const { entities, scores } = preScores.drain();
  return Object.fromEntries(Array.from(entities, (entity, i) => [entity, scores[i]]));
};

describe('PreScores', () => {
  it('sums the weights per entity and lists the entities in the order first reached', () => {
    const preScores = new PreScores();
    preScores.add(70, 1);
    preScores.add(3, 0.5);
    preScores.add(70, 0.25);
    expect(preScores.reachedCount).toBe(2);
    const { entities, scores } = preScores.drain();
    expect(Array.from(entities)).toEqual([70, 3]);
    expect(Array.from(scores)).toEqual([1.25, 0.5]);
  });

  it('adds a common key only to the entities already reached, by a pass over its list', () => {
    const preScores = new PreScores();
    for (const entity of [2, 40, 41, 99]) preScores.add(entity, 1);
    const listed = Int32Array.from([9, 1, 2, 3, 41, 50, 99, 7]);
    preScores.addWhereReached(listed, 1, 7, 0.5);
    expect(drained(preScores)).toEqual({ 2: 1.5, 40: 1, 41: 1.5, 99: 1.5 });
  });

  it('finds few entities in a long list by binary search', () => {
    const preScores = new PreScores();
    preScores.add(3001, 1);
    preScores.add(1000, 1);
    preScores.add(1, 1);
    const listed = Int32Array.from({ length: 2000 }, (_, i) => i * 2 + 1);
    preScores.addWhereReached(listed, 0, listed.length, 0.5);
    expect(drained(preScores)).toEqual({ 1: 1.5, 1000: 1, 3001: 1.5 });
  });

  it('starts the next query from nothing once drained', () => {
    const preScores = new PreScores();
    preScores.add(5, 1);
    preScores.add(6, 1);
    preScores.drain();
    expect(preScores.reachedCount).toBe(0);
    preScores.add(7, 2);
    preScores.addWhereReached(Int32Array.from([5, 6, 7]), 0, 3, 1);
    expect(drained(preScores)).toEqual({ 7: 3 });
  });

  it('grows for a query that reaches many entities, and empties whole for the next', () => {
    const preScores = new PreScores();
    // Entities a multiple of 2^16 apart share their low bits, so many collide in the table.
    const many = Array.from({ length: 40_000 }, (_, i) => (i % 200) * 65_536 + i);
    for (const entity of many) preScores.add(entity, 1);
    for (const entity of many.slice(0, 100)) preScores.add(entity, 1);
    const { entities, scores } = preScores.drain();
    expect(Array.from(entities)).toEqual(many);
    expect(scores[99]).toBe(2);
    expect(scores[100]).toBe(1);
    // A slot left behind would take an entity of the next query for one already reached.
    const again = many.slice().reverse();
    for (const entity of again) preScores.add(entity, 3);
    const next = preScores.drain();
    expect(Array.from(next.entities)).toEqual(again);
    expect(new Set(next.scores)).toEqual(new Set([3]));
  });

  it('agrees with a plain map over many queries in a row', () => {
    const preScores = new PreScores();
    let seed = 7;
    const random = (below: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed % below;
    };
    for (let query = 0; query < 100; query++) {
      const expected = new Map<number, number>();
      const additions = random(8000);
      for (let i = 0; i < additions; i++) {
        const entity = random(20_000);
        preScores.add(entity, 1);
        expected.set(entity, (expected.get(entity) ?? 0) + 1);
      }
      const listed = Int32Array.from(new Set(Array.from({ length: 5000 }, () => random(20_000))));
      listed.sort();
      preScores.addWhereReached(listed, 0, listed.length, 0.5);
      for (const entity of listed) {
        const known = expected.get(entity);
        if (known !== undefined) expected.set(entity, known + 0.5);
      }
      const { entities, scores } = preScores.drain();
      expect(Array.from(entities)).toEqual([...expected.keys()]);
      expect(Array.from(scores)).toEqual([...expected.values()]);
    }
  });
});
