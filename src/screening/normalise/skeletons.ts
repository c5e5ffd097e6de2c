/**
 * Names written in Arabic or Hebrew script without vowel points: the transliteration gives a
 * consonant skeleton with the long vowels the script writes ("rhmn" for رحمن, "hsin" for حسين),
 * and a Latin spelling of the same name puts short vowels between ("Rahman", "Hussein"). Letter
 * by letter the two are far apart (rhmn and rahman are two letters apart in six), and their
 * sound keys can differ too: an h after a vowel is silent in Latin (Rahman rmn), while in the
 * skeleton no vowel stands before it (rhmn). So a skeleton is compared with a Latin word by the
 * consonants of both (`sameSkeleton`) and looked up by the keys its unwritten vowels may give
 * (`skeletonSoundKeys`).
 */
import { transliterateArabic } from './abjads.js';
import { transliterateHebrew } from './hebrew.js';
import { phoneticKey } from './phonetic.js';

/** Letters of Arabic (with Persian and Urdu) and Hebrew, with their presentation forms. */
const ABJAD = /[\u0590-\u05ff\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const LATIN = /\p{Script=Latin}/u;
/** Vowel points (Arabic harakat, Hebrew niqqud): with them the vowels are written. */
const VOWEL_POINTS = /[\u064b-\u0650\u0670\u05b0-\u05bb\u05c7]/;

/** Whether a name is written in Arabic or Hebrew script without its short vowels. */
export const writtenWithoutVowels = (raw: string): boolean =>
  ABJAD.test(raw) && !LATIN.test(raw) && !VOWEL_POINTS.test(raw);

/** Letters read as vowels here: y and w too, which stand for long i and u in a skeleton. */
const VOWELISH = /[aeiouyw]/;
/** Two letters for one consonant: a digraph (kh, sh, th). */
const DIGRAPH = /^[kstdgczp]h/;

interface Spelling {
  /** The sound class of each consonant after the first letter, in order, joined by commas. */
  consonants: string;
  /** The vowels written after each of those consonants (and after the first letter, first). */
  vowels: string[];
}

/**
 * A word's consonants and the vowels after each; a doubled letter (ss, mm: a consonant written
 * twice for its length, which the script writes once) counts once, two consonants of one sound
 * class with a vowel between (Haddad's d-d) twice. `splitDigraphs` reads th, kh, sh as two
 * letters: in a skeleton "th" is ث or ط and ه (طه, Taha).
 */
function spellingOf(word: string, splitDigraphs: boolean): Spelling {
  const single = word.replace(/([b-df-hj-np-tv-z])\1/g, '$1');
  const consonants: string[] = [];
  const vowels: string[] = [''];
  for (let i = 1; i < single.length;) {
    const ch = single.charAt(i);
    if (VOWELISH.test(ch)) {
      vowels[vowels.length - 1] = (vowels[vowels.length - 1] ?? '') + ch;
      i++;
      continue;
    }
    const length = !splitDigraphs && DIGRAPH.test(single.slice(i, i + 2)) ? 2 : 1;
    consonants.push(phoneticKey(single.slice(i, i + length)));
    vowels.push('');
    i += length;
  }
  return { consonants: consonants.join(','), vowels };
}

/**
 * Spellings already read, by word: a list's names repeat their words, and every candidate
 * scored against a skeleton reads the same few again. Emptied when full, to stay small.
 */
const spellings = new Map<string, Spelling>();
const SPELLINGS_HELD = 20_000;

function spellingOfCached(word: string, splitDigraphs: boolean): Spelling {
  const key = splitDigraphs ? `|${word}` : word;
  const known = spellings.get(key);
  if (known !== undefined) return known;
  if (spellings.size >= SPELLINGS_HELD) spellings.clear();
  const spelling = spellingOf(word, splitDigraphs);
  spellings.set(key, spelling);
  return spelling;
}

/**
 * First letters a skeleton and a Latin spelling write for one sound: the same letter, vowels
 * (alif, ain), q k and g (قاسم Kasim), j g and y (جمال Gamal, يوسف Jusuf), w v and o (وليد Valid).
 * Not s and z: زياد is Ziad, not Said.
 */
// prettier-ignore
const FIRST_LETTERS: readonly string[] = ['aeiou', 'qkcg', 'jgy', 'yjie', 'wvou', 'dz'];

const sameFirstLetter = (a: string, b: string): boolean =>
  a === b || FIRST_LETTERS.some((group) => group.includes(a) && group.includes(b));

/**
 * Whether the vowels a skeleton writes after a consonant can be the word's there: undefined
 * where the word writes "ou" and the skeleton no vowel, for French spellings write ou for a
 * short u as well as a long one (مراد Mourad, مصطفى Moustafa, يوسف Youssouf).
 */
function sameVowels(written: string, spelt: string): boolean | undefined {
  if (written === '') {
    if (/ee|ei|ii|oo|uu/.test(spelt)) return false;
    return spelt.includes('ou') ? undefined : true;
  }
  if (/[iy]/.test(written)) return /[iey]/.test(spelt);
  if (/[uw]/.test(written)) return /[ouw]/.test(spelt);
  return spelt !== '';
}

/**
 * The Latin pattern ma-C-C-u-C (Mahmud, Mahmoud, Mansour, Masud): the maf'ul pattern, whose
 * long u the script writes (محمود). A skeleton that writes no vowel there (محمد) is another name.
 */
function mafulPattern(word: string, spelt: Spelling): boolean {
  const [first = '', afterFirst = '', third = '', last = ''] = spelt.vowels;
  return (
    word.charAt(0) === 'm' &&
    spelt.vowels.length === 4 &&
    /^[ae]$/.test(first) &&
    afterFirst === '' &&
    /^(u|ou|oo)$/.test(third) &&
    last === ''
  );
}

/**
 * Whether a skeleton and a Latin word are one name: the same first letter (`FIRST_LETTERS`),
 * the same consonants after it, and the long vowels one writes there in the other, after the
 * same consonant. حسين (hsin) is Hussein, not Hassan; حسن (hsn) is Hassan, not Hussein, whose
 * "ei" is the long vowel the script writes with ي; محمود (mahmud) is Mahmoud, not Mohammed, and
 * محمد not Mahmud (`mafulPattern`). A و that ends a skeleton after two consonants may be silent
 * (عمرو Amr): the Latin then writes no vowel between them either, so عمرو is not Omar (عمر).
 * Undefined where the consonants differ, where the word's "ou" may be a short u the script
 * leaves out (Mourad), or where an Arabic skeleton of two consonants meets a word of one
 * syllable (سن and Sun, طه and Teh: two consonants with any vowel between say too little): the
 * skeleton may still be a spelling of the word by its letters, as any two words are compared.
 * `hebrew`: the skeleton is Hebrew, which writes many names of one short syllable with two
 * letters (דן Dan, טל Tal, גל Gal, בר Bar), so two consonants pair with them as with any word.
 */
export function sameSkeleton(skeleton: string, word: string, hebrew = false): boolean | undefined {
  if (!sameFirstLetter(skeleton.charAt(0), word.charAt(0))) return undefined;
  const spelt = spellingOfCached(word, false);
  let written = spellingOfCached(skeleton, false);
  if (written.consonants !== spelt.consonants) written = spellingOfCached(skeleton, true);
  if (written.consonants !== spelt.consonants) return undefined;
  const vowels = written.vowels;
  const last = vowels.length - 1;
  // Two consonants and no vowel written (طه th): Taha writes one after each, Teh does not.
  const twoConsonants =
    vowels.length === 2 && vowels.every((v) => v === '') && !VOWELISH.test(skeleton.charAt(0));
  if (twoConsonants && !hebrew) {
    if (spelt.vowels.some((v) => v === '')) return undefined;
  }
  if (mafulPattern(word, spelt) && !/[uw]/.test(vowels[2] ?? '')) return false;
  // A final و after two consonants, silent where the word ends without a vowel (عمرو Amr).
  const silentW =
    last >= 1 && vowels[last] === 'u' && vowels[last - 1] === '' && spelt.vowels[last] === '';
  let decided = true;
  for (let k = 0; k <= last; k++) {
    const agree =
      silentW && k === last
        ? spelt.vowels[last - 1] === ''
        : sameVowels(vowels[k] ?? '', spelt.vowels[k] ?? '');
    if (agree === false) return false;
    if (agree === undefined) decided = false;
  }
  return decided ? true : undefined;
}

/**
 * The ways a skeleton may be read: as written, and, where it holds an o (Hebrew ו between
 * consonants, which no Arabic letter gives), with that ו as the consonant v as well: דוד is
 * "dod" and David, דוב Dov. Unpointed Hebrew writes ו for o, u and v alike.
 */
export const skeletonReadings = (skeleton: string): string[] =>
  skeleton.includes('o') ? [skeleton, skeleton.replaceAll('o', 'v')] : [skeleton];

/**
 * Written for a consonant h of its own (ح, ه, ה) when a name is read for its keys, so that the h
 * of th, kh, sh (ث, خ, ش) is not taken for one: شريف is "shrif", not s and h.
 */
const OWN_H = 'H';
/** An h of its own after a consonant: no vowel is written between (رحمن rHmn). */
const AFTER_CONSONANT_H = /([^aeiouyH])H/g;

/**
 * The sound keys a skeleton read with `OWN_H` may have in Latin letters, other than its own:
 * each h of its own after a consonant read as a Latin spelling writes it, after a vowel and
 * before another (Taha th) or after a vowel and before none, where Latin keys leave it silent
 * (Rahman rmn). Hence at most two keys: every such h kept apart, or every such h silent.
 */
function soundKeysOf(marked: string): string[] {
  if (!/[^aeiouyH]H/.test(marked)) return [];
  const latin = (text: string) => phoneticKey(text.replaceAll(OWN_H, 'h'));
  const own = latin(marked);
  const keys = [
    latin(marked.replace(AFTER_CONSONANT_H, '$1aha')),
    latin(marked.replace(AFTER_CONSONANT_H, '$1ah')),
  ];
  return [...new Set(keys)].filter((key) => key !== own && key !== '');
}

const ABJAD_RUN = new RegExp(`${ABJAD.source}+`, 'g');
const HEBREW = /[\u0590-\u05ff\ufb1d-\ufb4f]/;

/** Whether a name is written in Hebrew letters (its skeleton read by Hebrew's rules). */
export const writtenInHebrew = (raw: string): boolean => HEBREW.test(raw);

/**
 * The sound keys the words of a name written without vowels (`writtenWithoutVowels`) may have
 * in Latin letters, other than their own, by the word as transliterated (رحمن: rhmn, also rmn).
 * Words with no other key are left out.
 */
export function skeletonSoundKeys(raw: string): ReadonlyMap<string, readonly string[]> {
  const keys = new Map<string, readonly string[]>();
  for (const [run] of raw.matchAll(ABJAD_RUN)) {
    const marked = HEBREW.test(run)
      ? transliterateHebrew(run, OWN_H)
      : transliterateArabic(run, OWN_H);
    for (const word of marked.split(' ')) {
      const text = word.replaceAll(OWN_H, 'h');
      const own = phoneticKey(text);
      const found = new Set(skeletonReadings(word).flatMap(soundKeysOf));
      for (const reading of skeletonReadings(text).slice(1)) found.add(phoneticKey(reading));
      found.delete(own);
      found.delete('');
      if (found.size > 0) keys.set(text, [...found]);
    }
  }
  return keys;
}
