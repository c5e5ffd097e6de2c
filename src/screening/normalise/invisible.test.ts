import { describe, expect, it } from 'vitest';
import { dropInvisible, isInvisible, withWordBreaks } from './invisible.js';

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

describe('withWordBreaks', () => {
  it('reads a zero-width space as a word break where a word starts after it', () => {
    expect(withWordBreaks('Vladimir\u200bPutin')).toBe('Vladimir Putin');
    expect(withWordBreaks('JAN\u200bJANSEN')).toBe('JAN JANSEN');
    expect(withWordBreaks('jan\u200bJansen')).toBe('jan Jansen');
    // Other invisible characters beside it do not hide what follows.
    expect(withWordBreaks('Vladimir\u200b\u200dPutin')).toBe('Vladimir Putin');
    expect(withWordBreaks('Vladimir\u200d\u200bPutin')).toBe('Vladimir Putin');
    // Scripts without case: as a break, as before.
    expect(withWordBreaks('王\u200b建国')).toBe('王 建国');
  });

  it('drops a zero-width space inside a word, before a lower-case letter', () => {
    expect(withWordBreaks('Cla\u200bes')).toBe('Claes');
    expect(withWordBreaks('Cla\u200b\u2060es')).toBe('Claes');
    expect(withWordBreaks('cla\u200bes')).toBe('claes');
    expect(withWordBreaks('Вла\u200bдимир')).toBe('Владимир');
  });

  it('drops the other invisible characters, and keeps text without a zero-width space', () => {
    expect(withWordBreaks('Wou\ufeffter')).toBe('Wouter');
    expect(withWordBreaks('Vladimir Putin')).toBe('Vladimir Putin');
    expect(withWordBreaks('\u200bVladimir\u200b').trim()).toBe('Vladimir');
  });
});
