/**
 * Characters that do not show: the Unicode Default_Ignorable_Code_Point set (zero-width space,
 * joiners, direction marks, word joiner, byte order mark, soft hyphen, variation selectors,
 * Hangul fillers, tags, ...) and the other format characters (category Cf). Pasted names carry
 * them unseen, so every name comparison drops them as if they were not there: "Cla\u200bes" is
 * "Claes", not "Cla es".
 */

const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u;
const INVISIBLE_ALL = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/** Whether a character (one code point) is invisible. */
export const isInvisible = (character: string): boolean => INVISIBLE.test(character);

/** The text without its invisible characters. */
export function dropInvisible(text: string): string {
  // Most names have none: they are returned as they are, without a copy.
  if (!INVISIBLE.test(text)) return text;
  return text.replace(INVISIBLE_ALL, '');
}

/** A zero-width space (U+200B) with the invisible characters next to it. */
const ZERO_WIDTH_SPACE =
  /[\p{Default_Ignorable_Code_Point}\p{Cf}]*\u200b[\p{Default_Ignorable_Code_Point}\p{Cf}]*/gu;
const LETTER = /\p{L}/u;
const LOWER_CASE = /\p{Ll}/u;

/**
 * The text without its invisible characters, each zero-width space (U+200B) that marks a word
 * break read as a space: where a word starts after it, that is, anything but a lower-case letter
 * follows ("Vladimir\u200bPutin", "JAN\u200bJANSEN", and in scripts without case, as before).
 * Between a letter and a lower-case letter it stands inside a word, and is dropped as the other
 * invisible characters are: "Cla\u200bes" is Claes, not "Cla es".
 */
export function withWordBreaks(text: string): string {
  if (!text.includes('\u200b')) return dropInvisible(text);
  const read = text.replace(ZERO_WIDTH_SPACE, (run: string, at: number) => {
    const before = text.charAt(at - 1);
    const after = text.charAt(at + run.length);
    return LETTER.test(before) && LOWER_CASE.test(after) ? '' : ' ';
  });
  return dropInvisible(read);
}
