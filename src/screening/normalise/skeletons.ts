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
  /** The sound class of each consonant after the first letter, in order. */
  consonants: string[];
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
  return { consonants, vowels };
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

const sameSounds = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((sound, i) => sound === b[i]);

/**
 * Whether a skeleton and a Latin word are one name: the same first letter (`FIRST_LETTERS`),
 * the same consonants after it, and the long vowels one writes there in the other, after the
 * same consonant. حسين (hsin) is Hussein, not Hassan; حسن (hsn) is Hassan, not Hussein, whose
 * "ei" is the long vowel the script writes with ي; محمود (mahmud) is Mahmoud, not Mohammed.
 * Undefined where the consonants differ, or where the word's "ou" may be a short u the script
 * leaves out (Mourad): the skeleton may still be a spelling of the word by its letters, as any
 * two words are compared.
 */
export function sameSkeleton(skeleton: string, word: string): boolean | undefined {
  if (!sameFirstLetter(skeleton.charAt(0), word.charAt(0))) return undefined;
  const spelt = spellingOf(word, false);
  const written = [spellingOf(skeleton, false), spellingOf(skeleton, true)].find((s) =>
    sameSounds(s.consonants, spelt.consonants),
  );
  if (written === undefined) return undefined;
  const agree = written.vowels.map((vowels, k) => sameVowels(vowels, spelt.vowels[k] ?? ''));
  if (agree.includes(false)) return false;
  return agree.includes(undefined) ? undefined : true;
}

/** An h after a consonant: no vowel is written between (rhmn), or none can be (kh, sh). */
const AFTER_CONSONANT_H = /([^aeiouy])h/g;

/**
 * The sound keys a skeleton may have in Latin letters, other than its own: each h after a
 * consonant read as a Latin spelling writes it, after a vowel and before another (Taha th) or
 * after a vowel and before none, where Latin keys leave it silent (Rahman rmn). Hence at most
 * two keys: every such h kept apart, or every such h silent.
 */
export function skeletonSoundKeys(skeleton: string): string[] {
  if (!/[^aeiouy]h/.test(skeleton)) return [];
  const own = phoneticKey(skeleton);
  const keys = [
    phoneticKey(skeleton.replace(AFTER_CONSONANT_H, '$1aha')),
    phoneticKey(skeleton.replace(AFTER_CONSONANT_H, '$1ah')),
  ];
  return [...new Set(keys)].filter((key) => key !== own && key !== '');
}
