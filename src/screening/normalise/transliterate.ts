/**
 * Other scripts to Latin letters, before folding: each run of letters of one script goes to
 * the transliterator of that script (`cyrillic.ts`, `alphabets.ts`, `abjads.ts`,
 * `east-asian.ts`). Latin text, and scripts without a transliterator here (Thai, Devanagari,
 * Ethiopic, ...), pass through unchanged; the folding keeps their letters as they are.
 */
import { transliterateArabic } from './abjads.js';
import { transliterateHebrew } from './hebrew.js';
import { transliterateArmenian, transliterateGeorgian, transliterateGreek } from './alphabets.js';
import { cyrillicStyle, transliterateCyrillic, type CyrillicStyle } from './cyrillic.js';
import { transliterateHan, transliterateHangul, transliterateKana } from './east-asian.js';

type Script =
  | 'other'
  | 'greek'
  | 'cyrillic'
  | 'armenian'
  | 'hebrew'
  | 'arabic'
  | 'georgian'
  | 'hangul'
  | 'kana'
  | 'han';

/** Unicode blocks of the scripts transliterated, in code point order. */
const BLOCKS: readonly (readonly [number, number, Script])[] = [
  [0x0370, 0x03ff, 'greek'],
  [0x0400, 0x052f, 'cyrillic'],
  [0x0530, 0x058f, 'armenian'],
  [0x0590, 0x05ff, 'hebrew'],
  [0x0600, 0x06ff, 'arabic'],
  [0x0750, 0x077f, 'arabic'],
  [0x08a0, 0x08ff, 'arabic'],
  [0x10a0, 0x10ff, 'georgian'],
  [0x1100, 0x11ff, 'hangul'],
  [0x1c80, 0x1c8f, 'cyrillic'],
  [0x1c90, 0x1cbf, 'georgian'],
  [0x1f00, 0x1fff, 'greek'],
  [0x2d00, 0x2d2f, 'georgian'],
  [0x2de0, 0x2dff, 'cyrillic'],
  [0x3005, 0x3007, 'han'], // 々 and friends, inside Han names
  [0x3021, 0x3029, 'han'],
  [0x3040, 0x30ff, 'kana'],
  [0x3130, 0x318f, 'hangul'],
  [0x31f0, 0x31ff, 'kana'],
  [0x3400, 0x4dbf, 'han'],
  [0x4e00, 0x9fff, 'han'],
  [0xa640, 0xa69f, 'cyrillic'],
  [0xac00, 0xd7af, 'hangul'],
  [0xf900, 0xfaff, 'han'],
  [0xfb13, 0xfb17, 'armenian'],
  [0xfb1d, 0xfb4f, 'hebrew'],
  [0xfb50, 0xfdff, 'arabic'],
  [0xfe70, 0xfeff, 'arabic'],
  [0xff65, 0xff9f, 'kana'],
  [0x20000, 0x3ffff, 'han'],
];

function scriptOf(code: number): Script {
  // Latin (with its combining marks) is by far the commonest.
  if (code < 0x0370) return 'other';
  for (const [start, end, script] of BLOCKS) {
    if (code < start) return 'other';
    if (code <= end) return script;
  }
  return 'other';
}

function transliterateRun(
  run: string,
  script: Script,
  style: CyrillicStyle,
  afterHangul: boolean,
): string {
  switch (script) {
    case 'other':
      return run;
    case 'greek':
      return transliterateGreek(run);
    case 'cyrillic':
      return transliterateCyrillic(run, style);
    case 'armenian':
      return transliterateArmenian(run);
    case 'hebrew':
      return transliterateHebrew(run);
    case 'arabic':
      return transliterateArabic(run);
    case 'georgian':
      return transliterateGeorgian(run);
    case 'hangul':
      return transliterateHangul(run, afterHangul);
    case 'kana':
      return transliterateKana(run);
    case 'han':
      return transliterateHan(run);
  }
}

// Anything past Latin and its combining marks (Latin Extended Additional included).
const NOT_LATIN = /[^\p{ASCII}\u0080-\u036f\u1e00-\u1eff]/u;
const CYRILLIC = /[\u0400-\u052f]/;

/**
 * The text with the letters of the scripts above in Latin letters (lower case); Latin
 * letters and everything else as written: "Владимир Путин" -> "vladimir putin".
 */
export function transliterate(text: string): string {
  if (!NOT_LATIN.test(text)) return text;
  const nfc = text.normalize('NFC');
  // One national system for the whole name: "Олександр Зінченко" is Ukrainian throughout.
  const style = CYRILLIC.test(nfc) ? cyrillicStyle(nfc) : 'russian';
  let out = '';
  let start = 0;
  let current: Script = 'other';
  // Only the first run of Hangul may begin with a family name: Korean writes it first, and a
  // run after it (정은 of 김 정은) is the given name.
  let afterHangul = false;
  for (let i = 0; i < nfc.length; i++) {
    const code = nfc.codePointAt(i) ?? 0;
    const script = scriptOf(code);
    if (script !== current) {
      out += transliterateRun(nfc.slice(start, i), current, style, afterHangul);
      afterHangul ||= current === 'hangul';
      start = i;
      current = script;
    }
    if (code > 0xffff) i++;
  }
  return out + transliterateRun(nfc.slice(start), current, style, afterHangul);
}
