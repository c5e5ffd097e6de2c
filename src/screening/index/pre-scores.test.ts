import { describe, expect, it } from 'vitest';
import { PreScores } from './pre-scores.js';

const drained = (preScores: PreScores) => {
  const { entities, scores } = preScores.drain();
  return Object.fromEntries(Array.from(entities, (entity, i) => [entity, scores[i]]));
};

describe('PreScores', () => {
  it('sums the weights per entity and lists the entities in the order first reached', () => {
    const preScores = new PreScores(100);
    preScores.add(70, 1);
    preScores.add(3, 0.5);
    preScores.add(70, 0.25);
    expect(preScores.reachedCount).toBe(2);
    const { entities, scores } = preScores.drain();
    expect(Array.from(entities)).toEqual([70, 3]);
    expect(Array.from(scores)).toEqual([1.25, 0.5]);
  });

  it('adds a common key only to the entities already reached, by a pass over its list', () => {
    const preScores = new PreScores(100);
    for (const entity of [2, 40, 41, 99]) preScores.add(entity, 1);
    const listed = Int32Array.from([9, 1, 2, 3, 41, 50, 99, 7]);
    preScores.addWhereReached(listed, 1, 7, 0.5);
    expect(drained(preScores)).toEqual({ 2: 1.5, 40: 1, 41: 1.5, 99: 1.5 });
  });

  it('finds few entities in a long list by binary search', () => {
    const preScores = new PreScores(5000);
    preScores.add(3001, 1);
    preScores.add(1000, 1);
    preScores.add(1, 1);
    const listed = Int32Array.from({ length: 2000 }, (_, i) => i * 2 + 1);
    preScores.addWhereReached(listed, 0, listed.length, 0.5);
    expect(drained(preScores)).toEqual({ 1: 1.5, 1000: 1, 3001: 1.5 });
  });

  it('starts the next query from nothing once drained', () => {
    const preScores = new PreScores(64);
    preScores.add(5, 1);
    preScores.add(6, 1);
    preScores.drain();
    expect(preScores.reachedCount).toBe(0);
    preScores.add(7, 2);
    preScores.addWhereReached(Int32Array.from([5, 6, 7]), 0, 3, 1);
    expect(drained(preScores)).toEqual({ 7: 3 });
  });

  it('grows its dense lists for a query that reaches many entities', () => {
    const preScores = new PreScores(10_000);
    for (let entity = 0; entity < 3000; entity++) preScores.add(entity, 1);
    const { entities } = preScores.drain();
    expect(entities.length).toBe(3000);
    expect(entities[2999]).toBe(2999);
  });
});
