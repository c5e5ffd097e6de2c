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
 * pairs with No and Noh as that syllable. A short syllable so written differs in too many of
 * its letters for the spelling tolerance (eun and un, yeo and yo, seo and so), so a word read
 * from Hangul is compared syllable by syllable with a Latin word (`spellsHangulSyllable`) and
 * looked up by the sound keys of those spellings (`hangulSoundKeys`).
 *
 * The initial-sound rule of South Korean spelling is left out: 이 and 리, 유 and 류, 노 and 로
 * are one name written by South and North Korean rules, but the labelled evaluation set counts
 * Lee and Ri as two persons (docs/screening.md), and Lee and Rhee stand for 이 alone here.
 */
import {
  hangulLettersIn,
  hangulSyllablesReadAs,
  sameHangulLetters,
  type HangulLetters,
} from './east-asian.js';
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
  `^(${spellings(INITIALS)})?(${spellings(VOWELS)})h?(${spellings(FINALS)})?$`,
);

/** The syllable a Latin word spells, or undefined where it is no one Korean syllable. */
function latinSyllable(word: string): LatinSyllable | undefined {
  const customary = CUSTOMARY.get(word);
  if (customary !== undefined) return customary;
  const match = SYLLABLE.exec(word);
  if (match === null) return undefined;
  const [, initial = '', vowel = '', final = ''] = match;
  return {
    initials: INITIALS[initial] ?? '',
    vowels: VOWELS[vowel] ?? '',
    final: FINALS[final] ?? '',
  };
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
  const latin = latinSyllable(latinWord);
  if (latin === undefined) return false;
  const written = writtenIn === undefined ? undefined : hangulLettersIn(writtenIn);
  return hangulSyllablesReadAs(hangulWord).some(
    (letters) =>
      spelledBy(latin, letters) &&
      (written === undefined || written.some((other) => sameHangulLetters(other, letters))),
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
 * Keys already worked out, by word: a list's names repeat their syllables. Emptied when full,
 * to stay small.
 */
const soundKeys = new Map<string, readonly string[]>();
const SOUND_KEYS_HELD = 20_000;

/**
 * The sound keys of the spellings lists write for the syllable a word read from Hangul stands
 * for, other than the word's own: jeong (정) is also found as Chong (xnk beside jnk), so a name
 * in Hangul finds a listing written so, and a listing in Hangul is found by it. Vowels leave
 * the keys alone (eun and un are one key), so a syllable has a few at most.
 */
export function hangulSoundKeys(word: string): readonly string[] {
  const known = soundKeys.get(word);
  if (known !== undefined) return known;
  const own = phoneticKey(word);
  const keys = new Set(
    hangulSyllablesReadAs(word).flatMap((letters) => spellingsOf(letters).map(phoneticKey)),
  );
  keys.delete(own);
  keys.delete('');
  if (soundKeys.size >= SOUND_KEYS_HELD) soundKeys.clear();
  const found = [...keys];
  soundKeys.set(word, found);
  return found;
}

const HANGUL = /\p{Script=Hangul}/u;
const LATIN = /\p{Script=Latin}/u;

/** Whether a name is written in Hangul (and not in Latin letters as well). */
export const writtenInHangul = (raw: string): boolean => HANGUL.test(raw) && !LATIN.test(raw);
