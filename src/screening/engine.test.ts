import { describe, expect, it } from 'vitest';
import { ScreeningIndex } from './engine.js';
import { index, listed } from './engine.test-data.js';

describe('ScreeningIndex', () => {
  it('returns hits sorted by score, with the matched name and an explanation, within the limit', () => {
    const hits = index.search({ kind: 'person', names: ['Mohammed Karimov0'] }, { limit: 3 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < hits.length; i++) {
      expect(hits[i - 1]?.score.score ?? 0).toBeGreaterThanOrEqual(hits[i]?.score.score ?? 0);
    }
    const putin = index.search({ kind: 'person', names: ['Vladimir Putin'] })[0];
    expect(putin?.matchedName).toBe('Владимир Путин');
    expect(putin?.score.features[0]?.feature).toBe('name');
  });

  it('answers nothing from an empty index or for an empty query', () => {
    const empty = new ScreeningIndex([]);
    expect(empty.search({ kind: 'person', names: ['John Smith'] })).toEqual([]);
    expect(index.search({ kind: 'person', names: [''] })).toEqual([]);
  });

  it('counts what it built', () => {
    expect(index.stats.entities).toBe(listed.length + 20_000);
    // Putin's second name, "Pieter van den Berg" also held as "Pieter Vandenberg", and
    // "Đorđe Petrović" also as "Djordje Petrović", "Sheikh Ahmed" also with the title kept,
    // Zahrawi's weak alias, also held with its particle glued on ("Abuhafsa"), and the Latin
    // alias of Severny Veter.
    expect(index.stats.names).toBe(listed.length + 20_000 + 7);
  });
});
