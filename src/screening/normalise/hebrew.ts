/**
 * Hebrew to Latin, as abjads.ts reads Arabic: a consonant skeleton with the vowels the script
 * writes (ו, י) and vowel points when present.
 */
import { lookupTable } from '../../entities/lookup-table.js';
import { endsInVowel } from './abjads.js';

/**
 * Hebrew letters in the common Israeli romanisation (as in SI 2431, simplified): ב/כ/פ are
 * b/k/p at the start of a word or with a dagesh and v/kh/f elsewhere; ח kh; צ ts; ש sh, s
 * with a sin dot; ג׳ ז׳ צ׳ j, zh, ch. Vowel points are read when present.
 */
const HEBREW: Readonly<Record<string, string>> = lookupTable({
  א: 'a',
  ב: 'v',
  ג: 'g',
  ד: 'd',
  ה: 'h',
  ו: 'v',
  ז: 'z',
  ח: 'kh',
  ט: 't',
  י: 'y',
  כ: 'kh',
  ך: 'kh',
  ל: 'l',
  מ: 'm',
  ם: 'm',
  נ: 'n',
  ן: 'n',
  ס: 's',
  ע: 'a',
  פ: 'f',
  ף: 'f',
  צ: 'ts',
  ץ: 'ts',
  ק: 'k',
  ר: 'r',
  ש: 'sh',
  ת: 't',
  װ: 'v',
  ױ: 'oy',
  ײ: 'ey',
  // Points: sheva, hataf vowels, hiriq, tsere, segol, patah, qamats, holam, qubuts.
  '\u05b0': '',
  '\u05b1': 'e',
  '\u05b2': 'a',
  '\u05b3': 'o',
  '\u05b4': 'i',
  '\u05b5': 'e',
  '\u05b6': 'e',
  '\u05b7': 'a',
  '\u05b8': 'a',
  '\u05b9': 'o',
  '\u05ba': 'o',
  '\u05bb': 'u',
  '\u05c7': 'o',
  '\u05be': ' ', // maqaf, the Hebrew hyphen
  '\u05c0': ' ',
  '\u05c3': ' ',
  '\u05f3': '', // geresh
  '\u05f4': '', // gershayim, as in בע״מ
});
const HEBREW_HARD: Readonly<Record<string, string>> = lookupTable({ ב: 'b', כ: 'k', פ: 'p' });
const HEBREW_GERESH: Readonly<Record<string, string>> = lookupTable({
  ג: 'j',
  ז: 'zh',
  צ: 'ch',
  ץ: 'ch',
});
const DAGESH = '\u05bc';
const SIN_DOT = '\u05c2';
const GERESH = '\u05f3';
const HOLAM = '\u05b9';
const HEBREW_POINT = /[\u0591-\u05c7]/;

/** The points written on the letter at i (in NFD they follow it, ordered by class). */
function pointsAfter(text: string, i: number): string {
  let end = i + 1;
  while (end < text.length && HEBREW_POINT.test(text.charAt(end))) end++;
  return text.slice(i + 1, end);
}

/** A run of Hebrew letters in Latin letters; `ownH` is written for ה read as h (as above). */
export function transliterateHebrew(word: string, ownH = 'h'): string {
  const text = word.normalize('NFD');
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    const next = text.charAt(i + 1);
    const points = HEBREW_POINT.test(next) ? pointsAfter(text, i) : '';
    const first = out === '';
    if (next === GERESH && HEBREW_GERESH[ch] !== undefined) {
      out += HEBREW_GERESH[ch];
      i++;
    } else if (HEBREW_HARD[ch] !== undefined && (first || points.includes(DAGESH))) {
      out += HEBREW_HARD[ch];
    } else if (ch === 'ש' && points.includes(SIN_DOT)) {
      out += 's';
    } else if (ch === 'ו' && points === DAGESH) {
      out += 'u'; // shuruk
    } else if (ch === 'ו' && points === HOLAM) {
      out += 'o';
    } else if (ch === 'ו' || ch === 'י') {
      // A consonant at the start, doubled, by a vowel, or before the other semivowel.
      const other = ch === 'ו' ? 'י' : 'ו';
      const consonant = first || next === ch || next === other || endsInVowel(out) || points !== '';
      if (consonant) out += ch === 'ו' ? 'v' : 'y';
      else out += ch === 'ו' ? 'o' : 'i';
      if (next === ch) i++;
    } else if (ch === 'א' || ch === 'ע') {
      out += first || !endsInVowel(out) ? 'a' : '';
    } else if (ch === 'ה' && next === '') {
      out += endsInVowel(out) ? '' : 'a';
    } else if (HEBREW_POINT.test(ch) && HEBREW[ch] === undefined) {
      continue; // cantillation, dagesh, meteg, shin and sin dots
    } else if (ch === 'ה') {
      out += ownH;
    } else {
      out += HEBREW[ch] ?? ch;
    }
  }
  return out;
}
