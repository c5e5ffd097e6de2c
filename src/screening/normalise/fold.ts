/**
 * Unicode folding of Latin text: lower case, accents removed (NFKD, combining marks dropped),
 * the letters NFKD leaves whole spelled out (ß -> ss, ø -> o), apostrophes joined
 * ("O'Brien" -> "obrien") and every other non-letter, non-digit a token boundary
 * ("Jean-Pierre" -> "jean pierre", "B.V." -> "b v", which the legal-form table knows).
 * Letters of scripts that `transliterate` leaves alone (Han, Thai, ...) are kept as they are.
 * Invisible characters (invisible.ts) are nothing, not a boundary: "Cla\u200bes" -> "claes".
 */
import { isInvisible } from './invisible.js';
import { lookupTable } from '../../entities/lookup-table.js';

/** Latin letters that NFKD does not decompose, as ASCII. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = lookupTable({
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  œ: 'oe',
  ı: 'i',
  ĸ: 'k',
  ŋ: 'ng',
  ħ: 'h',
  ŧ: 't',
  ƒ: 'f',
  ſ: 's',
  ɨ: 'i',
  ə: 'e',
  ǝ: 'e',
  ɛ: 'e',
  ɔ: 'o',
  ɓ: 'b',
  ɗ: 'd',
  ƙ: 'k',
  ƴ: 'y',
  ȥ: 'z',
  ʒ: 'z',
});

/**
 * Apostrophes: removed, so the letters either side stay one token, as invisible characters
 * (zero-width joiners, soft hyphens, direction marks: invisible.ts) are.
 */
const JOINERS = new Set([
  "'",
  '`',
  '\u00b4', // acute accent (NFKD would make it a space)
  '\u02b9',
  '\u02bb', // ʻokina
  '\u02bc',
  '\u02bd',
  '\u02be', // ʾ hamza in transliterated Arabic
  '\u02bf', // ʿ ayin
  '\u02c8',
  '\u2018',
  '\u2019',
  '\u201b',
  '\u2032',
  '\uff07',
  '\u05f3', // Hebrew geresh
  '\u05f4', // Hebrew gershayim
]);

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const MARK = /^\p{M}$/u;

/** The folded form of one non-ASCII character: letters, "" for marks and joiners, " " else. */
function foldCharacter(ch: string): string {
  if (JOINERS.has(ch) || isInvisible(ch)) return '';
  const lower = ch.toLowerCase();
  let out = '';
  for (const part of lower.normalize('NFKD')) {
    const special = SPECIAL_LETTERS[part];
    if (special !== undefined) out += special;
    else if (JOINERS.has(part) || MARK.test(part) || isInvisible(part)) continue;
    else if (LETTER_OR_DIGIT.test(part)) out += part.toLowerCase();
    else out += ' ';
  }
  return out;
}

// Each distinct character is folded once; a bound keeps odd input from growing the memo.
const MEMO = new Map<number, string>();
const MEMO_LIMIT = 50_000;

function foldedCharacter(code: number, ch: string): string {
  const known = MEMO.get(code);
  if (known !== undefined) return known;
  const folded = foldCharacter(ch);
  if (MEMO.size < MEMO_LIMIT) MEMO.set(code, folded);
  return folded;
}

const NON_ASCII = /[^\p{ASCII}]/u;
const ASCII_JOINERS = /['`]/g;
const ASCII_TOKEN = /[a-z0-9]+/g;

/** Folds non-ASCII text into a string of tokens separated by (possibly several) spaces. */
function foldNonAscii(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) out += text.charAt(i);
      else if (code >= 0x41 && code <= 0x5a) out += String.fromCharCode(code + 0x20);
      else if (code !== 0x27 && code !== 0x60) out += ' ';
      continue;
    }
    // A surrogate pair is one character (astral Han, mathematical letters).
    const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length;
    const ch = pair ? text.slice(i, i + 2) : (text[i] ?? '');
    if (pair) i++;
    out += foldedCharacter(pair ? (ch.codePointAt(0) ?? code) : code, ch);
  }
  return out;
}

/** The folded tokens of a text: "Müller-Lüdenscheidt, O'Brien" -> muller ludenscheidt obrien. */
export function foldTokens(text: string): string[] {
  if (!NON_ASCII.test(text)) {
    const lower = text.toLowerCase();
    const joined =
      lower.includes("'") || lower.includes('`') ? lower.replace(ASCII_JOINERS, '') : lower;
    return joined.match(ASCII_TOKEN) ?? [];
  }
  return foldNonAscii(text)
    .split(' ')
    .filter((token) => token !== '');
}

/** The folded text, tokens separated by single spaces: "Straße 1" -> "strasse 1". */
export const fold = (text: string): string => foldTokens(text).join(' ');
