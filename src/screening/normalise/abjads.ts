/**
 * Arabic (with Persian and Urdu letters) to Latin; Hebrew, which reads the same way, is in
 * hebrew.ts. Both scripts usually leave
 * short vowels unwritten, so no transliteration recovers "Muhammad" from "محمد": these give a
 * consonant skeleton ("mhmd") with the long vowels the script does write (ا, و, ي; in Hebrew
 * ו, י), vowel points when present, and a few rules that fix the usual first letters. The
 * phonetic key drops vowels, so "mhmd" and "mohammed" share a key all the same.
 */
import { lookupTable } from '../../entities/lookup-table.js';
import { finalHeReadings, MOST_PLACES } from './persian-final-he.js';

/**
 * Arabic consonants as in the BGN/PCGN (1956) and UNGEGN romanisations, without their
 * diacritics: ث th, خ kh, ذ dh, ش sh, غ gh, the emphatic letters as the plain ones.
 */
const ARABIC: Readonly<Record<string, string>> = lookupTable({
  ء: '',
  آ: 'a',
  أ: 'a',
  ؤ: 'u',
  إ: 'i',
  ئ: 'i',
  ا: 'a',
  ٱ: 'a',
  ب: 'b',
  ة: 'a',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  و: 'w',
  ى: 'a',
  ي: 'y',
  // Persian, Urdu and Maghrebi letters.
  پ: 'p',
  چ: 'ch',
  ژ: 'zh',
  گ: 'g',
  ک: 'k',
  ی: 'y',
  ۀ: 'a',
  ہ: 'h',
  ھ: 'h',
  ے: 'e',
  ں: 'n',
  ٹ: 't',
  ڈ: 'd',
  ڑ: 'r',
  ڤ: 'v',
  ڨ: 'g',
  // Vowel points (harakat): fatha, damma, kasra, dagger alif; the rest are silent here.
  '\u064e': 'a',
  '\u064f': 'u',
  '\u0650': 'i',
  '\u0670': 'a',
  '\u064b': '',
  '\u064c': '',
  '\u064d': '',
  '\u0651': '',
  '\u0652': '',
  '\u0640': '', // tatweel
  '\u060c': ' ', // Arabic comma
  '\u061b': ' ',
  '\u061f': ' ',
  '\u066a': ' ',
  '\u066b': ' ',
  '\u066c': ' ',
  '\u06d4': ' ',
});
// Arabic-Indic and Persian digits.
const DIGITS = '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';

const VOWEL_LETTERS = new Set(['ا', 'آ', 'ى', 'ة']);
const NOT_CONSONANTS = new Set(['ا', 'آ', 'أ', 'إ', 'ؤ', 'ئ', 'ء', 'و', 'ي', 'ی', 'ى', 'ة']);
const HARAKAT = /[\u064b-\u0652\u0670]/;
/** Whole words whose skeleton would be misleading. */
const ARABIC_WORDS: Readonly<Record<string, string>> = lookupTable({ الله: 'allah' });

/**
 * The names of God that "servant of" names bear (عبد الرحمن Abd al-Rahman), after the article,
 * with their vowels as UN and EU lists write them. Their vowels are fixed, and the skeleton
 * alone ("rhmn") paired with no Latin spelling: Rahman drops the h from its sound key, and
 * Abdulrahman is no "abdul" and "rhmn" written together.
 */
// prettier-ignore
const NAMES_OF_GOD: Readonly<Record<string, string>> = lookupTable({
  رحمن: 'rahman', رحمان: 'rahman', رحيم: 'rahim', عزيز: 'aziz', كريم: 'karim', سلام: 'salam',
  ملك: 'malik', مالك: 'malik', قادر: 'qadir', لطيف: 'latif', حميد: 'hamid', مجيد: 'majid',
  وهاب: 'wahab', رزاق: 'razzaq', حكيم: 'hakim', حليم: 'halim', جبار: 'jabbar', غني: 'ghani',
  هادي: 'hadi', ناصر: 'nasir', باسط: 'basit', باقي: 'baqi', جليل: 'jalil', خالق: 'khaliq',
  محسن: 'muhsin', منعم: 'munim', قهار: 'qahhar', قدوس: 'quddus', رؤوف: 'rauf', ستار: 'sattar',
  واحد: 'wahid', باري: 'bari', بارئ: 'bari', فتاح: 'fattah', غفار: 'ghaffar', غفور: 'ghafur',
  حفيظ: 'hafiz', جواد: 'jawad', كبير: 'kabir', مطلب: 'muttalib', نور: 'nur', رشيد: 'rashid',
  صمد: 'samad', تواب: 'tawwab', ودود: 'wadud', ولي: 'wali', إله: 'ilah', حي: 'hayy',
  عليم: 'alim', عظيم: 'azim', معطي: 'muti', مؤمن: 'mumin', منان: 'mannan', حق: 'haqq',
  مجيب: 'mujib', قيوم: 'qayyum', واسع: 'wasi', شكور: 'shakur', سميع: 'sami', بصير: 'basir',
  خبير: 'khabir', وكيل: 'wakil', قوي: 'qawi', متين: 'matin', حكم: 'hakam', صبور: 'sabur',
  بديع: 'badi', وارث: 'warith', مسيح: 'masih',
});

const isYe = (ch: string | undefined): boolean => ch === 'ي' || ch === 'ی';
const consonantAt = (text: string, i: number): boolean =>
  i < text.length && !NOT_CONSONANTS.has(text.charAt(i)) && !HARAKAT.test(text.charAt(i));

export const endsInVowel = (out: string): boolean => /[aeiou]$/.test(out);

/** The letters read as a consonant h of its own (ح, ه), not the second letter of th or kh. */
const ARABIC_H = new Set(['ح', 'ه', 'ھ', 'ہ']);

function arabicLetters(text: string, ownH: string): string {
  const whole = ARABIC_WORDS[text];
  if (whole !== undefined) return whole;
  // The maf'ul pattern, m-C-C-u-C, reads ma-C-C-u-C: محمود mahmud, منصور mansur, مسعود masaud.
  if (text.length === 5 && text[0] === 'م' && text[3] === 'و' && !HARAKAT.test(text)) {
    const [, c1 = '', c2 = '', , c4 = ''] = text;
    if (![c1, c2, c4].some((c) => NOT_CONSONANTS.has(c))) {
      const letter = (c: string) => (ARABIC_H.has(c) ? ownH : (ARABIC[c] ?? c));
      return `ma${letter(c1)}${letter(c2)}u${letter(c4)}`;
    }
  }
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    const next = text[i + 1];
    const digit = DIGITS.indexOf(ch);
    if (digit >= 0) {
      out += String(digit % 10);
    } else if (ch === 'و' || ch === 'ي' || ch === 'ی') {
      // A consonant at the start, by a vowel, or before the other semivowel (پرویز prwiz);
      // otherwise the long vowel u or i.
      const otherFollows = ch === 'و' ? next === 'ي' || next === 'ی' : next === 'و';
      const consonant =
        out === '' ||
        endsInVowel(out) ||
        otherFollows ||
        (next !== undefined && VOWEL_LETTERS.has(next));
      if (ch === 'و') out += consonant ? 'w' : 'u';
      else out += consonant ? 'y' : 'i';
    } else if (ch === 'ع' && out === '' && isYe(next) && consonantAt(text, i + 2)) {
      // Ain and ye before a consonant at the start are the long vowel i: عيسى Isa, عيد Eid.
      out += 'i';
      i++;
    } else if (ch === 'ع') {
      // Ain is mostly written as the vowel next to it ("Ali", "Omar", "Saad") or not at all.
      const vowelFollows = next !== undefined && VOWEL_LETTERS.has(next);
      out += (out === '' && vowelFollows) || (out !== '' && endsInVowel(out)) ? '' : 'a';
    } else if (ch === 'ا' || ch === 'ى') {
      out += out.endsWith('a') ? '' : 'a';
    } else if (ch === 'ة') {
      out += next === undefined ? 'a' : 't';
    } else {
      out += ARABIC_H.has(ch) ? ownH : (ARABIC[ch] ?? ch);
    }
  }
  return out;
}

/**
 * A run of Arabic-script letters (one word or part of one) in Latin letters. `ownH` is written
 * for ح and ه (h unless told), so that an h of its own can be told from that of th, kh or sh.
 */
export function transliterateArabic(word: string, ownH = 'h'): string {
  // Presentation forms (ﻣﺤﻤﺪ) become ordinary letters.
  const text = word.normalize('NFKC');
  // The article is written joined: "الأسد" -> "al asd", as lists write "al-Assad".
  if (text.startsWith('ال') && text.length >= 4) {
    const name = NAMES_OF_GOD[text.slice(2)];
    if (name !== undefined) return `al ${name}`;
    if (text.length >= 5) return `al ${arabicLetters(text.slice(2), ownH)}`;
  }
  if (text.startsWith('عبد') && ARABIC_WORDS[text.slice(3)] !== undefined) {
    return `abd${ARABIC_WORDS[text.slice(3)] ?? ''}`;
  }
  // "Servant of" written together with its name (عبدالرحمن) is the name written apart.
  if (text.startsWith('عبدال') && NAMES_OF_GOD[text.slice(5)] !== undefined) {
    return `abd al ${NAMES_OF_GOD[text.slice(5)] ?? ''}`;
  }
  return arabicLetters(text, ownH);
}

/** The Unicode blocks of the Arabic script, its presentation forms included. */
const ARABIC_BLOCKS = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
/** The letters Persian, Urdu, Pashto and Ottoman Turkish read as z, where Arabic has dh or d. */
const READ_AS_Z = /[ذضظ]/;
const READ_AS_Z_ALL = new RegExp(READ_AS_Z.source, 'g');
/**
 * Words Persian writes with a final ye (ی) where Arabic has the alif maqsura (ى, a): names of
 * Arabic origin (مصطفی Mostafa, موسی Musa, مرتضی Morteza). Only these: the same ending is the
 * i of most Persian family names (کریمی Karimi, رحیمی Rahimi), which read as a would find
 * Karima and Rahima.
 */
const ALIF_MAQSURA_WORDS: ReadonlySet<string> = new Set(
  (
    'مصطفی موسی عیسی یحیی مرتضی مجتبی کبری صغری هدی لیلی کسری یسری بشری سلمی لبنی نجوی ' +
    'منی عظمی مولی مثنی مصلی یعلی اعلی'
  ).split(' '),
);
/** A word as ALIF_MAQSURA_WORDS writes it: Arabic ye and kaf as the Persian letters. */
const persianLetters = (word: string): string => word.replace(/ي/g, 'ی').replace(/ك/g, 'ک');

// Not before a ZWNJ, which joins the parts of one word (حسینی‌فر Hosseinifar).
const FINAL_YE = /ی(?![\p{L}\p{M}\u200c\u200d])/gu;
const LETTERS_BEFORE = /[\p{L}\p{M}]*$/u;

/**
 * The places in `text` of a final ye that may be read as a as well as i: that of a word of
 * ALIF_MAQSURA_WORDS, with the article or a conjunction before it (المصطفی, ومصطفی) as well.
 */
function finalYePlaces(text: string): number[] {
  return [...text.matchAll(FINAL_YE)]
    .map((m) => m.index)
    .filter((at) => {
      const before = LETTERS_BEFORE.exec(text.slice(0, at))?.[0] ?? '';
      // A vowel sign right before the ye writes its vowel already (مُصطفِی); others (مُصْطفی)
      // are left out, as the word list writes the letters only.
      if (/\p{M}$/u.test(before)) return false;
      const word = persianLetters(`${before.replace(/\p{M}/gu, '')}ی`);
      return [word, word.replace(/^(?:ال|و|وال)/, '')].some((w) => ALIF_MAQSURA_WORDS.has(w));
    })
    .slice(0, MOST_PLACES);
}

/**
 * `text` with the final Persian ye at `places` read as alif maqsura (a), a word at a time and,
 * where there are more, all at once: مصطفی یحیی is Mostafa Yahya.
 */
function finalYeAsA(text: string, places: readonly number[]): string[] {
  const asA = (chosen: readonly number[]) =>
    chosen.reduce((read, at) => `${read.slice(0, at)}ى${read.slice(at + 1)}`, text);
  const readings = places.map((at) => asA([at]));
  return places.length > 1 ? [...readings, asA(places)] : readings;
}

/**
 * A name in Arabic script as other languages read its letters, each rewritten in Arabic script
 * (none for most names): ذ, ض and ظ as ز, as Persian, Urdu, Pashto and Ottoman Turkish read
 * them (رضا Reza, ذوالقدر Zolqadr, ضیاء Zia, not Rda, Dhwalqdr, Dya); a final Persian ye
 * in names of Arabic origin as a as well as i (`finalYeAsA`: مصطفی Mostafa, مرتضی Murtada and
 * Morteza, beside طهرانی Tehrani); ظ as ذ, for Arabic spellings write it dh as well as z (عبد الظاهر Abd
 * al-Dhahir, Abd al-Zahir); and in each of these a final Persian he after a consonant as the
 * vowel it carries, and -ei after it as -ei and -ehi (`finalHeReadings`: فاطمه Fatima beside
 * Fatemeh, خامنه‌ای Khamenei). A name is held and asked for in these readings beside its own,
 * so either spelling finds it; `secondary` holds those that rank below it (`HeReading`).
 */
export function arabicReadings(name: string): {
  readings: string[];
  secondary: ReadonlySet<string>;
} {
  // Every name of a list and every query passes here: most have no Arabic letter at all.
  if (!ARABIC_BLOCKS.test(name)) return { readings: [], secondary: NO_READINGS };
  // Presentation forms (ﺿ) as ordinary letters, as the transliteration reads them.
  const text = name.normalize('NFKC');
  const persian = READ_AS_Z.test(text) ? [text.replace(READ_AS_Z_ALL, 'ز')] : [];
  // Where the name writes them (the z reading changes letters, not places).
  const yePlaces = finalYePlaces(text);
  const readings = [...persian, ...[text, ...persian].flatMap((t) => finalYeAsA(t, yePlaces))];
  if (text.includes('ظ')) readings.push(text.replaceAll('ظ', 'ذ'));
  // A silent final he in each of them: مجتبی خامنه‌ای is Mojtaba Khamenei, its ye read a.
  const withHe = [text, ...readings].flatMap(finalHeReadings);
  // A reading reached both ways (the same text from two readings) ranks as the better.
  const first = new Set([...readings, ...withHe.flatMap((r) => (r.secondary ? [] : [r.text]))]);
  const secondary = new Set(withHe.flatMap((r) => (first.has(r.text) ? [] : [r.text])));
  return { readings: [...new Set([...readings, ...withHe.map((r) => r.text)])], secondary };
}

const NO_READINGS: ReadonlySet<string> = new Set();

/** The readings of `arabicReadings` alone. */
export const otherArabicReadings = (name: string): string[] => arabicReadings(name).readings;
