/**
 * Right-to-left words (an Arabic or Hebrew name) in the report's left-to-right lines. A PDF is
 * drawn in visual order, so the layout puts the words of a right-to-left stretch from right to
 * left itself; fontkit shapes each word (joining forms) and sets its letters right to left.
 * Handing pdfkit the whole stretch would not do: it shapes a text word by word, each with its
 * trailing space, so the words stayed in reading order and the spaces moved (محمد بن سلمان
 * printed as "سلمانبن محمد").
 *
 * This is the part of the Unicode bidirectional algorithm a report needs, not all of it: the
 * paragraph is left to right, and a stretch runs from a right-to-left word to the last
 * right-to-left word before a left-to-right one, with the numbers, punctuation and spaces
 * between. A number or bracket after the last such word stays outside, as with the HTML
 * report's <bdi> around names.
 */
import { RIGHT_TO_LEFT } from '../right-to-left.js';

const LETTER = /\p{L}/u;

export type WordDirection = 'rtl' | 'ltr' | 'neutral';

/** A word's direction by its first letter; a word without letters (12, -, (1960)) has none. */
export function wordDirection(text: string): WordDirection {
  for (const character of text) {
    if (RIGHT_TO_LEFT.test(character)) return 'rtl';
    if (LETTER.test(character)) return 'ltr';
  }
  return 'neutral';
}

/**
 * The units of a line (words and the spaces between them) in the order they are drawn from
 * left to right: each stretch of right-to-left words reversed, the rest as it is.
 */
export function visualOrder<T>(units: readonly T[], directionOf: (unit: T) => WordDirection): T[] {
  const directions = units.map(directionOf);
  const out: T[] = [];
  let i = 0;
  while (i < units.length) {
    if (directions[i] !== 'rtl') {
      out.push(units[i] as T);
      i++;
      continue;
    }
    // The stretch ends at its last right-to-left word before a left-to-right one.
    let end = i;
    for (let j = i + 1; j < units.length && directions[j] !== 'ltr'; j++) {
      if (directions[j] === 'rtl') end = j;
    }
    for (let j = end; j >= i; j--) out.push(units[j] as T);
    i = end + 1;
  }
  return out;
}

/**
 * A word's punctuation, symbols and spaces at its start and end, apart from the rest:
 * `'يوسف':` is `'`, `يوسف` and `':`. Marks are never parted: the vowel marks and shadda
 * ending a vocalised name (`عَلِيّ`) belong to its last letter, and parted from it were drawn
 * alone and carried the punctuation after them into the stretch. A right-to-left word's quotes, brackets and punctuation
 * are then units of their own, outside the stretch where they open or close it (the name
 * quoted in a score explanation) and inside it between two of its words.
 */
export function neutralEnds(text: string): { before: string; core: string; after: string } {
  const before = /^[\p{P}\p{S}\p{Z}]*/u.exec(text)?.[0] ?? '';
  const rest = text.slice(before.length);
  const after = rest === '' ? '' : (/[\p{P}\p{S}\p{Z}]*$/u.exec(rest)?.[0] ?? '');
  return { before, core: rest.slice(0, rest.length - after.length), after };
}
