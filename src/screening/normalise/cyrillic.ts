/**
 * Cyrillic to Latin, close to how sanctions lists spell Cyrillic names. The base is ICAO Doc
 * 9303 Part 3 (machine-readable travel documents, transliteration of Cyrillic), with the
 * BGN/PCGN readings the UN, EU and OFAC lists mostly use where the two differ: й -> y,
 * ю -> yu, я -> ya; the soft and hard signs are dropped. Ukrainian follows the Ukrainian
 * national system (KMU 2010: г -> h, и -> y, є/ї/й/ю/я -> ye/yi/y/yu/ya at the start of a
 * word, ie/i/i/iu/ia inside it) and Serbian the Gaj Latin alphabet, folded like Latin text
 * (ш -> š -> s, ћ -> ć -> c), so that "Милошевић" and "Milošević" meet.
 */
import { lookupTable } from '../../entities/lookup-table.js';

const BASE: Readonly<Record<string, string>> = lookupTable({
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  // Ukrainian and Belarusian.
  є: 'ye',
  і: 'i',
  ї: 'yi',
  ґ: 'g',
  ў: 'u',
  // Serbian and Macedonian (Gaj and Macedonian official Latin, folded).
  ђ: 'd',
  ј: 'j',
  љ: 'lj',
  њ: 'nj',
  ћ: 'c',
  џ: 'dz',
  ѓ: 'gj',
  ќ: 'kj',
  ѕ: 'dz',
  // Kazakh, Kyrgyz, Tatar, Bashkir, Uzbek and Tajik letters.
  ә: 'a',
  ғ: 'g',
  қ: 'k',
  ң: 'ng',
  ө: 'o',
  ұ: 'u',
  ү: 'u',
  һ: 'h',
  ҳ: 'h',
  ҷ: 'j',
  ӣ: 'i',
  ӯ: 'u',
  ҙ: 'z',
  ҫ: 's',
  ӑ: 'a',
  ӗ: 'e',
  ҡ: 'k',
});

/** KMU 2010, inside a word; the word-initial forms follow. */
const UKRAINIAN: Readonly<Record<string, string>> = lookupTable({
  г: 'h',
  и: 'y',
  є: 'ie',
  ї: 'i',
  й: 'i',
  ю: 'iu',
  я: 'ia',
});
const UKRAINIAN_INITIAL: Readonly<Record<string, string>> = lookupTable({
  ...UKRAINIAN,
  є: 'ye',
  ї: 'yi',
  й: 'y',
  ю: 'yu',
  я: 'ya',
});

/** Gaj Latin, folded: ž -> z, č/ć -> c, š -> s. */
const SERBIAN: Readonly<Record<string, string>> = lookupTable({
  ж: 'z',
  х: 'h',
  ц: 'c',
  ч: 'c',
  ш: 's',
});

/** Which national system a text's Cyrillic follows, told by the letters only some use. */
export type CyrillicStyle = 'russian' | 'ukrainian' | 'serbian';

const SERBIAN_LETTERS = /[ђћЂЋ]/;
// Serbian and Macedonian share ј, љ, њ, џ; Macedonian alone has ѓ, ќ, ѕ.
const SERBIAN_OR_MACEDONIAN = /[јљњџЈЉЊЏ]/;
const MACEDONIAN_LETTERS = /[ѓќѕЃЌЅ]/;
const UKRAINIAN_LETTERS = /[єїґіўЄЇҐІЎ]/;
// Kazakh also writes і; its own letters keep such a name out of the Ukrainian system.
const TURKIC_LETTERS = /[әғқңөұүһӘҒҚҢӨҰҮҺ]/;

export function cyrillicStyle(text: string): CyrillicStyle {
  if (SERBIAN_LETTERS.test(text)) return 'serbian';
  if (SERBIAN_OR_MACEDONIAN.test(text) && !MACEDONIAN_LETTERS.test(text)) return 'serbian';
  if (UKRAINIAN_LETTERS.test(text) && !TURKIC_LETTERS.test(text)) return 'ukrainian';
  return 'russian';
}

// The Russian hard sign stands before these only; elsewhere ъ is the Bulgarian vowel.
const SOFTENED = new Set(['е', 'ё', 'ю', 'я']);

/** A run of Cyrillic letters (one word or part of one) in Latin letters. */
export function transliterateCyrillic(word: string, style: CyrillicStyle): string {
  const lower = word.toLowerCase();
  let out = '';
  for (let i = 0; i < lower.length; i++) {
    const ch = lower[i] ?? '';
    if (ch === 'ъ') {
      const next = lower[i + 1];
      out += next === undefined || SOFTENED.has(next) ? '' : 'a';
      continue;
    }
    const own =
      style === 'ukrainian'
        ? (i === 0 ? UKRAINIAN_INITIAL : UKRAINIAN)[ch]
        : style === 'serbian'
          ? SERBIAN[ch]
          : undefined;
    // Letters outside the tables (old and rare ones) are left to the Latin folding.
    out += own ?? BASE[ch] ?? ch;
  }
  return out;
}
