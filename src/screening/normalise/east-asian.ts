/**
 * Korean, Japanese and Chinese. Hangul is romanised algorithmically; kana by a small table;
 * Han characters are NOT romanised: their readings depend on the language (Mandarin,
 * Cantonese, Japanese, Korean) and, in names, on the person, which needs dictionaries this
 * service does not carry. Han text is kept as it is written, so it matches the same Han text
 * only, apart from a few company-form words that are spelled out for the legal-form table.
 */
import { lookupTable } from '../../entities/lookup-table.js';

// Revised Romanization of Korean (Ministry of Culture, 2000), by syllable decomposition:
// syllable = 0xAC00 + (initial * 21 + medial) * 28 + final.
const INITIALS = 'g kk n d tt r m b pp s ss - j jj ch k t p h'.split(' ');
const MEDIALS = 'a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu ui i'.split(' ');
const FINALS = '- k k k n n n t l k m l l l p l m p p t t ng t t k t p t'.split(' ');

/** The spellings Korean passports and lists use for the commonest family names. */
const SURNAMES: Readonly<Record<string, string>> = lookupTable({
  김: 'kim',
  이: 'lee',
  박: 'park',
  최: 'choi',
  정: 'jung',
  강: 'kang',
  조: 'cho',
  윤: 'yoon',
  장: 'jang',
  임: 'lim',
  한: 'han',
  오: 'oh',
  신: 'shin',
  권: 'kwon',
  황: 'hwang',
  안: 'ahn',
  류: 'ryu',
  유: 'yoo',
  전: 'jeon',
  고: 'ko',
  문: 'moon',
  손: 'son',
  노: 'roh',
});

/**
 * Family names of two syllables (복성), one name as their bearers romanise it: read by syllable,
 * 남궁민 was "nam gung min", and Nam Min passed for Namgung Min with "gung" left over.
 */
const TWO_SYLLABLE_SURNAMES: Readonly<Record<string, string>> = lookupTable({
  남궁: 'namgung',
  선우: 'sunwoo',
  제갈: 'jegal',
  황보: 'hwangbo',
  독고: 'dokgo',
  사공: 'sagong',
  서문: 'seomun',
  동방: 'dongbang',
});

/**
 * Of those, the ones whose first syllable is a common family name of its own and whose second
 * begins many given names: 황보라 is as often Hwang Bo-ra as Hwangbo Ra, 서문탁 Seo Mun-tak,
 * 선우현 Seon U-hyeon. A name beginning so is read both ways (`korean-names.ts`).
 */
const ALSO_FAMILY_NAME_OF_ONE: ReadonlySet<string> = new Set(['황보', '서문', '선우']);

/** Whether a run of Hangul may begin with a family name of one syllable or of two. */
export const familyNameOfOneOrTwo = (run: string): boolean =>
  ALSO_FAMILY_NAME_OF_ONE.has(run.slice(0, 2));

const part = (list: readonly string[], index: number): string => {
  const latin = list[index] ?? '';
  return latin === '-' ? '' : latin;
};

/**
 * A run of Hangul, one space between syllables as lists write Korean names ("Kim Jong Un"):
 * "김정은" -> "kim jeong eun". A run of up to four syllables is taken for a name (one alone for
 * a family name written apart, 김 정은), and its family name, the first syllable or a family
 * name of two (남궁민 "namgung min"), is spelled the customary way. `afterFamilyName`: the run
 * follows another of the same text (정은 of 김 정은), so it is a given name, read syllable by
 * syllable: 정 is "jeong" there, not the family name Jung. Sound changes between syllables are
 * not applied. Jamo outside syllables are left to the Latin folding.
 */
export function transliterateHangul(run: string, afterFamilyName = false): string {
  const syllables = hangulSyllables(run);
  const first = run[0] ?? '';
  if (syllables.length > 4 || afterFamilyName) return syllables.join(' ');
  const double = TWO_SYLLABLE_SURNAMES[run.slice(0, 2)];
  if (double !== undefined) return [double, ...syllables.slice(2)].join(' ');
  if (SURNAMES[first] !== undefined) syllables[0] = SURNAMES[first];
  return syllables.join(' ');
}

/**
 * A run of Hangul that begins with a family name of two syllables or one (`familyNameOfOneOrTwo`),
 * read with the family name of one: the given name's syllables, then the family name spelled
 * the customary way (황보라 "bo ra hwang"); undefined for any other run.
 */
export function withFamilyNameOfOne(run: string): string[] | undefined {
  if (!familyNameOfOneOrTwo(run)) return undefined;
  const [family = '', ...given] = hangulSyllables(run);
  return [...given, SURNAMES[run[0] ?? ''] ?? family];
}

/** The letters of a Hangul syllable: initial consonant and vowel as jamo, the final by sound. */
export interface HangulLetters {
  /** ㄱ ... ㅎ; ㅇ where the syllable begins with its vowel. */
  initial: string;
  /** ㅏ ... ㅣ. */
  vowel: string;
  /** The final's sound as the Revised Romanization writes it: k, n, t, l, m, p, ng or "". */
  final: string;
}

// The jamo in the order of the syllable decomposition, as INITIALS and MEDIALS above.
const INITIAL_JAMO = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const VOWEL_JAMO = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const SYLLABLES = 11_172;

const lettersAt = (code: number): HangulLetters => ({
  initial: INITIAL_JAMO.charAt(Math.floor(code / 588)),
  vowel: VOWEL_JAMO.charAt(Math.floor((code % 588) / 28)),
  final: part(FINALS, code % 28),
});

const romanised = (code: number): string =>
  part(INITIALS, Math.floor(code / 588)) +
  part(MEDIALS, Math.floor((code % 588) / 28)) +
  part(FINALS, code % 28);

/** Whether two syllables have the same letters. */
export const sameHangulLetters = (a: HangulLetters, b: HangulLetters): boolean =>
  a.initial === b.initial && a.vowel === b.vowel && a.final === b.final;

let readAs: Map<string, HangulLetters[]> | undefined;

/** Each word `transliterateHangul` writes for one syllable, with the syllables it stands for. */
function syllablesByWord(): Map<string, HangulLetters[]> {
  const words = new Map<string, HangulLetters[]>();
  const add = (word: string, letters: HangulLetters) => {
    const known = words.get(word) ?? [];
    if (!known.some((other) => sameHangulLetters(other, letters))) {
      words.set(word, [...known, letters]);
    }
  };
  for (let code = 0; code < SYLLABLES; code++) add(romanised(code), lettersAt(code));
  for (const [hangul, latin] of Object.entries(SURNAMES)) {
    add(latin, lettersAt(hangul.charCodeAt(0) - 0xac00));
  }
  return words;
}

const NO_LETTERS: readonly HangulLetters[] = Object.freeze([]);

/**
 * The Hangul syllables a word of a name read from Hangul stands for: the syllable whose Revised
 * Romanization it is, and the family name it is the customary spelling of (kim 김, park 박; jung
 * is 정 as a family name and 중 as a syllable of a given name). None for a word of more
 * syllables (namgung) or one no syllable gives.
 */
export function hangulSyllablesReadAs(word: string): readonly HangulLetters[] {
  readAs ??= syllablesByWord();
  return readAs.get(word) ?? NO_LETTERS;
}

/** The letters of each Hangul syllable a text writes (김대중: 김, 대, 중). */
export function hangulLettersIn(text: string): HangulLetters[] {
  const letters: HangulLetters[] = [];
  for (const ch of text.normalize('NFC')) {
    const code = ch.charCodeAt(0) - 0xac00;
    if (code >= 0 && code < SYLLABLES) letters.push(lettersAt(code));
  }
  return letters;
}

/** The Revised Romanization of each syllable of a run of Hangul, other characters as they are. */
function hangulSyllables(run: string): string[] {
  const syllables: string[] = [];
  for (const ch of run) {
    const code = ch.charCodeAt(0) - 0xac00;
    if (code < 0 || code > 11_171) {
      syllables.push(ch);
      continue;
    }
    syllables.push(romanised(code));
  }
  return syllables;
}

// Modified Hepburn, as Japanese passports use it (long vowels not marked).
const HIRAGANA =
  'あいうえおかきくけこがぎぐげごさしすせそざじずぜぞたちつてとだぢづでどなにぬねのはひふへほ' +
  'ばびぶべぼぱぴぷぺぽまみむめもやゆよらりるれろわゐゑをんゔゕゖ';
const ROMAJI = (
  'a i u e o ka ki ku ke ko ga gi gu ge go sa shi su se so za ji zu ze zo ta chi tsu te to ' +
  'da ji zu de do na ni nu ne no ha hi fu he ho ba bi bu be bo pa pi pu pe po ma mi mu me mo ' +
  'ya yu yo ra ri ru re ro wa i e o n vu ka ke'
).split(' ');
const KANA = new Map<string, string>();
for (let k = 0; k < HIRAGANA.length; k++) KANA.set(HIRAGANA[k] ?? '', ROMAJI[k] ?? '');

/** Small ya, yu, yo make one syllable with the one before: き+ゃ -> kya, し+ゃ -> sha. */
const SMALL_Y: Readonly<Record<string, string>> = lookupTable({
  ゃ: 'a',
  ゅ: 'u',
  ょ: 'o',
  ゎ: 'a',
});
/** Small vowels replace the vowel before, for foreign sounds: フ+ァ -> fa, テ+ィ -> ti. */
const SMALL_VOWELS: Readonly<Record<string, string>> = lookupTable({
  ぁ: 'a',
  ぃ: 'i',
  ぅ: 'u',
  ぇ: 'e',
  ぉ: 'o',
});
const KATAKANA_ONLY: Readonly<Record<string, string>> = lookupTable({
  ヷ: 'va',
  ヸ: 'vi',
  ヹ: 've',
  ヺ: 'vo',
  ー: '', // long vowel mark, not written in passport Hepburn
  '・': ' ',
});

/** A run of hiragana or katakana: "トヨタ" -> "toyota", "きょうと" -> "kyouto". */
export function transliterateKana(run: string): string {
  let out = '';
  let doubled = false;
  for (const written of run.normalize('NFKC')) {
    const code = written.charCodeAt(0);
    // Katakana is hiragana shifted by 0x60.
    const ch = code >= 0x30a1 && code <= 0x30f6 ? String.fromCharCode(code - 0x60) : written;
    if (ch === 'っ') {
      doubled = true;
      continue;
    }
    const y = SMALL_Y[ch];
    if (y !== undefined && /[^aeiou]i$/.test(out)) {
      const stem = out.slice(0, -1);
      out = /(sh|ch|j)$/.test(stem) ? stem + y : `${stem}y${y}`;
      continue;
    }
    const vowel = SMALL_VOWELS[ch];
    if (vowel !== undefined && /[^aeiou][aeiou]$/.test(out)) {
      out = out.slice(0, -1) + vowel;
      continue;
    }
    let latin = KANA.get(ch) ?? KATAKANA_ONLY[written] ?? vowel ?? y ?? written;
    if (doubled && /^[^aeiou]/.test(latin))
      latin = (latin.startsWith('ch') ? 't' : latin.charAt(0)) + latin;
    doubled = false;
    out += latin;
  }
  return out;
}

/** Han company-form words, spelled out so the legal-form table can know them. */
const HAN_WORDS: readonly (readonly [string, string])[] = [
  ['株式会社', 'kabushiki kaisha'],
  ['有限会社', 'yugen kaisha'],
  ['合同会社', 'godo kaisha'],
  ['股份有限公司', 'gufen youxian gongsi'],
  ['有限责任公司', 'youxian zeren gongsi'],
  ['有限責任公司', 'youxian zeren gongsi'],
  ['有限公司', 'youxian gongsi'],
];

/** A run of Han characters, kept, set apart from its neighbours, company forms spelled out. */
export function transliterateHan(run: string): string {
  let out = ' ';
  let i = 0;
  outer: while (i < run.length) {
    for (const [word, latin] of HAN_WORDS) {
      if (run.startsWith(word, i)) {
        out += ` ${latin} `;
        i += word.length;
        continue outer;
      }
    }
    out += run.charAt(i);
    i++;
  }
  return `${out} `;
}
