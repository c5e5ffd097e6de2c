/**
 * A phonetic key per folded word, for names of many origins: the first sound's class, then
 * the classes of the consonants, vowels dropped and repeated classes collapsed. It is coarse
 * on purpose: it finds candidates ("Mohammed" for "Muhammad"), the scorer then weighs them.
 *
 * Rules, in order at each letter (examples give the key):
 * - A word that begins with a vowel (a e i o u y) begins its key with "a": "emma" am, "yusuf",
 *   "iusuf", "youssef" asf. Other vowels are dropped; "ij" is a vowel (Dutch "dijk" tk).
 * - Digraphs first: ph f; ck k; kh h ("khalid" = "halid" hlt); gh k; th t; dh t;
 *   sch, sh, sz, cz, tch, tsch, tsh x ("schmidt" xmt, "bush" bx); zh, dj, dzh j; tz s.
 *   "ch" is x, but k at the start before a consonant ("christian" krst...).
 * - Classes: b p -> b; f v w -> f; c g k q -> k (c before e i y -> s); s z -> s; d t -> t;
 *   x -> ks; h, j, l, m, n, r stand for themselves.
 * - h and w after a vowel and not before one are silent: "john" = "jon" jn, "ahmed" amt;
 *   but a w ending a word of five letters or more is f, as German and Polish write the v of
 *   Slavic names ("iwanow" = "ivanov" afnf). A j after a vowel and not before one is a vowel
 *   ("sergej" = "sergei" srk, "szojgu" = "shoigu" xk).
 *   h between consonants is kept, so the Arabic skeleton "mhmd" gives mhmt, as do
 *   "mohammed", "muhammad", "mohamed".
 * - A class repeated without a vowel between is written once: "habbash" hbx, "smith" and
 *   "smyth" smt, "meyer", "meier" and "mayer" mr.
 * - Digits and letters of other scripts (Han) are kept as they are.
 */

const isVowel = (ch: string): boolean =>
  ch === 'a' || ch === 'e' || ch === 'i' || ch === 'o' || ch === 'u' || ch === 'y';

/**
 * A j after a vowel and before none is the glide that English writes y or i: Sergej, Sergey
 * and Sergei, Nikolaj and Nikolai, Szojgu and Shoigu.
 */
const glideJ = (word: string, i: number): boolean =>
  word.charAt(i) === 'j' && i > 0 && isVowel(word.charAt(i - 1)) && !isVowel(word.charAt(i + 1));

/** The class of the letter at i and how many letters it takes; "" for a silent letter. */
function classAt(word: string, i: number): [code: string, length: number] {
  const ch = word.charAt(i);
  const next = word.charAt(i + 1);
  const after = word.charAt(i + 2);
  switch (ch) {
    case 'b':
      return ['b', 1];
    case 'p':
      return next === 'h' ? ['f', 2] : ['b', 1];
    case 'c':
      if (next === 'h') return [i === 0 && after !== '' && !isVowel(after) ? 'k' : 'x', 2];
      if (next === 'k') return ['k', 2];
      if (next === 'z') return ['x', 2];
      return [next === 'e' || next === 'i' || next === 'y' ? 's' : 'k', 1];
    case 'd':
      if (next === 'j') return ['j', 2];
      if (next === 'z' && after === 'h') return ['j', 3];
      return ['t', next === 'h' ? 2 : 1];
    case 'f':
    case 'v':
      return ['f', 1];
    case 'w':
      // The w of a Slavic name's ending as German and Polish write it (Iwanow, Medwedew,
      // Jarosław) is the v of the English spelling (Ivanov, Medvedev, Yaroslav).
      if (next === '' && i >= 4 && isVowel(word.charAt(i - 1))) return ['f', 1];
      return [i > 0 && isVowel(word.charAt(i - 1)) && !isVowel(next) ? '' : 'f', 1];
    case 'g':
      return ['k', next === 'h' ? 2 : 1];
    case 'h':
      return [i > 0 && isVowel(word.charAt(i - 1)) && !isVowel(next) ? '' : 'h', 1];
    case 'k':
      return next === 'h' ? ['h', 2] : ['k', 1];
    case 'q':
      return ['k', 1];
    case 's':
      if (next === 'c' && after === 'h') return ['x', 3];
      if (next === 'h' || next === 'z') return ['x', 2];
      return ['s', 1];
    case 't':
      if (next === 'h') return ['t', 2];
      if (next === 'c' && after === 'h') return ['x', 3];
      if (next === 's' && after === 'c' && word.charAt(i + 3) === 'h') return ['x', 4];
      if (next === 's' && after === 'h') return ['x', 3];
      if (next === 'z') return ['s', 2];
      return ['t', 1];
    case 'x':
      return ['ks', 1];
    case 'z':
      return next === 'h' ? ['j', 2] : ['s', 1];
    default:
      // j l m n r, digits, and letters of scripts not transliterated.
      return [ch, 1];
  }
}

// Lists repeat their words (first names, "bank", "trading"): each is worked out once.
const MEMO = new Map<string, string>();
const MEMO_LIMIT = 100_000;

export function phoneticKey(word: string): string {
  const known = MEMO.get(word);
  if (known !== undefined) return known;
  let key = '';
  let last = ''; // the class written last; "" after a vowel
  for (let i = 0; i < word.length;) {
    const ch = word.charAt(i);
    if (isVowel(ch) || glideJ(word, i)) {
      if (i === 0) key = 'a';
      last = '';
      i += ch === 'i' && word.charAt(i + 1) === 'j' ? 2 : 1;
      continue;
    }
    const [code, length] = classAt(word, i);
    i += length;
    if (code === '') continue;
    // "x" is two classes, k and s.
    const first = code.length === 2 ? code.charAt(0) : code;
    if (first !== last) key += first;
    last = first;
    if (code.length === 2) {
      key += code.charAt(1);
      last = code.charAt(1);
    }
  }
  if (MEMO.size < MEMO_LIMIT) MEMO.set(word, key);
  return key;
}
