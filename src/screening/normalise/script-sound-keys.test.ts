import { describe, expect, it } from 'vitest';
import { phoneticKey } from './phonetic.js';
import { scriptSoundKeys } from './script-sound-keys.js';

describe('scriptSoundKeys', () => {
  it('gives the other keys of a name in Hangul by the spellings lists write', () => {
    expect(scriptSoundKeys('김정은')?.('jeong')).toContain(phoneticKey('chong'));
  });

  it('gives the other keys of a skeleton by its unwritten vowels', () => {
    expect(scriptSoundKeys('رحمن')?.('rhmn')).toContain(phoneticKey('rahman'));
    expect(scriptSoundKeys('رحمن')?.('other')).toEqual([]);
  });

  it('gives none for a name in Latin letters', () => {
    expect(scriptSoundKeys('Kim Jong Un')).toBeUndefined();
    expect(scriptSoundKeys('Abdul Rahman')).toBeUndefined();
  });
});
