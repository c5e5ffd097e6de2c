import { describe, expect, it } from 'vitest';
import { cutForEcho, echoedName, echoedPointer } from './echo.js';

describe('cutForEcho', () => {
  it('keeps text up to the limit and cuts longer text with an ellipsis', () => {
    expect(cutForEcho('abc', 3)).toBe('abc');
    expect(cutForEcho('abcd', 3)).toBe('abc...');
    expect(echoedName('n'.repeat(100))).toBe('n'.repeat(100));
    expect(echoedName('n'.repeat(101))).toBe(`${'n'.repeat(100)}...`);
    expect(echoedPointer(`/${'p'.repeat(300)}`)).toBe(`/${'p'.repeat(199)}...`);
  });

  it('never cuts a surrogate pair in two', () => {
    expect(cutForEcho('ab😀c', 3)).toBe('ab😀...');
    expect(cutForEcho('a😀bc', 3)).toBe('a😀...');
  });
});
