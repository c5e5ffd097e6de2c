/**
 * The final he (ه) of Persian words. After a consonant it mostly carries a short vowel only,
 * which Latin spellings write e, eh, a or ah (فاطمه Fatemeh and Fatima, زاده Zadeh and Zade,
 * خامنه Khamene); the transliteration keeps it as h, which finds the spellings with h only. The
 * suffix ای (or ئی) after it, joined by a ZWNJ, written on or written apart (خامنه‌ای, خامنهای,
 * خامنه ای), is read -ei or -ehi: Khamenei, Khamenehi; transliterated letter by letter it was
 * "khamnh ay", neither. These readings are written back in Arabic script, so that they are
 * transliterated, keyed and compared as any other writing of the name. The he read as a vowel
 * and -ehi rank below the letters as written and -ei (`HeReading.secondary`).
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
 * Names of Arabic origin whose final h after a consonant is heard, in Persian writing too:
 * عبده Abduh ("his servant"), and those of the pattern fa'il after a root ending in h, which
 * Persian writes with its own ye (نبیه Nabih, وجیه Wajih, نزیه Nazih, فقیه Faqih). Read as a
 * vowel, عبده would be Abda; the Persian names ending -iyeh (سمیه Somayeh, رقیه Roghayeh) are
 * Arabic words ending in ة, whose he is silent.
 */
const HEARD_H_WORDS: ReadonlySet<string> = new Set(['عبده', 'نبیه', 'وجیه', 'نزیه', 'فقیه']);
/** A word as HEARD_H_WORDS writes it: Persian ye and kaf, without the article or و before it. */
const heardHWord = (letters: string): boolean => {
  const word = `${letters.replace(/ي/g, 'ی').replace(/ك/g, 'ک')}ه`;
  return [word, word.replace(/^(?:ال|و|وال)/, '')].some((w) => HEARD_H_WORDS.has(w));
};
/**
 * The he read as the vowel it carries, e or a, each written with the letter the transliteration
 * reads so at the end of a word: ے e (زادے zade, as Zade, Alizade), ة a (فاطمة fatma, as Fatima,
 * Fatemah).
 */
const SILENT_HE = ['ے', 'ة'] as const;
/** The he and the suffix -ei read as one long i (Khamenei), and as h and i (Khamenehi). */
const SUFFIX_AS_EI = 'ی';
const SUFFIX_AS_EHI = 'هی';
/**
 * The readings that rank below the letters as written (`HeReading.secondary`): a bare he read
 * as a vowel, and -ehi. The suffix read -ei is the usual reading of خامنه‌ای (Khamenei), and
 * its letters as written ("khamnh ay") spell no name.
 */
const SECONDARY: ReadonlySet<string> = new Set([...SILENT_HE, SUFFIX_AS_EHI]);

interface FinalHe {
  at: number;
  length: number;
  /** What the he (with its suffix) may be written as instead. */
  readings: readonly [string, ...string[]];
}

/** A reading of a name's final he, and whether it ranks below the letters as written. */
export interface HeReading {
  text: string;
  /**
   * A he read as the vowel it carries, or -ehi: the scorer ranks a name matched only so below
   * one matched as written (`ScoringConfig.secondaryReading`), so that زهره finds Zohreh
   * before Zahra, which its reading Zohra comes one short vowel near.
   */
  secondary: boolean;
}

/** Places of a silent he read in one name at most (`finalHePlaces`). */
export const MOST_PLACES = 4;

/**
 * The final he of `text` that may be silent: after a consonant, in words of three letters or
 * more, but for the words whose h is heard (HEARD_H_WORDS).
 */
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
      written.endsWith(SUKUN) ||
      heardHWord(wordBefore);
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
 * Fatima Alizada). None for a name without such a he. Each says whether it is `secondary`.
 */
export function finalHeReadings(text: string): HeReading[] {
  const places = finalHePlaces(text);
  const readAs = (chosen: readonly (readonly [FinalHe, string])[]): HeReading => ({
    // From the end backwards, so that the places before keep their index.
    text: [...chosen]
      .sort(([a], [b]) => b.at - a.at)
      .reduce(
        (read, [place, reading]) =>
          `${read.slice(0, place.at)}${reading}${read.slice(place.at + place.length)}`,
        text,
      ),
    secondary: chosen.some(([, reading]) => SECONDARY.has(reading)),
  });
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
