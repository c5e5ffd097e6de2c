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
