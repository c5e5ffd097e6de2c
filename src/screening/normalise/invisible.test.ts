import { describe, expect, it } from 'vitest';
import { dropInvisible, isInvisible } from './invisible.js';

/** Invisible characters pasted names carry: each must vanish without a trace. */
const INVISIBLE_CHARACTERS = [
  ['U+200B zero-width space', '\u200b'],
  ['U+200C zero-width non-joiner', '\u200c'],
  ['U+200D zero-width joiner', '\u200d'],
  ['U+200E left-to-right mark', '\u200e'],
  ['U+200F right-to-left mark', '\u200f'],
  ['U+2060 word joiner', '\u2060'],
  ['U+FEFF byte order mark', '\ufeff'],
  ['U+00AD soft hyphen', '\u00ad'],
  ['U+034F combining grapheme joiner', '\u034f'],
  ['U+061C Arabic letter mark', '\u061c'],
  ['U+180E Mongolian vowel separator', '\u180e'],
  ['U+202E right-to-left override', '\u202e'],
  ['U+2066 left-to-right isolate', '\u2066'],
  ['U+FE0F variation selector 16', '\ufe0f'],
  ['U+E0041 tag latin capital letter a', '\u{e0041}'],
] as const;

describe('dropInvisible', () => {
  it.each(INVISIBLE_CHARACTERS)('drops %s', (_, character) => {
    expect(isInvisible(character)).toBe(true);
    expect(dropInvisible(`Cla${character}es`)).toBe('Claes');
    expect(dropInvisible(`${character}We${character}${character}ber Invest AG${character}`)).toBe(
      'Weber Invest AG',
    );
  });

  it('keeps every visible character, spaces and punctuation included', () => {
    const visible = "Jean-Pierre O'Brien\u00a0& Søn, Ltd. 株式会社 Путин";
    expect(dropInvisible(visible)).toBe(visible);
    expect(isInvisible(' ')).toBe(false);
    expect(isInvisible('\u00a0')).toBe(false);
    expect(isInvisible('a')).toBe(false);
  });
});
