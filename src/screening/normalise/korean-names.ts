import { withFamilyNameOfOne } from './east-asian.js';
import { isGivenNameSyllable, isKoreanSyllable } from './korean-spellings.js';

/**
 * Korean names written family name first ("Ri Yong-ho", "KIM Jong-un", as DPRK sanctions
 * listings and Korean records write them). The scorer takes a person's last name part for the
 * family name; read so, "Ri Yong-ho" had "ho" for its family name, and "Yong Ho" alone passed
 * for the listed person with "Ri" as a middle name. A name is taken as family name first when
 * its first word is a one-syllable Korean family name and what follows is a given name written
 * as Korean syllables joined by hyphens, or when that first word alone is in capitals (lists
 * write the family name so). "Ri Yong Ho" says neither and is left as written; "Peter Ho" and
 * "Jo Ann-Marie" are no Korean names.
 */

// prettier-ignore
const FAMILY_NAMES: ReadonlySet<string> = new Set([
  'kim', 'gim', 'lee', 'yi', 'ri', 'rhee', 'rhie', 'park', 'pak', 'bak', 'choi', 'choe', 'chae',
  'jung', 'jeong', 'chung', 'chong', 'kang', 'cho', 'jo', 'yoon', 'yun', 'jang', 'chang', 'lim',
  'im', 'rim', 'han', 'oh', 'o', 'seo', 'so', 'shin', 'sin', 'kwon', 'gwon', 'hwang', 'ahn', 'an',
  'song', 'yoo', 'yu', 'ryu', 'hong', 'jeon', 'jon', 'chon', 'ko', 'go', 'moon', 'mun', 'yang',
  'son', 'bae', 'pae', 'baek', 'paek', 'heo', 'ho', 'hyon', 'hyun', 'nam', 'noh', 'ro', 'ha',
  'kwak', 'sung', 'cha', 'joo', 'ju', 'woo', 'min', 'ku', 'koo', 'jin', 'um', 'eom', 'won',
  'chun', 'pyon', 'byun', 'bang', 'pang', 'kong', 'thae', 'kye', 'kil',
]);

/**
 * One romanised Korean syllable: initial, vowel, final (Revised and McCune-Reischauer, and the
 * spellings people choose for their own names: Young for 영, Woo and Yoon, Soo-ah with an h).
 */
const SYLLABLE =
  /^(?:kk|tt|pp|ss|jj|ch|sh|ts|[gkndtrlmbpsjh])?(?:yae|yeo|wae|you|yoo|woo|ae|ya|eo|ye|wa|oe|yo|wo|we|wi|wu|yu|eu|ui|oo|ee|[aeiou])(?:ng|[kntlmpgbh])?$/;

const isSyllable = (text: string): boolean => SYLLABLE.test(text.toLowerCase());

/** A given name of Korean syllables joined by hyphens: Yong-ho, Song-il, Jong-un. */
const isHyphenatedGiven = (word: string): boolean => {
  const syllables = word.split('-');
  return syllables.length >= 2 && syllables.every(isSyllable);
};

const isCapitals = (word: string): boolean => word.length >= 2 && word === word.toUpperCase();

/** Whether a person's name as written puts a Korean family name first. */
export function koreanFamilyNameFirst(raw: string): boolean {
  const words = raw.trim().split(/\s+/);
  const [family, ...given] = words;
  if (family === undefined || given.length === 0 || given.length > 3) return false;
  if (!FAMILY_NAMES.has(family.toLowerCase())) return false;
  if (given.every(isHyphenatedGiven)) return true;
  return (
    isCapitals(family) &&
    given.every((word) => !isCapitals(word) && word.split('-').every(isSyllable))
  );
}

/**
 * Whether the words of a person's name in Latin letters (folded, a hyphenated given name cut in
 * its syllables) read as a romanised Korean name: three to five words, a Korean family name
 * first or last and every other word a syllable Korean given names are made of, by some system
 * of spelling (`korean-spellings.ts`, `isGivenNameSyllable`). Two Latin spellings of one Korean
 * name are compared syllable by syllable only then: Jong and Chong are two names by their
 * letters. Two syllables are left out (Yang Jun, Chang Min are as often Chinese, where j and ch
 * are two sounds), as is a name with any other word: Chong Wei Lee, Nguyen Van Anh, Ha Thi Lan,
 * Jan de Jong; Wang Jun Ho, Ho Kin Sun, Lee Hon Ming, Tom Ben Lee, whose Ho and Lee are
 * Korean family names too, but not Wang, Kin, Ming, Tom or Ben a Korean given name's syllable.
 */
export function romanisedKorean(words: readonly string[]): boolean {
  const first = words[0];
  const last = words.at(-1);
  if (words.length < 3 || words.length > 5 || first === undefined || last === undefined) {
    return false;
  }
  return (
    (FAMILY_NAMES.has(first) && words.slice(1).every(isGivenNameSyllable)) ||
    (FAMILY_NAMES.has(last) && words.slice(0, -1).every(isGivenNameSyllable))
  );
}

/**
 * A person's name of two words, a Korean family name and a given name of two syllables written
 * as one word, as passports and many records write it (Kim Jongun, Jongil Kim): the given name
 * cut in its two syllables, each a syllable Korean given names are made of, the family name
 * last as the scorer reads it. Read whole, Jongun was no Korean syllable, and the name was no
 * romanised Korean name (`romanisedKorean`). A cut may fall in two places (jong-un and jon-gun,
 * as the hyphen of the Revised Romanization tells apart): each gives a reading. None where the
 * word is one syllable (Kim Jeong) or the other no Korean family name.
 */
export function gluedKoreanGivenNames(words: readonly string[]): string[][] {
  const [a, b] = words;
  if (words.length !== 2 || a === undefined || b === undefined) return [];
  const readings: string[][] = [];
  for (const [family, given] of [
    [a, b],
    [b, a],
  ] as const) {
    if (!FAMILY_NAMES.has(family) || isKoreanSyllable(given)) continue;
    // The longer first syllable first: Jong-un, as lists write 정운, before Jon-gun.
    for (let cut = given.length - 1; cut > 0; cut--) {
      const [first, second] = [given.slice(0, cut), given.slice(cut)];
      if (isGivenNameSyllable(first) && isGivenNameSyllable(second)) {
        readings.push([first, second, family]);
      }
    }
  }
  return readings;
}

/**
 * A name written in Hangul alone: Korean writes the family name first, and it is the first
 * word (남궁 민) or, without a space, the first syllable or the family name of two syllables
 * that transliteration writes as one word (김정은 "kim jeong eun", 남궁민 "namgung min").
 */
const HANGUL_NAME =
  /^\p{Script=Hangul}{1,2}(?:\s+\p{Script=Hangul}{1,3})?$|^\p{Script=Hangul}{2,4}$/u;

/** Whether a person's name is written in Hangul, family name first. */
export const hangulFamilyNameFirst = (raw: string): boolean => HANGUL_NAME.test(raw.trim());

/** A person's name of three or four syllables of Hangul written as one word (황보라). */
const HANGUL_ONE_WORD = /^\p{Script=Hangul}{3,4}$/u;

/**
 * A person's name in Hangul that begins with a family name of two syllables or of one (황보라:
 * Hwangbo Ra or Hwang Bo-ra, `familyNameOfOneOrTwo`), read with the family name of one, in the
 * order the scorer reads names (family name last): ["bo", "ra", "hwang"]. Undefined for any
 * other name, and where the family name is written apart (황보 라 says which).
 */
export function hangulFamilyNameOfOne(raw: string): string[] | undefined {
  const name = raw.trim();
  return HANGUL_ONE_WORD.test(name) ? withFamilyNameOfOne(name) : undefined;
}
