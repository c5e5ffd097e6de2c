/**
 * The final he (ه) of Persian words. After a consonant it mostly carries a short vowel only,
 * which Latin spellings write e, eh, a or ah (فاطمه Fatemeh and Fatima, زاده Zadeh and Zade,
 * خامنه Khamene); the transliteration keeps it as h, which finds the spellings with h only. The
 * suffix ای (or ئی) after it, joined by a ZWNJ, written on or written apart (خامنه‌ای, خامنهای,
 * خامنه ای), is read -ei or -ehi: Khamenei, Khamenehi; transliterated letter by letter it was
 * "khamnh ay", neither. These readings are written back in Arabic script, so that they are
 * transliterated, keyed and compared as any other writing of the name.
 */

/**
 * A he ending a word, with the suffix ای or ئی after it where there is one; the word ends at
 * anything but a letter, a mark or a joiner.
 */
const FINAL_HE = /ه(?:[\u200c\s]?[ائ][یي])?(?![\p{L}\p{M}\u200c\u200d])/gu;
const LETTERS_BEFORE = /[\p{L}\p{M}]*$/u;
/** Vowel signs and shadda (عبداللّه, طَه, نبيِه): the checks below look at the letters only. */
const MARKS = /\p{M}/gu;
/** The sukun before the he says no vowel comes between: the h is heard (فقْه Fiqh). */
const SUKUN = '\u0652';
/** Letters read as a vowel before the he: its h is heard then (شاه Shah, کوه Kuh). */
const VOWEL_LETTERS = new Set(['ا', 'آ', 'أ', 'إ', 'و', 'ؤ', 'ى', 'ة', 'ء']);
/**
 * Arabic ye (ي) before the he: the word is in Arabic spelling, which writes a final vowel with ة,
 * so the he after the long i is heard (نبيه Nabih, وجيه Wajih). Persian writes سمیه (Somayeh,
 * Sumaya) with its own ye.
 */
const ARABIC_YE = 'ي';
/** The h of Allah ending a name is always written (عبدالله Abdullah, نصرالله Nasrallah). */
const ALLAH_ENDING = 'لل';
/**
 * The he read as the vowel it carries, e or a, each written with the letter the transliteration
 * reads so at the end of a word: ے e (زادے zade, as Zade, Alizade), ة a (فاطمة fatma, as Fatima,
 * Fatemah).
 */
const SILENT_HE = ['ے', 'ة'] as const;
/** The he and the suffix -ei read as one long i (Khamenei), and as h and i (Khamenehi). */
const SUFFIX_AS_EI = 'ی';
const SUFFIX_AS_EHI = 'هی';

interface FinalHe {
  at: number;
  length: number;
  /** What the he (with its suffix) may be written as instead. */
  readings: readonly [string, ...string[]];
}

/** The final he of `text` that may be silent: after a consonant, in words of three letters or more. */
/** Places of a silent he read in one name at most (`finalHePlaces`). */
export const MOST_PLACES = 4;

function finalHePlaces(text: string): FinalHe[] {
  const places: FinalHe[] = [];
  for (const match of text.matchAll(FINAL_HE)) {
    const written = LETTERS_BEFORE.exec(text.slice(0, match.index))?.[0] ?? '';
    const wordBefore = written.replace(MARKS, '');
    const before = wordBefore.slice(-1);
    const heard =
      VOWEL_LETTERS.has(before) ||
      before === ARABIC_YE ||
      wordBefore.endsWith(ALLAH_ENDING) ||
      written.endsWith(SUKUN);
    if (wordBefore.length < 2 || heard) continue;
    const [he] = match;
    places.push({
      at: match.index,
      length: he.length,
      readings: he.length > 1 ? [SUFFIX_AS_EI, SUFFIX_AS_EHI] : SILENT_HE,
    });
  }
  // A name has few words: a text with more such places (a long listed name) is read in its
  // first ones only, so that the readings, made for each place and in every pair, stay few.
  return places.slice(0, MOST_PLACES);
}

/**
 * `text` with each final he that may be silent (`finalHePlaces`) read as the vowel it carries,
 * and the suffix -ei after one as -ei and -ehi: a word at a time, each of its readings, and,
 * where there are more such words, all at once, all e or all a (فاطمه علیزاده Fateme Alizade,
 * Fatima Alizada). None for a name without such a he.
 */
export function finalHeReadings(text: string): string[] {
  const places = finalHePlaces(text);
  const readAs = (chosen: readonly (readonly [FinalHe, string])[]) =>
    // From the end backwards, so that the places before keep their index.
    [...chosen]
      .sort(([a], [b]) => b.at - a.at)
      .reduce(
        (read, [place, reading]) =>
          `${read.slice(0, place.at)}${reading}${read.slice(place.at + place.length)}`,
        text,
      );
  const readings = places.flatMap((place) =>
    place.readings.map((reading) => readAs([[place, reading]])),
  );
  if (places.length > 1) {
    // Each reading in every place, the first where a place has fewer (the suffix has two).
    for (const [n] of SILENT_HE.entries()) {
      readings.push(readAs(places.map((place) => [place, place.readings[n] ?? place.readings[0]])));
    }
  }
  return readings;
}
