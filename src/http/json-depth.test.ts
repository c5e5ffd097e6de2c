import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, tooDeepAt } from './json-depth.js';

/** A body of at least the scanned length: the nesting, then a long string member. */
const padded = (nested: string) => `{"pad":"${'x'.repeat(1100)}","v":${nested}}`;
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('tooDeepAt', () => {
  it('finds the bracket that opens a level past the limit', () => {
    const text = padded(nestedArrays(MAX_JSON_DEPTH + 10));
    // The outer object is level 1: the limit is passed at the array of level 65.
    expect(tooDeepAt(text)).toBe(text.indexOf('[') + MAX_JSON_DEPTH - 1);
  });

  it('lets a body nested up to the limit through, objects and arrays alike', () => {
    expect(tooDeepAt(padded(nestedArrays(MAX_JSON_DEPTH - 1)))).toBeUndefined();
    const objects = `${'{"a":'.repeat(MAX_JSON_DEPTH - 1)}1${'}'.repeat(MAX_JSON_DEPTH - 1)}`;
    expect(tooDeepAt(padded(objects))).toBeUndefined();
    expect(
      tooDeepAt(padded(`${'{"a":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH)}`)),
    ).toBeDefined();
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const inString = `"${'['.repeat(200)}\\"${'{'.repeat(200)}"`;
    expect(tooDeepAt(padded(inString))).toBeUndefined();
    expect(tooDeepAt(padded(`[${inString},${nestedArrays(MAX_JSON_DEPTH)}]`))).toBeDefined();
  });

  it('skips short bodies, which cannot nest deep enough to cost anything', () => {
    expect(tooDeepAt(nestedArrays(500))).toBeUndefined();
    expect(tooDeepAt(nestedArrays(500), 10)).toBeUndefined();
    expect(tooDeepAt(nestedArrays(3000), 10)).toBe(10);
  });
});
