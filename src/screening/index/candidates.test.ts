import { describe, expect, it } from 'vitest';
import { chooseCandidates, notScoredBeside } from './candidates.js';

describe('chooseCandidates', () => {
  // Entities 0-5: 0 shares more of the name than the others; 1-4 tie; 5 has a word more.
  const reached = Int32Array.from([0, 1, 2, 3, 4, 5]);
  // Fresh for each call: chooseCandidates uses them as scratch space.
  const preScores = () => Float32Array.from([2.05, 2, 2, 2, 2.0000002, 2]);
  const names = { shortest: Uint8Array.from([2, 2, 2, 2, 2, 3]), queryWords: 2 };
  const favour = (factors: Record<number, number>) => ({
    factor: (entity: number) => factors[entity] ?? 1,
  });

  it('scores a listing sharing more of the name first, whatever the evidence says', () => {
    const { chosen } = chooseCandidates(reached, preScores(), 3, names, favour({ 3: 1.29 }));
    expect(chosen[0]).toBe(0);
  });

  it('puts a listing born in another year than asked below every rank where it cannot be a hit', () => {
    // 0 shares more of the name but cannot be a hit (the scorer lowers it below the threshold).
    const otherYear = favour({ 0: 0.9 });
    const missing = { ...names, otherYearsMiss: true };
    expect(chooseCandidates(reached, preScores(), 3, missing, otherYear).chosen).not.toContain(0);
    // Where it may (an identifier asked, a lower threshold): it keeps its rank.
    expect(chooseCandidates(reached, preScores(), 3, names, otherYear).chosen[0]).toBe(0);
  });

  it('orders one name rank by the evidence times the name-length factor', () => {
    const evidence = favour({ 3: 1.25, 5: 1.25, 1: 0.9 });
    const missing = { ...names, otherYearsMiss: true };
    const { chosen, leftOut } = chooseCandidates(reached, preScores(), 3, missing, evidence);
    // 5 has a word more (÷ 1.1) but the birth date asked for: before the plain namesakes.
    expect(chosen).toEqual([0, 3, 5]);
    // Left out: 2 and 4 (1.0, possible hits), not 1 (born in another year).
    expect(leftOut).toEqual([1, 1]);
  });

  it('counts a listing of another year left out where it may still be a hit', () => {
    // A lower threshold or wider year penalty: 1, born in another year, may be a hit as well.
    const evidence = favour({ 3: 1.25, 5: 1.25, 1: 0.9 });
    const { chosen, leftOut } = chooseCandidates(reached, preScores(), 3, names, evidence);
    expect(chosen).toEqual([0, 3, 5]);
    expect(leftOut).toHaveLength(3);
    // An identifier asked: those holding it rank above (+10); the rest of other years miss.
    const withIdentifier = { ...names, otherYearsMiss: true, identifiersAsked: true };
    expect(chooseCandidates(reached, preScores(), 3, withIdentifier, evidence).leftOut).toEqual([
      1, 1,
    ]);
  });

  it('counts those left out as close by name as a hit of the lowest rank chosen', () => {
    const candidates = chooseCandidates(reached, preScores(), 3, names, undefined);
    expect(candidates.chosen).toEqual([0, 1, 2]);
    expect(notScoredBeside(candidates, [0, 1])).toBe(2);
    // No hit of that rank: nothing said.
    expect(notScoredBeside(candidates, [0])).toBe(0);
  });

  it('chooses every entity reached when there are no more than candidates', () => {
    const candidates = chooseCandidates(reached, preScores(), 10, names, undefined);
    expect(candidates.chosen).toHaveLength(6);
    expect(notScoredBeside(candidates, [1, 2])).toBe(0);
  });
});
