import { describe, expect, it } from 'vitest';
import { MAX_KEY_BYTES, normaliseName, overlongAddressKey } from './keys.js';

describe('overlongAddressKey', () => {
  const address = (street: string, city = 'Ede') => ({ street, city });

  it('takes a street or city whose key is at most 1,000 bytes, and names the one that is longer', () => {
    expect(overlongAddressKey(address('a'.repeat(MAX_KEY_BYTES)))).toBeUndefined();
    expect(overlongAddressKey(address('a'.repeat(MAX_KEY_BYTES + 1)))).toBe(
      'street is too long to be looked up by: its key is 1001 bytes, at most 1000',
    );
    expect(overlongAddressKey(address('Markt', `${'Ede '.repeat(400)}Ede`))).toBe(
      'city is too long to be looked up by: its key is 1603 bytes, at most 1000',
    );
  });

  it('measures the key, not the name: accents and punctuation drop out, ligatures spell out', () => {
    // 'é' written as e and a combining accent: 2,000 characters, a key of 1,000.
    expect(overlongAddressKey(address('e\u0301'.repeat(MAX_KEY_BYTES)))).toBeUndefined();
    // U+33AF (a square "rad/s²") is one character and six in its key.
    const squares = '\u33af'.repeat(170);
    expect(normaliseName(squares).length).toBeGreaterThan(MAX_KEY_BYTES);
    expect(overlongAddressKey(address(squares))).toMatch(/^street is too long .* at most 1000$/);
  });
});
