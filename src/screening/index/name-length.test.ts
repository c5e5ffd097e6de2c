import { describe, expect, it } from 'vitest';
import { nameLengthFactor } from './name-length.js';

describe('nameLengthFactor', () => {
  it('leaves a listed name the query covers whole as it is', () => {
    expect(nameLengthFactor(3, 3)).toBe(1);
    expect(nameLengthFactor(2, 3)).toBe(1);
  });

  it('lowers a longer listed name a little per word the query lacks', () => {
    expect(nameLengthFactor(4, 3)).toBeLessThan(1);
    expect(nameLengthFactor(5, 3)).toBeLessThan(nameLengthFactor(4, 3));
    // A listing sharing all three query words with one word more still ranks above one
    // sharing two of them: 3 × factor > 2.
    expect(3 * nameLengthFactor(4, 3)).toBeGreaterThan(2);
  });
});
