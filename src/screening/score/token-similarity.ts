import { singularCompanyWord } from '../normalise/company-word-variants.js';
import { GLUED_PREFIXES } from '../normalise/particles.js';
import { sameSurnameRomanised } from '../normalise/surname-romanisations.js';
import { phoneticKey } from '../normalise/phonetic.js';
import {
  sameSkeleton,
  skeletonReadings,
  writtenInHebrew,
  writtenWithoutVowels,
} from '../normalise/skeletons.js';
import type { NameToken, NormalisedName } from '../types.js';
import type { ScoringConfig } from './config.js';
import { jaroWinkler } from './jaro-winkler.js';
import {
  HangulSide,
  koreanSyllableSimilarity,
  romanisedSyllableSimilarity,
} from './korean-syllables.js';
import { editDistance } from './levenshtein.js';

/**
 * Which of two name parts is a consonant skeleton (`normalise/skeletons.ts`): none, a, b; a or
 * b of a name in Hebrew letters (FirstHebrew, SecondHebrew), read by Hebrew's rules.
 */
export const Skeleton = { None: 0, First: 1, Second: 2, FirstHebrew: 3, SecondHebrew: 4 } as const;
export type Skeleton = (typeof Skeleton)[keyof typeof Skeleton];

/**
 * Which of two names is written in Arabic or Hebrew script without its short vowels, where the
 * other is not: its parts are compared with the other's as consonant skeletons.
 */
export function skeletonSide(query: NormalisedName, candidate: NormalisedName): Skeleton {
  const q = writtenWithoutVowels(query.original);
  if (q === writtenWithoutVowels(candidate.original)) return Skeleton.None;
  if (q) return writtenInHebrew(query.original) ? Skeleton.FirstHebrew : Skeleton.First;
  return writtenInHebrew(candidate.original) ? Skeleton.SecondHebrew : Skeleton.Second;
}

/**
 * How alike two name parts are, in [0, 1]: 0 below the cut-off, so that a different name part
 * contributes nothing rather than a little ("bush" and "habbash" share letters, not a name).
 * `skeleton` says which of them, if one, comes from a name written in Arabic or Hebrew script
 * without its short vowels; `hangul`, which comes from a name written in Hangul, whose words
 * also pair with the spellings lists write for their syllables (`korean-syllables.ts`), and
 * `hangulName`, that name: a word is read as the syllables it writes only; or that both come
 * from romanised Korean names, whose words pair as spellings of one syllable.
 */
export function tokenSimilarity(
  a: NameToken,
  b: NameToken,
  config: ScoringConfig,
  skeleton: Skeleton = Skeleton.None,
  hangul: HangulSide = HangulSide.None,
  hangulName?: string,
): number {
  const alike = partSimilarity(a, b, config, skeleton);
  if (hangul === HangulSide.None || alike >= config.phoneticFloor) return alike;
  // Two romanised Korean names: a word is a syllable, in whatever system (an initial is none).
  if (hangul === HangulSide.Romanised) {
    if (a.kind !== 'word' || b.kind !== 'word') return alike;
    return romanisedSyllableSimilarity(a.text, b.text, config) ?? alike;
  }
  const [read, latin] = hangul === HangulSide.First ? [a, b] : [b, a];
  // A syllable of one vowel (우 u, 이 i) is read as one letter, of the kind of an initial.
  if (latin.kind !== 'word' || (read.kind !== 'word' && read.kind !== 'initial')) return alike;
  return koreanSyllableSimilarity(read.text, latin.text, config, hangulName) ?? alike;
}

/**
 * Pairs of name parts already compared, by the token objects, forgotten all at once when
 * `capacity` pairs are held. A query's parts are the list's own token objects where the list has
 * the word (`Vocabulary.sharedTokenOf`), which live as long as the index: without a bound, a
 * long-running server would keep every pair any query ever compared.
 */
export class ComparedPairs {
  private pairs = new WeakMap<NameToken, WeakMap<NameToken, number>>();
  private count = 0;

  constructor(
    private readonly capacity: number,
    private readonly compare: (a: NameToken, b: NameToken) => number,
  ) {}

  similarity(a: NameToken, b: NameToken): number {
    const known = this.pairs.get(a)?.get(b);
    if (known !== undefined) return known;
    const similarity = this.compare(a, b);
    if (this.count >= this.capacity) {
      this.pairs = new WeakMap();
      this.count = 0;
    }
    let withA = this.pairs.get(a);
    if (withA === undefined) {
      // Weak on both sides: either may be a query's, which must not be kept.
      withA = new WeakMap();
      this.pairs.set(a, withA);
    }
    withA.set(b, similarity);
    this.count++;
    return similarity;
  }

  /** Pairs held. */
  get size(): number {
    return this.count;
  }
}

/** Pairs kept per scoring config before they are forgotten (`ComparedPairs`). */
const PAIRS_KEPT = 200_000;

/**
 * The pairs compared under each config: a query's parts meet the same list parts (the
 * vocabulary's shared objects) in many of its candidates, about five times each at a million
 * listings. Tokens are never changed once made (`NameToken` is read-only), nor are configs; each
 * config keeps its own pairs, so that indexes scoring under different configs (screening, the
 * register's company directory) do not empty each other's.
 */
const comparedUnder = new WeakMap<ScoringConfig, ComparedPairs>();

function partSimilarity(
  a: NameToken,
  b: NameToken,
  config: ScoringConfig,
  skeleton: Skeleton,
): number {
  if (skeleton !== Skeleton.None) return comparePart(a, b, config, skeleton);
  let compared = comparedUnder.get(config);
  if (compared === undefined) {
    compared = new ComparedPairs(PAIRS_KEPT, (x, y) => comparePart(x, y, config, Skeleton.None));
    comparedUnder.set(config, compared);
  }
  return compared.similarity(a, b);
}

function comparePart(
  a: NameToken,
  b: NameToken,
  config: ScoringConfig,
  skeleton: Skeleton,
): number {
  if (a.text === b.text)
    return a.kind === b.kind || (a.kind !== 'legal' && b.kind !== 'legal') ? 1 : 0;
  if (a.kind === 'number' || b.kind === 'number') return 0;
  if (a.kind === 'legal' || b.kind === 'legal') return 0;
  if (a.kind === 'initial' || b.kind === 'initial') {
    if (a.kind === 'initial' && b.kind === 'initial') return 0;
    return a.text[0] === b.text[0] ? config.initialSimilarity : 0;
  }
  if (skeleton !== Skeleton.None) {
    const first = skeleton === Skeleton.First || skeleton === Skeleton.FirstHebrew;
    const alike = skeletonSimilarity(
      first ? a.text : b.text,
      first ? b.text : a.text,
      config,
      skeleton === Skeleton.FirstHebrew || skeleton === Skeleton.SecondHebrew,
    );
    if (alike !== undefined) return alike;
  }
  const cores = afterSharedParticles(a.text, b.text);
  if (cores) {
    const [x, y] = cores;
    return wordSimilarity(x, y, phoneticKey(x), phoneticKey(y), config);
  }
  // A skeleton leaves its vowels out: its length says nothing of the word's.
  return wordSimilarity(a.text, b.text, a.phonetic, b.phonetic, config, skeleton === Skeleton.None);
}

/**
 * How alike two words are by their letters alone (no phonetic keys): for a word against two
 * words of the other name joined, which have no key of their own.
 */
export const spellingSimilarity = (a: string, b: string, config: ScoringConfig): number =>
  wordSimilarity(a, b, '', '', config);

/**
 * Two spellings of one name by the rules of `sameLetters`, or a company word and its plural
 * (Industry and Industries): nearly as good as the same.
 */
const EQUIVALENT_SPELLING = 0.98;

function wordSimilarity(
  a: string,
  b: string,
  phoneticA: string,
  phoneticB: string,
  config: ScoringConfig,
  lengthsCompared = true,
): number {
  if (a === b) return 1;
  if (singularCompanyWord(a) === singularCompanyWord(b)) return EQUIVALENT_SPELLING;
  // One Chinese family name in Wade-Giles and in pinyin (Hsu and Xu).
  if (sameSurnameRomanised(a, b)) return config.phoneticFloor;
  if (Math.max(a.length, b.length) < SYLLABLE_LENGTH) {
    return sameSyllable(a, b, phoneticA, phoneticB) ? config.phoneticFloor : 0;
  }
  const similarity = jaroWinkler(a, b);
  if (similarity >= 0.7 && sameLetters(a, b)) return EQUIVALENT_SPELLING;
  // Same sound, spelled differently (Mohammed/Muhammad, Meyer/Meier): the key decides, as long
  // as the spellings are not far apart, in letters and in length.
  if (
    phoneticA !== '' &&
    phoneticA === phoneticB &&
    similarity >= 0.7 &&
    (!lengthsCompared || closeLength(a, b))
  ) {
    return Math.max(similarity, config.phoneticFloor);
  }
  if (similarity < config.tokenCutoff) return 0;
  // Jaro-Winkler rewards a shared start: "emma" and "emmaus" are close by it, yet two
  // letters apart in four. A spelling variant is at most one edit in four letters.
  const allowed = Math.max(1, Math.floor(Math.max(a.length, b.length) / 4));
  return editDistance(a, b, allowed) <= allowed ? similarity : 0;
}

/**
 * Whether the shorter of two words holds at least two thirds as many sounds as the longer
 * (Yusuf and Youssef, Shmit and Schmidt). A key drops vowels and doubled letters, so words of
 * far other lengths share one without being one name: Anna, Anne and Ina have the key of
 * Ioannou. Sounds, not letters: a doubled letter and the French ou count once, so Youssouf
 * (8 letters) is as long as Yusuf (`soundLength`).
 */
const closeLength = (a: string, b: string): boolean => {
  const x = soundLength(a);
  const y = soundLength(b);
  return 3 * Math.min(x, y) >= 2 * Math.max(x, y);
};

/** A word's letters with a doubled letter and "ou" (French for u) each counted once. */
const soundLength = (word: string): number =>
  word.replace(/ou/g, 'u').replace(/(.)\1+/g, '$1').length;

/**
 * A consonant skeleton against a word written with its vowels: one name where both have the
 * same consonants and long vowels (`sameSkeleton`), as alike as two spellings of one sound;
 * two names (0) where the consonants are the same and a long vowel is not (حسين and Hassan).
 * Undefined where the consonants differ: the letters then decide, as for any two words. A
 * skeleton read more than one way (`skeletonReadings`: Hebrew ו as o and as v) pairs by any.
 * Jaro-Winkler still has to see a likeness (0.6: rhmn and rahman 0.9, hsin and hussein 0.64),
 * so that a skeleton of two consonants (th, Taha) does not pair with every word of the same two
 * sounds written with other vowels around (Tito, Teddy).
 */
function skeletonSimilarity(
  skeleton: string,
  word: string,
  config: ScoringConfig,
  hebrew: boolean,
): number | undefined {
  // Another name by every reading (0), one name by none: the letters decide (undefined).
  let verdict: boolean | undefined = false;
  for (const reading of skeletonReadings(skeleton)) {
    const same = sameSkeleton(reading, word, hebrew);
    if (same !== true) {
      if (same === undefined && verdict === false) verdict = undefined;
      continue;
    }
    const similarity = jaroWinkler(reading, word);
    if (similarity >= SKELETON_LIKENESS) return Math.max(similarity, config.phoneticFloor);
    verdict = undefined;
  }
  return verdict === false ? 0 : undefined;
}

const SKELETON_LIKENESS = 0.6;

/**
 * Name parts of two or three letters are mostly East Asian syllables, each a family or given
 * name of its own: Li and Liu, Ho, Hu and Hoa, Ma and Mao, Wei and Wen. One letter apart they
 * share most letters and their consonant skeleton, not a name, and one edit is a third of
 * the word, more than the one edit per four letters a spelling variant may differ by. Below
 * four letters on both sides a word matches only another written with the same vowels in
 * the same places and consonants of the same sound (Gim and Kim, Bak and Pak), i and y being
 * one vowel (Ali and Aly, Kim and Kym).
 */
const SYLLABLE_LENGTH = 4;

const isVowel = (ch: string): boolean => 'aeiouy'.includes(ch);

function sameSyllable(a: string, b: string, phoneticA: string, phoneticB: string): boolean {
  if (a.length !== b.length || phoneticA === '' || phoneticA !== phoneticB) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a.charAt(i);
    const y = b.charAt(i);
    // i and y are one vowel written two ways (Ali and Aly, Kim and Kym).
    const same = x === y || (x === 'i' && y === 'y') || (x === 'y' && y === 'i');
    if ((isVowel(x) || isVowel(y)) && !same) return false;
  }
  return true;
}

/**
 * The rest of two glued family names after the particles they share ("vanderlee" and
 * "vandermeer": "lee" and "meer"), or undefined. The particles are alike in every such name:
 * counted in, they would let two other names pass as a spelling variant (Van der Lee and Van
 * der Meer, two edits in ten letters) and lift them by the shared start.
 */
function afterSharedParticles(a: string, b: string): [string, string] | undefined {
  if (a.charAt(0) !== 'v' || b.charAt(0) !== 'v') return undefined;
  // Only runs of particles (vander, vanden, vande): "van", "ter" and the like also begin given
  // names (Vanja, Terrance and Terence), whose first letters are part of the name.
  const prefix = GLUED_PREFIXES.find(
    (p) =>
      p.length > 4 &&
      a.startsWith(p) &&
      b.startsWith(p) &&
      a.length - p.length >= 2 &&
      b.length - p.length >= 2,
  );
  return prefix === undefined ? undefined : [a.slice(prefix.length), b.slice(prefix.length)];
}

/**
 * Whether two words are one name in two spellings of the same letters: a German ü or ä written
 * out (Mueller, Müller folded to muller; Juergen, Jürgen; Baecker, Bäcker) and the Dutch ij
 * written y (Meijer, Meyer). Not "oe": in Dutch it is a vowel of its own (Boer and Bor, Poelman
 * and Polman are two names), and a German ö written so is one edit from its folded form anyway.
 * Only words of a close length and of five letters or more are compared.
 */
function sameLetters(a: string, b: string): boolean {
  const apart = Math.abs(a.length - b.length);
  return (
    apart >= 1 &&
    apart <= 3 &&
    Math.min(a.length, b.length) >= 5 &&
    oneSpelling(a) === oneSpelling(b)
  );
}

const oneSpelling = (word: string): string => word.replaceAll('ij', 'y').replace(/([au])e/g, '$1');
