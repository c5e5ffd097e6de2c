/**
 * How lists write Korean names in Latin letters, against the Revised Romanization a name in
 * Hangul is read in here (`east-asian.ts`). Sanctions lists write North Korean names by the
 * McCune-Reischauer system without its marks, or by the North Korean system derived from it
 * (Kim Jong Un, Choe Ryong Hae, Ri Yong Ho, Pak Pong Ju, Hyon Yong Chol), and South Koreans
 * spell their own names as they choose (Chung, Sung, Hyun, Young, Soo). The same syllable is
 * then written otherwise: ㅓ is eo, o (ŏ) or u, ㅡ eu or u (ŭ), ㅕ yeo, yo or yu; an initial
 * ㄱ, ㄷ, ㅂ, ㅈ is k, t, p, ch where it is not voiced and g, d, b, j where it is, and an
 * aspirate is k, t, p, ch with the apostrophe dropped or kh, th, ph; ㄹ at a syllable's start
 * is r or l (Ryong, Lyong), ㄴ n, not one for the other: 남 is no Lam (a Cantonese family name)
 * nor Ram. The family name 노 is read in its customary spelling, Roh (`east-asian.ts`), and
 * pairs with No and Noh as that syllable, and with Ro and Rho, as the family name 나 with Ra and
 * Rha beside Na (customary spellings of the family names alone). A short syllable so written differs in too many of
 * its letters for the spelling tolerance (eun and un, yeo and yo, seo and so), so a word read
 * from Hangul is compared syllable by syllable with a Latin word (`spellsHangulSyllable`) and
 * looked up by the sound keys of those spellings (`hangulSoundKeys`).
 *
 * The initial-sound rule of South Korean spelling is left out: 이 and 리, 유 and 류, 노 and 로
 * are one name written by South and North Korean rules, but the labelled evaluation set counts
 * Lee and Ri as two persons (docs/screening.md), and Lee and Rhee stand for 이 alone here; so
 * 로 is no No, nor 라 Na.
 */
import {
  hangulLettersIn,
  hangulSyllablesReadAs,
  sameHangulLetters,
  type HangulLetters,
} from './east-asian.js';
import { GIVEN_NAME_SYLLABLES } from './korean-given-syllables.js';
import { phoneticKey } from './phonetic.js';

/** A Latin spelling of a syllable's start, and the Hangul initials it is written for. */
// prettier-ignore
const INITIALS: Readonly<Record<string, string>> = {
  '': 'ㅇ', g: 'ㄱ', k: 'ㄱㅋㄲ', kh: 'ㅋ', kk: 'ㄲ', n: 'ㄴ', r: 'ㄹ', l: 'ㄹ', rh: 'ㄹ',
  d: 'ㄷ', t: 'ㄷㅌㄸ', th: 'ㅌ', tt: 'ㄸ', m: 'ㅁ', b: 'ㅂ', p: 'ㅂㅍㅃ', ph: 'ㅍ', pp: 'ㅃ',
  s: 'ㅅㅆ', sh: 'ㅅ', ss: 'ㅆ', j: 'ㅈㅉ', ch: 'ㅈㅊ', jj: 'ㅉ', tch: 'ㅉ', h: 'ㅎ',
};

/**
 * A Latin spelling of a vowel, and the Hangul vowels it is written for: the marks of ŏ and ŭ
 * dropped (o, u), the English u of Sung, Jung and Chul for ㅓ, yu of Hyun and Kyung and you of
 * Young for ㅕ, oo of Moon and Soo, ee of Hee, oi of Choi.
 */
// prettier-ignore
const VOWELS: Readonly<Record<string, string>> = {
  a: 'ㅏ', ae: 'ㅐ', ya: 'ㅑ', yae: 'ㅒ', eo: 'ㅓ', o: 'ㅗㅓ', u: 'ㅜㅡㅓ', oo: 'ㅜ', woo: 'ㅜ',
  e: 'ㅔ', ye: 'ㅖ', yeo: 'ㅕ', yo: 'ㅛㅕ', yu: 'ㅠㅕ', you: 'ㅕㅠ', yoo: 'ㅠ', eu: 'ㅡ', i: 'ㅣ',
  ee: 'ㅣㅢ', yi: 'ㅣㅢ', ui: 'ㅢ', eui: 'ㅢ', wa: 'ㅘ', wae: 'ㅙ', oe: 'ㅚ', oi: 'ㅚ', we: 'ㅞ',
  wo: 'ㅝ', weo: 'ㅝ', wi: 'ㅟ',
};

/** A Latin spelling of a syllable's end, and the sound of the final it is written for. */
// prettier-ignore
const FINALS: Readonly<Record<string, string>> = {
  '': '', k: 'k', g: 'k', ck: 'k', kk: 'k', rk: 'k', n: 'n', t: 't', d: 't', s: 't', ch: 't',
  j: 't', th: 't', l: 'l', r: 'l', m: 'm', p: 'p', b: 'p', ng: 'ng',
};

/** A Latin word read as one Korean syllable: the initials, vowels and final it may stand for. */
interface LatinSyllable {
  initials: string;
  vowels: string;
  final: string;
}

/** Customary spellings of the family name 이, not of a syllable beginning with ㄹ. */
const FAMILY_NAME_I: LatinSyllable = { initials: 'ㅇ', vowels: 'ㅣ', final: '' };
const CUSTOMARY: ReadonlyMap<string, LatinSyllable> = new Map([
  ['lee', FAMILY_NAME_I],
  ['rhee', FAMILY_NAME_I],
]);

const spellings = (table: Readonly<Record<string, string>>): string =>
  Object.keys(table)
    .filter((spelling) => spelling !== '')
    .sort((a, b) => b.length - a.length)
    .join('|');

/** Initial, vowel and final; an h after the vowel is silent (Oh, Roh, Ahn, Suh). */
const SYLLABLE = new RegExp(
  `^(${spellings(INITIALS)})?(${spellings(VOWELS)})(h?)(${spellings(FINALS)})?$`,
);

/**
 * The English u of ㅓ and yu of ㅕ are written before a final or an h (Sung, Chul, Hyun, Kyung,
 * Suh): an open Su or Hu is 수 or 후, not 서 or 허, which are So, Seo, Ho or Heo.
 */
const ENGLISH_U = /[ㅓㅕ]/g;

/** The syllable a Latin word spells, or undefined where it is no one Korean syllable. */
function latinSyllable(word: string): LatinSyllable | undefined {
  const customary = CUSTOMARY.get(word);
  if (customary !== undefined) return customary;
  const match = SYLLABLE.exec(word);
  if (match === null) return undefined;
  const [, initial = '', vowel = '', h = '', final = ''] = match;
  const vowels = VOWELS[vowel] ?? '';
  const open = h === '' && final === '' && (vowel === 'u' || vowel === 'yu');
  return {
    initials: INITIALS[initial] ?? '',
    vowels: open ? vowels.replace(ENGLISH_U, '') : vowels,
    final: FINALS[final] ?? '',
  };
}

/** Whether a Latin word spells one Korean syllable (Jong, Chol, Gyeong, Rhee), by some system. */
export const isKoreanSyllable = (word: string): boolean => latinSyllable(word) !== undefined;

const letterKey = ({ initial, vowel, final }: HangulLetters): string => initial + vowel + final;
let givenSyllables: ReadonlySet<string> | undefined;

/**
 * Whether a Latin word may spell a syllable Korean given names are made of
 * (`korean-given-syllables.ts`): Jong (정, 종), Un (은, 운), Chol (철); not Ming (밍), Kin (긴)
 * or Wang (왕), Korean syllables as Latin letters spell them, but no Korean given name's.
 */
export function isGivenNameSyllable(word: string): boolean {
  givenSyllables ??= new Set(hangulLettersIn(GIVEN_NAME_SYLLABLES).map(letterKey));
  const known = givenSyllables;
  return syllablesSpelled(word).some((letters) => known.has(letterKey(letters)));
}

/** Whether two strings of jamo have one in common. */
function shareLetter(a: string, b: string): boolean {
  for (const letter of a) if (b.includes(letter)) return true;
  return false;
}

/**
 * Whether two Latin words may be two spellings of one Korean syllable: an initial, a vowel and
 * the final's sound that both may stand for. So Jong, Chong, Jung and Cheong (정), Chol and
 * Cheol (철), Kyong and Gyeong (경), Pak and Park, Choe and Choi, Jang and Chang, Lee and Rhee
 * (이); not Jong and Jang, Un and Il, Ri and Lee, Ho and Hu.
 */
export function spellSameKoreanSyllable(a: string, b: string): boolean {
  const x = latinSyllable(a);
  const y = latinSyllable(b);
  return (
    x !== undefined &&
    y !== undefined &&
    x.final === y.final &&
    shareLetter(x.initials, y.initials) &&
    shareLetter(x.vowels, y.vowels)
  );
}

const spelledBy = (latin: LatinSyllable, letters: HangulLetters): boolean =>
  latin.initials.includes(letters.initial) &&
  latin.vowels.includes(letters.vowel) &&
  latin.final === letters.final;

/**
 * Whether a Latin word is one way lists write the Hangul syllable a word read from Hangul stands
 * for (`hangulSyllablesReadAs`): its initial, vowel and final each by a spelling of theirs. So
 * eun (은) is Un and Eun, jeong (정) Jong, Chong, Jung and Chung, yeo (여) Yo, seo (서) So and
 * Suh, kim Gim; il is not Un, nor yeo Jong. `writtenIn`, the name in Hangul the word was read
 * from: of the syllables the word stands for, only those it writes count. A family name's
 * customary spelling is another syllable's reading too (jung is 정 and 중, cho 조 and 초), and
 * 중 of 김대중 is no Chong, nor 초 of 김초희 Jo.
 */
export function spellsHangulSyllable(
  hangulWord: string,
  latinWord: string,
  writtenIn?: string,
): boolean {
  if (writtenIn !== undefined && familyNameSpelled(hangulWord, latinWord, writtenIn)) return true;
  const latin = latinSyllable(latinWord);
  if (latin === undefined) return false;
  const written = writtenIn === undefined ? undefined : hangulLettersIn(writtenIn);
  return hangulSyllablesReadAs(hangulWord).some(
    (letters) =>
      spelledBy(latin, letters) &&
      (written === undefined || written.some((other) => sameHangulLetters(other, letters))),
  );
}

/**
 * Customary spellings of the family names 나 (Ra, Rha beside Na) and 노 (Ro, Rho beside Roh, No
 * and Noh), which their regular reading (라, 로) does not give. Family names only: 나 of a
 * given name is Na alone (하나 is no Ha-ra, another name).
 */
const FAMILY_NAME_SPELLINGS: ReadonlyMap<string, string> = new Map([
  ['ra', '나'],
  ['rha', '나'],
  ['ro', '노'],
  ['rho', '노'],
]);

/**
 * Whether a Latin word is a customary spelling of the family name a word read from Hangul stands
 * for: the name in Hangul (`writtenIn`) begins with that syllable, family name first.
 */
function familyNameSpelled(hangulWord: string, latinWord: string, writtenIn: string): boolean {
  const family = FAMILY_NAME_SPELLINGS.get(latinWord);
  if (family === undefined) return false;
  const [letters] = hangulLettersIn(family);
  const [first] = hangulLettersIn(writtenIn);
  return (
    letters !== undefined &&
    first !== undefined &&
    sameHangulLetters(first, letters) &&
    hangulSyllablesReadAs(hangulWord).some((read) => sameHangulLetters(read, letters))
  );
}

/** The spellings of a table whose letters `holds` says stand for the syllable's. */
const spellingsWhere = (
  table: Readonly<Record<string, string>>,
  holds: (letters: string) => boolean,
): string[] => Object.keys(table).filter((spelling) => holds(table[spelling] ?? ''));

/** Every way lists write a Hangul syllable: each spelling of its initial, vowel and final. */
function spellingsOf({ initial, vowel, final }: HangulLetters): string[] {
  const words: string[] = [];
  for (const start of spellingsWhere(INITIALS, (letters) => letters.includes(initial))) {
    for (const middle of spellingsWhere(VOWELS, (letters) => letters.includes(vowel))) {
      for (const end of spellingsWhere(FINALS, (sound) => sound === final)) {
        words.push(start + middle + end);
      }
    }
  }
  return words;
}

/**
 * Keys already worked out, by word (a list's names repeat their syllables), for words read
 * from Hangul and for Latin words. Emptied when full, to stay small.
 */
const soundKeys = new Map<string, readonly string[]>();
const romanisedKeys = new Map<string, readonly string[]>();
const SOUND_KEYS_HELD = 20_000;

/** The sound keys of every spelling of the syllables, but the word's own. */
function otherSoundKeys(
  held: Map<string, readonly string[]>,
  word: string,
  syllables: () => readonly HangulLetters[],
): readonly string[] {
  const known = held.get(word);
  if (known !== undefined) return known;
  const keys = new Set(syllables().flatMap((letters) => spellingsOf(letters).map(phoneticKey)));
  keys.delete(phoneticKey(word));
  keys.delete('');
  if (held.size >= SOUND_KEYS_HELD) held.clear();
  const found = [...keys];
  held.set(word, found);
  return found;
}

/**
 * The sound keys of the spellings lists write for the syllable a word read from Hangul stands
 * for, other than the word's own: jeong (정) is also found as Chong (xnk beside jnk), so a name
 * in Hangul finds a listing written so, and a listing in Hangul is found by it. Vowels leave
 * the keys alone (eun and un are one key), so a syllable has a few at most.
 */
export const hangulSoundKeys = (word: string): readonly string[] =>
  otherSoundKeys(soundKeys, word, () => hangulSyllablesReadAs(word));

/** Each syllable a Latin word may spell: its initials, vowels and final in every combination. */
function syllablesSpelled(word: string): HangulLetters[] {
  const latin = latinSyllable(word);
  const syllables: HangulLetters[] = [];
  if (latin === undefined) return syllables;
  for (const initial of latin.initials) {
    for (const vowel of latin.vowels) syllables.push({ initial, vowel, final: latin.final });
  }
  return syllables;
}

/**
 * The sound keys of the other spellings of the syllables a Latin word of a romanised Korean
 * name may spell (`korean-names.ts`, `romanisedKorean`): jong (정, 종) also as Chong, so a
 * name so written finds a listing written the other way, as `hangulSoundKeys` does for Hangul.
 */
export const romanisedSoundKeys = (word: string): readonly string[] =>
  otherSoundKeys(romanisedKeys, word, () => syllablesSpelled(word));

const HANGUL = /\p{Script=Hangul}/u;
const LATIN = /\p{Script=Latin}/u;

/** Whether a name is written in Hangul (and not in Latin letters as well). */
export const writtenInHangul = (raw: string): boolean => HANGUL.test(raw) && !LATIN.test(raw);
